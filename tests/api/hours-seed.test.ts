/**
 * The demo hours (server/db/seed/hours.ts, docs/domain.md#hours): after the demo seed, the organization superuser has
 * hours waiting for approval, the student has approved hours, and the mentor sees last school year signed off; read
 * through the API as each of them would. Seeding again adds nothing.
 */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { seedDemo } from '@/server/db/seed';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-data';
import { seedHours } from '@/server/db/seed/hours';
import { call, fastHasher, signIn, startTestBackend, type TestBackend } from '../support/api';
import { rowCount } from './helpers';

let backend: TestBackend;
let centerId: number;
beforeAll(async () => {
  backend = await startTestBackend();
  await seedDemo(backend.db, fastHasher);
  const [demo] = await backend.db.select().from(schema.volunteerCenters).where(eq(schema.volunteerCenters.slug, 'demo'));
  centerId = demo!.id;
}, 120_000);
afterAll(() => backend.close(), 60_000);

const as = async (email: string) => signIn(backend, centerId, email, DEMO_PASSWORD);

test('the organization has hours waiting for approval', async () => {
  const headers = await as('organization_superuser@demo.test');
  const res = await call(backend, 'GET', '/api/v1/hour_entries?filter[status]=pending', { headers });
  expect(res.status).toBe(200);
  expect(res.json.data.length).toBeGreaterThanOrEqual(3);
});

test('the student has approved hours, and the mentor sees last school year signed off', async () => {
  const student = await as('student@demo.test');
  const own = await call(backend, 'GET', '/api/v1/hour_entries?filter[status]=approved', { headers: student });
  expect(own.status).toBe(200);
  expect(own.json.data.length).toBeGreaterThanOrEqual(3);
  const mentor = await as('mentor@demo.test');
  const signOffs = await call(backend, 'GET', '/api/v1/hour_sign_offs', { headers: mentor });
  expect(signOffs.status).toBe(200);
  expect(signOffs.json.data).toEqual([expect.objectContaining({ attributes: expect.objectContaining({ total_minutes: 300 }) })]);
});

test('seeding again adds nothing', async () => {
  const before = await rowCount(backend.db, schema.hourEntries);
  await seedHours(backend.db);
  expect(await rowCount(backend.db, schema.hourEntries)).toBe(before);
});
