/**
 * /api/v1/media_files: files for the content section (images for page blocks, PDFs to link to). POST takes one
 * file as multipart/form-data (`file`, optional `alt_text`); the type is sniffed from the bytes, the size capped,
 * and images are re-encoded into WebP and AVIF at the widths of images.ts, so the upload itself (with its camera
 * metadata) is never published. Nothing is stored when any check fails; the files count towards the center's quota and
 * the uploader's rate (../uploads/limits.ts), and the row and its files are stored together or not at all.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { formatBytes } from '@/lib/shared/forms/format-bytes';
import {
  MAX_MEDIA_DOCUMENT_BYTES,
  MAX_REQUEST_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  STORED_NAME,
  UPLOAD_KINDS,
  sniffUploadKind,
  type UploadKind,
} from '@/lib/shared/uploads/rules';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { contentPolicy } from '../../policies';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { storageFromEnv, type FileStorage } from '../../storage';
import { storeWithinLimits, type PendingFile } from '../uploads/limits';
import { listSpec } from './schemas';
import { imageVariants, UnreadableImageError } from './images';
import { mediaFileResource } from './serializers';
import * as service from './service';
import { bodyWithin } from '../../jsonapi/body-size';

export const mediaFileRoutes = new Hono<AppEnv>();

/** Raster images are converted; PDFs are stored as they are. SVG is not offered: it could carry script. */
const MEDIA_KINDS = ['png', 'jpeg', 'webp', 'pdf'] as const satisfies readonly UploadKind[];
const IMAGE_KINDS: readonly UploadKind[] = ['png', 'jpeg', 'webp'];
/** Images like every other upload (docs/domain.md#validation); documents may be larger. */
const MAX_MEDIA_IMAGE_BYTES = MAX_UPLOAD_BYTES;
const MAX_REQUEST_BYTES = MAX_REQUEST_BODY_BYTES;

const FILE_POINTER = '/data/attributes/file';

const storageOf = (c: Context<AppEnv>): FileStorage => c.get('deps').storage ?? storageFromEnv();
const storedName = (url: string) => url.split('/').pop() ?? '';

mediaFileRoutes.get('/', async (c) => {
  authorize(contentPolicy.readMediaFiles(requireViewer(c)));
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const kinds = q.filter.kind === 'document' ? (['pdf'] as const) : q.filter.kind === 'image' ? IMAGE_KINDS : undefined;
  const { rows, total } = await service.listMediaFiles(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    query: q.filter.q,
    contentTypes: kinds?.map((k) => UPLOAD_KINDS[k].contentType),
    sort: q.sort,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(mediaFileResource), { number: q.page.number, size: q.page.size, total }, url));
});

mediaFileRoutes.get('/:id', async (c) => {
  authorize(contentPolicy.readMediaFiles(requireViewer(c)));
  const row = await service.findMediaFile(c.get('deps').db, c.get('scope').center.id, parseId(c.req.param('id')));
  return json(c, document(mediaFileResource(row)));
});

mediaFileRoutes.post(
  '/',
  // Authorized first: a body of someone who may not upload is not even read.
  async (c, next) => {
    authorize(contentPolicy.createMediaFiles(requireViewer(c)));
    await next();
  },
  bodyWithin(MAX_REQUEST_BYTES, (c) => {
    throw tooLarge(c, MAX_MEDIA_DOCUMENT_BYTES);
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const t = c.get('t');
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      throw new ApiError(415, {
        code: 'unsupportedMediaType',
        detail: t('contentApi.media.multipart'),
        source: { header: 'Content-Type' },
      });
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ApiError(400, { code: 'invalidDocument', detail: t('contentApi.media.multipart'), source: { pointer: '' } });
    }
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0)
      throw new ApiError(422, { code: 'invalidAttribute', detail: t('contentApi.media.fileMissing'), source: { pointer: FILE_POINTER } });
    const altRaw = form.get('alt_text');
    const altText = typeof altRaw === 'string' ? altRaw.trim().slice(0, 300) || null : null;
    if (file.size > MAX_MEDIA_DOCUMENT_BYTES) throw tooLarge(c, MAX_MEDIA_DOCUMENT_BYTES);

    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffUploadKind(bytes);
    if (!kind || !(MEDIA_KINDS as readonly UploadKind[]).includes(kind))
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('contentApi.media.fileType', { types: MEDIA_KINDS.map((k) => k.toUpperCase()).join(', ') }),
        source: { pointer: FILE_POINTER },
      });
    const isImage = IMAGE_KINDS.includes(kind);
    if (isImage && bytes.byteLength > MAX_MEDIA_IMAGE_BYTES) throw tooLarge(c, MAX_MEDIA_IMAGE_BYTES);

    const fileName =
      (file instanceof File ? file.name : '').replace(/[\u0000-\u001f\u007f/\\]/g, '').slice(-200) ||
      `upload.${UPLOAD_KINDS[kind].extension}`;
    const storage = storageOf(c);
    // Names and addresses are decided before anything is written, so the row can be inserted before its files.
    const files: PendingFile[] = [];
    const pending = (extension: string, data: Uint8Array<ArrayBuffer>, contentType: string) => {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      files.push({ name, bytes: data, contentType });
      return storage.urlOf(name);
    };

    let values: service.MediaFileValues;
    if (isImage) {
      let converted: Awaited<ReturnType<typeof imageVariants>>;
      try {
        converted = await imageVariants(bytes);
      } catch (error) {
        if (error instanceof UnreadableImageError)
          throw new ApiError(422, {
            code: 'invalidAttribute',
            detail: t('contentApi.media.unreadableImage'),
            source: { pointer: FILE_POINTER },
          });
        throw error;
      }
      const variants = converted.variants.map((v) => ({
        format: v.format,
        width: v.width,
        height: v.height,
        url: pending(v.format, v.bytes, `image/${v.format}`),
      }));
      const largest = variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0];
      values = {
        fileName,
        contentType: UPLOAD_KINDS[kind].contentType,
        byteSize: bytes.byteLength,
        url: largest?.url ?? '',
        width: converted.width,
        height: converted.height,
        altText,
        variants,
      };
    } else {
      const url = pending(UPLOAD_KINDS[kind].extension, bytes, UPLOAD_KINDS[kind].contentType);
      values = { fileName, contentType: UPLOAD_KINDS[kind].contentType, byteSize: bytes.byteLength, url, altText, variants: [] };
    }

    const { now } = c.get('deps');
    const centerId = c.get('scope').center.id;
    const storedBytes = files.reduce((sum, f) => sum + f.bytes.byteLength, 0);
    // Row first, then the files, in one transaction (../uploads/limits.ts): a failure leaves neither behind.
    const row = await storeWithinLimits(c, { centerId, userId: viewer.user.id, files }, (tx) =>
      service.insertMediaFile(tx, values, { centerId, storedBytes, now: now(), actor: { actorId: viewer.user.id, ip: c.get('ip') } }),
    );
    return json(c, document(mediaFileResource(row)), 201);
  },
);

/** Pages that still show the file keep a broken image: deleting is the site manager's decision, not a page editor's. */
mediaFileRoutes.delete('/:id', async (c) => {
  const viewer = requireViewer(c);
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  const row = await service.findMediaFile(db, centerId, parseId(c.req.param('id')));
  authorize(contentPolicy.deleteMediaFiles(viewer));
  await service.deleteMediaFile(db, row.id);
  await audit(db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'media_file.delete',
    subjectType: 'media_files',
    subjectId: row.id,
    ip: c.get('ip'),
  });
  const names = new Set([row.url, ...row.variants.map((v) => v.url)].map(storedName).filter((name) => STORED_NAME.test(name)));
  const storage = storageOf(c);
  // The row is gone either way; a file the storage fails to remove is only wasted space.
  await Promise.allSettled([...names].map((name) => storage.remove(name)));
  return noContent(c);
});

function tooLarge(c: Context<AppEnv>, limit: number) {
  const size = formatBytes(limit, c.get('locale'));
  return new ApiError(413, {
    code: 'payloadTooLarge',
    params: { limit: size },
    detail: c.get('t')('contentApi.media.tooLarge', { size }),
    source: { pointer: FILE_POINTER },
  });
}
