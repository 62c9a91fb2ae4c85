/** GET /api/v1/vacancies/search: the public vacancy bank (text search in Dutch and English, filters, distance). */
import { createAgeGroups, createVacancy } from '../support/factories/vacancies';
import { call, centerHeaders, createCenter, createOrganization, startTestBackend, type TestBackend } from '../support/api';
import { en, expectError } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
type Org = Awaited<ReturnType<typeof createOrganization>>;
let orgA: Org;
let orgB: Org;
type Vacancy = Awaited<ReturnType<typeof createVacancy>>;
const v: Record<string, Vacancy> = {};
let groups: Awaited<ReturnType<typeof createAgeGroups>>;
const DAY = 24 * 3600_000;

// Amsterdam centre, Utrecht (~35 km) and Maastricht (~170 km).
const AMSTERDAM = { latitude: 52.3728, longitude: 4.8936, postalCode: '1012 AB', city: 'Amsterdam' };
const UTRECHT = { latitude: 52.0907, longitude: 5.1214, postalCode: '3511 AA', city: 'Utrecht' };
const MAASTRICHT = { latitude: 50.8514, longitude: 5.691, postalCode: '6211 AA', city: 'Maastricht' };

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  orgA = await createOrganization(backend.db, center.id, { name: 'Voedselbank' });
  orgB = await createOrganization(backend.db, center.id, { name: 'Sportclub' });
  const pending = await createOrganization(backend.db, center.id, { name: 'Nog niet goedgekeurd', status: 'pending' });
  const foreign = await createOrganization(backend.db, otherCenter.id, { name: 'Elders' });
  groups = await createAgeGroups(backend);
  const c = { centerId: center.id };
  const ago = (days: number) => new Date(Date.now() - days * DAY);

  v.foodbank = await createVacancy(backend, {
    ...c,
    organizationId: orgA.id,
    title: 'Vrijwilliger voedselbank',
    description: '<p>Help bij het sorteren van voedselpakketten.</p>',
    tags: ['voedsel'],
    ageGroupIds: [groups[2]!.id],
    publishedAt: ago(3),
    ...AMSTERDAM,
  });
  v.mention = await createVacancy(backend, {
    ...c,
    organizationId: orgB.id,
    title: 'Trainer jeugdvoetbal',
    description: '<p>Wij zoeken vrijwilligers die de jeugd willen trainen op zaterdag.</p>',
    tags: ['sport'],
    ageGroupIds: [groups[1]!.id],
    vacancyType: 'volunteering',
    publishedAt: ago(1),
    ...UTRECHT,
  });
  v.english = await createVacancy(backend, {
    ...c,
    organizationId: orgA.id,
    title: 'Volunteer drivers needed',
    description: '<p>We are looking for drivers to bring elderly people to the hospital.</p>',
    vacancyType: 'p2p',
    publishedAt: ago(2),
    ...MAASTRICHT,
  });
  v.activity = await createVacancy(backend, {
    ...c,
    organizationId: orgB.id,
    title: 'Opschoondag in het park',
    vacancyType: 'activity',
    activityFrequency: 'multi_day',
    startsOn: '2030-06-10',
    endsOn: '2030-06-12',
    publishedAt: ago(4),
  });
  v.language = await createVacancy(backend, {
    ...c,
    organizationId: orgA.id,
    title: 'Taalmaatje',
    vacancyType: 'language',
    publishedAt: ago(5),
  });
  // Never public:
  v.draft = await createVacancy(backend, { ...c, organizationId: orgA.id, status: 'draft', title: 'Vrijwilliger concept' });
  v.pastExpiry = await createVacancy(backend, { ...c, organizationId: orgA.id, title: 'Vrijwilliger verlopen', expiresAt: ago(1) });
  v.filled = await createVacancy(backend, { ...c, organizationId: orgA.id, status: 'filled', title: 'Vrijwilliger vervuld' });
  v.pendingOrg = await createVacancy(backend, { ...c, organizationId: pending.id, title: 'Vrijwilliger in afwachting' });
  v.deleted = await createVacancy(backend, { ...c, organizationId: orgA.id, status: 'deleted', title: 'Vrijwilliger verwijderd' });
  v.foreign = await createVacancy(backend, { centerId: otherCenter.id, organizationId: foreign.id, title: 'Vrijwilliger elders' });
}, 60_000);
afterAll(() => backend.close(), 60_000);

const search = (query = '', headers: Record<string, string> = {}) =>
  call(backend, 'GET', `/api/v1/vacancies/search${query ? `?${query}` : ''}`, { headers: { ...centerHeaders(center.id), ...headers } });
const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((d) => d.id);
const idOf = (...rows: Vacancy[]) => rows.map((r) => String(r.id));
const sorted = (list: string[]) => [...list].sort();

describe('what is public', () => {
  test('signed out: only published, unexpired vacancies of approved organizations of this center, newest first', async () => {
    const res = await search();
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(idOf(v.mention!, v.english!, v.foodbank!, v.activity!, v.language!));
    expect(res.json.meta.total_count).toBe(5);
  });

  test('pagination with meta.total_count and links', async () => {
    const res = await search('page[size]=2&page[number]=2');
    expect(ids(res)).toEqual(idOf(v.foodbank!, v.activity!));
    expect(res.json.meta).toMatchObject({ total_count: 5, page: { number: 2, size: 2, total_pages: 3 } });
    expect(res.json.links.prev).toContain('page%5Bnumber%5D=1');
    // The last page, partly filled, and a page past the end still know the total.
    const last = await search('page[size]=2&page[number]=3');
    expect(ids(last)).toHaveLength(1);
    expect(last.json.meta.total_count).toBe(5);
    const past = await search('page[size]=2&page[number]=9');
    expect(past.json.data).toEqual([]);
    expect(past.json.meta.total_count).toBe(5);
  });
});

describe('text search', () => {
  test('Dutch stemming: "vrijwilligers" finds "Vrijwilliger"; a title match ranks above a description match', async () => {
    const res = await search('filter[q]=vrijwilligers');
    expect(ids(res)).toEqual(idOf(v.foodbank!, v.mention!));
    const plural = await search('q=voedselpakket');
    expect(ids(plural)).toEqual(idOf(v.foodbank!));
  });

  test('English stemming: "driver" finds "drivers", "hospitals" finds "hospital"', async () => {
    expect(ids(await search('filter[q]=driver', en))).toEqual(idOf(v.english!));
    expect(ids(await search('filter[q]=hospitals'))).toEqual(idOf(v.english!));
  });

  test('web search syntax: phrases, OR and exclusion', async () => {
    expect(sorted(ids(await search(`filter[q]=${encodeURIComponent('voedselbank or trainer')}`)))).toEqual(
      sorted(idOf(v.foodbank!, v.mention!)),
    );
    expect(ids(await search(`filter[q]=${encodeURIComponent('vrijwilliger -voedselbank')}`))).toEqual(idOf(v.mention!));
    expect(ids(await search(`filter[q]=${encodeURIComponent('"jeugd willen trainen"')}`))).toEqual(idOf(v.mention!));
  });

  test('a query of only stop words (of both languages) is no text filter at all', async () => {
    expect((await search('filter[q]=in')).json.meta.total_count).toBe(5);
    expect((await search(`filter[q]=${encodeURIComponent('is in')}`, en)).json.meta.total_count).toBe(5);
  });

  test('hidden vacancies are never found by text', async () => {
    const res = await search('filter[q]=vrijwilliger&page[size]=100');
    for (const hidden of [v.draft, v.pastExpiry, v.filled, v.pendingOrg, v.deleted, v.foreign])
      expect(ids(res)).not.toContain(String(hidden!.id));
  });
});

describe('filters', () => {
  test('vacancy_type (a list), tag, age_group_id and organization_id', async () => {
    expect(sorted(ids(await search('filter[vacancy_type]=p2p,language')))).toEqual(sorted(idOf(v.english!, v.language!)));
    expect(ids(await search('filter[tag]=sport'))).toEqual(idOf(v.mention!));
    expect(ids(await search(`filter[age_group_id]=${groups[2]!.id}`))).toEqual(idOf(v.foodbank!));
    expect(sorted(ids(await search(`filter[organization_id]=${orgB.id}`)))).toEqual(sorted(idOf(v.mention!, v.activity!)));
  });

  test('activity dates: starts_from and starts_until overlap the activity', async () => {
    expect(ids(await search('filter[starts_from]=2030-06-11'))).toEqual(idOf(v.activity!));
    expect(ids(await search('filter[starts_from]=2030-06-13'))).toEqual([]);
    expect(ids(await search('filter[starts_until]=2030-06-09'))).toEqual([]);
    expect(ids(await search('filter[starts_from]=2030-06-01&filter[starts_until]=2030-06-10&sort=starts_on'))).toEqual(idOf(v.activity!));
  });

  test('distance from a point: within the radius only, sorted by distance, with meta.distance_km', async () => {
    const near = await search(`filter[lat]=${AMSTERDAM.latitude}&filter[lng]=${AMSTERDAM.longitude}&filter[distance_km]=50&sort=distance`);
    expect(ids(near)).toEqual(idOf(v.foodbank!, v.mention!));
    expect(near.json.data[0].meta.distance_km).toBe(0);
    expect(near.json.data[1].meta.distance_km).toBeGreaterThan(30);
    expect(near.json.data[1].meta.distance_km).toBeLessThan(40);
    const close = await search(`filter[lat]=${AMSTERDAM.latitude}&filter[lng]=${AMSTERDAM.longitude}&filter[distance_km]=10`);
    expect(ids(close)).toEqual(idOf(v.foodbank!));
  });

  test('distance from a postal code (known positions with the same 4 digits, else the region)', async () => {
    const res = await search(`filter[postal_code]=${encodeURIComponent('6211 CD')}&filter[distance_km]=5`);
    expect(ids(res)).toEqual(idOf(v.english!));
    const region = await search(`filter[postal_code]=3500&filter[distance_km]=15`);
    expect(ids(region)).toEqual(idOf(v.mention!));
  });

  test('bad filters are 400 naming the parameter', async () => {
    expectError(await search('filter[postal_code]=ABCD'), 400, 'invalidFilter', { parameter: 'filter[postal_code]' });
    expectError(await search('filter[distance_km]=10'), 400, 'invalidFilter', { parameter: 'filter[distance_km]' });
    expectError(await search('filter[lat]=52'), 400, 'invalidFilter', { parameter: 'filter[lng]' });
    expectError(await search('filter[vacancy_type]=job'), 400, 'invalidFilter', { parameter: 'filter[vacancy_type]' });
    expectError(await search('filter[status]=draft'), 400, 'unknownFilter', { parameter: 'filter[status]' });
    expectError(await search('filter[starts_from]=morgen'), 400, 'invalidFilter', { parameter: 'filter[starts_from]' });
    expectError(await search('sort=distance'), 400, 'unknownSort', { parameter: 'sort' });
  });
});

describe('another center', () => {
  test('sees only its own vacancy bank', async () => {
    const res = await call(backend, 'GET', '/api/v1/vacancies/search', { headers: centerHeaders(otherCenter.id) });
    expect(ids(res)).toEqual(idOf(v.foreign!));
  });
});
