'use server';
/**
 * Answering a public form (/forms/{key}, /contactformulier, the BuilderForm block): a form action, so a plain POST
 * works without JavaScript and the page re-renders with the errors in place and the values kept. The answers go to
 * POST /api/v1/public/forms/{key}/submissions, which checks them by the rule the browser checks on blur
 * (domain/forms.ts answerSchemaFor); its 422 pointers (/data/attributes/answers/<question id>) are put back on the
 * questions with the API's translated messages. The honeypot `website` is passed on untouched: the API answers a filled one with 201 and keeps
 * nothing, so a bot sees the same thank-you.
 */
import { getTranslations } from 'next-intl/server';
import { ApiRequestError, serialize } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { centerKey } from '@/lib/server/content/public-api';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { getPublicForm } from '@/lib/server/forms/public-api';
import {
  HONEYPOT_FIELD,
  RESPONDENT_EMAIL_FIELD,
  type SubmitState,
  answersPayload,
  hasEmailQuestion,
  mapSubmitErrors,
  readAnswers,
  unavailableReason,
} from '@/lib/shared/form-builder/public-form';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

export async function submitPublicForm(_previous: SubmitState, data: FormData): Promise<SubmitState> {
  const { center, locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'publicForms' });
  const key = text(data, 'formKey');
  const lookup = await getPublicForm(centerKey(center), locale, key);
  if (!lookup.ok) return { status: 'unavailable', reason: lookup.reason };
  const form = lookup.form;
  if (!form.acceptingSubmissions) return { status: 'unavailable', reason: 'closed' };

  const values = readAnswers(form, data);
  const respondentEmail = hasEmailQuestion(form) ? '' : text(data, RESPONDENT_EMAIL_FIELD).trim();
  const failed = (fields: Record<string, string>, respondentEmailError: string | null, messages: string[]): SubmitState => ({
    status: 'error',
    values,
    respondentEmail,
    fields,
    respondentEmailError,
    messages,
  });

  // The API validates (domain/forms.ts answerSchemaFor, the browser's rule too) and answers in the request's language.
  try {
    const api = await createServerApi({ locale, center: apiCenter(center), auth: null });
    await api.post(
      `/api/v1/public/forms/${encodeURIComponent(form.key)}/submissions`,
      serialize('form_submissions', {
        answers: answersPayload(form, values),
        ...(respondentEmail ? { respondentEmail } : {}),
        website: text(data, HONEYPOT_FIELD),
      }),
    );
    return { status: 'sent' };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) return failed({}, null, [t('failed')]);
    if (error.status === 429) return failed({}, null, [t('tooMany')]);
    const reason = unavailableReason(error.status, error.errors[0]?.code);
    if (reason) return { status: 'unavailable', reason };
    if (error.errors[0]?.code === 'formClosed') return { status: 'unavailable', reason: 'closed' };
    const mapped = mapSubmitErrors(form, error.errors);
    const hasFields = Object.keys(mapped.questions).length > 0 || mapped.respondentEmail;
    return failed(mapped.questions, mapped.respondentEmail, mapped.form.length ? mapped.form : hasFields ? [] : [t('failed')]);
  }
}
