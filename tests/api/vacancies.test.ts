/** /api/v1/vacancies: management list, show, create, update, soft delete, bulk edit; /api/v1/age_groups. */
import { eq, inArray } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { createAgeGroups, createVacancy } from '../support/factories/vacancies';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { en, expectError, expectForbidden, nl } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
type Org = Awaited<ReturnType<typeof createOrganization>>;
let orgA: Org;
let orgB: Org;
let foreignOrg: Org;
let staff: Headers;
let admin: Headers;
let superA: Headers;
let superAUserId: number;
let superAPhone: string;
let volunteer: Headers;
let contentManager: Headers;
let mentor: Headers;
let foreignStaff: Headers;
let groups: Awaited<ReturnType<typeof createAgeGroups>>;

type Vacancy = Awaited<ReturnType<typeof createVacancy>>;
const v: Record<string, Vacancy> = {};
const DAY = 24 * 3600_000;
const future = (days = 30) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  orgA = await createOrganization(backend.db, center.id, { name: 'Voedselbank Noord' });
  orgB = await createOrganization(backend.db, center.id, { name: 'Buurthuis Zuid' });
  foreignOrg = await createOrganization(backend.db, otherCenter.id, { name: 'Elders' });
  groups = await createAgeGroups(backend);

  const users = {
    staff: await createUser(backend.db, center.id, { role: 'center_superuser' }),
    admin: await createUser(backend.db, center.id, { role: 'admin' }),
    superA: await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: orgA.id }),
    volunteer: await createUser(backend.db, center.id, { role: 'volunteer' }),
    content: await createUser(backend.db, center.id, { role: 'content_manager' }),
    mentor: await createUser(backend.db, center.id, { role: 'mentor', organizationId: orgB.id }),
    foreign: await createUser(backend.db, otherCenter.id, { role: 'center_superuser' }),
  };
  superAUserId = users.superA.id;
  superAPhone = '0612345678';
  await backend.db.update(schema.users).set({ phoneNumber: superAPhone }).where(eq(schema.users.id, superAUserId));
  [staff, admin, superA, volunteer, contentManager, mentor] = await Promise.all([
    signIn(backend, center.id, users.staff.email),
    signIn(backend, center.id, users.admin.email),
    signIn(backend, center.id, users.superA.email),
    signIn(backend, center.id, users.volunteer.email),
    signIn(backend, center.id, users.content.email),
    signIn(backend, center.id, users.mentor.email),
  ]);
  foreignStaff = await signIn(backend, otherCenter.id, users.foreign.email);

  const c = { centerId: center.id };
  v.aPublished = await createVacancy(backend, {
    ...c,
    organizationId: orgA.id,
    title: 'Chauffeur boodschappenbus',
    tags: ['vervoer'],
    ageGroupIds: [groups[3]!.id],
    contactPersonId: superAUserId,
  });
  v.aDraft = await createVacancy(backend, {
    ...c,
    organizationId: orgA.id,
    status: 'draft',
    title: 'Gastheer buurthuis',
    vacancyType: 'p2p',
  });
  v.bPublished = await createVacancy(backend, {
    ...c,
    organizationId: orgB.id,
    title: 'Taalmaatje gezocht',
    vacancyType: 'language',
    tags: ['taal'],
  });
  v.bDeleted = await createVacancy(backend, { ...c, organizationId: orgB.id, status: 'deleted', title: 'Weg' });
  v.foreign = await createVacancy(backend, { centerId: otherCenter.id, organizationId: foreignOrg.id, title: 'Elders vacature' });
}, 60_000);
afterAll(() => backend.close(), 60_000);

const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((o) => o.id).sort();
const idOf = (...rows: Vacancy[]) => rows.map((r) => String(r.id)).sort();
const row = async (id: number) => (await backend.db.select().from(schema.vacancies).where(eq(schema.vacancies.id, id)))[0]!;
const body = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: 'vacancies', ...(id ? { id: String(id) } : {}), attributes },
});
const bulk = (attributes: Record<string, unknown>) => ({ data: { type: 'vacancy_bulk_edits', attributes } });

describe('GET /api/v1/vacancies (management list)', () => {
  test('center staff see every vacancy of the center but deleted ones, never another center', async () => {
    const res = await call(backend, 'GET', '/api/v1/vacancies', { headers: staff });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(idOf(v.aPublished!, v.aDraft!, v.bPublished!));
    expect(res.json.meta.total_count).toBe(3);
    expect(res.json.data[0]).toMatchObject({ type: 'vacancies', attributes: { organization_name: expect.any(String) } });
    const adminRes = await call(backend, 'GET', '/api/v1/vacancies', { headers: admin });
    expect(ids(adminRes)).toEqual(idOf(v.aPublished!, v.aDraft!, v.bPublished!));
  });

  test('an organization superuser sees only the vacancies of their organization', async () => {
    const res = await call(backend, 'GET', '/api/v1/vacancies', { headers: superA });
    expect(ids(res)).toEqual(idOf(v.aPublished!, v.aDraft!));
    // Asking for another organization does not widen the list.
    const other = await call(backend, 'GET', `/api/v1/vacancies?filter[organization_id]=${orgB.id}`, { headers: superA });
    expect(other.json.data).toEqual([]);
  });

  test('filters: status, vacancy_type, organization_id, tag, age_group_id, q; sort and pagination', async () => {
    const get = (query: string) => call(backend, 'GET', `/api/v1/vacancies?${query}`, { headers: staff });
    expect(ids(await get('filter[status]=draft'))).toEqual(idOf(v.aDraft!));
    expect(ids(await get('filter[status]=deleted'))).toEqual(idOf(v.bDeleted!));
    expect(ids(await get('filter[vacancy_type]=language,p2p'))).toEqual(idOf(v.aDraft!, v.bPublished!));
    expect(ids(await get(`filter[organization_id]=${orgB.id}`))).toEqual(idOf(v.bPublished!));
    expect(ids(await get('filter[tag]=vervoer'))).toEqual(idOf(v.aPublished!));
    expect(ids(await get(`filter[age_group_id]=${groups[3]!.id}`))).toEqual(idOf(v.aPublished!));
    expect(ids(await get('filter[q]=chauffeurs'))).toEqual(idOf(v.aPublished!));
    expect(ids(await get('filter[q]=buurth'))).toEqual(idOf(v.aDraft!));
    const sorted = await get('sort=title&page[size]=2');
    expect(sorted.json.data.map((d: { attributes: { title: string } }) => d.attributes.title)).toEqual([
      'Chauffeur boodschappenbus',
      'Gastheer buurthuis',
    ]);
    expect(sorted.json.meta.total_count).toBe(3);
    expect(sorted.json.links.next).toContain('page%5Bnumber%5D=2');
  });

  test('bad parameters are 400 naming the parameter', async () => {
    expectError(await call(backend, 'GET', '/api/v1/vacancies?filter[status]=gone', { headers: staff }), 400, 'invalidFilter', {
      parameter: 'filter[status]',
    });
    expectError(await call(backend, 'GET', '/api/v1/vacancies?filter[color]=red', { headers: staff }), 400, 'unknownFilter', {
      parameter: 'filter[color]',
    });
    expectError(await call(backend, 'GET', '/api/v1/vacancies?sort=salary', { headers: staff }), 400, 'unknownSort', { parameter: 'sort' });
  });

  test('signed out is 401; volunteers, content managers and mentors are 403', async () => {
    expectError(await call(backend, 'GET', '/api/v1/vacancies', { headers: centerHeaders(center.id) }), 401, 'unauthorized');
    for (const headers of [volunteer, contentManager, mentor])
      expectForbidden(await call(backend, 'GET', '/api/v1/vacancies', { headers }));
  });
});

describe('GET /api/v1/vacancies/:id', () => {
  test('a public vacancy is readable signed out; the contact person phone only when visible', async () => {
    const res = await call(backend, 'GET', `/api/v1/vacancies/${v.aPublished!.id}?include=contact_person`, {
      headers: centerHeaders(center.id),
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: String(v.aPublished!.id),
      attributes: { title: 'Chauffeur boodschappenbus', status: 'published', organization_name: 'Voedselbank Noord' },
    });
    expect(res.json.data.relationships.contact_person.data).toEqual({ type: 'users', id: String(superAUserId) });
    expect(res.json.included[0].attributes.phone_number).toBeNull();
    const manager = await call(backend, 'GET', `/api/v1/vacancies/${v.aPublished!.id}?include=contact_person`, { headers: superA });
    expect(manager.json.included[0].attributes.phone_number).toBe(superAPhone);
  });

  test('a draft is 404 to the public and to volunteers, readable by its managers', async () => {
    expectError(await call(backend, 'GET', `/api/v1/vacancies/${v.aDraft!.id}`, { headers: centerHeaders(center.id) }), 404, 'notFound');
    expectError(await call(backend, 'GET', `/api/v1/vacancies/${v.aDraft!.id}`, { headers: volunteer }), 404, 'notFound');
    expect((await call(backend, 'GET', `/api/v1/vacancies/${v.aDraft!.id}`, { headers: superA })).status).toBe(200);
    expect((await call(backend, 'GET', `/api/v1/vacancies/${v.aDraft!.id}`, { headers: staff })).status).toBe(200);
  });

  test("another center's vacancy is 404, even for its own staff on this center", async () => {
    expectError(await call(backend, 'GET', `/api/v1/vacancies/${v.foreign!.id}`, { headers: staff }), 404, 'notFound');
    expect((await call(backend, 'GET', `/api/v1/vacancies/${v.foreign!.id}`, { headers: foreignStaff })).status).toBe(200);
  });

  test('a bad id is 400', async () => {
    expectError(await call(backend, 'GET', '/api/v1/vacancies/abc', { headers: staff }), 400, 'invalidId', { parameter: 'id' });
  });
});

describe('POST /api/v1/vacancies', () => {
  test('an organization superuser creates a draft for their organization; the description is sanitized', async () => {
    const res = await call(backend, 'POST', '/api/v1/vacancies', {
      headers: superA,
      body: body({
        title: 'Vrijwilliger kledingbank',
        description: '<p onclick="x()">Help <strong>mee</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
        tags: ['kleding', 'kleding', 'zorg'],
        age_group_ids: [groups[2]!.id, groups[0]!.id],
        contact_person_id: superAUserId,
        contact_phone_visible: true,
        hours_per_week: 4,
        postal_code: '1234ab',
        city: 'Amstelveen',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.attributes).toMatchObject({
      title: 'Vrijwilliger kledingbank',
      status: 'draft',
      vacancy_type: 'volunteering',
      organization_id: orgA.id,
      description: '<p>Help <strong>mee</strong></p>',
      tags: ['kleding', 'zorg'],
      age_group_ids: [groups[0]!.id, groups[2]!.id],
      postal_code: '1234 AB',
      published_at: null,
    });
    // The postal code is placed on the map (region centroid here: nothing else is known near it).
    expect(res.json.data.attributes.latitude).toBeCloseTo(52.23, 1);
    const stored = await row(Number(res.json.data.id));
    expect(stored.descriptionText).toBe('Help mee');
  });

  test('staff publish an activity for any organization of the center', async () => {
    const res = await call(backend, 'POST', '/api/v1/vacancies', {
      headers: staff,
      body: body({
        title: 'Opschoondag park',
        organization_id: orgB.id,
        status: 'published',
        vacancy_type: 'activity',
        activity_frequency: 'multi_day',
        starts_on: '2030-05-01',
        ends_on: '2030-05-03',
        start_time: '09:30',
        end_time: '12:00',
        expires_at: future(),
        latitude: 52.1,
        longitude: 5.1,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.attributes).toMatchObject({
      status: 'published',
      activity_frequency: 'multi_day',
      starts_on: '2030-05-01',
      ends_on: '2030-05-03',
      start_time: '09:30',
      end_time: '12:00',
    });
    expect(res.json.data.attributes.published_at).not.toBeNull();
  });

  test('validation errors point at the attribute, translated, and store nothing', async () => {
    const before = (await backend.db.select().from(schema.vacancies)).length;
    expectError(await call(backend, 'POST', '/api/v1/vacancies', { headers: superA, body: body({ title: '' }) }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/title',
    });
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: superA, body: body({ title: 'Goed', salary: 1 }) }),
      422,
      'unknownAttribute',
      { pointer: '/data/attributes/salary' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: superA, body: body({ title: 'Goed', vacancy_type: 'job' }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/vacancy_type' },
    );
    const activity = await call(backend, 'POST', '/api/v1/vacancies', {
      headers: { ...superA, ...en },
      body: body({ title: 'Activiteit', vacancy_type: 'activity' }),
    });
    expect(expectError(activity, 422, 'invalidAttribute', { pointer: '/data/attributes/activity_frequency' }).detail).toBe(
      'Choose how often the activity takes place.',
    );
    const range = await call(backend, 'POST', '/api/v1/vacancies', {
      headers: { ...superA, ...nl },
      body: body({
        title: 'Activiteit',
        vacancy_type: 'activity',
        activity_frequency: 'multi_day',
        starts_on: '2030-05-03',
        ends_on: '2030-05-01',
      }),
    });
    expect(expectError(range, 422, 'invalidAttribute', { pointer: '/data/attributes/ends_on' }).detail).toBe(
      'Het einde moet na het begin liggen.',
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: superA, body: body({ title: 'Goed', latitude: 52.1 }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/longitude' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: superA, body: body({ title: 'Goed', start_time: '25:00' }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/start_time' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: superA, body: body({ title: 'Goed', age_group_ids: [999999] }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/age_group_ids/0' },
    );
    const stranger = await createUser(backend.db, center.id, { role: 'volunteer' });
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: superA, body: body({ title: 'Goed', contact_person_id: stranger.id }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/contact_person_id' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', {
        headers: superA,
        body: body({ title: 'Goed', status: 'published', expires_at: '2020-01-01' }),
      }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/expires_at' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: superA, body: body({ title: 'Goed', status: 'filled' }) }),
      422,
      'invalidTransition',
      { pointer: '/data/attributes/status' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: staff, body: body({ title: 'Goed' }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/organization_id' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: staff, body: body({ title: 'Goed', organization_id: foreignOrg.id }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/organization_id' },
    );
    expect((await backend.db.select().from(schema.vacancies)).length).toBe(before);
  });

  test('403 for another organization and for roles without vacancies; 401 signed out', async () => {
    expectForbidden(
      await call(backend, 'POST', '/api/v1/vacancies', {
        headers: superA,
        body: body({ title: 'Niet van mij', organization_id: orgB.id }),
      }),
    );
    for (const headers of [volunteer, contentManager, mentor])
      expectForbidden(
        await call(backend, 'POST', '/api/v1/vacancies', { headers, body: body({ title: 'Niet toegestaan', organization_id: orgB.id }) }),
      );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies', { headers: centerHeaders(center.id), body: body({ title: 'Anoniem' }) }),
      401,
      'unauthorized',
    );
  });
});

describe('PATCH /api/v1/vacancies/:id', () => {
  test('its organization superuser updates it; HTML is sanitized', async () => {
    const target = await createVacancy(backend, { centerId: center.id, organizationId: orgA.id, status: 'draft' });
    const res = await call(backend, 'PATCH', `/api/v1/vacancies/${target.id}`, {
      headers: superA,
      body: body(
        { title: 'Nieuwe titel', description: '<p>Hallo<iframe src="https://evil"></iframe></p><a href="javascript:alert(1)">x</a>' },
        target.id,
      ),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.title).toBe('Nieuwe titel');
    expect(res.json.data.attributes.description).toBe('<p>Hallo</p><a>x</a>');
  });

  test('validation error with pointer changes nothing', async () => {
    const res = await call(backend, 'PATCH', `/api/v1/vacancies/${v.aPublished!.id}`, {
      headers: superA,
      body: body({ hours_per_week: -1, title: 'Andere titel' }),
    });
    expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/hours_per_week' });
    expect((await row(v.aPublished!.id)).title).toBe('Chauffeur boodschappenbus');
  });

  test('403 for other roles on a public vacancy, 404 on a hidden one and on another center', async () => {
    for (const headers of [volunteer, contentManager, mentor])
      expectForbidden(await call(backend, 'PATCH', `/api/v1/vacancies/${v.aPublished!.id}`, { headers, body: body({ title: 'Gekaapt' }) }));
    expectError(
      await call(backend, 'PATCH', `/api/v1/vacancies/${v.aDraft!.id}`, { headers: volunteer, body: body({ title: 'Gekaapt' }) }),
      404,
      'notFound',
    );
    expectError(
      await call(backend, 'PATCH', `/api/v1/vacancies/${v.foreign!.id}`, { headers: staff, body: body({ title: 'Gekaapt' }) }),
      404,
      'notFound',
    );
    // Moving a vacancy to an organization one does not manage is refused too.
    expectForbidden(
      await call(backend, 'PATCH', `/api/v1/vacancies/${v.aPublished!.id}`, { headers: superA, body: body({ organization_id: orgB.id }) }),
    );
    expect((await row(v.aPublished!.id)).title).toBe('Chauffeur boodschappenbus');
  });
});

describe('DELETE /api/v1/vacancies/:id', () => {
  test('soft delete: status deleted, hidden from lists and the public', async () => {
    const target = await createVacancy(backend, { centerId: center.id, organizationId: orgA.id });
    const res = await call(backend, 'DELETE', `/api/v1/vacancies/${target.id}`, { headers: superA });
    expect(res.status).toBe(204);
    const stored = await row(target.id);
    expect(stored.status).toBe('deleted');
    expect(stored.deletedAt).not.toBeNull();
    const list = await call(backend, 'GET', '/api/v1/vacancies?page[size]=1000', { headers: superA });
    expect(ids(list)).not.toContain(String(target.id));
    expectError(await call(backend, 'GET', `/api/v1/vacancies/${target.id}`, { headers: centerHeaders(center.id) }), 404, 'notFound');
    // Deleting again is harmless.
    expect((await call(backend, 'DELETE', `/api/v1/vacancies/${target.id}`, { headers: superA })).status).toBe(204);
  });

  test('403 for other roles, 404 for another center', async () => {
    for (const headers of [volunteer, contentManager, mentor])
      expectForbidden(await call(backend, 'DELETE', `/api/v1/vacancies/${v.bPublished!.id}`, { headers }));
    expectForbidden(await call(backend, 'DELETE', `/api/v1/vacancies/${v.bPublished!.id}`, { headers: superA }));
    expectError(await call(backend, 'DELETE', `/api/v1/vacancies/${v.foreign!.id}`, { headers: staff }), 404, 'notFound');
    expect((await row(v.bPublished!.id)).status).toBe('published');
  });
});

describe('POST /api/v1/vacancies/bulk_edit', () => {
  const make = async (n: number, status: 'published' | 'draft' = 'published', organizationId = orgA.id) => {
    const rows: Vacancy[] = [];
    for (let i = 0; i < n; i++) rows.push(await createVacancy(backend, { centerId: center.id, organizationId, status, tags: ['oud'] }));
    return rows;
  };
  const statuses = async (rows: Vacancy[]) =>
    (
      await backend.db
        .select()
        .from(schema.vacancies)
        .where(
          inArray(
            schema.vacancies.id,
            rows.map((r) => r.id),
          ),
        )
    ).map((r) => r.status);

  test('changes status, expiry and tags of many vacancies at once', async () => {
    const rows = await make(3);
    const expiresAt = future(90);
    const res = await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', {
      headers: superA,
      body: bulk({ ids: rows.map((r) => r.id), status: 'archived', expires_at: expiresAt, add_tags: ['nieuw'], remove_tags: ['oud'] }),
    });
    expect(res.status).toBe(200);
    expect(res.json.meta.updated_count).toBe(3);
    expect(res.json.data).toHaveLength(3);
    for (const r of rows) {
      const stored = await row(r.id);
      expect(stored).toMatchObject({ status: 'archived', tags: ['nieuw'] });
      expect(stored.expiresAt?.toISOString()).toBe(expiresAt);
    }
  });

  test('one unknown or foreign id: 422 pointing at it, nothing changed', async () => {
    const rows = await make(2);
    const res = await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', {
      headers: staff,
      body: bulk({ ids: [rows[0]!.id, v.foreign!.id, rows[1]!.id], status: 'filled' }),
    });
    expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/ids/1' });
    expect(await statuses(rows)).toEqual(['published', 'published']);
  });

  test('one refused transition: 422 pointing at it, the earlier items are rolled back', async () => {
    const rows = await make(2);
    const [draft] = await make(1, 'draft');
    const res = await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', {
      headers: { ...superA, ...nl },
      body: bulk({ ids: [rows[0]!.id, rows[1]!.id, draft!.id], status: 'filled' }),
    });
    const error = expectError(res, 422, 'invalidTransition', { pointer: '/data/attributes/ids/2' });
    expect(error.detail).toContain('concept');
    expect(await statuses([...rows, draft!])).toEqual(['published', 'published', 'draft']);
  });

  test("another organization's vacancy in an organization superuser's edit: nothing changed", async () => {
    const mine = await make(1);
    const theirs = await make(1, 'published', orgB.id);
    const res = await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', {
      headers: superA,
      body: bulk({ ids: [mine[0]!.id, theirs[0]!.id], add_tags: ['x'] }),
    });
    expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/ids/1' });
    expect((await row(mine[0]!.id)).tags).toEqual(['oud']);
  });

  test('a bulk edit without a change, or with bad ids, is 422; other roles are 403', async () => {
    const rows = await make(1);
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', { headers: staff, body: bulk({ ids: [rows[0]!.id] }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', { headers: staff, body: bulk({ ids: [] }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/ids' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', { headers: staff, body: bulk({ ids: ['x'], status: 'filled' }) }),
      422,
      'invalidAttribute',
      { pointer: '/data/attributes/ids/0' },
    );
    for (const headers of [volunteer, contentManager, mentor])
      expectForbidden(
        await call(backend, 'POST', '/api/v1/vacancies/bulk_edit', { headers, body: bulk({ ids: [rows[0]!.id], status: 'filled' }) }),
      );
    expect((await row(rows[0]!.id)).status).toBe('published');
  });
});

describe('GET /api/v1/age_groups', () => {
  test('public, in order, named in the request language', async () => {
    const res = await call(backend, 'GET', '/api/v1/age_groups', { headers: { ...centerHeaders(center.id), ...en } });
    expect(res.status).toBe(200);
    expect(res.json.data.map((g: { attributes: { name: string } }) => g.attributes.name)).toEqual([
      'Children',
      'Young people',
      'Adults',
      'Seniors',
    ]);
    const dutch = await call(backend, 'GET', '/api/v1/age_groups', { headers: { ...centerHeaders(center.id), ...nl } });
    expect(dutch.json.data[0].attributes).toMatchObject({ key: 'children', name: 'Kinderen' });
  });
});
