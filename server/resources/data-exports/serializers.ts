/** A data export as its owner sees it: status and dates, never the token or the stored file's name. */
import { resource } from '../../jsonapi/document';
import type { DataExportRow } from './service';

export function dataExportResource(row: DataExportRow, now: Date) {
  const expired = row.status === 'expired' || (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);
  return resource({
    type: 'data_exports',
    id: row.id,
    attributes: {
      status: expired ? 'expired' : row.status,
      createdAt: row.createdAt,
      readyAt: row.readyAt,
      expiresAt: row.expiresAt,
      downloadedAt: row.downloadedAt,
      byteSize: expired ? null : row.byteSize,
    },
  });
}
