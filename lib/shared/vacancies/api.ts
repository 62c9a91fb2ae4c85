/**
 * The vacancy admin screens' backend calls, for any ApiClient (useApi() in the browser, createServerApi() on the
 * server). Every change invalidates `vacancyKeys.all` (lib/shared/vacancies/view.ts).
 */
import type { z } from 'zod';
import { type ApiClient, ApiRequestError, type Resource, serialize } from '@/lib/shared/api';
import type { vacancyAttributesSchema, VacancyStatus, VacancyType } from '@/domain/vacancies';
import { type AgeGroupOption, toVacancyView, type VacancyView } from './view';

export interface VacancyListParams {
  page: number;
  perPage: number;
  sort: string;
  query?: string;
  status?: VacancyStatus;
  type?: VacancyType;
  organization?: string;
  tag?: string;
  /** Expiring within this many days (the dashboard's figure, docs/domain.md#dashboard). */
  expiringDays?: number;
}

export async function fetchVacancies(
  api: ApiClient,
  p: VacancyListParams,
  signal?: AbortSignal,
): Promise<{ rows: VacancyView[]; total: number }> {
  const doc = await api.get(
    '/api/v1/vacancies',
    {
      filter: {
        q: p.query || undefined,
        status: p.status,
        vacancyType: p.type,
        organizationId: p.organization,
        tag: p.tag,
        expiresWithinDays: p.expiringDays,
      },
      sort: p.sort,
      page: { size: p.perPage, number: p.page },
    },
    { signal },
  );
  const data = Array.isArray(doc.data) ? doc.data : [];
  return { rows: data.map(toVacancyView), total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? data.length) };
}

/** A path id the API would refuse (400) is simply not found. */
export const validVacancyId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/** null when the vacancy does not exist or the viewer may not see it. */
export async function fetchVacancy(api: ApiClient, id: string): Promise<VacancyView | null> {
  if (!validVacancyId(id)) return null;
  try {
    const doc = await api.get(`/api/v1/vacancies/${id}`);
    return toVacancyView(doc.data);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 403)) return null;
    throw error;
  }
}

/** The age group choices of the vacancy form; a list that fails to load leaves the field without options. */
export async function fetchAgeGroups(api: ApiClient): Promise<AgeGroupOption[]> {
  try {
    const doc = await api.get('/api/v1/age_groups');
    return ((Array.isArray(doc.data) ? doc.data : []) as Resource[]).map((g) => ({
      id: String(g.id),
      name: String(g.name ?? g.key ?? g.id),
    }));
  } catch {
    return [];
  }
}

/**
 * A vacancy's attributes as the web writes them: any of the domain's (domain/vacancies.ts), as JSON carries them
 * (an instant as an ISO string). A field renamed there no longer compiles here.
 */
export type VacancyWrite = Partial<z.input<typeof vacancyAttributesSchema>>;

/** POST /vacancies/bulk_edit: one change to many vacancies, its fields typed from the vacancy's attributes. */
export type VacancyBulkEdit = {
  ids: number[];
  status?: VacancyWrite['status'];
  expiresAt?: NonNullable<VacancyWrite['expiresAt']>;
  addTags?: VacancyWrite['tags'];
  removeTags?: VacancyWrite['tags'];
};

/** Creates the vacancy when `id` is null, else updates it; returns the vacancy as saved. */
export async function saveVacancy(api: ApiClient, id: string | null, attributes: VacancyWrite): Promise<VacancyView> {
  const doc = id
    ? await api.patch(`/api/v1/vacancies/${id}`, serialize('vacancies', attributes, { id }))
    : await api.post('/api/v1/vacancies', serialize('vacancies', attributes));
  return toVacancyView(doc.data);
}

/** "deleted" is a DELETE; every other status a PATCH of the status alone. */
export async function changeVacancyStatus(api: ApiClient, id: string, to: VacancyStatus): Promise<void> {
  if (to === 'deleted') await api.delete(`/api/v1/vacancies/${id}`);
  else await api.patch(`/api/v1/vacancies/${id}`, serialize('vacancies', { status: to }, { id }));
}

/** Returns how many vacancies the API changed (null if it did not say). */
export async function bulkEditVacancies(api: ApiClient, attributes: VacancyBulkEdit): Promise<number | null> {
  const doc = await api.post('/api/v1/vacancies/bulk_edit', serialize('vacancy_bulk_edits', attributes));
  const count = (doc.meta as { updatedCount?: unknown }).updatedCount;
  return count === undefined || count === null ? null : Number(count);
}

/** The members of an organization as contact person options. */
export async function fetchContactOptions(
  api: ApiClient,
  organizationId: string,
  signal?: AbortSignal,
): Promise<{ value: string; label: string }[]> {
  const doc = await api.get(
    '/api/v1/users',
    { filter: { organizationIdEq: organizationId }, sort: 'last_name', page: { size: 100 } },
    { signal },
  );
  const rows = (Array.isArray(doc.data) ? doc.data : []) as Resource[];
  return rows.map((u) => ({
    value: String(u.id),
    label:
      typeof u.fullName === 'string' && u.fullName
        ? u.fullName
        : `${String(u.firstName ?? '')} ${String(u.lastName ?? '')}`.trim() || String(u.email ?? u.id),
  }));
}
