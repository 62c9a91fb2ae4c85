'use server';
/**
 * Applying to a public vacancy: a form action, so the form also works without JavaScript. Signed-in volunteers
 * send a message only (the backend takes their name and address from the account); guests send their details
 * and get a confirmation mail. Field errors come back keyed by form field from the API's source pointers.
 */
import { getTranslations } from 'next-intl/server';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError, serialize } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { fieldFromPointer } from '@/lib/shared/forms/server-errors';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { getViewer, getViewerApi } from '@/lib/server/session/viewer';
import { APPLY_FIELDS, type ApplyState, type ApplyField } from '@/lib/shared/vacancies/apply-state';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export async function applyToVacancy(_previous: ApplyState, form: FormData): Promise<ApplyState> {
  const { center, locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'vacancyBank.apply' });
  const vacancyId = text(form, 'vacancyId');
  const values = Object.fromEntries(APPLY_FIELDS.map((f) => [f, text(form, f)])) as Record<ApplyField, string>;
  if (!RECORD_ID_PATTERN.test(vacancyId)) return { status: 'error', message: t('failed'), fields: {}, values };

  const viewer = await getViewer();
  const attributes = viewer
    ? { message: values.message }
    : {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phoneNumber: values.phoneNumber,
        message: values.message,
      };
  try {
    const api = viewer ? await getViewerApi(viewer) : await createServerApi({ locale, center: apiCenter(center), auth: null });
    const doc = await api.post<unknown, { confirmationRequired?: boolean }>(
      `/api/v1/vacancies/${vacancyId}/applications`,
      serialize('applications', attributes),
    );
    if (doc.meta.confirmationRequired) return { status: 'confirm', email: values.email, fields: {}, values: emptyValues() };
    return { status: 'sent', fields: {}, values: emptyValues() };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) return { status: 'error', message: t('failed'), fields: {}, values };
    const fields: Partial<Record<ApplyField, string>> = {};
    const other: string[] = [];
    for (const e of error.errors) {
      const message = e.detail ?? e.title;
      if (!message) continue;
      const field = fieldFromPointer(e.source?.pointer);
      if (field && (APPLY_FIELDS as readonly string[]).includes(field)) fields[field as ApplyField] ??= message;
      else if (!other.includes(message)) other.push(message);
    }
    const message = other.join(' ') || (Object.keys(fields).length ? t('errorSummary') : t('failed'));
    return { status: 'error', message, fields, values };
  }
}

const emptyValues = (): Record<ApplyField, string> => ({ firstName: '', lastName: '', email: '', phoneNumber: '', message: '' });
