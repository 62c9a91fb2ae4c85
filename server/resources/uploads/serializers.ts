import type { UploadPurpose } from '@/lib/shared/uploads/rules';
import { resource } from '../../jsonapi/document';
import type { UploadRow } from './service';

/** What POST /api/v1/uploads answers: where the stored file is served, and what it was stored as. */
interface UploadAttributes {
  url: string;
  purpose: UploadPurpose;
  contentType: string;
  byteSize: number;
}

/** An upload is named by its stored file name (random), not a number. */
export function uploadResource(row: UploadRow, purpose: UploadPurpose) {
  return resource({
    type: 'uploads',
    id: row.name,
    attributes: { url: row.url, purpose, contentType: row.contentType, byteSize: row.byteSize } satisfies UploadAttributes,
  });
}
