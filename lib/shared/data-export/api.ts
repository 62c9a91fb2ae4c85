/** The personal data export's backend calls (docs/api.md), for any ApiClient. */
import type { DataExportStatus } from '@/domain/data-exports';
import { type ApiClient, ApiRequestError } from '@/lib/shared/api';

export interface DataExportView {
  id: string;
  status: DataExportStatus;
  createdAt: string;
  expiresAt: string | null;
  byteSize: number | null;
}

/** A deserialized `data_exports` resource (attributes flattened and camelCased by the client). */
interface DataExportResource {
  id: string;
  status: DataExportStatus;
  createdAt: string;
  expiresAt: string | null;
  byteSize: number | null;
}

const view = (r: DataExportResource): DataExportView => ({
  id: r.id,
  status: r.status,
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  byteSize: r.byteSize,
});

export async function listDataExports(api: ApiClient): Promise<DataExportView[]> {
  const doc = await api.get<unknown>('/api/v1/data_exports');
  return (doc.data as unknown as DataExportResource[]).map(view);
}

export async function requestDataExport(api: ApiClient): Promise<DataExportView> {
  const doc = await api.post<unknown>('/api/v1/data_exports');
  return view(doc.data as unknown as DataExportResource);
}

/** The export behind a mailed link: null when it is not the viewer's or the token is not its own. */
export async function findDataExport(api: ApiClient, id: string, token: string): Promise<DataExportView | null> {
  try {
    const doc = await api.get<unknown>(`/api/v1/data_exports/${encodeURIComponent(id)}`, { token });
    return view(doc.data as unknown as DataExportResource);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Same-origin download through /bff (the session's tokens are added there; the mailed token rides along). */
export const dataExportDownloadHref = (id: string, token: string) =>
  `/bff/api/v1/data_exports/${encodeURIComponent(id)}/download?token=${encodeURIComponent(token)}`;
