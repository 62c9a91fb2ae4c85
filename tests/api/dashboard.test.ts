/**
 * GET /api/v1/dashboard (docs/domain.md#dashboard): every figure of every section against a hand-counted world, for
 * every role; another center's rows (a mirror of the same kinds) never count.
 */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
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
import { createApplication, createVacancy } from '../support/factories/applications';
import { createPage } from '../support/factories/content';

let backend: TestBackend;
const h: Record<string, Headers> = {};
const DAY = 24 * 3600_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);

// Ids the expectations name, filled by beforeAll.
const id: Record<string, number> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  const db = backend.db;
  const center = await createCenter(db, { tenantKey: 'demo' });
  const other = await createCenter(db, { tenantKey: 'demo' });
  const org = async (
    name: string,
    status: 'pending' | 'approved' | 'denied' | 'archived',
    createdDaysAgo: number,
    centerId = center.id,
  ) => {
    const row = await createOrganization(db, centerId, { name, status });
    await db
      .update(schema.organizations)
      .set({ createdAt: ago(createdDaysAgo) })
      .where(eq(schema.organizations.id, row.id));
    return row;
  };
  // Organizations: pending 2 (P2 older, so first), recent (30 days) 3: P1, B and the denied one.
  const p1 = await org('Wachtend Een', 'pending', 2);
  const p2 = await org('Wachtend Twee', 'pending', 40);
  const gone = await org('Verwijderd', 'pending', 1);
  await db.update(schema.organizations).set({ status: 'deleted', deletedAt: new Date() }).where(eq(schema.organizations.id, gone.id));
  const a = await org('Buurthuis A', 'approved', 60);
  const b = await org('Sportclub B', 'approved', 10);
  await org('Afgewezen', 'denied', 5);
  await org('Gearchiveerd', 'archived', 100);
  const school = await createOrganization(db, center.id, { name: 'Het Lyceum', organizationType: 'School' });
  await db
    .update(schema.organizations)
    .set({ createdAt: ago(100) })
    .where(eq(schema.organizations.id, school.id));
  const foreignOrg = await org('Elders', 'pending', 1, other.id);
  Object.assign(id, { p1: p1.id, p2: p2.id, a: a.id, b: b.id });

  // Vacancies: expiring within 14 days: v1 (3), v6 (10), v2 (13); A's published: v1 v2 v3 v4 v7.
  const vac = (organizationId: number, title: string, extra: Partial<Parameters<typeof createVacancy>[1]>) =>
    createVacancy(db, { centerId: center.id, organizationId, title, ...extra });
  const v1 = await vac(a.id, 'Voorlezen', { expiresAt: ahead(3), publishedAt: ago(5) });
  const v2 = await vac(a.id, 'Koken', { expiresAt: ahead(13), publishedAt: ago(6) });
  const v3 = await vac(a.id, 'Tuinieren', { expiresAt: ahead(20), publishedAt: ago(3) });
  await vac(a.id, 'Verlopen', { expiresAt: ago(1), publishedAt: ago(40) });
  await vac(a.id, 'Concept', { status: 'draft', expiresAt: ahead(5) });
  const v6 = await vac(b.id, 'Trainen', { expiresAt: ahead(10), publishedAt: ago(7) });
  const v7 = await vac(a.id, 'Zonder einde', { expiresAt: null, publishedAt: ago(1) });
  await vac(p1.id, 'Van een wachtende organisatie', { expiresAt: ahead(30), publishedAt: ago(0.5) });
  const foreignVacancy = await createVacancy(db, { centerId: other.id, organizationId: foreignOrg.id, expiresAt: ahead(2) });
  Object.assign(id, { v1: v1.id, v2: v2.id, v3: v3.id, v6: v6.id, v7: v7.id });

  // People.
  const u = (attrs: Parameters<typeof createUser>[2]) => createUser(db, center.id, attrs);
  const people = {
    admin: await u({ role: 'admin', firstName: 'Ad' }),
    staff: await u({ role: 'center_superuser', firstName: 'Dirk' }),
    contentManager: await u({ role: 'content_manager', firstName: 'Hans' }),
    pageManager: await u({ role: 'page_manager', firstName: 'Pim' }),
    superA: await u({ role: 'organization_superuser', organizationId: a.id, firstName: 'Anna' }),
    superB: await u({ role: 'organization_superuser', organizationId: b.id, firstName: 'Bart' }),
    volunteer: await u({ role: 'volunteer', firstName: 'Eva' }),
    mentor: await u({ role: 'mentor', organizationId: school.id, firstName: 'Gerda' }),
    student: await u({ role: 'student', organizationId: school.id, firstName: 'Joost' }),
    foreignStaff: await createUser(db, other.id, { role: 'center_superuser', firstName: 'Ilse' }),
  };
  await db.update(schema.users).set({ mentorId: people.mentor.id }).where(eq(schema.users.id, people.student.id));
  // Volunteers who signed up recently: Eva only (the old one is 40 days, the archived one does not count).
  const old = await u({ role: 'volunteer', firstName: 'Oud' });
  await db
    .update(schema.users)
    .set({ createdAt: ago(40) })
    .where(eq(schema.users.id, old.id));
  await u({ role: 'volunteer', firstName: 'Weg', status: 'archived' });
  await createUser(db, other.id, { role: 'volunteer' });
  for (const [name, user] of Object.entries(people)) h[name] = await signIn(backend, user.volunteerCenterId, user.email);

  // Applications. Unanswered for over a week: a1 (10 days), a7 (9), a2 (8).
  const app = (vacancyId: number, extra: Omit<Parameters<typeof createApplication>[1], 'centerId' | 'vacancyId'>) =>
    createApplication(db, { centerId: center.id, vacancyId, ...extra });
  const a1 = await app(v1.id, { createdAt: ago(10), firstName: 'Gast', lastName: 'Een' });
  const a2 = await app(v1.id, { createdAt: ago(8) });
  await app(v1.id, { createdAt: ago(2) });
  await app(v1.id, { createdAt: ago(20), status: 'accepted' });
  await app(v1.id, { createdAt: ago(30), withdrawn: true });
  await app(v1.id, { createdAt: ago(15), unconfirmedToken: 'nog-niet-bevestigd' });
  const a7 = await app(v2.id, { createdAt: ago(9), user: people.volunteer });
  const a8 = await app(v2.id, { createdAt: ago(3), user: people.student, status: 'rejected' });
  const a9 = await app(v6.id, { createdAt: ago(1), user: people.volunteer, status: 'accepted' });
  const a10 = await app(v6.id, { createdAt: ago(1), user: people.student });
  await createApplication(db, { centerId: other.id, vacancyId: foreignVacancy.id, createdAt: ago(20) });
  Object.assign(id, { a1: a1.id, a2: a2.id, a7: a7.id, a8: a8.id, a9: a9.id, a10: a10.id });

  // Pages: drafts p1 (1 day) and p2 (20); changed within 7 days p1 and p3.
  const page = async (title: string, isPublished: boolean, updatedDaysAgo: number, centerId = center.id) => {
    const row = await createPage(db, centerId, { title, isPublished });
    await db
      .update(schema.pages)
      .set({ updatedAt: ago(updatedDaysAgo) })
      .where(eq(schema.pages.id, row.id));
    return row;
  };
  const pg1 = await page('Concept nieuw', false, 1);
  const pg2 = await page('Concept oud', false, 20);
  const pg3 = await page('Gepubliceerd nieuw', true, 2);
  await page('Gepubliceerd oud', true, 30);
  const deleted = await page('Weggegooid concept', false, 1);
  await db.update(schema.pages).set({ deletedAt: new Date() }).where(eq(schema.pages.id, deleted.id));
  await page('Concept elders', false, 1, other.id);
  Object.assign(id, { pg1: pg1.id, pg2: pg2.id, pg3: pg3.id });

  // Notifications: Eva 2 unread of 3.
  const note = (userId: number, readAt: Date | null, centerId = center.id) =>
    db.insert(schema.notifications).values({ volunteerCenterId: centerId, userId, kind: 'application_received', readAt });
  await note(people.volunteer.id, null);
  await note(people.volunteer.id, null);
  await note(people.volunteer.id, new Date());
}, 90_000);
afterAll(() => backend.close(), 60_000);

const dashboard = async (who: string) => {
  const res = await call(backend, 'GET', '/api/v1/dashboard', { headers: h[who]! });
  expect(res.status).toBe(200);
  expect(res.json.data.type).toBe('dashboards');
  return res.json.data.attributes;
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const NO_APPLICATIONS = { new: 0, accepted: 0, rejected: 0, withdrawn: 0 };

describe('GET /api/v1/dashboard', () => {
  test('signed out is 401', async () => {
    const res = await call(backend, 'GET', '/api/v1/dashboard', { headers: { 'volunteer-center-id': '1' } });
    expect(res.status).toBe(401);
  });

  test.each(['admin', 'staff'])('center staff (%s): the center queue, the content and notifications', async (who) => {
    const d = await dashboard(who);
    expect(d.sections).toEqual(['center', 'hours', 'content', 'notifications']);
    expect(d.organization).toBeNull();
    expect(d.volunteer).toBeNull();
    expect(d.mentor).toBeNull();
    const c = d.center;
    expect(c.pending_organizations).toBe(2);
    expect(ids(c.pending_organization_list)).toEqual([id.p2, id.p1]);
    expect(c.expiring_vacancies).toBe(3);
    expect(ids(c.expiring_vacancy_list)).toEqual([id.v1, id.v6, id.v2]);
    expect(c.expiring_vacancy_list[0]).toMatchObject({ title: 'Voorlezen', organization_name: 'Buurthuis A' });
    expect(c.unanswered_applications).toBe(3);
    expect(ids(c.unanswered_application_list)).toEqual([id.a1, id.a7, id.a2]);
    expect(c.unanswered_application_list[0]).toMatchObject({
      name: 'Gast Een',
      vacancy_id: id.v1,
      vacancy_title: 'Voorlezen',
      state: 'new',
    });
    expect(c.recent_organizations).toBe(3);
    expect(c.recent_volunteers).toBe(1);
    expect(d.notifications).toEqual({ unread: 0 });
  });

  test('another center sees only its own rows', async () => {
    const c = (await dashboard('foreignStaff')).center;
    expect(c).toMatchObject({
      pending_organizations: 1,
      expiring_vacancies: 1,
      unanswered_applications: 1,
      recent_organizations: 1,
      recent_volunteers: 1,
    });
  });

  test.each(['contentManager', 'pageManager'])('content staff (%s): drafts and recently changed pages only', async (who) => {
    const d = await dashboard(who);
    expect(d.sections).toEqual(['content', 'notifications']);
    expect(d.center).toBeNull();
    expect(d.content.drafts).toBe(2);
    expect(ids(d.content.draft_list)).toEqual([id.pg1, id.pg2]);
    expect(d.content.recently_changed).toBe(2);
    expect(ids(d.content.recently_changed_list)).toEqual([id.pg1, id.pg3]);
    expect(d.content.recently_changed_list[1]).toMatchObject({
      title: 'Gepubliceerd nieuw',
      is_published: true,
      page_type: 'default',
      locale: 'nl',
    });
  });

  test("an organization superuser: their organization's published vacancies and new applications", async () => {
    const d = await dashboard('superA');
    expect(d.sections).toEqual(['organization', 'hours', 'notifications']);
    expect(d.organization).toEqual({
      open_vacancies: 5,
      new_applications: 4,
      vacancies_with_new_applications: [
        { id: id.v1, title: 'Voorlezen', new_applications: 3 },
        { id: id.v2, title: 'Koken', new_applications: 1 },
      ],
    });
    const other = (await dashboard('superB')).organization;
    expect(other).toEqual({
      open_vacancies: 1,
      new_applications: 1,
      vacancies_with_new_applications: [{ id: id.v6, title: 'Trainen', new_applications: 1 }],
    });
  });

  test('a volunteer: their applications by state, suggestions they have not applied to, unread notifications', async () => {
    const d = await dashboard('volunteer');
    expect(d.sections).toEqual(['volunteer', 'notifications']);
    expect(d.volunteer.applications).toEqual({ ...NO_APPLICATIONS, new: 1, accepted: 1 });
    expect(ids(d.volunteer.recent_applications)).toEqual([id.a9, id.a7]);
    expect(d.volunteer.recent_applications[0]).toMatchObject({ state: 'accepted', vacancy_title: 'Trainen' });
    expect(ids(d.volunteer.suggested_vacancies)).toEqual([id.v7, id.v3, id.v1]);
    expect(d.notifications).toEqual({ unread: 2 });
  });

  test('a student has the volunteer section with their own applications', async () => {
    const d = await dashboard('student');
    expect(d.sections).toEqual(['volunteer', 'notifications']);
    expect(d.volunteer.applications).toEqual({ ...NO_APPLICATIONS, new: 1, rejected: 1 });
    expect(ids(d.volunteer.recent_applications)).toEqual([id.a10, id.a8]);
  });

  test("a mentor: their students' applications", async () => {
    const d = await dashboard('mentor');
    expect(d.sections).toEqual(['mentor', 'notifications']);
    expect(d.mentor.students).toBe(1);
    expect(d.mentor.applications).toEqual({ ...NO_APPLICATIONS, new: 1, rejected: 1 });
    expect(ids(d.mentor.recent_applications)).toEqual([id.a10, id.a8]);
  });

  test('each figure equals the total of the filtered list it links to', async () => {
    const total = async (who: string, path: string) => {
      const res = await call(backend, 'GET', path, { headers: h[who]! });
      expect(res.status).toBe(200);
      return res.json.meta.total_count;
    };
    const c = (await dashboard('staff')).center;
    expect(await total('staff', '/api/v1/organizations?filter[status_eq]=pending')).toBe(c.pending_organizations);
    expect(await total('staff', '/api/v1/vacancies?filter[status]=published&filter[expires_within_days]=14')).toBe(c.expiring_vacancies);
    expect(await total('staff', '/api/v1/applications?filter[status]=new&filter[waiting_days]=7')).toBe(c.unanswered_applications);
    expect(
      await total('staff', '/api/v1/users?filter[with_role]=volunteer&filter[status_eq]=active,inactive,invited&sort=-created_at'),
    ).toBeGreaterThanOrEqual(c.recent_volunteers);
    const content = (await dashboard('pageManager')).content;
    expect(await total('pageManager', '/api/v1/pages?filter[is_published]=false')).toBe(content.drafts);
    const o = (await dashboard('superA')).organization;
    expect(await total('superA', '/api/v1/vacancies?filter[status]=published')).toBe(o.open_vacancies);
    expect(await total('superA', '/api/v1/applications?filter[status]=new')).toBe(o.new_applications);
    expect(await total('superA', `/api/v1/applications?filter[status]=new&filter[vacancy_id]=${id.v1}`)).toBe(3);
    const v = (await dashboard('volunteer')).volunteer;
    expect(await total('volunteer', '/api/v1/applications?filter[status]=accepted')).toBe(v.applications.accepted);
    const m = (await dashboard('mentor')).mentor;
    expect(await total('mentor', '/api/v1/applications?filter[status]=new')).toBe(m.applications.new);
  });

  test('the list filters refuse bad values with a pointer', async () => {
    const bad = await call(backend, 'GET', '/api/v1/vacancies?filter[expires_within_days]=0', { headers: h.staff! });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].source).toEqual({ parameter: 'filter[expires_within_days]' });
    const worse = await call(backend, 'GET', '/api/v1/applications?filter[waiting_days]=veel', { headers: h.staff! });
    expect(worse.status).toBe(400);
    expect(worse.json.errors[0].source).toEqual({ parameter: 'filter[waiting_days]' });
  });
});
