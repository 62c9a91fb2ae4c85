/**
 * The application screens' backend calls, for any ApiClient (useApi() in the browser, createServerApi() on the
 * server). Every change invalidates `applicationKeys.all` (lib/shared/applications/view.ts).
 */
import type { z } from 'zod';
import type { applicationDecisionSchema, ApplicationState } from '@/domain/applications';
import { type ApiClient, type Resource, serialize } from '@/lib/shared/api';
import { type ApplicationView, toApplicationView } from './view';

export interface ApplicationListParams {
  page: number;
  perPage: number;
  sort: string;
  status?: ApplicationState;
  vacancy?: string;
  /** Applied more than this many days ago (the dashboard's figure, docs/domain.md#dashboard). */
  waitingDays?: number;
}

export async function fetchApplications(
  api: ApiClient,
  p: ApplicationListParams,
  signal?: AbortSignal,
): Promise<{ rows: ApplicationView[]; total: number }> {
  const doc = await api.get(
    '/api/v1/applications',
    {
      filter: { status: p.status, vacancyId: p.vacancy, waitingDays: p.waitingDays },
      sort: p.sort,
      page: { size: p.perPage, number: p.page },
    },
    { signal },
  );
  const data = Array.isArray(doc.data) ? doc.data : [];
  return { rows: data.map(toApplicationView), total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? data.length) };
}

/** The vacancies the viewer sees, for the list's vacancy filter. */
export async function fetchVacancyOptions(api: ApiClient, signal?: AbortSignal): Promise<{ id: string; title: string }[]> {
  const doc = await api.get('/api/v1/vacancies', { sort: 'title', page: { size: 100 } }, { signal });
  return ((Array.isArray(doc.data) ? doc.data : []) as Resource[]).map((v) => ({ id: String(v.id), title: String(v.title ?? v.id) }));
}

/** A path id the API would refuse (400) is simply not found. */
export const validApplicationId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/** Throws the API's error as it comes (the page tells a 403 from a 404). */
export async function fetchApplication(api: ApiClient, id: string): Promise<ApplicationView> {
  return toApplicationView((await api.get(`/api/v1/applications/${id}`)).data);
}

/** What the organization writes on an application (domain/applications.ts): the decision, the internal note, or both. */
export type ApplicationWrite = Partial<z.input<typeof applicationDecisionSchema>>;

/** Accept or reject (`status`), or the internal note; returns the application as changed. */
export async function updateApplication(api: ApiClient, id: string, attributes: ApplicationWrite): Promise<ApplicationView> {
  return toApplicationView((await api.patch(`/api/v1/applications/${id}`, serialize('applications', attributes, { id }))).data);
}

export async function withdrawApplication(api: ApiClient, id: string): Promise<ApplicationView> {
  return toApplicationView((await api.post(`/api/v1/applications/${id}/withdraw`)).data);
}

/** A guest confirms their application with the token from the mail (no session: the token is the proof). */
export async function confirmApplication(api: ApiClient, token: string): Promise<void> {
  await api.post('/api/v1/applications/confirm', { token });
}
