/**
 * The state of an admin list (page, page size, sort, search, filters) lives in the URL, so a list can be
 * shared, bookmarked and restored with the back button. Pure: parsed and serialised here, unit-tested.
 */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;

export interface ListState {
  page: number;
  perPage: number;
  /** JSON:API sort, e.g. "name" or "-created_at". */
  sort: string;
  query: string;
  filters: Record<string, string>;
}

export interface ListSpec {
  sorts: readonly string[];
  defaultSort: string;
  filters: readonly string[];
}

type SearchInput = URLSearchParams | Record<string, string | string[] | undefined>;

function read(search: SearchInput, key: string): string | undefined {
  if (search instanceof URLSearchParams) return search.get(key) ?? undefined;
  const value = search[key];
  return Array.isArray(value) ? value[0] : value;
}

export function parseListState(search: SearchInput, spec: ListSpec): ListState {
  const page = Number(read(search, 'page'));
  const perPage = Number(read(search, 'per_page'));
  const sort = read(search, 'sort') ?? '';
  const filters: Record<string, string> = {};
  for (const key of spec.filters) {
    const value = read(search, key)?.trim();
    if (value) filters[key] = value.slice(0, 200);
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    sort: spec.sorts.includes(sort.replace(/^-/, '')) ? sort : spec.defaultSort,
    query: (read(search, 'q') ?? '').trim().slice(0, 200),
    filters,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function serializeListState(state: ListState, spec: ListSpec): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  for (const key of spec.filters) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (state.sort !== spec.defaultSort) params.set('sort', state.sort);
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  if (state.page !== 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A change of search, filter, sort or page size starts again at page 1. */
export function updateListState(state: ListState, change: Partial<ListState>): ListState {
  const resetsPage =
    change.query !== undefined || change.filters !== undefined || change.sort !== undefined || change.perPage !== undefined;
  return { ...state, ...change, page: change.page ?? (resetsPage ? 1 : state.page) };
}

export function nextSort(current: string, field: string): string {
  if (current === field) return `-${field}`;
  return field;
}

export function sortDirection(current: string, field: string): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
