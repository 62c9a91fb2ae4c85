/**
 * The saved searches' backend calls (/api/v1/saved_searches) for any ApiClient, and the bridge between the bank's
 * URL filters (lib/shared/vacancies/filters.ts) and a saved search's query (domain/saved-searches.ts): the same
 * fields, so a saved search opens exactly the search it was saved from.
 */
import { type SavedSearchFrequency, type SavedSearchQuery } from '@/domain/saved-searches';
import { type ApiClient, serialize } from '@/lib/shared/api';
import { type BankFilters, bankSearchParams } from '@/lib/shared/vacancies/filters';

export interface SavedSearchView {
  id: string;
  name: string;
  frequency: SavedSearchFrequency;
  query: SavedSearchQuery;
}

/** The client's resources are flat and camelCased (lib/shared/api/jsonapi.ts), the query's keys included. */
type Doc = SavedSearchView & { type: string };

const view = (d: Doc): SavedSearchView => ({ id: d.id, name: d.name, frequency: d.frequency, query: d.query ?? {} });

export async function listSavedSearches(api: ApiClient): Promise<SavedSearchView[]> {
  const doc = await api.get<Doc[]>('/api/v1/saved_searches', { page: { size: 100 } });
  return doc.data.map(view);
}

export async function createSavedSearch(
  api: ApiClient,
  attributes: { name: string; frequency: SavedSearchFrequency; query: SavedSearchQuery },
) {
  const doc = await api.post<Doc>('/api/v1/saved_searches', serialize('saved_searches', { ...attributes }));
  return view(doc.data);
}

export async function updateSavedSearchFrequency(api: ApiClient, id: string, frequency: SavedSearchFrequency) {
  await api.patch<Doc>(`/api/v1/saved_searches/${id}`, serialize('saved_searches', { frequency }, { id }));
}

export async function deleteSavedSearch(api: ApiClient, id: string) {
  await api.delete(`/api/v1/saved_searches/${id}`);
}

export type UnsubscribeState = {
  name: string;
  unsubscribed: boolean;
};

export async function unsubscribeState(api: ApiClient, token: string): Promise<UnsubscribeState> {
  const doc = await api.get<null, UnsubscribeState>(`/api/v1/saved_searches/unsubscribe?token=${encodeURIComponent(token)}`);
  return doc.meta;
}

export async function unsubscribe(api: ApiClient, token: string): Promise<UnsubscribeState> {
  const doc = await api.post<null, UnsubscribeState>(`/api/v1/saved_searches/unsubscribe?token=${encodeURIComponent(token)}`, {});
  return doc.meta;
}

/** The query of the bank's filters: everything but page and sort. */
export function queryOfFilters(filters: BankFilters): SavedSearchQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.vacancyTypes.length ? { vacancyTypes: filters.vacancyTypes } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.ageGroupId ? { ageGroupId: filters.ageGroupId } : {}),
    ...(filters.organizationId ? { organizationId: filters.organizationId } : {}),
    ...(filters.postalCode ? { postalCode: filters.postalCode } : {}),
    ...(filters.distanceKm ? { distanceKm: filters.distanceKm } : {}),
    ...(filters.startsFrom ? { startsFrom: filters.startsFrom } : {}),
    ...(filters.startsUntil ? { startsUntil: filters.startsUntil } : {}),
  };
}

/** The bank's address of a saved search. */
export function bankQueryString(query: SavedSearchQuery): string {
  return bankSearchParams({ ...query, vacancyTypes: query.vacancyTypes ?? [], page: 1 }).toString();
}
