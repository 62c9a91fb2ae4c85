/**
 * The data viewer's state lives in the URL (dataset, columns, filters, sort, page, page size), so a view can be
 * shared and reloaded. Pure: parsed against the allow-list of domain/data-viewer.ts (anything not on it is dropped,
 * never sent), serialised with only what differs from the defaults, and turned into the API's query.
 */
import {
  columnFilterKeys,
  DATA_VIEWER_DATE_PATTERN,
  type DataViewerColumn,
  type DataViewerDataset,
  datasetSpec,
  defaultColumns,
  isDataViewerDataset,
} from '@/domain/data-viewer';
import type { QueryParams } from '@/lib/shared/api/query';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@/lib/shared/list/list-state';

export interface DataViewerState {
  dataset: DataViewerDataset;
  columns: string[];
  /** `filter[...]` keys of the API (columnFilterKeys) and their values. */
  filters: Record<string, string>;
  sort: string;
  page: number;
  perPage: number;
}

export const DEFAULT_DATASET: DataViewerDataset = 'organizations';

/** Whether a filter value can be sent as it is: the API's own rules per kind (server/resources/data-viewer/schemas.ts). */
export function validFilterValue(column: DataViewerColumn, value: string): boolean {
  switch (column.kind) {
    case 'id':
      return /^[1-9]\d{0,8}$/.test(value);
    case 'number':
      return /^\d{1,9}$/.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'enum':
      return (column.values ?? []).includes(value);
    case 'datetime':
      return DATA_VIEWER_DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
    case 'text':
      return value.length <= 200;
  }
}

/** Each filter key of the dataset with its column. */
export function filterKeys(dataset: DataViewerDataset): { key: string; column: DataViewerColumn }[] {
  return datasetSpec(dataset).columns.flatMap((column) => columnFilterKeys(column).map((key) => ({ key, column })));
}

export function initialState(dataset: DataViewerDataset): DataViewerState {
  return {
    dataset,
    columns: defaultColumns(dataset),
    filters: {},
    sort: datasetSpec(dataset).defaultSort,
    page: 1,
    perPage: DEFAULT_PER_PAGE,
  };
}

export function parseDataViewerState(search: URLSearchParams): DataViewerState {
  const name = search.get('dataset');
  const dataset = isDataViewerDataset(name) ? name : DEFAULT_DATASET;
  const spec = datasetSpec(dataset);
  const state = initialState(dataset);
  const names = spec.columns.map((c) => c.name);
  const chosen = (search.get('columns') ?? '').split(',').filter((n) => names.includes(n));
  if (chosen.length) state.columns = names.filter((n) => chosen.includes(n));
  for (const { key, column } of filterKeys(dataset)) {
    const value = search.get(`filter[${key}]`)?.trim();
    if (value && validFilterValue(column, value)) state.filters[key] = value;
  }
  const sort = search.get('sort') ?? '';
  if (spec.columns.some((c) => c.sortable && c.name === sort.replace(/^-/, ''))) state.sort = sort;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= 100_000) state.page = page;
  const perPage = Number(search.get('per_page'));
  if ((PER_PAGE_OPTIONS as readonly number[]).includes(perPage)) state.perPage = perPage;
  return state;
}

export function serializeDataViewerState(state: DataViewerState): string {
  const params = new URLSearchParams();
  const defaults = initialState(state.dataset);
  if (state.dataset !== DEFAULT_DATASET) params.set('dataset', state.dataset);
  if (state.columns.join() !== defaults.columns.join()) params.set('columns', state.columns.join(','));
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(`filter[${key}]`, value);
  if (state.sort !== defaults.sort) params.set('sort', state.sort);
  if (state.perPage !== defaults.perPage) params.set('per_page', String(state.perPage));
  if (state.page !== 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query for the state: the page, or (`forExport`) the whole selection. */
export function dataViewerQuery(state: DataViewerState, forExport = false): QueryParams {
  return {
    fields: { [state.dataset]: state.columns },
    filter: state.filters,
    sort: state.sort,
    ...(forExport ? {} : { page: { size: state.perPage, number: state.page } }),
  };
}
