/**
 * The social map (docs/api.md, "Social map"; docs/domain.md#social-map): GET /api/v1/social_map/organizations, one
 * organization, and the marker feed. Only the center's approved organizations whose profile shows them; every filter,
 * sort and page; distance from a postal code and from a point; the map's area; the compact marker feed with its
 * ETag; bad filters are 400 naming the parameter and change nothing; organization writes name the cache tag.
 */
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
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
import { expectError, includedOf, rowCount } from './helpers';

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
const lookups = { care: 0, sports: 0, companionship: 0, transport: 0, language: 0 };
/** The organizations of A by a short name. */
const orgs: Record<string, number> = {};

async function entry(table: typeof schema.nonProfitTypes | typeof schema.activityTypes, centerId: number, key: string, nameNl: string) {
  const [row] = await backend.db.insert(table).values({ volunteerCenterId: centerId, key, nameNl, nameEn: nameNl }).returning();
  return row!.id;
}

interface Fixture {
  name: string;
  description?: string;
  status?: 'approved' | 'pending' | 'denied' | 'archived' | 'deleted';
  shown?: boolean;
  /** No profile at all. */
  noProfile?: boolean;
  address?: { postalCode: string; city: string; latitude: number | null; longitude: number | null };
  typeId?: number | null;
  activityTypeIds?: number[];
}

async function organization(centerId: number, f: Fixture) {
  const db = backend.db;
  const org = await createOrganization(db, centerId, { name: f.name, status: f.status ?? 'approved' });
  const [address] = f.address
    ? await db
        .insert(schema.addresses)
        .values({ street: 'Markt', houseNumber: '1', ...f.address })
        .returning()
    : [];
  await db
    .update(schema.organizations)
    .set({ description: f.description ?? null, addressId: address?.id ?? null, deletedAt: f.status === 'deleted' ? new Date() : null })
    .where(eq(schema.organizations.id, org.id));
  if (!f.noProfile)
    await db.insert(schema.organizationProfiles).values({
      organizationId: org.id,
      showOnSocialMap: f.shown ?? true,
      nonProfitTypeId: f.typeId ?? null,
      activityTypeIds: f.activityTypeIds ?? [],
    });
  return org.id;
}

const AMERSFOORT = { postalCode: '3811 AB', city: 'Amersfoort', latitude: 52.1561234, longitude: 5.3878987 };
const UTRECHT = { postalCode: '3511 CE', city: 'Utrecht', latitude: 52.0907, longitude: 5.1214 };
const ZWOLLE = { postalCode: '8011 CW', city: 'Zwolle', latitude: 52.5125, longitude: 6.0944 };

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db, { tenantKey: 'demo' });
  b = await createCenter(backend.db, { tenantKey: 'demo' });
  lookups.care = await entry(schema.nonProfitTypes, a.id, 'care', 'Zorg en welzijn');
  lookups.sports = await entry(schema.nonProfitTypes, a.id, 'sports', 'Sport');
  lookups.companionship = await entry(schema.activityTypes, a.id, 'companionship', 'Gezelschap');
  lookups.transport = await entry(schema.activityTypes, a.id, 'transport', 'Vervoer');
  lookups.language = await entry(schema.activityTypes, a.id, 'language', 'Taal');
  const bCare = await entry(schema.nonProfitTypes, b.id, 'care', 'Zorg en welzijn');

  orgs.foodBank = await organization(a.id, {
    name: 'Voedselbank Amersfoort',
    description: 'Wij verdelen voedselpakketten onder gezinnen.',
    address: AMERSFOORT,
    typeId: lookups.care,
    activityTypeIds: [lookups.companionship, lookups.transport],
  });
  orgs.sports = await organization(a.id, {
    name: 'Sportclub De Ren',
    description: 'Football and running for everyone in the city.',
    address: UTRECHT,
    typeId: lookups.sports,
    activityTypeIds: [lookups.language],
  });
  orgs.community = await organization(a.id, {
    name: 'Buurthuis Zwolle',
    description: 'Ontmoeting in de wijk, in samenwerking met de voedselbank.',
    address: ZWOLLE,
  });
  orgs.noAddress = await organization(a.id, { name: 'Stichting Zonder Adres', typeId: lookups.care });
  orgs.hidden = await organization(a.id, { name: 'Verborgen Voedselbank', shown: false, address: AMERSFOORT });
  orgs.noProfile = await organization(a.id, { name: 'Zonder Profiel Voedselbank', noProfile: true, address: AMERSFOORT });
  for (const status of ['pending', 'denied', 'archived', 'deleted'] as const)
    orgs[status] = await organization(a.id, { name: `Voedselbank ${status}`, status, address: AMERSFOORT, typeId: lookups.care });
  orgs.otherCenter = await organization(b.id, { name: 'Voedselbank Elders', address: AMERSFOORT, typeId: bCare });
}, 120_000);
afterAll(() => backend.close(), 60_000);

const ON_THE_MAP = () => [orgs.community, orgs.sports, orgs.noAddress, orgs.foodBank];

const list = (query = '', headers = centerHeaders(a.id)) => call(backend, 'GET', `/api/v1/social_map/organizations${query}`, { headers });
const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((r) => Number(r.id));
const distances = (res: { json: { data: { meta: { distance_km: number | null } }[] } }) => res.json.data.map((r) => r.meta.distance_km);

describe('GET /api/v1/social_map/organizations', () => {
  test('only approved organizations whose profile shows them, of this center; address and profile included', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/vnd.api+json');
    // Default sort without words or a point: by name.
    expect(ids(res)).toEqual(ON_THE_MAP());
    expect(res.json.meta).toMatchObject({ total_count: 4, page: { number: 1, size: 20, total_pages: 1 } });
    const food = res.json.data.find((r: { id: string }) => Number(r.id) === orgs.foodBank);
    expect(food).toMatchObject({
      type: 'organizations',
      attributes: { name: 'Voedselbank Amersfoort', status: 'approved', city: 'Amersfoort', volunteer_center_id: a.id },
      relationships: { address: { data: { type: 'addresses' } }, profile: { data: { type: 'organization_profiles' } } },
      meta: { distance_km: null },
    });
    expect(includedOf(res.json, 'addresses')).toHaveLength(3);
    const profiles = includedOf(res.json, 'organization_profiles') as unknown as { attributes: Record<string, unknown> }[];
    expect(profiles).toHaveLength(4);
    expect(profiles.map((p) => p.attributes)).toContainEqual({
      non_profit_type_id: lookups.care,
      show_on_social_map: true,
      activity_type_ids: [lookups.companionship, lookups.transport],
    });
    // The organization without an address has no address relationship and no distance.
    const bare = res.json.data.find((r: { id: string }) => Number(r.id) === orgs.noAddress);
    expect(bare.relationships.address.data).toBeNull();
    // include=address,profile is accepted (they are always there); anything else is 400.
    expect(ids(await list('?include=address,profile'))).toEqual(ON_THE_MAP());
    expectError(await list('?include=vacancies'), 400, 'unknownInclude', { parameter: 'include' });
    // The other center sees only its own.
    expect(ids(await list('', centerHeaders(b.id)))).toEqual([orgs.otherCenter]);
  });

  test('signed in changes nothing: staff do not see hidden, pending, denied, archived or deleted ones here', async () => {
    const staff = await createUser(backend.db, a.id, { role: 'admin' });
    expect(ids(await list('', await signIn(backend, a.id, staff.email)))).toEqual(ON_THE_MAP());
  });

  test('filter[q]: Dutch and English stemming, ranked (the name above the description); stop words alone are no query', async () => {
    // "voedselbanken" (plural) finds "Voedselbank"; the name match ranks above the one in a description.
    const dutch = await list('?filter[q]=voedselbanken');
    expect(ids(dutch)).toEqual([orgs.foodBank, orgs.community]);
    expect(ids(await list('?filter[q]=voedselpakket'))).toEqual([orgs.foodBank]);
    // English stemming: "runs" finds "running".
    expect(ids(await list('?filter[q]=runs'))).toEqual([orgs.sports]);
    expect(ids(await list('?filter[q]=' + encodeURIComponent('"voedselbank amersfoort"')))).toEqual([orgs.foodBank]);
    expect(ids(await list('?filter[q]=onvindbaarwoord'))).toEqual([]);
    // Only stop words (of both languages): as if no words were given (every organization, by name).
    expect(ids(await list('?filter[q]=in'))).toEqual(ON_THE_MAP());
    expect(ids(await list(`?filter[q]=${encodeURIComponent('is in')}`))).toEqual(ON_THE_MAP());
    // Hidden, pending and other centers' food banks never match.
    expect(ids(await list('?filter[q]=voedselbank&page[size]=100'))).toEqual([orgs.foodBank, orgs.community]);
  });

  test('filter[non_profit_type_id] and filter[activity_type_id]: any of the ids', async () => {
    expect(ids(await list(`?filter[non_profit_type_id]=${lookups.care}`))).toEqual([orgs.noAddress, orgs.foodBank]);
    expect(ids(await list(`?filter[non_profit_type_id]=${lookups.care},${lookups.sports}`))).toEqual([
      orgs.sports,
      orgs.noAddress,
      orgs.foodBank,
    ]);
    expect(ids(await list(`?filter[activity_type_id]=${lookups.transport}`))).toEqual([orgs.foodBank]);
    expect(ids(await list(`?filter[activity_type_id]=${lookups.language},${lookups.transport}`))).toEqual([orgs.sports, orgs.foodBank]);
    expect(ids(await list(`?filter[activity_type_id]=${lookups.language}&filter[non_profit_type_id]=${lookups.care}`))).toEqual([]);
    // An id of no entry matches nothing (not an error).
    expect(ids(await list('?filter[activity_type_id]=999999'))).toEqual([]);
  });

  test('distance from a postal code: within filter[distance] km, nearest first, meta.distance_km and meta.origin', async () => {
    const near = await list('?filter[postal_code]=3811AB&filter[distance]=10');
    expect(ids(near)).toEqual([orgs.foodBank]);
    expect(distances(near)).toEqual([0]);
    expect(near.json.meta.origin).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    const wider = await list('?filter[postal_code]=3811&filter[distance]=30');
    expect(ids(wider)).toEqual([orgs.foodBank, orgs.sports]);
    const [, utrecht] = distances(wider);
    expect(utrecht).toBeGreaterThan(15);
    expect(utrecht).toBeLessThan(25);
    expect(Number.isInteger(utrecht! * 10)).toBe(true);
    // A point without a distance only sorts (by default): those without an address last, without a distance.
    const sorted = await list('?filter[postal_code]=3811 AB');
    expect(ids(sorted)).toEqual([orgs.foodBank, orgs.sports, orgs.community, orgs.noAddress]);
    expect(distances(sorted).at(-1)).toBeNull();
    // Another sort keeps the distances.
    const byName = await list('?filter[postal_code]=3811AB&sort=name');
    expect(ids(byName)).toEqual(ON_THE_MAP());
    expect(distances(byName)[0]).toBeGreaterThan(50);
  });

  test('distance from a point (filter[latitude] + filter[longitude])', async () => {
    const res = await list('?filter[latitude]=52.09&filter[longitude]=5.12&filter[distance]=5');
    expect(ids(res)).toEqual([orgs.sports]);
    expect(res.json.meta.origin).toEqual({ latitude: 52.09, longitude: 5.12 });
    expect(ids(await list('?filter[latitude]=52.51&filter[longitude]=6.09&filter[distance]=200'))).toEqual([
      orgs.community,
      orgs.foodBank,
      orgs.sports,
    ]);
  });

  test('filter[bbox]=west,south,east,north: the organizations in the map’s area', async () => {
    expect(ids(await list('?filter[bbox]=5.0,52.0,5.5,52.2'))).toEqual([orgs.sports, orgs.foodBank]);
    expect(ids(await list('?filter[bbox]=5.3,52.1,5.4,52.2'))).toEqual([orgs.foodBank]);
    expect(ids(await list('?filter[bbox]=-10,-10,-9,-9'))).toEqual([]);
    // With words and a type at once.
    expect(ids(await list(`?filter[bbox]=4,51,7,53&filter[q]=voedselbank&filter[non_profit_type_id]=${lookups.care}`))).toEqual([
      orgs.foodBank,
    ]);
  });

  test('sorts: name (default), -name, relevance, distance (needs a point)', async () => {
    expect(ids(await list('?sort=-name'))).toEqual([...ON_THE_MAP()].reverse());
    // Relevance without words falls back to the name.
    expect(ids(await list('?sort=relevance'))).toEqual(ON_THE_MAP());
    expect(ids(await list('?filter[q]=voedselbank&sort=name'))).toEqual([orgs.community, orgs.foodBank]);
    expect(ids(await list('?filter[q]=voedselbank&filter[postal_code]=8011&sort=distance'))).toEqual([orgs.community, orgs.foodBank]);
    // Words that are only stop words do not make relevance the default: a point still sorts by distance.
    expect(ids(await list('?filter[q]=in&filter[postal_code]=3811AB'))).toEqual([
      orgs.foodBank,
      orgs.sports,
      orgs.community,
      orgs.noAddress,
    ]);
    // Words and a point: relevance first.
    expect(ids(await list('?filter[q]=voedselbank&filter[postal_code]=8011'))).toEqual([orgs.foodBank, orgs.community]);
    const refused = expectError(await list('?sort=distance'), 400, 'distanceNeedsPoint', { parameter: 'sort' });
    expect(refused.detail).toBe('Sorteren op afstand kan alleen met een postcode of een locatie.');
    expectError(await list('?sort=created_at'), 400, 'unknownSort', { parameter: 'sort' });
  });

  test('pages: page[size] (default 20, at most 100), page[number], links and totals', async () => {
    const first = await list('?page[size]=3');
    expect(ids(first)).toEqual(ON_THE_MAP().slice(0, 3));
    expect(first.json.meta).toMatchObject({ total_count: 4, page: { number: 1, size: 3, total_pages: 2 } });
    expect(decodeURIComponent(first.json.links.next)).toContain('page[number]=2');
    expect(first.json.links.prev).toBeNull();
    const second = await list('?page[size]=3&page[number]=2');
    expect(ids(second)).toEqual(ON_THE_MAP().slice(3));
    expect(includedOf(second.json, 'organization_profiles')).toHaveLength(1);
    const past = await list('?page[size]=3&page[number]=5');
    expect(ids(past)).toEqual([]);
    expect(past.json.meta.total_count).toBe(4);
    expect(ids(await list('?page[size]=100'))).toEqual(ON_THE_MAP());
    const tooBig = expectError(await list('?page[size]=101'), 400, 'invalidPageSize', { parameter: 'page[size]' });
    expect(tooBig.detail).toContain('100');
  });

  test('bad filters are 400 naming the parameter, never 500, and change nothing', async () => {
    const before = {
      organizations: await rowCount(backend.db, schema.organizations),
      addresses: await rowCount(backend.db, schema.addresses),
      audit: await rowCount(backend.db, schema.auditLog),
    };
    const cases: [string, string, string][] = [
      ['?filter[distance]=0&filter[postal_code]=3811', 'invalidFilter', 'filter[distance]'],
      ['?filter[distance]=201&filter[postal_code]=3811', 'invalidFilter', 'filter[distance]'],
      ['?filter[distance]=ten&filter[postal_code]=3811', 'invalidFilter', 'filter[distance]'],
      ['?filter[distance]=', 'invalidFilter', 'filter[distance]'],
      ['?filter[distance]=10', 'invalidFilter', 'filter[distance]'],
      ['?filter[latitude]=52.1', 'invalidFilter', 'filter[longitude]'],
      ['?filter[longitude]=5.1', 'invalidFilter', 'filter[latitude]'],
      ['?filter[latitude]=91&filter[longitude]=5', 'invalidFilter', 'filter[latitude]'],
      ['?filter[latitude]=1e1&filter[longitude]=5', 'invalidFilter', 'filter[latitude]'],
      ['?filter[postal_code]=0123AB', 'invalidFilter', 'filter[postal_code]'],
      ['?filter[postal_code]=ABCDEF', 'invalidFilter', 'filter[postal_code]'],
      ['?filter[bbox]=5,52,6', 'invalidFilter', 'filter[bbox]'],
      ['?filter[bbox]=5,53,6,52', 'invalidFilter', 'filter[bbox]'],
      ['?filter[bbox]=5,52,6,52,7', 'invalidFilter', 'filter[bbox]'],
      ['?filter[bbox]=a,b,c,d', 'invalidFilter', 'filter[bbox]'],
      ['?filter[bbox]=181,52,182,53', 'invalidFilter', 'filter[bbox]'],
      ['?filter[non_profit_type_id]=care', 'invalidFilter', 'filter[non_profit_type_id]'],
      ['?filter[activity_type_id]=1,,2', 'invalidFilter', 'filter[activity_type_id]'],
      ['?filter[q]=' + 'x'.repeat(201), 'invalidFilter', 'filter[q]'],
      ['?filter[q]=a%00b', 'invalidParameter', 'filter[q]'],
      ['?filter[city]=Utrecht', 'unknownFilter', 'filter[city]'],
      ['?page[number]=0', 'invalidPageNumber', 'page[number]'],
    ];
    for (const [query, code, parameter] of cases) {
      expectError(await list(query), 400, code, { parameter });
      expectError(await call(backend, 'GET', `/api/v1/social_map/markers${query}`, { headers: centerHeaders(a.id) }), 400, code, {
        parameter,
      });
    }
    // Hostile words are only words.
    expect((await list(`?filter[q]=${encodeURIComponent("'); drop table organizations; --")}`)).status).toBe(200);
    expect((await list(`?filter[q]=${encodeURIComponent('!!! & | <-> :*')}`)).status).toBe(200);
    expect({
      organizations: await rowCount(backend.db, schema.organizations),
      addresses: await rowCount(backend.db, schema.addresses),
      audit: await rowCount(backend.db, schema.auditLog),
    }).toEqual(before);
  });
});

describe('GET /api/v1/social_map/organizations/{id}', () => {
  test('an organization on the map, with its address and profile', async () => {
    const res = await call(backend, 'GET', `/api/v1/social_map/organizations/${orgs.foodBank}`, { headers: centerHeaders(a.id) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: String(orgs.foodBank), type: 'organizations', meta: { distance_km: null } });
    expect(res.json.included.map((r: { type: string }) => r.type).sort()).toEqual(['addresses', 'organization_profiles']);
  });

  test('hidden, without profile, pending, denied, archived, deleted or another center’s: 404 "not found", for anyone', async () => {
    const staff = await createUser(backend.db, a.id, { role: 'center_superuser' });
    const headers = await signIn(backend, a.id, staff.email);
    for (const id of [orgs.hidden, orgs.noProfile, orgs.pending, orgs.denied, orgs.archived, orgs.deleted, orgs.otherCenter, 999_999]) {
      for (const h of [centerHeaders(a.id, { 'accept-language': 'en' }), headers]) {
        const res = await call(backend, 'GET', `/api/v1/social_map/organizations/${id}`, { headers: h });
        expectError(res, 404, 'notFound');
      }
    }
    const dutch = await call(backend, 'GET', `/api/v1/social_map/organizations/${orgs.hidden}`, { headers: centerHeaders(a.id) });
    expect(dutch.json.errors[0].title).toBe('Niet gevonden');
    expectError(await call(backend, 'GET', '/api/v1/social_map/organizations/abc', { headers: centerHeaders(a.id) }), 400, 'invalidId', {
      parameter: 'id',
    });
  });
});

describe('GET /api/v1/social_map/markers', () => {
  const markers = (query = '', headers: Record<string, string> = centerHeaders(a.id)) =>
    call(backend, 'GET', `/api/v1/social_map/markers${query}`, { headers });

  test('compact rows [id, name, non_profit_type_id, latitude, longitude] of the located ones, in id order', async () => {
    const res = await markers();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json).toEqual({
      data: [
        [orgs.foodBank, 'Voedselbank Amersfoort', lookups.care, 52.15612, 5.3879],
        [orgs.sports, 'Sportclub De Ren', lookups.sports, 52.0907, 5.1214],
        [orgs.community, 'Buurthuis Zwolle', null, 52.5125, 6.0944],
      ],
      meta: { fields: ['id', 'name', 'non_profit_type_id', 'latitude', 'longitude'], total_count: 3 },
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.get('etag')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });

  test('the same filters as the list', async () => {
    const rows = async (query: string) => (await markers(query)).json.data.map((r: unknown[]) => r[0]);
    expect(await rows(`?filter[activity_type_id]=${lookups.transport}`)).toEqual([orgs.foodBank]);
    expect(await rows(`?filter[non_profit_type_id]=${lookups.care},${lookups.sports}`)).toEqual([orgs.foodBank, orgs.sports]);
    expect(await rows('?filter[q]=voedselbanken')).toEqual([orgs.foodBank, orgs.community]);
    expect(await rows('?filter[q]=runs')).toEqual([orgs.sports]);
    // Only stop words: no text filter.
    expect(await rows(`?filter[q]=${encodeURIComponent('is in')}`)).toEqual([orgs.foodBank, orgs.sports, orgs.community]);
    expect(await rows('?filter[bbox]=5.0,52.0,5.5,52.2')).toEqual([orgs.foodBank, orgs.sports]);
    expect(await rows('?filter[postal_code]=3811AB&filter[distance]=30')).toEqual([orgs.foodBank, orgs.sports]);
    expect(await rows('?filter[latitude]=52.51&filter[longitude]=6.09&filter[distance]=1')).toEqual([orgs.community]);
    expect((await markers('', centerHeaders(b.id))).json.data.map((r: unknown[]) => r[0])).toEqual([orgs.otherCenter]);
    // No paging and no sort here.
    expectError(await markers('?sort=name'), 400, 'unknownSort', { parameter: 'sort' });
  });

  test('one SQL query, also with words and every other filter (a postal code would need one more to be placed)', async () => {
    const client = (backend.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = jest.spyOn(client, 'query');
    try {
      const res = await markers(
        `?filter[q]=voedselbank&filter[non_profit_type_id]=${lookups.care}&filter[activity_type_id]=${lookups.transport}` +
          '&filter[latitude]=52.15&filter[longitude]=5.38&filter[distance]=10&filter[bbox]=5,52,6,53',
      );
      expect(res.json.data.map((r: unknown[]) => r[0])).toEqual([orgs.foodBank]);
      const texts = spy.mock.calls.map((args) => {
        const first = args[0] as string | { text?: string };
        return typeof first === 'string' ? first : (first.text ?? '');
      });
      // The scope middleware reads the center; everything about organizations is one statement.
      expect(texts.filter((text) => /"organizations"|numnode/.test(text))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  test('If-None-Match with the current ETag: 304 without a body; a change gives a new ETag', async () => {
    const first = await markers();
    const etag = first.headers.get('etag')!;
    const again = await markers('', { ...centerHeaders(a.id), 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect((await markers('', { ...centerHeaders(a.id), 'if-none-match': `"other", ${etag.slice(2)}` })).status).toBe(304);
    expect((await markers('', { ...centerHeaders(a.id), 'if-none-match': '"other"' })).status).toBe(200);
    // Other filters, other answer, other tag.
    expect((await markers('?filter[q]=voedselbank')).headers.get('etag')).not.toBe(etag);

    const staff = await createUser(backend.db, a.id, { role: 'center_superuser' });
    const headers = await signIn(backend, a.id, staff.email);
    const renamed = await call(backend, 'PATCH', `/api/v1/organizations/${orgs.sports}`, {
      headers,
      body: { data: { type: 'organizations', id: String(orgs.sports), attributes: { name: 'Sportclub De Renners' } } },
    });
    expect(renamed.status).toBe(200);
    const changed = await markers('', { ...centerHeaders(a.id), 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.json.data[1][1]).toBe('Sportclub De Renners');
    await call(backend, 'PATCH', `/api/v1/organizations/${orgs.sports}`, {
      headers,
      body: { data: { type: 'organizations', id: String(orgs.sports), attributes: { name: 'Sportclub De Ren' } } },
    });
  });
});

describe('cache tag social-map:{center}', () => {
  test('organization writes name it (a move both centers); reads and refused writes do not', async () => {
    const tagged: string[][] = [];
    backend.deps.invalidate = (tags) => tagged.push(tags);
    const flags = backend.deps.environmentFlags;
    backend.deps.environmentFlags = { ...flags, enableOrganizationsMoving: true };
    try {
      const staff = await createUser(backend.db, a.id, { role: 'admin' });
      const headers = await signIn(backend, a.id, staff.email);
      const tag = `social-map:${a.id}`;
      await list();
      await call(backend, 'GET', '/api/v1/social_map/markers', { headers: centerHeaders(a.id) });
      expect(tagged).toEqual([]);

      const created = await call(backend, 'POST', '/api/v1/organizations', {
        headers,
        body: { data: { type: 'organizations', attributes: { organization_type: 'NonProfit', name: 'Nieuw op de kaart' } } },
      });
      expect(created.status).toBe(201);
      expect(tagged.pop()).toEqual([tag]);
      const id = created.json.data.id;
      const patch = (attributes: Record<string, unknown>) =>
        call(backend, 'PATCH', `/api/v1/organizations/${id}`, { headers, body: { data: { type: 'organizations', id, attributes } } });
      expect((await patch({ profile: { show_on_social_map: true } })).status).toBe(200);
      expect(tagged.pop()).toEqual([tag]);
      // A refused write names nothing.
      expect((await patch({ status: 'denied' })).status).toBe(422);
      expect(tagged).toEqual([]);
      const archived = await call(backend, 'PUT', `/api/v1/organizations/${id}/approve`, {
        headers,
        body: { data: { type: 'organizations', id, attributes: { status: 'archived' } } },
      });
      expect(archived.status).toBe(200);
      expect(tagged.pop()).toEqual([tag]);
      const moved = await call(backend, 'POST', `/api/v1/organizations/${id}/move`, {
        headers,
        body: { data: { type: 'organizations', id, attributes: { volunteer_center_id: b.id } } },
      });
      expect(moved.status).toBe(200);
      expect(tagged.pop()).toEqual([tag, `social-map:${b.id}`]);

      const other = await createOrganization(backend.db, a.id, { name: 'Weg ermee' });
      expect((await call(backend, 'DELETE', `/api/v1/organizations/${other.id}`, { headers })).status).toBe(204);
      expect(tagged.pop()).toEqual([tag]);
      const signup = await call(backend, 'POST', '/api/v1/organizations/signup', {
        headers: centerHeaders(a.id),
        body: {
          data: {
            type: 'organizations',
            attributes: {
              organization_type: 'NonProfit',
              name: 'Aangemeld',
              email: 'aangemeld@example.org',
              address: { city: 'Utrecht' },
              user: {
                first_name: 'Nieuw',
                last_name: 'Lid',
                email: 'nieuw-lid@example.org',
                password: 'Welkom123!',
                password_confirmation: 'Welkom123!',
                accept_terms: true,
              },
            },
          },
        },
      });
      expect(signup.status).toBe(201);
      expect(tagged.pop()).toEqual([tag]);
      expect(tagged).toEqual([]);
    } finally {
      backend.deps.invalidate = undefined;
      backend.deps.environmentFlags = flags;
    }
  });
});
