'use server';
/**
 * Saved searches from the web: form actions, so saving, changing the frequency, deleting and unsubscribing work
 * without JavaScript. The backend decides (owner only, validation); field errors come back keyed by form field.
 */
import { getTranslations } from 'next-intl/server';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { SAVED_SEARCH_FREQUENCIES, savedSearchQuerySchema, type SavedSearchFrequency } from '@/domain/saved-searches';
import { ApiRequestError } from '@/lib/shared/api';
import { mailedToken, withMailedToken } from '@/lib/server/api/mailed-token';
import { fieldFromPointer } from '@/lib/shared/forms/server-errors';
import { redirect } from '@/lib/shared/i18n/navigation';
import { getRequestContext } from '@/lib/server/session/request-context';
import { getViewer, getViewerApi } from '@/lib/server/session/viewer';
import { createSavedSearch, deleteSavedSearch, unsubscribe, updateSavedSearchFrequency } from '@/lib/shared/saved-searches/api';
import type { SaveSearchState } from '@/lib/shared/saved-searches/save-state';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const frequencyOf = (value: string): SavedSearchFrequency | null =>
  (SAVED_SEARCH_FREQUENCIES as readonly string[]).includes(value) ? (value as SavedSearchFrequency) : null;

export async function saveSearchAction(_previous: SaveSearchState, form: FormData): Promise<SaveSearchState> {
  const { locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'savedSearches.form' });
  const name = text(form, 'name');
  const frequency = frequencyOf(text(form, 'frequency'));
  let query: unknown;
  try {
    query = JSON.parse(text(form, 'query') || '{}');
  } catch {
    query = null;
  }
  const parsedQuery = savedSearchQuerySchema.safeParse(query);
  const fields: SaveSearchState['fields'] = {};
  if (!name) fields.name = t('nameRequired');
  if (!frequency) fields.frequency = t('frequencyRequired');
  if (!parsedQuery.success)
    return { status: 'error', message: t('queryInvalid'), fields, values: { name, frequency: frequency ?? 'instant' } };
  if (fields.name || fields.frequency || !frequency)
    return { status: 'error', message: t('errorSummary'), fields, values: { name, frequency: frequency ?? 'instant' } };

  const viewer = await getViewer();
  if (!viewer) return { status: 'error', message: t('signedOut'), fields, values: { name, frequency } };
  try {
    await createSavedSearch(await getViewerApi(viewer), { name, frequency, query: parsedQuery.data });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500)
      return { status: 'error', message: t('failed'), fields, values: { name, frequency } };
    const other: string[] = [];
    for (const e of error.errors) {
      const message = e.detail ?? e.title;
      if (!message) continue;
      const field = fieldFromPointer(e.source?.pointer);
      if (field === 'name' || field === 'frequency') fields[field] ??= message;
      else if (!other.includes(message)) other.push(message);
    }
    return { status: 'error', message: other.join(' ') || t('errorSummary'), fields, values: { name, frequency } };
  }
  redirect({ href: '/profiel?zoekopdracht=bewaard#zoekopdrachten', locale });
  return { status: 'idle', fields: {}, values: { name, frequency } };
}

/** The id of a form's hidden field, or null. */
const idOf = (form: FormData) => {
  const id = text(form, 'id');
  return RECORD_ID_PATTERN.test(id) ? id : null;
};

export async function changeFrequencyAction(form: FormData): Promise<void> {
  const { locale } = await getRequestContext();
  const id = idOf(form);
  const frequency = frequencyOf(text(form, 'frequency'));
  const viewer = await getViewer();
  if (id && frequency && viewer) await updateSavedSearchFrequency(await getViewerApi(viewer), id, frequency);
  redirect({ href: '/profiel?zoekopdracht=gewijzigd#zoekopdrachten', locale });
}

export async function deleteSavedSearchAction(form: FormData): Promise<void> {
  const { locale } = await getRequestContext();
  const id = idOf(form);
  const viewer = await getViewer();
  if (id && viewer) await deleteSavedSearch(await getViewerApi(viewer), id);
  redirect({ href: '/profiel?zoekopdracht=verwijderd#zoekopdrachten', locale });
}

/** The confirm page's button: the mailed token is the only credential (no session needed). */
export async function unsubscribeAction(form: FormData): Promise<void> {
  const { locale } = await getRequestContext();
  const token = mailedToken(form.get('token'));
  await withMailedToken(token, unsubscribe);
  redirect({ href: `/zoekopdrachten/afmelden?token=${encodeURIComponent(token)}`, locale });
}
