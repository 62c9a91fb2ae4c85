/**
 * /api/v1/media_files: multipart upload (sniffed type, size limits, images converted to WebP and AVIF at 480, 960
 * and 1600 pixels wide), list, show, delete (files removed from storage); who may do what.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as schema from '@/server/db/schema';
import { MAX_UPLOAD_BYTES } from '@/lib/shared/uploads/rules';
import { localStorage } from '@/server/storage';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { CONTENT_ROLES, type ContentRole } from '../support/factories/content';
import { en, expectError, expectForbidden, rowCount } from './helpers';

let backend: TestBackend;
let dir: string;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
const as = {} as Record<ContentRole, Headers>;
let otherStaff: Headers;
let bigPng: Uint8Array;
let smallJpeg: Uint8Array;

beforeAll(async () => {
  backend = await startTestBackend();
  dir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  backend.deps.storage = localStorage(dir);
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  const org = await createOrganization(backend.db, center.id);
  for (const role of CONTENT_ROLES) {
    const user = await createUser(backend.db, center.id, { role, organizationId: role === 'organization_superuser' ? org.id : undefined });
    as[role] = await signIn(backend, center.id, user.email);
  }
  const o = await createUser(backend.db, otherCenter.id, { role: 'content_manager' });
  otherStaff = await signIn(backend, otherCenter.id, o.email);
  bigPng = new Uint8Array(
    await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer(),
  );
  smallJpeg = new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f59e0b' } })
      .jpeg()
      .toBuffer(),
  );
}, 60_000);
afterAll(async () => {
  await backend.close();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

async function upload(headers: Headers, fields: { file?: Uint8Array; filename?: string; alt?: string }) {
  const form = new FormData();
  if (fields.file) form.set('file', new Blob([fields.file as Uint8Array<ArrayBuffer>]), fields.filename ?? 'foto.png');
  if (fields.alt !== undefined) form.set('alt_text', fields.alt);
  const response = await backend.app.fetch(
    new Request('http://backend.test/api/v1/media_files', {
      method: 'POST',
      headers: { accept: 'application/vnd.api+json', ...headers },
      body: form,
    }),
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}
const stored = async () => (await readdir(dir)).sort();
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

describe('POST /api/v1/media_files', () => {
  test('an image becomes WebP and AVIF variants at 480, 960 and 1600 wide; the original is not published', async () => {
    const before = (await stored()).length;
    const res = await upload(as.page_manager, { file: bigPng, filename: 'vrijwilligers.png', alt: 'Vrijwilligers in de tuin' });
    expect(res.status).toBe(201);
    const a = res.json.data.attributes;
    expect(a).toMatchObject({
      file_name: 'vrijwilligers.png',
      content_type: 'image/png',
      byte_size: bigPng.byteLength,
      width: 2000,
      height: 1000,
      alt_text: 'Vrijwilligers in de tuin',
    });
    expect(a.variants.map((v: { format: string; width: number; height: number }) => `${v.format}:${v.width}x${v.height}`).sort()).toEqual([
      'avif:1600x800',
      'avif:480x240',
      'avif:960x480',
      'webp:1600x800',
      'webp:480x240',
      'webp:960x480',
    ]);
    expect(a.url).toBe(a.variants.find((v: { format: string; width: number }) => v.format === 'webp' && v.width === 1600).url);
    expect(a.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const files = await stored();
    expect(files.length - before).toBe(6);
    const meta = await sharp(path.join(dir, a.url.split('/').pop())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
  });

  test('a small image is never upscaled; a PDF is stored as it is', async () => {
    const small = await upload(as.content_manager, { file: smallJpeg, filename: 'klein.jpg' });
    expect(small.status).toBe(201);
    expect(small.json.data.attributes.variants.map((v: { width: number }) => v.width)).toEqual([300, 300]);
    const pdf = await upload(as.content_manager, { file: PDF, filename: 'jaarverslag.pdf' });
    expect(pdf.status).toBe(201);
    expect(pdf.json.data.attributes).toMatchObject({ content_type: 'application/pdf', variants: [], width: null });
    expect(pdf.json.data.attributes.url).toMatch(/\.pdf$/);
  });

  test('refused: wrong type, no file, not multipart, too large, unreadable image; nothing stored', async () => {
    const before = await stored();
    const rows = await rowCount(backend.db, schema.mediaFiles);
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
    const type = expectError(await upload({ ...as.content_manager, ...en }, { file: gif, filename: 'x.png' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/file',
    });
    expect(type.detail).toContain('PNG, JPEG, WEBP, PDF');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectError(await upload(as.content_manager, { file: svg, filename: 'x.svg' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/file',
    });
    expectError(await upload(as.content_manager, {}), 422, 'invalidAttribute', { pointer: '/data/attributes/file' });
    expectError(
      await call(backend, 'POST', '/api/v1/media_files', { headers: as.content_manager, body: { data: {} } }),
      415,
      'unsupportedMediaType',
    );
    const huge = new Uint8Array(MAX_UPLOAD_BYTES + 10);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expectError(await upload(as.content_manager, { file: huge }), 413, 'payloadTooLarge', { pointer: '/data/attributes/file' });
    const broken = new Uint8Array(200);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expectError(await upload(as.content_manager, { file: broken }), 422, 'invalidAttribute', { pointer: '/data/attributes/file' });
    expect(await stored()).toEqual(before);
    expect(await rowCount(backend.db, schema.mediaFiles)).toBe(rows);
  });

  test.each(['organization_superuser', 'volunteer'] as const)('%s: 403 and nothing stored', async (role) => {
    const before = await stored();
    expectForbidden(await upload(as[role], { file: smallJpeg }));
    expect(await stored()).toEqual(before);
  });

  test('signed out: 401', async () => {
    expectError(await upload(centerHeaders(center.id), { file: smallJpeg }), 401, 'unauthorized');
  });
});

describe('GET and DELETE /api/v1/media_files', () => {
  let imageId: number;
  let pdfId: number;
  let foreignId: number;
  beforeAll(async () => {
    imageId = Number((await upload(as.content_manager, { file: smallJpeg, filename: 'zoekbaar-plaatje.jpg' })).json.data.id);
    pdfId = Number((await upload(as.content_manager, { file: PDF, filename: 'folder.pdf' })).json.data.id);
    foreignId = Number((await upload(otherStaff, { file: smallJpeg, filename: 'van-hen.jpg' })).json.data.id);
  });

  test('list (newest first, filters), show', async () => {
    const res = await call(backend, 'GET', '/api/v1/media_files', { headers: as.page_manager });
    expect(res.status).toBe(200);
    const ids = res.json.data.map((d: { id: string }) => Number(d.id));
    expect(ids[0]).toBe(pdfId);
    expect(ids).toContain(imageId);
    expect(ids).not.toContain(foreignId);
    const q = await call(backend, 'GET', '/api/v1/media_files?filter[q]=zoekbaar', { headers: as.page_manager });
    expect(q.json.data.map((d: { id: string }) => Number(d.id))).toEqual([imageId]);
    const docs = await call(backend, 'GET', '/api/v1/media_files?filter[kind]=document', { headers: as.page_manager });
    expect(docs.json.data.every((d: { attributes: { content_type: string } }) => d.attributes.content_type === 'application/pdf')).toBe(
      true,
    );
    const images = await call(backend, 'GET', '/api/v1/media_files?filter[kind]=image', { headers: as.page_manager });
    expect(images.json.data.some((d: { attributes: { content_type: string } }) => d.attributes.content_type === 'application/pdf')).toBe(
      false,
    );
    expectError(await call(backend, 'GET', '/api/v1/media_files?filter[kind]=video', { headers: as.page_manager }), 400, 'invalidFilter');
    const one = await call(backend, 'GET', `/api/v1/media_files/${imageId}`, { headers: as.page_manager });
    expect(one.json.data.attributes.file_name).toBe('zoekbaar-plaatje.jpg');
  });

  test('page managers may not delete; content managers may, and the files go with the row', async () => {
    expectForbidden(await call(backend, 'DELETE', `/api/v1/media_files/${imageId}`, { headers: as.page_manager }));
    const [row] = await backend.db.select().from(schema.mediaFiles).where(eq(schema.mediaFiles.id, imageId));
    const names = row!.variants.map((v) => v.url.split('/').pop()!);
    expect((await stored()).filter((f) => names.includes(f))).toHaveLength(2);
    expect((await call(backend, 'DELETE', `/api/v1/media_files/${imageId}`, { headers: as.content_manager })).status).toBe(204);
    expect((await stored()).filter((f) => names.includes(f))).toHaveLength(0);
    expectError(await call(backend, 'GET', `/api/v1/media_files/${imageId}`, { headers: as.content_manager }), 404, 'notFound');
  });

  test.each(['organization_superuser', 'volunteer'] as const)('%s: 403 on list, show and delete', async (role) => {
    expectForbidden(await call(backend, 'GET', '/api/v1/media_files', { headers: as[role] }));
    expectForbidden(await call(backend, 'GET', `/api/v1/media_files/${pdfId}`, { headers: as[role] }));
    expectForbidden(await call(backend, 'DELETE', `/api/v1/media_files/${pdfId}`, { headers: as[role] }));
  });

  test('another center’s file is 404', async () => {
    expectError(await call(backend, 'GET', `/api/v1/media_files/${foreignId}`, { headers: as.center_superuser }), 404, 'notFound');
    expectError(await call(backend, 'DELETE', `/api/v1/media_files/${foreignId}`, { headers: as.admin }), 404, 'notFound');
    expect(await rowCount(backend.db, schema.mediaFiles, eq(schema.mediaFiles.id, foreignId))).toBe(1);
  });
});
