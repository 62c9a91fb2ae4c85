/**
 * Vacancy status transitions through PATCH /api/v1/vacancies/:id (docs/domain.md): every pair of statuses, allowed
 * and refused; republishing needs a future expiry; the expiry job and its single-instance lock.
 */
import { eq, sql } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { VACANCY_STATUSES, type VacancyStatus } from '@/domain/vacancies';
import { EXPIRE_VACANCIES_LOCK, expireVacancies } from '@/server/jobs/expire-vacancies';
import { runJobs } from '@/server/jobs/scheduler';
import { createVacancy } from '../support/factories/vacancies';
import {
  call,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { en, expectError, nl } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let manager: Headers;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  org = await createOrganization(backend.db, center.id);
  const user = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: org.id });
  manager = await signIn(backend, center.id, user.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const ALLOWED: Record<VacancyStatus, VacancyStatus[]> = {
  draft: ['published', 'deleted'],
  published: ['filled', 'archived', 'deleted'],
  filled: ['published', 'deleted'],
  expired: ['published', 'deleted'],
  archived: ['published', 'deleted'],
  deleted: [],
};

const row = async (id: number) => (await backend.db.select().from(schema.vacancies).where(eq(schema.vacancies.id, id)))[0]!;
const inFuture = () => new Date(Date.now() + 30 * DAY).toISOString();

async function vacancyIn(status: VacancyStatus) {
  return createVacancy(backend, {
    centerId: center.id,
    organizationId: org.id,
    status,
    expiresAt: status === 'expired' ? new Date(Date.now() - DAY) : new Date(Date.now() + 10 * DAY),
  });
}

const patch = (id: number, attributes: Record<string, unknown>, headers: Headers = {}) =>
  call(backend, 'PATCH', `/api/v1/vacancies/${id}`, {
    headers: { ...manager, ...headers },
    body: { data: { type: 'vacancies', id: String(id), attributes } },
  });

describe('every transition', () => {
  const pairs = VACANCY_STATUSES.flatMap((from) => VACANCY_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));
  const allowed = pairs.filter(([from, to]) => ALLOWED[from].includes(to));
  const refused = pairs.filter(([from, to]) => !ALLOWED[from].includes(to));

  test.each(allowed)('%s -> %s is allowed', async (from, to) => {
    const vacancy = await vacancyIn(from);
    // Publishing again needs a new, future end date.
    const res = await patch(vacancy.id, to === 'published' ? { status: to, expires_at: inFuture() } : { status: to });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.status).toBe(to);
    const stored = await row(vacancy.id);
    expect(stored.status).toBe(to);
    if (to === 'published') expect(stored.publishedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    if (to === 'deleted') expect(stored.deletedAt).not.toBeNull();
  });

  test.each(refused)('%s -> %s is refused with 422 on /data/attributes/status', async (from, to) => {
    const vacancy = await vacancyIn(from);
    // A deleted vacancy is still visible to its managers, so the refusal (not a 404) is what they get.
    const res = await patch(vacancy.id, to === 'published' ? { status: to, expires_at: inFuture() } : { status: to, title: 'Gewijzigd' });
    expectError(res, 422, 'invalidTransition', { pointer: '/data/attributes/status' });
    const stored = await row(vacancy.id);
    expect(stored.status).toBe(from);
    expect(stored.title).toBe(vacancy.title);
  });
});

describe('the refusal message', () => {
  test('names both statuses in the request language', async () => {
    const vacancy = await vacancyIn('draft');
    const dutch = expectError(await patch(vacancy.id, { status: 'filled' }, nl), 422, 'invalidTransition');
    expect(dutch.detail).toBe('Een vacature met de status concept kan niet de status vervuld krijgen.');
    const english = expectError(await patch(vacancy.id, { status: 'archived' }, en), 422, 'invalidTransition');
    expect(english.detail).toBe('A vacancy with status draft cannot be changed to archived.');
  });
});

describe('publishing and the end date', () => {
  test('republishing an expired vacancy without a new future end date is refused on expires_at', async () => {
    const vacancy = await vacancyIn('expired');
    expectError(await patch(vacancy.id, { status: 'published' }), 422, 'invalidAttribute', { pointer: '/data/attributes/expires_at' });
    expectError(await patch(vacancy.id, { status: 'published', expires_at: '2020-01-01' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/expires_at',
    });
    expect((await row(vacancy.id)).status).toBe('expired');
  });

  test('republishing a filled vacancy needs an end date; a draft may be published without one', async () => {
    const filled = await createVacancy(backend, { centerId: center.id, organizationId: org.id, status: 'filled', expiresAt: null });
    expectError(await patch(filled.id, { status: 'published' }), 422, 'invalidAttribute', { pointer: '/data/attributes/expires_at' });
    const draft = await createVacancy(backend, { centerId: center.id, organizationId: org.id, status: 'draft', expiresAt: null });
    expect((await patch(draft.id, { status: 'published' })).status).toBe(200);
  });

  test('a published vacancy cannot get an end date in the past', async () => {
    const vacancy = await vacancyIn('published');
    expectError(await patch(vacancy.id, { expires_at: '2020-01-01T00:00:00Z' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/expires_at',
    });
  });

  test('expired cannot be set by hand', async () => {
    const vacancy = await vacancyIn('published');
    expectError(await patch(vacancy.id, { status: 'expired' }), 422, 'invalidTransition', { pointer: '/data/attributes/status' });
  });
});

describe('the expiry job', () => {
  test('expires published vacancies whose end date has passed, and nothing else', async () => {
    const now = new Date();
    const due = await createVacancy(backend, { centerId: center.id, organizationId: org.id, expiresAt: new Date(now.getTime() - 1000) });
    const exact = await createVacancy(backend, { centerId: center.id, organizationId: org.id, expiresAt: now });
    const later = await createVacancy(backend, { centerId: center.id, organizationId: org.id, expiresAt: new Date(now.getTime() + DAY) });
    const draft = await createVacancy(backend, {
      centerId: center.id,
      organizationId: org.id,
      status: 'draft',
      expiresAt: new Date(now.getTime() - DAY),
    });
    const never = await createVacancy(backend, { centerId: center.id, organizationId: org.id, expiresAt: null });
    const result = await expireVacancies(backend.db, now);
    expect(result.ran).toBe(true);
    expect(result.expired.map((r) => r.id)).toEqual(expect.arrayContaining([due.id, exact.id]));
    expect((await row(due.id)).status).toBe('expired');
    expect((await row(exact.id)).status).toBe('expired');
    expect((await row(later.id)).status).toBe('published');
    expect((await row(draft.id)).status).toBe('draft');
    expect((await row(never.id)).status).toBe('published');
    // A second run finds nothing left to do.
    expect((await expireVacancies(backend.db, now)).expired).toEqual([]);
  });

  test('the expired vacancy leaves the public vacancy bank; runJobs drops its cached pages', async () => {
    const vacancy = await createVacancy(backend, { centerId: center.id, organizationId: org.id, expiresAt: new Date(Date.now() + 60_000) });
    const tags: string[] = [];
    await runJobs({ db: backend.db, now: () => new Date(Date.now() + 120_000), invalidate: (t) => tags.push(...t) });
    expect((await row(vacancy.id)).status).toBe('expired');
    expect(tags).toEqual(expect.arrayContaining([`vacancies:${center.id}`, `vacancy:${vacancy.id}`]));
    const res = await call(backend, 'GET', `/api/v1/vacancies/${vacancy.id}`, { headers: { 'volunteer-center-id': String(center.id) } });
    expect(res.status).toBe(404);
  });

  const onPostgres = process.env.DATABASE_URL ? test : test.skip;
  onPostgres('only one instance runs it: while another holds the lock, it does nothing', async () => {
    const vacancy = await createVacancy(backend, { centerId: center.id, organizationId: org.id, expiresAt: new Date(Date.now() - 1000) });
    const { Client } = await import('pg');
    // The job's database is a fresh one per test file; the lock must be taken in that same database.
    const result = await backend.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const other = new Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [EXPIRE_VACANCIES_LOCK]);
      const skipped = await expireVacancies(backend.db, new Date());
      expect(skipped).toEqual({ ran: false, expired: [] });
      expect((await row(vacancy.id)).status).toBe('published');
      await other.query('commit');
      const ran = await expireVacancies(backend.db, new Date());
      expect(ran.ran).toBe(true);
      expect((await row(vacancy.id)).status).toBe('expired');
    } finally {
      await other.end();
    }
  });
});
