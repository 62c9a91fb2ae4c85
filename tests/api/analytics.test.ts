/**
 * Analytics (docs/api.md, "Analytics"; docs/domain.md#analytics): every figure of the activity report and of the public
 * site report against fixtures counted by hand, for the whole center and for an organization superuser's own
 * organizations; the comparison period; Amsterdam days at the edges; the counting of searched words (first page of a
 * real text search only, no crawler) and of page views (valid public paths, no crawler, rate-limited) with nothing
 * of the visitor stored; who may see what; bad periods are 400 naming the parameter.
 */
import { eq, sql } from 'drizzle-orm';
import { seedAnalyticsDemo } from '@/server/db/seed/analytics';
import * as schema from '@/server/db/schema';
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
import { createApplication, createVacancy } from '../support/factories/applications';
import { expectError, rowCount } from './helpers';

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let org1: number;
let org2: number;
let staff: Record<string, string>;
let superuser: Record<string, string>;
let volunteer: Record<string, string>;
let orgB: number;

/** The period of the fixtures: two whole weeks (Monday 2 March to Sunday 15 March 2026); the previous one is 16 Feb – 1 Mar. */
const PERIOD = 'filter[from]=2026-03-02&filter[to]=2026-03-15';
const at = (iso: string) => new Date(iso);

async function vacancy(
  centerId: number,
  organizationId: number,
  v: {
    created: string;
    published?: string | null;
    status: 'draft' | 'published' | 'filled' | 'expired' | 'deleted';
    type?: 'volunteering' | 'activity' | 'p2p';
    updated?: string;
    expires?: string;
  },
) {
  return createVacancy(backend, {
    centerId,
    organizationId,
    status: v.status,
    vacancyType: v.type ?? 'volunteering',
    createdAt: at(v.created),
    updatedAt: at(v.updated ?? v.created),
    publishedAt: v.published ? at(v.published) : null,
    expiresAt: v.expires ? at(v.expires) : at('2027-01-01T00:00:00Z'),
  });
}

async function application(centerId: number, vacancyId: number, created: string, status: 'accepted' | 'rejected' | null, decided?: string) {
  const row = await createApplication(backend, { centerId, vacancyId, status, createdAt: at(created) });
  if (decided)
    await backend.db
      .update(schema.applications)
      .set({ decidedAt: at(decided) })
      .where(eq(schema.applications.id, row.id));
  return row;
}

async function backdate(table: typeof schema.users | typeof schema.organizations, id: number, created: string) {
  await backend.db
    .update(table)
    .set({ createdAt: at(created) })
    .where(eq(table.id, id));
}

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db);
  b = await createCenter(backend.db);
  org1 = (await createOrganization(backend.db, a.id, { name: 'Voedselbank' })).id;
  org2 = (await createOrganization(backend.db, a.id, { name: 'Buurthuis' })).id;
  orgB = (await createOrganization(backend.db, b.id)).id;

  // Vacancies (org1 unless said): what each counts for is in its comment; the Amsterdam day decides.
  const v1 = await vacancy(a.id, org1, { created: '2026-03-02T10:00:00Z', published: '2026-03-03T10:00:00Z', status: 'published' }); // posted 2 Mar, published 3 Mar
  const v2 = await vacancy(a.id, org1, {
    created: '2026-02-20T10:00:00Z',
    published: '2026-02-21T10:00:00Z',
    status: 'filled',
    updated: '2026-03-05T10:00:00Z',
    type: 'activity',
  }); // posted and published before, filled 5 Mar
  const v3 = await vacancy(a.id, org2, {
    created: '2026-03-01T23:30:00Z', // 00:30 on 2 March in Amsterdam
    published: '2026-03-02T08:00:00Z',
    status: 'expired',
    expires: '2026-03-10T12:00:00Z',
    type: 'p2p',
  }); // posted 2 Mar, published 2 Mar, expired 10 Mar
  await vacancy(a.id, org1, { created: '2026-02-28T22:30:00Z', status: 'draft' }); // 23:30 on 28 Feb: posted before
  await vacancy(a.id, org1, { created: '2026-03-04T10:00:00Z', published: '2026-03-04T11:00:00Z', status: 'deleted' }); // not counted
  await vacancy(a.id, org2, { created: '2026-03-15T23:30:00Z', status: 'draft' }); // 00:30 on 16 March: after the period
  await vacancy(a.id, org1, {
    created: '2026-01-01T10:00:00Z',
    published: '2026-01-02T10:00:00Z',
    status: 'expired',
    expires: '2026-02-20T12:00:00Z',
  }); // expired before
  const vB = await vacancy(b.id, orgB, { created: '2026-03-03T10:00:00Z', published: '2026-03-03T10:00:00Z', status: 'published' });

  // Applications: decisions after 12, 36, 24 hours in the period, 2 before it.
  await application(a.id, v1.id, '2026-03-02T09:00:00Z', 'accepted', '2026-03-02T21:00:00Z');
  await application(a.id, v1.id, '2026-03-03T09:00:00Z', 'rejected', '2026-03-04T21:00:00Z');
  await application(a.id, v3.id, '2026-03-09T09:00:00Z', 'accepted', '2026-03-10T09:00:00Z');
  await application(a.id, v3.id, '2026-03-10T09:00:00Z', null);
  await application(a.id, v2.id, '2026-02-20T09:00:00Z', 'accepted', '2026-02-20T11:00:00Z');
  await createApplication(backend, {
    centerId: a.id,
    vacancyId: v1.id,
    unconfirmedToken: 'guest-token',
    createdAt: at('2026-03-05T09:00:00Z'),
  });
  await application(b.id, vB.id, '2026-03-04T09:00:00Z', 'accepted', '2026-03-04T10:00:00Z');

  // Sign-ups: an organization in each period, two volunteers in the period and one before; staff are no volunteers.
  await backdate(schema.organizations, (await createOrganization(backend.db, a.id)).id, '2026-03-07T10:00:00Z');
  await backdate(schema.organizations, (await createOrganization(backend.db, a.id)).id, '2026-02-25T10:00:00Z');
  await backdate(schema.organizations, (await createOrganization(backend.db, b.id)).id, '2026-03-07T10:00:00Z');
  await backdate(schema.users, (await createUser(backend.db, a.id, { role: 'volunteer' })).id, '2026-03-08T10:00:00Z');
  await backdate(schema.users, (await createUser(backend.db, a.id, { role: 'volunteer' })).id, '2026-03-12T10:00:00Z');
  await backdate(schema.users, (await createUser(backend.db, a.id, { role: 'volunteer' })).id, '2026-02-17T10:00:00Z');
  await backdate(schema.users, (await createUser(backend.db, a.id, { role: 'center_superuser' })).id, '2026-03-08T10:00:00Z');
  await backdate(schema.users, (await createUser(backend.db, b.id, { role: 'volunteer' })).id, '2026-03-08T10:00:00Z');

  const staffUser = await createUser(backend.db, a.id, { role: 'center_superuser' });
  const superUser = await createUser(backend.db, a.id, { role: 'organization_superuser', organizationId: org1 });
  const volunteerUser = await createUser(backend.db, a.id, { role: 'volunteer' });
  staff = await signIn(backend, a.id, staffUser.email);
  superuser = await signIn(backend, a.id, superUser.email);
  volunteer = await signIn(backend, a.id, volunteerUser.email);
}, 60_000);

afterAll(async () => {
  await backend.close();
});

const get = (path: string, headers: Record<string, string>) => call(backend, 'GET', `/api/v1/analytics${path}`, { headers });

describe('GET /api/v1/analytics/activity', () => {
  it('counts every figure of the whole center against the previous period', async () => {
    const res = await get(`/activity?${PERIOD}`, staff);
    expect(res.status).toBe(200);
    expect(res.json.data.type).toBe('analytics_reports');
    const r = res.json.data.attributes;
    expect(r.period).toEqual({ from: '2026-03-02', to: '2026-03-15' });
    expect(r.previous_period).toEqual({ from: '2026-02-16', to: '2026-03-01' });
    expect(r.bucket).toBe('day');
    expect(r.organization_ids).toBeNull();

    expect(r.vacancies.totals).toEqual({
      posted: { current: 2, previous: 2 },
      published: { current: 2, previous: 1 },
      filled: { current: 1, previous: 0 },
      expired: { current: 1, previous: 1 },
    });
    expect(r.vacancies.series).toHaveLength(14);
    const day = (start: string) => r.vacancies.series.find((s: { start: string }) => s.start === start);
    expect(day('2026-03-02')).toEqual({ start: '2026-03-02', posted: 2, published: 1, filled: 0, expired: 0 });
    expect(day('2026-03-03')).toEqual({ start: '2026-03-03', posted: 0, published: 1, filled: 0, expired: 0 });
    expect(day('2026-03-05')).toEqual({ start: '2026-03-05', posted: 0, published: 0, filled: 1, expired: 0 });
    expect(day('2026-03-10')).toEqual({ start: '2026-03-10', posted: 0, published: 0, filled: 0, expired: 1 });
    expect(day('2026-03-15')).toEqual({ start: '2026-03-15', posted: 0, published: 0, filled: 0, expired: 0 });

    const apps = r.applications;
    expect(apps.totals.applications).toEqual({ current: 4, previous: 1 });
    expect(apps.totals.accepted).toEqual({ current: 2, previous: 1 });
    expect(apps.totals.decided).toEqual({ current: 3, previous: 1 });
    expect(apps.totals.acceptance_rate).toEqual({ current: 66.7, previous: 100 });
    expect(apps.totals.median_hours_to_answer).toEqual({ current: 24, previous: 2 });
    expect(apps.weekly).toEqual([
      { start: '2026-03-02', applications: 2 },
      { start: '2026-03-09', applications: 2 },
    ]);
    expect(apps.by_type).toEqual([
      { vacancy_type: 'volunteering', current: 2, previous: 0 },
      { vacancy_type: 'p2p', current: 2, previous: 0 },
      { vacancy_type: 'activity', current: 0, previous: 1 },
      { vacancy_type: 'language', current: 0, previous: 0 },
    ]);

    expect(r.signups.totals).toEqual({ organizations: { current: 1, previous: 1 }, volunteers: { current: 2, previous: 1 } });
    const signups = r.signups.series.filter((s: { organizations: number; volunteers: number }) => s.organizations || s.volunteers);
    expect(signups).toEqual([
      { start: '2026-03-07', organizations: 1, volunteers: 0 },
      { start: '2026-03-08', organizations: 0, volunteers: 1 },
      { start: '2026-03-12', organizations: 0, volunteers: 1 },
    ]);
  });

  it("limits an organization superuser to their own organizations' vacancies and applications, without sign-ups", async () => {
    const res = await get(`/activity?${PERIOD}`, superuser);
    expect(res.status).toBe(200);
    const r = res.json.data.attributes;
    expect(r.organization_ids).toEqual([org1]);
    expect(r.vacancies.totals).toEqual({
      posted: { current: 1, previous: 2 },
      published: { current: 1, previous: 1 },
      filled: { current: 1, previous: 0 },
      expired: { current: 0, previous: 1 },
    });
    expect(r.applications.totals.applications).toEqual({ current: 2, previous: 1 });
    expect(r.applications.totals.acceptance_rate).toEqual({ current: 50, previous: 100 });
    expect(r.applications.totals.median_hours_to_answer).toEqual({ current: 24, previous: 2 });
    expect(r.signups).toBeNull();
  });

  it('lets staff narrow the report to one organization of the center; others are 404', async () => {
    const res = await get(`/activity?${PERIOD}&filter[organization_id]=${org2}`, staff);
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.organization_ids).toEqual([org2]);
    expect(res.json.data.attributes.vacancies.totals.posted).toEqual({ current: 1, previous: 0 });
    expect(res.json.data.attributes.applications.totals.applications).toEqual({ current: 2, previous: 0 });
    expect((await get(`/activity?${PERIOD}&filter[organization_id]=${orgB}`, staff)).status).toBe(404);
    expect((await get(`/activity?${PERIOD}&filter[organization_id]=${org2}`, superuser)).status).toBe(404);
  });

  it('steps by week and by month over longer periods, and defaults to the last 30 days', async () => {
    const weeks = await get('/activity?filter[from]=2026-01-05&filter[to]=2026-04-05', staff);
    expect(weeks.json.data.attributes.bucket).toBe('week');
    const week = weeks.json.data.attributes.vacancies.series.find((s: { start: string }) => s.start === '2026-03-02');
    expect(week).toEqual({ start: '2026-03-02', posted: 2, published: 2, filled: 1, expired: 0 });
    const months = await get('/activity?filter[preset]=12m', staff);
    expect(months.json.data.attributes.bucket).toBe('month');
    expect(months.json.data.attributes.vacancies.series.length).toBeGreaterThanOrEqual(12);
    const fallback = await get('/activity', staff);
    expect(fallback.status).toBe(200);
    expect(fallback.json.data.attributes.vacancies.series).toHaveLength(30);
  });

  it('refuses bad periods with 400 naming the parameter', async () => {
    expectError(await get('/activity?filter[from]=2026-03-02', staff), 400, 'invalidFilter', { parameter: 'filter[to]' });
    expectError(await get('/activity?filter[from]=2026-03-02&filter[to]=2026-03-01', staff), 400, 'invalidFilter', {
      parameter: 'filter[to]',
    });
    expectError(await get('/activity?filter[from]=2020-01-01&filter[to]=2026-03-01', staff), 400, 'invalidFilter', {
      parameter: 'filter[to]',
    });
    expectError(await get('/activity?filter[from]=2026-02-30&filter[to]=2026-03-01', staff), 400, 'invalidFilter', {
      parameter: 'filter[from]',
    });
    expectError(await get('/activity?filter[preset]=10y', staff), 400, 'invalidFilter', { parameter: 'filter[preset]' });
    expectError(await get('/activity?filter[preset]=7d&filter[from]=2026-03-02', staff), 400, 'invalidFilter', {
      parameter: 'filter[from]',
    });
  });

  it('is for center staff and organization superusers only', async () => {
    expect((await get(`/activity?${PERIOD}`, volunteer)).status).toBe(403);
    expect((await get(`/activity?${PERIOD}`, centerHeaders(a.id))).status).toBe(401);
  });
});

describe('counting searched words', () => {
  const search = (q: string, extra = '', headers: Record<string, string> = {}) =>
    call(backend, 'GET', `/api/v1/vacancies/search?filter[q]=${encodeURIComponent(q)}${extra}`, {
      headers: { ...centerHeaders(a.id), ...headers },
    });

  it("counts the normalized words of a first page's text search per center and day, and nothing of the searcher", async () => {
    backend.deps.now = () => at('2026-03-05T23:30:00Z'); // 00:30 on 6 March in Amsterdam
    try {
      expect((await search('Voedselbank  UTRECHT de')).status).toBe(200);
      expect((await search('voedselbank')).status).toBe(200);
      expect((await search('voedselbank', '&page[number]=2')).status).toBe(200); // turning pages is the same search
      expect((await search('de het')).status).toBe(200); // only stop words
      expect((await search('voedselbank', '', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(200);
      expect((await call(backend, 'GET', `/api/v1/vacancies/search?filter[q]=voedselbank`, { headers: centerHeaders(b.id) })).status).toBe(
        200,
      );
    } finally {
      backend.deps.now = () => new Date();
    }
    const rows = await backend.db.select().from(schema.analyticsSearchTerms).where(eq(schema.analyticsSearchTerms.volunteerCenterId, a.id));
    expect(rows.sort((x, y) => x.term.localeCompare(y.term))).toEqual([
      { volunteerCenterId: a.id, day: '2026-03-06', term: 'utrecht', count: 1 },
      { volunteerCenterId: a.id, day: '2026-03-06', term: 'voedselbank', count: 2 },
    ]);
    expect(await rowCount(backend.db, schema.analyticsSearchTerms, eq(schema.analyticsSearchTerms.volunteerCenterId, b.id))).toBe(1);
  });

  it('stores only center, day, word and count', async () => {
    const columns = await backend.db.execute(
      sql`select column_name from information_schema.columns where table_name in ('analytics_search_terms', 'analytics_page_views') order by table_name, ordinal_position`,
    );
    const names = (Array.isArray(columns) ? columns : (columns as unknown as { rows: { column_name: string }[] }).rows).map(
      (r) => (r as { column_name: string }).column_name,
    );
    expect(names).toEqual(['volunteer_center_id', 'day', 'path', 'count', 'volunteer_center_id', 'day', 'term', 'count']);
  });
});

describe('POST /api/v1/analytics/page_views', () => {
  const view = (path: unknown, options: { headers?: Record<string, string>; clientAddress?: string; centerId?: number } = {}) =>
    call(backend, 'POST', '/api/v1/analytics/page_views', {
      headers: { ...centerHeaders(options.centerId ?? a.id), ...options.headers },
      body: { path },
      contentType: 'application/json',
      clientAddress: options.clientAddress ?? '10.0.0.1',
    });

  it('counts views of valid public paths per center and day; crawlers are answered but not counted', async () => {
    backend.deps.now = () => at('2026-03-06T12:00:00Z');
    try {
      for (let i = 0; i < 3; i++) expect((await view('/vacatures/')).status).toBe(204);
      expect((await view('/')).status).toBe(204);
      expect((await view('/vacatures', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' } })).status).toBe(204);
      expect((await view('/vacatures', { centerId: b.id })).status).toBe(204);
      backend.deps.now = () => at('2026-02-20T12:00:00Z');
      expect((await view('/vacatures')).status).toBe(204);
    } finally {
      backend.deps.now = () => new Date();
    }
    const rows = await backend.db.select().from(schema.analyticsPageViews).where(eq(schema.analyticsPageViews.volunteerCenterId, a.id));
    expect(rows.sort((x, y) => (x.day + x.path).localeCompare(y.day + y.path))).toEqual([
      { volunteerCenterId: a.id, day: '2026-02-20', path: '/vacatures', count: 1 },
      { volunteerCenterId: a.id, day: '2026-03-06', path: '/', count: 1 },
      { volunteerCenterId: a.id, day: '2026-03-06', path: '/vacatures', count: 3 },
    ]);
  });

  it('refuses paths that are no public page path (queries, the API, too long) with 422 on /path', async () => {
    for (const path of [
      '/vacatures?email=iemand@example.org',
      '/api/v1/users',
      'https://example.org/',
      `/${'a'.repeat(200)}`,
      '/a//b',
      42,
    ]) {
      const res = await view(path, { clientAddress: '10.0.0.2' });
      expect(res.status).toBe(422);
      expect(res.json.errors[0].source).toEqual({ pointer: '/path' });
    }
    expectError(await view('/api/v1/users', { clientAddress: '10.0.0.2' }), 422, 'invalidPagePath', { pointer: '/path' });
  });

  it('limits one address to 60 views a minute', async () => {
    for (let i = 0; i < 60; i++) expect((await view('/partners', { clientAddress: '10.0.0.3' })).status).toBe(204);
    const limited = await view('/partners', { clientAddress: '10.0.0.3' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  }, 60_000);
});

describe('GET /api/v1/analytics/public_site', () => {
  it('reports page views and searched words of the period against the previous one', async () => {
    const res = await get(`/public_site?${PERIOD}`, staff);
    expect(res.status).toBe(200);
    const r = res.json.data.attributes;
    expect(r.page_views.totals.page_views).toEqual({ current: 4, previous: 1 });
    expect(r.page_views.series).toHaveLength(14);
    expect(r.page_views.series.find((s: { start: string }) => s.start === '2026-03-06')).toEqual({ start: '2026-03-06', page_views: 4 });
    expect(r.page_views.top_paths).toEqual([
      { path: '/vacatures', current: 3, previous: 1 },
      { path: '/', current: 1, previous: 0 },
    ]);
    expect(r.search_terms.top).toEqual([
      { term: 'voedselbank', current: 2, previous: 0 },
      { term: 'utrecht', current: 1, previous: 0 },
    ]);
  });

  it('is for center staff only', async () => {
    expect((await get(`/public_site?${PERIOD}`, superuser)).status).toBe(403);
    expect((await get(`/public_site?${PERIOD}`, volunteer)).status).toBe(403);
  });
});

describe('the report cache', () => {
  it('serves a report for five minutes, then computes it again', async () => {
    const june = 'filter[from]=2025-06-01&filter[to]=2025-06-30';
    const start = Date.now();
    const posted = async () => (await get(`/activity?${june}`, staff)).json.data.attributes.vacancies.totals.posted.current;
    try {
      backend.deps.now = () => new Date(start);
      expect(await posted()).toBe(0);
      await vacancy(a.id, org1, { created: '2025-06-10T10:00:00Z', status: 'draft' });
      backend.deps.now = () => new Date(start + 4 * 60_000);
      expect(await posted()).toBe(0);
      backend.deps.now = () => new Date(start + 6 * 60_000);
      expect(await posted()).toBe(1);
    } finally {
      backend.deps.now = () => new Date();
    }
  });
});

describe('the demo figures', () => {
  it('count each of the 120 days before today once, also when seeded late in the evening across a clock change', async () => {
    // 22:40 UTC on 25 November is 23:40 in Amsterdam; 25 October (the end of summer time) lies in the window.
    const demo = await createCenter(backend.db, { slug: 'demo' });
    await seedAnalyticsDemo(backend.db, new Date('2026-11-25T22:40:00Z'));
    const days = await backend.db
      .selectDistinct({ day: schema.analyticsPageViews.day })
      .from(schema.analyticsPageViews)
      .where(eq(schema.analyticsPageViews.volunteerCenterId, demo.id))
      .orderBy(schema.analyticsPageViews.day);
    const list = days.map((d) => String(d.day));
    expect(list).toHaveLength(120);
    expect(list[0]).toBe('2026-07-28');
    expect(list.at(-1)).toBe('2026-11-24');
    expect(list).toContain('2026-10-25');
    // Seeding again adds nothing.
    const before = await rowCount(backend.db, schema.analyticsPageViews);
    await seedAnalyticsDemo(backend.db, new Date('2026-11-25T22:40:00Z'));
    expect(await rowCount(backend.db, schema.analyticsPageViews)).toBe(before);
  });
});
