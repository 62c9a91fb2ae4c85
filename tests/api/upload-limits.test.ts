/**
 * Uploads belong to their center: another center's upload cannot be used (404), every center has a storage quota
 * (UPLOAD_QUOTA_BYTES_PER_CENTER, uploads and media files together) and every user an hourly upload rate. A refused
 * upload stores nothing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { resetServerEnvForTests } from '@/server/env';
import { UPLOADS_PER_USER_PER_HOUR } from '@/server/resources/uploads/limits';
import { localStorage } from '@/server/storage';
import { call, createCenter, createUser, signIn, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { en, expectError, nl, rowCount } from './helpers';

const QUOTA = 1000;
let backend: TestBackend;
let dir: string;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;
let otherStaff: Headers;
let volunteer: Awaited<ReturnType<typeof createUser>>;
let volunteerHeaders: Headers;
const previousQuota = process.env.UPLOAD_QUOTA_BYTES_PER_CENTER;

beforeAll(async () => {
  process.env.UPLOAD_QUOTA_BYTES_PER_CENTER = String(QUOTA);
  resetServerEnvForTests();
  backend = await startTestBackend();
  dir = await mkdtemp(path.join(tmpdir(), 'upload-limits-'));
  backend.deps.storage = localStorage(dir);
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  staff = await signIn(backend, center.id, (await createUser(backend.db, center.id, { role: 'center_superuser' })).email);
  otherStaff = await signIn(backend, otherCenter.id, (await createUser(backend.db, otherCenter.id, { role: 'center_superuser' })).email);
  volunteer = await createUser(backend.db, center.id, { role: 'volunteer' });
  volunteerHeaders = await signIn(backend, center.id, volunteer.email);
}, 60_000);
afterAll(async () => {
  await backend.close();
  await rm(dir, { recursive: true, force: true });
  if (previousQuota === undefined) delete process.env.UPLOAD_QUOTA_BYTES_PER_CENTER;
  else process.env.UPLOAD_QUOTA_BYTES_PER_CENTER = previousQuota;
  resetServerEnvForTests();
}, 60_000);

const png = (size: number) => {
  const out = new Uint8Array(size);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  return out;
};
const pdf = (size: number) => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode('%PDF-1.4\n'));
  return out;
};

async function post(endpoint: 'uploads' | 'media_files', headers: Headers, file: Uint8Array, purpose = 'logo') {
  const form = new FormData();
  if (endpoint === 'uploads') form.set('purpose', purpose);
  form.set('file', new Blob([file as Uint8Array<ArrayBuffer>]), 'file.bin');
  const response = await backend.app.fetch(
    new Request(`http://backend.test/api/v1/${endpoint}`, {
      method: 'POST',
      headers: { accept: 'application/vnd.api+json', ...headers },
      body: form,
    }),
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}
const stored = async () => (await readdir(dir)).sort();
const setLogo = (headers: Headers, url: string | null) =>
  call(backend, 'PATCH', '/api/v1/volunteer_centers/current', {
    headers,
    body: { data: { type: 'volunteer_centers', attributes: { website_logo_url: url } } },
  });
const logoOf = async (centerId: number) =>
  (await backend.db.select().from(schema.volunteerCenterProfiles).where(eq(schema.volunteerCenterProfiles.volunteerCenterId, centerId)))[0]!
    .websiteLogoUrl;
const clearUploads = async () => {
  await backend.db.delete(schema.uploads);
  await backend.db.delete(schema.mediaFiles);
};

describe('an upload belongs to its center', () => {
  afterAll(clearUploads);

  test('the row records the center, the uploader, the size and the address', async () => {
    const res = await post('uploads', staff, png(100));
    expect(res.status).toBe(201);
    const [row] = await backend.db.select().from(schema.uploads).where(eq(schema.uploads.name, res.json.data.id));
    expect(row).toMatchObject({
      volunteerCenterId: center.id,
      purpose: 'logo',
      contentType: 'image/png',
      byteSize: 100,
      url: `/uploads/${res.json.data.id}`,
    });
    expect(row!.uploadedById).not.toBeNull();
    expect(await stored()).toContain(res.json.data.id);
  });

  test("the center's own upload may become its logo; another center's is 404 on the attribute and nothing changes", async () => {
    const mine = (await post('uploads', staff, png(100))).json.data;
    const theirs = (await post('uploads', otherStaff, png(100))).json.data;
    expect((await setLogo(staff, mine.attributes.url)).status).toBe(200);
    expect(await logoOf(center.id)).toBe(mine.attributes.url);

    expectError(await setLogo(staff, theirs.attributes.url), 404, 'notFound', { pointer: '/data/attributes/website_logo_url' });
    expectError(await setLogo(staff, '/uploads/0123456789abcdef0123456789abcdef.png'), 404, 'notFound', {
      pointer: '/data/attributes/website_logo_url',
    });
    expect(await logoOf(center.id)).toBe(mine.attributes.url);
    // The other center may use its own.
    expect((await setLogo(otherStaff, theirs.attributes.url)).status).toBe(200);
  });

  test('an unchanged logo is not checked again, and external addresses are no uploads', async () => {
    const legacy = '/uploads/fedcba9876543210fedcba9876543210.png';
    await backend.db
      .update(schema.volunteerCenterProfiles)
      .set({ websiteLogoUrl: legacy })
      .where(eq(schema.volunteerCenterProfiles.volunteerCenterId, center.id));
    expect((await setLogo(staff, legacy)).status).toBe(200);
    expect((await setLogo(staff, 'https://cdn.example.org/logo.png')).status).toBe(200);
    expect((await setLogo(staff, null)).status).toBe(200);
  });
});

describe('the storage quota of a center', () => {
  afterEach(clearUploads);

  test('an upload over the quota is 413 on file, translated, and stores nothing; other centers are not affected', async () => {
    expect((await post('uploads', staff, png(600))).status).toBe(201);
    const before = await stored();
    const rows = await rowCount(backend.db, schema.uploads);

    const refused = await post('uploads', { ...staff, ...en }, png(600));
    expectError(refused, 413, 'quotaExceeded', { pointer: '/data/attributes/file' });
    expect(refused.json.errors[0].detail).toBe(
      'This center has used 600 byte of its 1,000 byte for uploaded files. Delete files that are no longer needed, or ask the platform administrator for more room.',
    );
    const dutch = await post('uploads', { ...staff, ...nl }, png(600));
    expect(dutch.json.errors[0].detail).toMatch(/^Deze vrijwilligerscentrale gebruikt 600 byte van de 1\.000 byte/);
    expect(await stored()).toEqual(before);
    expect(await rowCount(backend.db, schema.uploads)).toBe(rows);

    expect((await post('uploads', otherStaff, png(600))).status).toBe(201);
    // Exactly up to the quota is still allowed.
    expect((await post('uploads', staff, png(QUOTA - 600))).status).toBe(201);
  });

  test('media files count towards the same quota', async () => {
    expect((await post('media_files', staff, pdf(700))).status).toBe(201);
    const before = await stored();
    expectError(await post('uploads', staff, png(400)), 413, 'quotaExceeded', { pointer: '/data/attributes/file' });
    expectError(await post('media_files', staff, pdf(400)), 413, 'quotaExceeded', { pointer: '/data/attributes/file' });
    expect(await stored()).toEqual(before);
    expect(await rowCount(backend.db, schema.mediaFiles, eq(schema.mediaFiles.volunteerCenterId, center.id))).toBe(1);
  });
});

describe('the upload rate of a user', () => {
  afterEach(clearUploads);

  test(`after ${UPLOADS_PER_USER_PER_HOUR} uploads in an hour: 429 with Retry-After, nothing stored; older uploads do not count`, async () => {
    const now = Date.now();
    const recent = Array.from({ length: UPLOADS_PER_USER_PER_HOUR }, (_, i) => ({
      name: `${String(i).padStart(32, 'a')}.png`,
      volunteerCenterId: center.id,
      uploadedById: volunteer.id,
      purpose: 'profile_picture',
      contentType: 'image/png',
      byteSize: 1,
      url: `/uploads/${String(i).padStart(32, 'a')}.png`,
      // The oldest is 50 minutes old: it leaves the window in about 10 minutes.
      createdAt: new Date(now - 50 * 60_000 + i * 1000),
    }));
    await backend.db.insert(schema.uploads).values(recent);
    const before = await stored();
    const res = await post('uploads', { ...volunteerHeaders, ...en }, png(64), 'profile_picture');
    expectError(res, 429, 'tooManyRequests', { pointer: '/data/attributes/file' });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await stored()).toEqual(before);
    expect(await rowCount(backend.db, schema.uploads, eq(schema.uploads.uploadedById, volunteer.id))).toBe(UPLOADS_PER_USER_PER_HOUR);

    // Another user of the same center is not limited by it.
    expect((await post('uploads', staff, png(64))).status).toBe(201);

    // Once the uploads are older than an hour, the user may upload again.
    await backend.db
      .update(schema.uploads)
      .set({ createdAt: new Date(now - 2 * 3600_000) })
      .where(and(eq(schema.uploads.uploadedById, volunteer.id)));
    expect((await post('uploads', volunteerHeaders, png(64), 'profile_picture')).status).toBe(201);
  });
});
