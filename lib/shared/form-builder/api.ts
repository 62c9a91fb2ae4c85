/**
 * The form builder's backend calls (contract §API, staff part), for any ApiClient (useApi() in the browser,
 * getViewerApi() on the server), and their TanStack Query keys. Keys start with ['formBuilder', viewerId or centerId]
 * so cached lists never cross sessions or centers; a change invalidates formBuilderKeys.all.
 */
import { type ApiClient, ApiRequestError, serialize } from '@/lib/shared/api';
import type { Resource } from '@/lib/shared/api';
import { formPayload, type FormValues } from './schemas';
import {
  type FormAccessPermission,
  type FormSummary,
  type FormView,
  type InvitationView,
  type SubmissionView,
  toFormSummary,
  toFormView,
  toInvitationView,
  toSubmissionView,
} from './view';

export const formBuilderKeys = {
  all: ['formBuilder'] as const,
  list: (scope: string, params: unknown) => ['formBuilder', scope, 'list', params] as const,
  form: (scope: string, id: string) => ['formBuilder', scope, 'form', id] as const,
  submissions: (scope: string, id: string, params: unknown) => ['formBuilder', scope, 'form', id, 'submissions', params] as const,
  summary: (scope: string, id: string) => ['formBuilder', scope, 'form', id, 'summary'] as const,
  invitations: (scope: string, id: string) => ['formBuilder', scope, 'form', id, 'invitations'] as const,
  anonymousOptions: (scope: string) => ['formBuilder', scope, 'anonymousOptions'] as const,
};

const list = (data: unknown): Resource[] => (Array.isArray(data) ? (data as Resource[]) : []);
const totalOf = (meta: Record<string, unknown>, fallback: number) => {
  const n = Number(meta.totalCount ?? meta.total ?? fallback);
  return Number.isFinite(n) ? n : fallback;
};

export interface FormListParams {
  page: number;
  perPage: number;
  sort: string;
  query?: string;
  organizationId?: string;
  accessPermission?: FormAccessPermission;
  kind?: 'custom' | 'contact';
}

export async function fetchForms(api: ApiClient, p: FormListParams, signal?: AbortSignal): Promise<{ rows: FormView[]; total: number }> {
  const doc = await api.get(
    '/api/v1/forms',
    {
      filter: { q: p.query || undefined, organizationId: p.organizationId, accessPermission: p.accessPermission, kind: p.kind },
      sort: p.sort,
      page: { number: p.page, size: p.perPage },
    },
    { signal },
  );
  const rows = list(doc.data).map((r) => toFormView(r));
  return { rows, total: totalOf(doc.meta, rows.length) };
}

/** The center's anonymous forms by title, for the page editor's BuilderForm block (only those render in a page). */
export async function fetchAnonymousFormOptions(api: ApiClient, signal?: AbortSignal): Promise<{ id: string; title: string }[]> {
  const doc = await api.get('/api/v1/forms', { filter: { accessPermission: 'anonymous' }, sort: 'title', page: { size: 100 } }, { signal });
  return list(doc.data).map((r) => {
    const form = toFormView(r);
    return { id: form.id, title: form.title };
  });
}

/** A form with its questions in order; null when the API does not know it (or would refuse the id). */
export async function fetchForm(api: ApiClient, id: string, signal?: AbortSignal): Promise<FormView | null> {
  try {
    const doc = await api.get(`/api/v1/forms/${encodeURIComponent(id)}`, { include: ['questions'] }, { signal });
    return doc.data && !Array.isArray(doc.data) ? toFormView(doc.data, doc.included) : null;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * POST /forms (savedQuestionIds null) or PATCH /forms/{id} with the complete question list (removed ones as
 * `{ id, _destroy: true }`). Returns the form as saved.
 */
export async function saveForm(
  api: ApiClient,
  id: string | null,
  values: FormValues,
  savedQuestionIds: readonly string[] | null,
): Promise<FormView> {
  const attributes = formPayload(values, id ? (savedQuestionIds ?? []) : null);
  const doc = id
    ? await api.patch(`/api/v1/forms/${encodeURIComponent(id)}`, serialize('forms', attributes, { id }), { include: ['questions'] })
    : await api.post('/api/v1/forms', serialize('forms', attributes), { include: ['questions'] });
  if (!doc.data || Array.isArray(doc.data)) throw new Error('The API answered the save without the form');
  return toFormView(doc.data, doc.included);
}

/** DELETE /forms/{id}: 204; the contact form answers 409 `contactForm`. */
export async function deleteForm(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/forms/${encodeURIComponent(id)}`);
}

export async function fetchSubmissions(
  api: ApiClient,
  formId: string,
  p: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<{ rows: SubmissionView[]; total: number }> {
  const doc = await api.get(
    `/api/v1/forms/${encodeURIComponent(formId)}/submissions`,
    { page: { number: p.page, size: p.perPage } },
    { signal },
  );
  const rows = list(doc.data).map((r) => toSubmissionView(r, doc.included));
  return { rows, total: totalOf(doc.meta, rows.length) };
}

export async function fetchSubmission(api: ApiClient, formId: string, submissionId: string): Promise<SubmissionView | null> {
  try {
    const doc = await api.get(`/api/v1/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`);
    return doc.data && !Array.isArray(doc.data) ? toSubmissionView(doc.data, doc.included) : null;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function deleteSubmission(api: ApiClient, formId: string, submissionId: string): Promise<void> {
  await api.delete(`/api/v1/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`);
}

/** The CSV export through the same-origin forwarding route (the browser downloads it with the session). */
export const submissionsCsvHref = (formId: string) => `/bff/api/v1/forms/${encodeURIComponent(formId)}/submissions.csv`;

export async function fetchSummary(api: ApiClient, formId: string, signal?: AbortSignal): Promise<FormSummary> {
  const response = await api.request('GET', `/api/v1/forms/${encodeURIComponent(formId)}/summary`, { raw: true, signal });
  return toFormSummary(response.document);
}

export async function fetchInvitations(api: ApiClient, formId: string, signal?: AbortSignal): Promise<InvitationView[]> {
  const doc = await api.get(`/api/v1/forms/${encodeURIComponent(formId)}/invitations`, { page: { size: 100 } }, { signal });
  return list(doc.data).map(toInvitationView);
}

/** POST /forms/{id}/invitations: one invitation per address, each mailed its own link; 201 with the new ones. */
export async function createInvitations(
  api: ApiClient,
  formId: string,
  emails: readonly string[],
  name?: string,
): Promise<InvitationView[]> {
  const doc = await api.post(
    `/api/v1/forms/${encodeURIComponent(formId)}/invitations`,
    serialize('form_invitations', { emails: [...emails], ...(name ? { name } : {}) }),
  );
  return list(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []).map(toInvitationView);
}

export async function revokeInvitation(api: ApiClient, formId: string, invitationId: string): Promise<void> {
  await api.delete(`/api/v1/forms/${encodeURIComponent(formId)}/invitations/${encodeURIComponent(invitationId)}`);
}

/**
 * The addresses typed into the invitations box: split on commas, semicolons, whitespace and new lines, trimmed,
 * lower-cased duplicates dropped. Validation is the form schema's (each must be an e-mail address).
 */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (!email) continue;
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(email);
  }
  return out;
}
