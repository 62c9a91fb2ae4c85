/**
 * The center cache of the request path (server/tenancy/center-cache.ts, docs/benchmarks.md "Lean request path"):
 * a center is read once per time to live and process, by id and by slug, and is read again after it runs out.
 */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { createCenterCache } from '@/server/tenancy/center-cache';
import { call, createCenter, startTestBackend, type TestBackend } from '../support/api';

let backend: TestBackend;
let centerId: number;
const cache = createCenterCache(60_000);

beforeAll(async () => {
  backend = await startTestBackend({ centerCache: cache });
  centerId = (await createCenter(backend.db, { slug: 'demo', tenantKey: 'demo', name: 'Demo Centrale' })).id;
}, 60_000);
afterAll(() => backend.close(), 60_000);

const statusFor = async (header: string) =>
  (await call(backend, 'GET', '/api/v1/volunteer_centers/current', { headers: { 'volunteer-center-id': header } })).status;

test('a center is resolved from the cache until it is cleared', async () => {
  expect(await statusFor('demo')).toBe(200);
  await backend.db.update(schema.volunteerCenters).set({ slug: 'renamed' }).where(eq(schema.volunteerCenters.id, centerId));
  // The scope still finds the center under its old slug: the cache answered, not the database.
  expect(await statusFor('demo')).toBe(200);
  cache.clear();
  expect(await statusFor('demo')).toBe(404);
  expect(await statusFor('renamed')).toBe(200);
  expect(await statusFor(String(centerId))).toBe(200);
});

test('an unknown center is not cached: it is "No tenant found" until it exists', async () => {
  const res = await call(backend, 'GET', '/api/v1/volunteer_centers/current', { headers: { 'volunteer-center-id': 'later' } });
  expect(res.status).toBe(404);
  await createCenter(backend.db, { slug: 'later', tenantKey: 'demo', name: 'Later' });
  expect(await statusFor('later')).toBe(200);
});

test('entries run out after the time to live', () => {
  const short = createCenterCache(1_000);
  const row = { id: 1 } as Parameters<typeof short.set>[1];
  short.set('slug:x', row, 0);
  expect(short.get('slug:x', 999)).toBe(row);
  expect(short.get('slug:x', 1_000)).toBeUndefined();
});
