import type { MediaFileAttributes } from '@/domain/content';
import { resource } from '../../jsonapi/document';
import type { MediaFileRow } from './service';

/** Every attribute of domain/content.ts's MediaFileAttributes, no other. */
export function mediaFileResource(row: MediaFileRow) {
  return resource({
    type: 'media_files',
    id: row.id,
    attributes: {
      fileName: row.fileName,
      contentType: row.contentType,
      byteSize: row.byteSize,
      url: row.url,
      width: row.width,
      height: row.height,
      altText: row.altText,
      variants: row.variants,
      createdAt: row.createdAt,
    } satisfies MediaFileAttributes,
  });
}
