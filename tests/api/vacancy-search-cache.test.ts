/**
 * The vacancy bank's result cache (server/resources/vacancies/search-cache.ts): a repeated search is served from it,
 * and every write that can change the bank, by whoever makes it, is seen by the next search; so is the clock passing
 * a vacancy's expiry. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */
import { eq, sql } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { expireVacancies } from '@/server/jobs/expire-vacancies';
import { searchCacheOf } from '@/server/resources/vacancies/search-cache';
import { searchVacancies } from '@/server/resources/vacancies/search';
import type { Database } from '@/server/db/client';
import { createVacancy } from '../support/factories/vacancies';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type TestBackend,
} from '../support/api';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let manager: Record<string, string>;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  org = await createOrganization(backend.db, center.id, { name: 'Buurthuis' });
  const foreign = await createOrganization(backend.db, otherCenter.id, { name: 'Elders' });
  const superuser = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: org.id });
  manager = await signIn(backend, center.id, superuser.email);
  await createVacancy(backend, { centerId: center.id, organizationId: org.id, title: 'Gastvrouw buurthuis' });
  await createVacancy(backend, { centerId: otherCenter.id, organizationId: foreign.id, title: 'Gastvrouw elders' });
}, 60_000);
afterAll(() => backend.close(), 60_000);
afterEach(() => {
  backend.deps.now = () => new Date();
});

const search = (query: string, centerId = center.id) =>
  call(backend, 'GET', `/api/v1/vacancies/search?${query}`, { headers: centerHeaders(centerId) });
const titles = async (query = 'filter[q]=gastvrouw', centerId = center.id) => {
  const res = await search(query, centerId);
  expect(res.status).toBe(200);
  return (res.json.data as { attributes: { title: string } }[]).map((d) => d.attributes.title).sort();
};
const patch = (id: number, attributes: Record<string, unknown>) =>
  call(backend, 'PATCH', `/api/v1/vacancies/${id}`, {
    headers: manager,
    body: { data: { type: 'vacancies', id: String(id), attributes } },
  });

describe('a repeated search', () => {
  test('is served from the cache: a change the version triggers do not see (they are switched off here) stays unseen', async () => {
    const v = await createVacancy(backend, { centerId: center.id, organizationId: org.id, title: 'Gastheer kantine' });
    expect(await titles('filter[q]=kantine')).toEqual(['Gastheer kantine']);
    const before = searchCacheOf(backend.db).size;
    await backend.db.execute(sql`alter table vacancies disable trigger vacancy_search_vacancies_changed`);
    try {
      await backend.db.update(schema.vacancies).set({ title: 'Gastheer kantine (stil gewijzigd)' }).where(eq(schema.vacancies.id, v.id));
      expect(await titles('filter[q]=kantine')).toEqual(['Gastheer kantine']);
      expect(searchCacheOf(backend.db).size).toBe(before);
    } finally {
      await backend.db.execute(sql`alter table vacancies enable trigger vacancy_search_vacancies_changed`);
    }
    // Any write with the triggers on moves the version on, and the search reads again.
    await backend.db.update(schema.vacancies).set({ updatedAt: new Date() }).where(eq(schema.vacancies.id, v.id));
    expect(await titles('filter[q]=kantine')).toEqual(['Gastheer kantine (stil gewijzigd)']);
  });

  test('is kept per center: another center with the same search sees only its own bank', async () => {
    expect(await titles()).toContain('Gastvrouw buurthuis');
    expect(await titles('filter[q]=gastvrouw', otherCenter.id)).toEqual(['Gastvrouw elders']);
    expect(await titles()).not.toContain('Gastvrouw elders');
  });
});

test('concurrent searches of a page not in the cache read it once, and all get it', async () => {
  // The same database handle, counting the search statements (each begins with its ranked CTE); its own cache.
  let reads = 0;
  const counting = new Proxy(backend.db, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (property === 'with') reads++;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as Database;
  const options = { centerId: center.id, now: new Date(), query: 'gastvrouw', sort: 'relevance' as const, limit: 20, offset: 0 };
  const results = await Promise.all(Array.from({ length: 5 }, () => searchVacancies(counting, options)));
  expect(reads).toBe(1);
  for (const result of results) expect(result.rows.map((r) => r.title)).toEqual(results[0]!.rows.map((r) => r.title));
  expect(results[0]!.rows.map((r) => r.title)).toContain('Gastvrouw buurthuis');
});

describe('the next search sees', () => {
  test('a vacancy created, updated and deleted through the API', async () => {
    expect(await titles()).toEqual(['Gastvrouw buurthuis']);
    const created = await call(backend, 'POST', '/api/v1/vacancies', {
      headers: manager,
      body: {
        data: {
          type: 'vacancies',
          attributes: { title: 'Gastvrouw inloop', status: 'published', expires_at: new Date(Date.now() + 10 * DAY).toISOString() },
        },
      },
    });
    expect(created.status).toBe(201);
    const id = Number(created.json.data.id);
    expect(await titles()).toEqual(['Gastvrouw buurthuis', 'Gastvrouw inloop']);

    expect((await patch(id, { title: 'Gastvrouw koffieochtend' })).status).toBe(200);
    expect(await titles()).toEqual(['Gastvrouw buurthuis', 'Gastvrouw koffieochtend']);

    expect((await patch(id, { status: 'archived' })).status).toBe(200);
    expect(await titles()).toEqual(['Gastvrouw buurthuis']);

    expect((await call(backend, 'DELETE', `/api/v1/vacancies/${id}`, { headers: manager })).status).toBe(204);
    expect(await titles()).toEqual(['Gastvrouw buurthuis']);
  });

  test('a bulk edit', async () => {
    const v = await createVacancy(backend, { centerId: center.id, organizationId: org.id, title: 'Gastvrouw markt' });
    expect(await titles()).toContain('Gastvrouw markt');
    const res = await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', {
      headers: manager,
      body: { data: { type: 'vacancy_bulk_edits', attributes: { ids: [v.id], status: 'filled' } } },
    });
    expect(res.status).toBe(200);
    expect(await titles()).not.toContain('Gastvrouw markt');
  });

  test('the clock passing an expiry, with no write at all', async () => {
    const soon = new Date(Date.now() + 3600_000);
    await createVacancy(backend, { centerId: center.id, organizationId: org.id, title: 'Gastvrouw vandaag', expiresAt: soon });
    expect(await titles()).toContain('Gastvrouw vandaag');
    const version = await backend.db.select().from(schema.vacancySearchVersions);
    backend.deps.now = () => new Date(soon.getTime() + 1000);
    expect(await titles()).toEqual(['Gastvrouw buurthuis']);
    expect(await backend.db.select().from(schema.vacancySearchVersions)).toEqual(version);
    // An earlier clock again (a test's or a corrected one) reads again too, rather than trust the later read.
    backend.deps.now = () => new Date();
    expect(await titles()).toContain('Gastvrouw vandaag');
  });

  test('the expiry job', async () => {
    const past = new Date(Date.now() + 2 * 3600_000);
    await createVacancy(backend, { centerId: center.id, organizationId: org.id, title: 'Gastvrouw verloopt', expiresAt: past });
    const later = new Date(past.getTime() + 1000);
    backend.deps.now = () => new Date(past.getTime() - 1000);
    expect(await titles()).toContain('Gastvrouw verloopt');
    const result = await expireVacancies(backend.db, later);
    expect(result.expired.map((e) => e.volunteerCenterId)).toContain(center.id);
    // Still before the expiry by the request's clock: only the job's write can have hidden it.
    expect(await titles()).not.toContain('Gastvrouw verloopt');
  });

  test("its organization's new name, and its vacancies leaving with its approval", async () => {
    const other = await createOrganization(backend.db, center.id, { name: 'Speeltuin' });
    await createVacancy(backend, { centerId: center.id, organizationId: other.id, title: 'Gastvrouw speeltuin' });
    const orgNames = async () =>
      ((await search('filter[q]=speeltuin')).json.data as { attributes: { organization_name: string } }[]).map(
        (d) => d.attributes.organization_name,
      );
    expect(await orgNames()).toEqual(['Speeltuin']);
    await backend.db.update(schema.organizations).set({ name: 'Speeltuin De Wip' }).where(eq(schema.organizations.id, other.id));
    expect(await orgNames()).toEqual(['Speeltuin De Wip']);
    await backend.db.update(schema.organizations).set({ status: 'pending' }).where(eq(schema.organizations.id, other.id));
    expect(await orgNames()).toEqual([]);
  });

  test('nothing of a rolled-back write, and the same bank after it', async () => {
    const before = await titles();
    await expect(
      backend.db.transaction(async (tx) => {
        await tx.update(schema.vacancies).set({ status: 'archived' }).where(eq(schema.vacancies.volunteerCenterId, center.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await titles()).toEqual(before);
  });
});
