/**
 * The data viewer's backend calls (GET /api/v1/data_viewer/{dataset}, docs/api.md "Data viewer") for any ApiClient,
 * and the CSV export's address through the same-origin forwarding route. Rows are read raw (the allow-list's
 * snake_case names), so a column is found under the very name the column chooser offers.
 */
import type { DataViewerDataset } from '@/domain/data-viewer';
import type { ApiClient } from '@/lib/shared/api';
import { withQuery } from '@/lib/shared/api/query';
import { dataViewerQuery, type DataViewerState } from './view-state';

export interface DataViewerRow {
  id: string;
  values: Record<string, unknown>;
}

export interface DataViewerPage {
  rows: DataViewerRow[];
  total: number;
  exportMaxRows: number;
}

export const dataViewerKeys = {
  page: (viewerId: string, state: DataViewerState) => ['data-viewer', viewerId, state] as const,
};

interface RawDocument {
  data?: { id: string; attributes?: Record<string, unknown> }[];
  meta?: { total_count?: number; export_max_rows?: number };
}

export async function fetchDataViewerPage(api: ApiClient, state: DataViewerState, signal?: AbortSignal): Promise<DataViewerPage> {
  const response = await api.request('GET', `/api/v1/data_viewer/${state.dataset}`, { raw: true, query: dataViewerQuery(state), signal });
  const doc = (response.document ?? {}) as RawDocument;
  const rows = (doc.data ?? []).map((r) => ({ id: r.id, values: r.attributes ?? {} }));
  return { rows, total: doc.meta?.total_count ?? rows.length, exportMaxRows: doc.meta?.export_max_rows ?? 0 };
}

/** The export of the current selection (all pages), downloaded by the browser with the session. */
export const dataViewerCsvHref = (state: DataViewerState) =>
  withQuery(`/bff/api/v1/data_viewer/${state.dataset satisfies DataViewerDataset}.csv`, dataViewerQuery(state, true));
