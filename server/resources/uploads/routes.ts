/**
 * POST /api/v1/uploads: one image per request as multipart/form-data (`file`, `purpose`). The type is sniffed
 * from the bytes (lib/shared/uploads/rules.ts), SVG is accepted for logos only and refused when it could run script,
 * the size is capped, the center's quota and the user's rate are checked (./limits.ts), and only then is the file
 * stored under a random name, as an upload of the center it was made in. Nothing is stored on any failure.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { formatBytes } from '@/lib/shared/forms/format-bytes';
import { ALLOWED_KINDS, MAX_UPLOAD_BYTES, MULTIPART_ENVELOPE_BYTES, UPLOAD_KINDS, UPLOAD_PURPOSES, isUploadPurpose, sniffUploadKind, svgProblem } from '@/lib/shared/uploads/rules';
import type { AppEnv } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { uploadPolicy } from '../../policies';
import { document } from '../../jsonapi/document';
import { ApiError, authorize } from '../../jsonapi/errors';
import { json } from '../../jsonapi/respond';
import { storageFromEnv } from '../../storage';
import { bodyWithin } from '../../jsonapi/body-size';
import { storeWithinLimits } from './limits';
import { uploadResource } from './serializers';
import * as service from './service';

export const uploadRoutes = new Hono<AppEnv>();

const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + MULTIPART_ENVELOPE_BYTES;

const FILE_POINTER = '/data/attributes/file';
const PURPOSE_POINTER = '/data/attributes/purpose';

uploadRoutes.post(
  '/',
  // Signed-in first: an anonymous body is not even read.
  async (c, next) => {
    requireViewer(c);
    await next();
  },
  bodyWithin(MAX_REQUEST_BYTES, (c) => {
    throw tooLarge(c.get('t'), c.get('locale'));
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const t = c.get('t');
    const contentType = (c.req.header('content-type') ?? '').toLowerCase();
    if (!contentType.startsWith('multipart/form-data'))
      throw new ApiError(415, { code: 'unsupportedMediaType', detail: t('uploads.api.multipart'), source: { header: 'Content-Type' } });

    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ApiError(400, { code: 'invalidDocument', detail: t('uploads.api.multipart'), source: { pointer: '' } });
    }

    const purpose = form.get('purpose');
    if (!isUploadPurpose(purpose))
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('api.validation.invalidOption', { options: UPLOAD_PURPOSES.join(', ') }),
        source: { pointer: PURPOSE_POINTER },
      });
    authorize(uploadPolicy.create(viewer, purpose));

    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0)
      throw new ApiError(422, { code: 'invalidAttribute', detail: t('uploads.api.fileMissing'), source: { pointer: FILE_POINTER } });
    if (file.size > MAX_UPLOAD_BYTES) throw tooLarge(t, c.get('locale'));

    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffUploadKind(bytes);
    const allowed = ALLOWED_KINDS[purpose];
    if (!kind || !allowed.includes(kind))
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('uploads.api.fileType', { types: allowed.map((k) => k.toUpperCase()).join(', ') }),
        source: { pointer: FILE_POINTER },
      });
    if (kind === 'svg') {
      const problem = svgProblem(bytes);
      if (problem) throw new ApiError(422, { code: 'invalidAttribute', detail: t('uploads.api.unsafeSvg'), source: { pointer: FILE_POINTER } });
    }

    const info = UPLOAD_KINDS[kind];
    const name = `${randomBytes(16).toString('hex')}.${info.extension}`;
    const storage = c.get('deps').storage ?? storageFromEnv();
    const center = c.get('scope').center;
    const row = await storeWithinLimits(c, { centerId: center.id, userId: viewer.user.id, files: [{ name, bytes, contentType: info.contentType }] }, (tx) =>
      service.insertUpload(
        tx,
        { name, purpose, contentType: info.contentType, byteSize: bytes.byteLength, url: storage.urlOf(name), createdAt: c.get('deps').now() },
        { centerId: center.id, actor: { actorId: viewer.user.id, ip: c.get('ip') } },
      ),
    );
    return json(c, document(uploadResource(row, purpose)), 201);
  },
);

function tooLarge(t: AppEnv['Variables']['t'], locale: AppEnv['Variables']['locale']) {
  const size = formatBytes(MAX_UPLOAD_BYTES, locale);
  return new ApiError(413, { code: 'payloadTooLarge', params: { limit: size }, detail: t('uploads.api.tooLarge', { size }), source: { pointer: FILE_POINTER } });
}
