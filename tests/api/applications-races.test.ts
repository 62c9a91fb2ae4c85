/**
 * One open application per person and vacancy also holds when the service's read-then-write check is raced:
 * the partial unique index applications_one_open_idx refuses the second write, and the caller gets the same 422.
 */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { call, signIn, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { applicationWorld, createApplication, createVacancy } from '../support/factories/applications';
import { expectError, rowCount } from './helpers';

let backend: TestBackend;
let w: Awaited<ReturnType<typeof applicationWorld>>;
let volunteer: Headers;
let superuser: Headers;

beforeAll(async () => {
  backend = await startTestBackend();
  w = await applicationWorld(backend);
  volunteer = await signIn(backend, w.center.id, w.people.volunteer.email);
  superuser = await signIn(backend, w.center.id, w.people.superNl.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const apply = (vacancyId: number, headers: Headers) =>
  call(backend, 'POST', `/api/v1/vacancies/${vacancyId}/applications`, {
    headers,
    body: { data: { type: 'applications', attributes: { message: 'Ik help graag.' } } },
  });
const applicationsOf = (vacancyId: number) => rowCount(backend.db, schema.applications, eq(schema.applications.vacancyId, vacancyId));

test('five simultaneous applications of one volunteer to one vacancy: one is stored, the others get the usual 422', async () => {
  const vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
  const results = await Promise.all(Array.from({ length: 5 }, () => apply(vacancy.id, volunteer)));
  expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
  for (const refused of results.filter((r) => r.status === 422)) {
    expectError(refused, 422, 'invalidAttribute', { pointer: '/data' });
    expect(refused.json.errors[0].detail).toBe('Je hebt je al aangemeld voor deze vacature.');
  }
  expect(await applicationsOf(vacancy.id)).toBe(1);
});

test('the database itself refuses a second open application with the same address in another case', async () => {
  const vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
  await createApplication(backend, { centerId: w.center.id, vacancyId: vacancy.id, email: 'dubbel@example.org' });
  await expect(createApplication(backend, { centerId: w.center.id, vacancyId: vacancy.id, email: 'DUBBEL@example.org' })).rejects.toThrow();
  // Closed ones (rejected, withdrawn) and unconfirmed guest applications do not count.
  await createApplication(backend, { centerId: w.center.id, vacancyId: vacancy.id, email: 'later@example.org', status: 'rejected' });
  await createApplication(backend, { centerId: w.center.id, vacancyId: vacancy.id, email: 'later@example.org' });
  expect(await applicationsOf(vacancy.id)).toBe(3);
});

test('accepting a rejected application again while the person has a new open one is refused and changes nothing', async () => {
  const vacancy = await createVacancy(backend, { centerId: w.center.id, organizationId: w.org.id });
  const rejected = await createApplication(backend, {
    centerId: w.center.id,
    vacancyId: vacancy.id,
    email: 'tweede@example.org',
    status: 'rejected',
  });
  await createApplication(backend, { centerId: w.center.id, vacancyId: vacancy.id, email: 'tweede@example.org' });
  const res = await call(backend, 'PATCH', `/api/v1/applications/${rejected.id}`, {
    headers: superuser,
    body: { data: { type: 'applications', id: String(rejected.id), attributes: { status: 'accepted' } } },
  });
  expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/status' });
  const [row] = await backend.db.select().from(schema.applications).where(eq(schema.applications.id, rejected.id));
  expect(row?.status).toBe('rejected');
});
