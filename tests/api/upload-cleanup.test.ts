/**
 * server/jobs/cleanup-uploads.ts: uploads nothing refers to are deleted from storage and database once the grace
 * period has passed; referenced ones (in any of the places an address is kept) and recent ones stay. Running it
 * again changes nothing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { CLEANUP_UPLOADS_LOCK, cleanupUploads, UPLOAD_GRACE_MS } from '@/server/jobs/cleanup-uploads';
import { localStorage, type FileStorage } from '@/server/storage';
import { createCenter, createOrganization, createUser, signIn, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { createPage } from '../support/factories/content';
import { createVacancy } from '../support/factories/vacancies';

let backend: TestBackend;
let dir: string;
let storage: FileStorage;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;
let volunteer: Headers;

beforeAll(async () => {
  backend = await startTestBackend();
  dir = await mkdtemp(path.join(tmpdir(), 'upload-cleanup-'));
  storage = localStorage(dir);
  backend.deps.storage = storage;
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  staff = await signIn(backend, center.id, (await createUser(backend.db, center.id, { role: 'center_superuser' })).email);
  volunteer = await signIn(backend, center.id, (await createUser(backend.db, center.id, { role: 'volunteer' })).email);
}, 60_000);
afterAll(async () => {
  await backend.close();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);

/** A real upload through the API, then made older than the grace period (or not). */
async function upload(headers: Headers, options: { purpose?: string; ageMs?: number } = {}) {
  const form = new FormData();
  form.set('purpose', options.purpose ?? 'logo');
  form.set('file', new Blob([PNG]), 'logo.png');
  const response = await backend.app.fetch(
    new Request('http://backend.test/api/v1/uploads', {
      method: 'POST',
      headers: { accept: 'application/vnd.api+json', ...headers },
      body: form,
    }),
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; attributes: { url: string } } };
  const createdAt = new Date(Date.now() - (options.ageMs ?? UPLOAD_GRACE_MS + 3600_000));
  await backend.db.update(schema.uploads).set({ createdAt }).where(eq(schema.uploads.name, data.id));
  return { name: data.id, url: data.attributes.url };
}

const names = async () => (await backend.db.select({ name: schema.uploads.name }).from(schema.uploads)).map((r) => r.name).sort();
const files = async () => (await readdir(dir)).sort();

test('deletes only old uploads nothing refers to, file and row; idempotent', async () => {
  const orphan = await upload(staff);
  const orphanPicture = await upload(volunteer, { purpose: 'profile_picture' });
  const recent = await upload(staff, { ageMs: UPLOAD_GRACE_MS - 3600_000 });
  const logo = await upload(staff);
  const footer = await upload(staff);
  const featured = await upload(staff);
  const block = await upload(staff);
  const stock = await upload(staff);
  const vacancyImage = await upload(staff);
  const menuLink = await upload(staff);
  // Referenced from another center (an address is public): still referenced.
  const usedElsewhere = await upload(staff);

  await backend.db
    .update(schema.volunteerCenterProfiles)
    .set({ websiteLogoUrl: logo.url, footerColumn1Content: `<img src="${footer.url}">` })
    .where(eq(schema.volunteerCenterProfiles.volunteerCenterId, center.id));
  const page = await createPage(backend.db, center.id, {}, [
    { blockType: 'Image', settings: { imageUrl: block.url, alt: '', width: 'normal' } },
  ]);
  await backend.db.update(schema.pages).set({ featuredImageUrl: featured.url }).where(eq(schema.pages.id, page.id));
  await backend.db
    .insert(schema.stockImages)
    .values({ volunteerCenterId: null, name: 'Gedeeld', imageUrl: `https://files.example.org${stock.url}` });
  const org = await createOrganization(backend.db, center.id);
  await createVacancy(backend.db, { centerId: center.id, organizationId: org.id, imageUrl: vacancyImage.url });
  const [menu] = await backend.db.insert(schema.menus).values({ volunteerCenterId: center.id, key: 'footer', name: 'Footer' }).returning();
  await backend.db.insert(schema.menuItems).values({ menuId: menu!.id, name: 'Jaarverslag', linkType: 'url', url: menuLink.url });
  await backend.db
    .update(schema.volunteerCenterProfiles)
    .set({ faviconUrl: usedElsewhere.url })
    .where(eq(schema.volunteerCenterProfiles.volunteerCenterId, otherCenter.id));

  const kept = [recent, logo, footer, featured, block, stock, vacancyImage, menuLink, usedElsewhere].map((u) => u.name).sort();
  const deleted = [orphan, orphanPicture].map((u) => u.name).sort();
  expect(await files()).toEqual([...kept, ...deleted].sort());

  const first = await cleanupUploads(backend.db, storage, new Date());
  expect(first.ran).toBe(true);
  expect(first.deleted.sort()).toEqual(deleted);
  expect(await names()).toEqual(kept);
  expect(await files()).toEqual(kept);

  const second = await cleanupUploads(backend.db, storage, new Date());
  expect(second).toEqual({ ran: true, deleted: [] });
  expect(await names()).toEqual(kept);
  expect(await files()).toEqual(kept);

  // Once the reference goes, the upload goes with the next run.
  await backend.db
    .update(schema.volunteerCenterProfiles)
    .set({ websiteLogoUrl: null })
    .where(eq(schema.volunteerCenterProfiles.volunteerCenterId, center.id));
  expect((await cleanupUploads(backend.db, storage, new Date())).deleted).toEqual([logo.name]);
  expect(await files()).not.toContain(logo.name);
});

test('a file that is already gone from storage does not stop the row from being deleted', async () => {
  const gone = await upload(staff);
  await rm(path.join(dir, gone.name));
  expect((await cleanupUploads(backend.db, storage, new Date())).deleted).toContain(gone.name);
  expect(await names()).not.toContain(gone.name);
});

// Needs a second connection, which the in-memory PGlite (one connection) does not have.
const withPool = process.env.DATABASE_URL ? test : test.skip;
withPool('while another instance holds the lock, a run does nothing (PostgreSQL only)', async () => {
  const orphan = await upload(staff);
  let inner: Awaited<ReturnType<typeof cleanupUploads>> | undefined;
  await backend.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLEANUP_UPLOADS_LOCK})`);
    inner = await cleanupUploads(backend.db, storage, new Date());
  });
  expect(inner).toEqual({ ran: false, deleted: [] });
  expect(await names()).toContain(orphan.name);
  expect((await cleanupUploads(backend.db, storage, new Date())).deleted).toEqual([orphan.name]);
});
