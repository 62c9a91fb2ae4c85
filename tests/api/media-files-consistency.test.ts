/**
 * POST /api/v1/media_files stores the row and its files together: when the insert fails nothing is left in storage,
 * when storage fails no row is left. The failures are real: a database constraint, a storage folder that cannot exist.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as schema from '@/server/db/schema';
import { localStorage } from '@/server/storage';
import { createCenter, createUser, signIn, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { rowCount } from './helpers';

let backend: TestBackend;
let dir: string;
let manager: Headers;
let png: Uint8Array;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

beforeAll(async () => {
  backend = await startTestBackend();
  dir = await mkdtemp(path.join(tmpdir(), 'media-consistency-'));
  backend.deps.storage = localStorage(dir);
  const center = await createCenter(backend.db);
  manager = await signIn(backend, center.id, (await createUser(backend.db, center.id, { role: 'content_manager' })).email);
  png = new Uint8Array(
    await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
}, 60_000);
afterAll(async () => {
  await backend.close();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

async function upload(file: Uint8Array, filename: string) {
  const form = new FormData();
  form.set('file', new Blob([file as Uint8Array<ArrayBuffer>]), filename);
  const response = await backend.app.fetch(
    new Request('http://backend.test/api/v1/media_files', {
      method: 'POST',
      headers: { accept: 'application/vnd.api+json', ...manager },
      body: form,
    }),
  );
  return response.status;
}
const stored = async () => (await readdir(dir)).sort();

describe('the insert fails (a constraint the row violates)', () => {
  beforeAll(() => backend.db.execute(sql`alter table media_files add constraint test_refuses_everything check (file_name <> 'weigeren')`));
  afterAll(() => backend.db.execute(sql`alter table media_files drop constraint test_refuses_everything`));

  test.each([
    ['an image with its six variants', () => png],
    ['a PDF', () => PDF],
  ])('%s: no file is left in storage, no row, no audit entry', async (_kind, file) => {
    const before = {
      files: await stored(),
      rows: await rowCount(backend.db, schema.mediaFiles),
      audit: await rowCount(backend.db, schema.auditLog),
    };
    expect(await upload(file(), 'weigeren')).toBe(500);
    expect(await stored()).toEqual(before.files);
    expect(await rowCount(backend.db, schema.mediaFiles)).toBe(before.rows);
    expect(await rowCount(backend.db, schema.auditLog)).toBe(before.audit);
    // The same upload under another name passes the constraint: row and files both exist.
    expect(await upload(file(), 'toegestaan.bin')).toBe(201);
    expect((await stored()).length).toBeGreaterThan(before.files.length);
    expect(await rowCount(backend.db, schema.mediaFiles)).toBe(before.rows + 1);
  });
});

test('storage fails (its folder cannot be created): no row is left', async () => {
  const blocker = path.join(dir, 'not-a-folder');
  await writeFile(blocker, 'a file where the storage expects a folder');
  const working = backend.deps.storage;
  backend.deps.storage = localStorage(path.join(blocker, 'uploads'));
  try {
    const rows = await rowCount(backend.db, schema.mediaFiles);
    expect(await upload(PDF, 'verslag.pdf')).toBe(500);
    expect(await upload(png, 'foto.png')).toBe(500);
    expect(await rowCount(backend.db, schema.mediaFiles)).toBe(rows);
  } finally {
    backend.deps.storage = working;
    await rm(blocker);
  }
});
