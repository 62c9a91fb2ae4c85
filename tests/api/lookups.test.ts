/**
 * The center's lists of the non-profit profile (docs/api.md, "Social map"; docs/domain.md#social-map):
 * /api/v1/non_profit_types and /api/v1/activity_types per center, added, renamed and deleted by center staff (409
 * while in use); the organization profile accepts only entries of its own center's lists; addresses are placed on
 * the map from their postal code; moving an organization keeps its entries by key; migration 0008 keeps the data
 * of the former global lists.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openDatabase } from '@/server/db/client';
import * as schema from '@/server/db/schema';
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
import { en, expectError, expectForbidden, nl, rowCount } from './helpers';

type LookupType = 'non_profit_types' | 'activity_types';
const TYPES: LookupType[] = ['non_profit_types', 'activity_types'];
const tableOf = (type: LookupType) => (type === 'non_profit_types' ? schema.nonProfitTypes : schema.activityTypes);

let backend: TestBackend;
let a: Awaited<ReturnType<typeof createCenter>>;
let b: Awaited<ReturnType<typeof createCenter>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
const as: Record<string, Headers> = {};

async function entry(type: LookupType, centerId: number, key: string, nameNl: string, nameEn = nameNl) {
  const [row] = await backend.db.insert(tableOf(type)).values({ volunteerCenterId: centerId, key, nameNl, nameEn }).returning();
  return row!;
}

/** An organization of the center whose profile uses the entries. */
async function user(
  centerId: number,
  profile: { nonProfitTypeId?: number | null; activityTypeIds?: number[] },
  status: 'approved' | 'deleted' = 'approved',
) {
  const o = await createOrganization(backend.db, centerId, { status });
  await backend.db.insert(schema.organizationProfiles).values({ organizationId: o.id, showOnSocialMap: true, ...profile });
  return o;
}

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db, { tenantKey: 'demo' });
  b = await createCenter(backend.db, { tenantKey: 'demo' });
  org = await createOrganization(backend.db, a.id, { name: 'Stichting Eigen' });
  await backend.db.insert(schema.organizationProfiles).values({ organizationId: org.id });
  for (const role of ['admin', 'center_superuser', 'content_manager', 'page_manager', 'volunteer', 'mentor'] as const) {
    const u = await createUser(backend.db, a.id, { role, organizationId: role === 'mentor' ? org.id : undefined });
    as[role] = await signIn(backend, a.id, u.email);
  }
  const superuser = await createUser(backend.db, a.id, { role: 'organization_superuser', organizationId: org.id });
  as.organization_superuser = await signIn(backend, a.id, superuser.email);
  const staffB = await createUser(backend.db, b.id, { role: 'center_superuser' });
  as.staffB = await signIn(backend, b.id, staffB.email);
}, 120_000);
afterAll(() => backend.close(), 60_000);

const body = (type: string, attributes: Record<string, unknown>, id?: number) => ({
  data: { type, ...(id === undefined ? {} : { id: String(id) }), attributes },
});

describe('GET /api/v1/non_profit_types and /activity_types: the center’s own list', () => {
  test.each(TYPES)('%s: each center its own, named in the request language with both names, sorted by that name', async (type) => {
    await entry(type, a.id, `${type}-water`, 'Water', 'Aqua');
    await entry(type, a.id, `${type}-bos`, 'Bos', 'Woodland');
    await entry(type, b.id, `${type}-elders`, 'Elders', 'Elsewhere');
    const dutch = await call(backend, 'GET', `/api/v1/${type}`, { headers: { ...centerHeaders(a.id), ...nl } });
    expect(dutch.status).toBe(200);
    expect(dutch.json.data.map((r: { attributes: unknown }) => r.attributes)).toEqual([
      { key: `${type}-bos`, name: 'Bos', name_nl: 'Bos', name_en: 'Woodland' },
      { key: `${type}-water`, name: 'Water', name_nl: 'Water', name_en: 'Aqua' },
    ]);
    expect(dutch.json.meta.total_count).toBe(2);
    const english = await call(backend, 'GET', `/api/v1/${type}`, { headers: { ...centerHeaders(a.id), ...en } });
    expect(english.json.data.map((r: { attributes: { name: string } }) => r.attributes.name)).toEqual(['Aqua', 'Woodland']);
    const other = await call(backend, 'GET', `/api/v1/${type}`, { headers: centerHeaders(b.id) });
    expect(other.json.data.map((r: { attributes: { key: string } }) => r.attributes.key)).toEqual([`${type}-elders`]);
    // Clean up for the next tests of this file.
    await backend.db.delete(tableOf(type));
  });
});

describe('writing the lists', () => {
  test.each(TYPES)('%s: add (key from the Dutch name, unique in the center), rename (key stays), delete', async (type) => {
    const tagged: string[][] = [];
    backend.deps.invalidate = (tags) => tagged.push(tags);
    try {
      const create = (attributes: Record<string, unknown>, headers = as.center_superuser!) =>
        call(backend, 'POST', `/api/v1/${type}`, { headers: { ...headers, ...en }, body: body(type, attributes) });
      const first = await create({ name_nl: '  Zorg en Welzijn ', name_en: 'Care' });
      expect(first.status).toBe(201);
      expect(first.json.data).toMatchObject({
        type,
        attributes: { key: 'zorg-en-welzijn', name: 'Care', name_nl: 'Zorg en Welzijn', name_en: 'Care' },
      });
      expect(tagged.pop()).toEqual([`social-map:${a.id}`]);
      // The same Dutch name again, in this center: the next free key; in another center the plain one.
      expect((await create({ name_nl: 'Zorg en welzijn', name_en: 'Care 2' })).json.data.attributes.key).toBe('zorg-en-welzijn-2');
      expect((await create({ name_nl: 'Zorg én welzijn!', name_en: 'Care 3' })).json.data.attributes.key).toBe('zorg-en-welzijn-3');
      const elsewhere = await call(backend, 'POST', `/api/v1/${type}`, {
        headers: as.staffB!,
        body: body(type, { name_nl: 'Zorg en welzijn', name_en: 'Care' }),
      });
      expect(elsewhere.json.data.attributes.key).toBe('zorg-en-welzijn');
      expect(tagged.pop()).toEqual([`social-map:${b.id}`]);
      // A name without letters or digits still gets a key.
      expect((await create({ name_nl: '!!!', name_en: '???' }, as.admin)).json.data.attributes.key).toBe(
        type === 'non_profit_types' ? 'type' : 'activity',
      );

      const id = Number(first.json.data.id);
      const renamed = await call(backend, 'PATCH', `/api/v1/${type}/${id}`, {
        headers: as.admin!,
        body: body(type, { name_nl: 'Welzijn', name_en: 'Welfare' }, id),
      });
      expect(renamed.status).toBe(200);
      expect(renamed.json.data.attributes).toEqual({ key: 'zorg-en-welzijn', name: 'Welzijn', name_nl: 'Welzijn', name_en: 'Welfare' });
      expect(tagged.pop()).toEqual([`social-map:${a.id}`]);
      const english = await call(backend, 'PATCH', `/api/v1/${type}/${id}`, {
        headers: as.center_superuser!,
        body: body(type, { name_en: 'Well-being' }),
      });
      expect(english.json.data.attributes).toMatchObject({ name_nl: 'Welzijn', name_en: 'Well-being' });

      const gone = await call(backend, 'DELETE', `/api/v1/${type}/${id}`, { headers: as.center_superuser! });
      expect(gone.status).toBe(204);
      expect(tagged.pop()).toEqual([`social-map:${a.id}`]);
      expect(await rowCount(backend.db, tableOf(type), eq(tableOf(type).id, id))).toBe(0);
      expectError(await call(backend, 'DELETE', `/api/v1/${type}/${id}`, { headers: as.center_superuser! }), 404, 'notFound');
      const audit = await backend.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectType, type));
      expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining([`${type}.create`, `${type}.update`, `${type}.delete`]));
    } finally {
      backend.deps.invalidate = undefined;
    }
  });

  test.each(TYPES)('%s: deleting an entry organizations use is 409 inUse with the count, translated; nothing changes', async (type) => {
    const used = await entry(type, a.id, `used-${type}`, 'Gebruikt');
    const profileOf = (id: number) => (type === 'non_profit_types' ? { nonProfitTypeId: id } : { activityTypeIds: [id] });
    const users = [await user(a.id, profileOf(used.id)), await user(a.id, profileOf(used.id)), await user(a.id, profileOf(used.id))];
    // A deleted organization does not count; another center's list is its own.
    await user(a.id, profileOf(used.id), 'deleted');
    const tagged: string[][] = [];
    backend.deps.invalidate = (tags) => tagged.push(tags);
    try {
      const before = await backend.db.select().from(schema.organizationProfiles);
      const res = await call(backend, 'DELETE', `/api/v1/${type}/${used.id}`, { headers: { ...as.center_superuser!, ...nl } });
      const error = expectError(res, 409, 'inUse');
      expect(error.detail).toBe('Dit type wordt gebruikt door 3 organisaties. Kies voor hen eerst een ander type.');
      expect(error.title).toBe('In gebruik');
      expect((error as unknown as { meta: unknown }).meta).toEqual({ count: 3 });
      const english = expectError(
        await call(backend, 'DELETE', `/api/v1/${type}/${used.id}`, { headers: { ...as.center_superuser!, ...en } }),
        409,
        'inUse',
      );
      expect(english.detail).toBe('This type is used by 3 organizations. Choose another type for them first.');
      expect(await rowCount(backend.db, tableOf(type), eq(tableOf(type).id, used.id))).toBe(1);
      expect(await backend.db.select().from(schema.organizationProfiles)).toEqual(before);
      expect(tagged).toEqual([]);

      // Down to one user: the singular; then none (the deleted organization aside): deleted, and gone from its profile.
      for (const o of users.slice(1))
        await backend.db.delete(schema.organizationProfiles).where(eq(schema.organizationProfiles.organizationId, o.id));
      const one = expectError(
        await call(backend, 'DELETE', `/api/v1/${type}/${used.id}`, { headers: { ...as.center_superuser!, ...nl } }),
        409,
        'inUse',
      );
      expect(one.detail).toContain('door 1 organisatie.');
      await backend.db.delete(schema.organizationProfiles).where(eq(schema.organizationProfiles.organizationId, users[0]!.id));
      expect((await call(backend, 'DELETE', `/api/v1/${type}/${used.id}`, { headers: as.admin! })).status).toBe(204);
      const leftovers = await backend.db.select().from(schema.organizationProfiles);
      for (const p of leftovers) {
        expect(p.nonProfitTypeId).not.toBe(type === 'non_profit_types' ? used.id : -1);
        if (type === 'activity_types') expect(p.activityTypeIds).not.toContain(used.id);
      }
    } finally {
      backend.deps.invalidate = undefined;
    }
  });

  test.each(TYPES)('%s: who may write: center staff; signed out 401; everyone else 403; nothing changes', async (type) => {
    const target = await entry(type, a.id, `roles-${type}`, 'Rollen');
    const count = () => rowCount(backend.db, tableOf(type));
    const before = await count();
    for (const role of ['volunteer', 'organization_superuser', 'content_manager', 'page_manager', 'mentor']) {
      const headers = as[role]!;
      expectForbidden(await call(backend, 'POST', `/api/v1/${type}`, { headers, body: body(type, { name_nl: 'X', name_en: 'X' }) }));
      expectForbidden(await call(backend, 'PATCH', `/api/v1/${type}/${target.id}`, { headers, body: body(type, { name_nl: 'X' }) }));
      expectForbidden(await call(backend, 'DELETE', `/api/v1/${type}/${target.id}`, { headers }));
    }
    const out = centerHeaders(a.id);
    expectError(
      await call(backend, 'POST', `/api/v1/${type}`, { headers: out, body: body(type, { name_nl: 'X', name_en: 'X' }) }),
      401,
      'unauthorized',
    );
    expectError(
      await call(backend, 'PATCH', `/api/v1/${type}/${target.id}`, { headers: out, body: body(type, { name_nl: 'X' }) }),
      401,
      'unauthorized',
    );
    expectError(await call(backend, 'DELETE', `/api/v1/${type}/${target.id}`, { headers: out }), 401, 'unauthorized');
    expect(await count()).toBe(before);
    const [row] = await backend.db
      .select()
      .from(tableOf(type))
      .where(eq(tableOf(type).id, target.id));
    expect(row!.nameNl).toBe('Rollen');
  });

  test.each(TYPES)('%s: another center’s entry is 404 for staff (and for everyone else); it stays as it was', async (type) => {
    const foreign = await entry(type, b.id, `foreign-${type}`, 'Elders');
    for (const headers of [as.center_superuser!, as.admin!, as.volunteer!]) {
      expectError(
        await call(backend, 'PATCH', `/api/v1/${type}/${foreign.id}`, {
          headers,
          body: body(type, { name_nl: 'Overgenomen' }, foreign.id),
        }),
        404,
        'notFound',
      );
      expectError(await call(backend, 'DELETE', `/api/v1/${type}/${foreign.id}`, { headers }), 404, 'notFound');
    }
    const [row] = await backend.db
      .select()
      .from(tableOf(type))
      .where(eq(tableOf(type).id, foreign.id));
    expect(row).toMatchObject({ nameNl: 'Elders', volunteerCenterId: b.id });
  });

  test.each(TYPES)('%s: names are trimmed, 1 to 100 characters, both on create: 422 with pointers; bad documents', async (type) => {
    const count = () => rowCount(backend.db, tableOf(type));
    const before = await count();
    const post = (attributes: Record<string, unknown>, t: string = type) =>
      call(backend, 'POST', `/api/v1/${type}`, { headers: { ...as.admin!, ...en }, body: body(t, attributes) });
    expectError(await post({ name_nl: 'Alleen Nederlands' }), 422, 'invalidAttribute', { pointer: '/data/attributes/name_en' });
    expectError(await post({ name_nl: '   ', name_en: 'Blank' }), 422, 'invalidAttribute', { pointer: '/data/attributes/name_nl' });
    expectError(await post({ name_nl: 'x'.repeat(101), name_en: 'Long' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/name_nl',
    });
    expectError(await post({ name_nl: 'Nummer', name_en: 42 }), 422, 'invalidAttribute', { pointer: '/data/attributes/name_en' });
    expectError(await post({ name_nl: 'Sleutel', name_en: 'Key', key: 'eigen' }), 422, 'unknownAttribute', {
      pointer: '/data/attributes/key',
    });
    expectError(await post({ name_nl: 'Soort', name_en: 'Kind' }, 'organizations'), 409, 'typeMismatch', { pointer: '/data/type' });
    expect((await post({ name_nl: 'x'.repeat(100), name_en: 'y' })).status).toBe(201);
    expect(await count()).toBe(before + 1);
    const target = await entry(type, a.id, `valid-${type}`, 'Geldig');
    const patch = (attributes: Record<string, unknown>, id: number | string = target.id) =>
      call(backend, 'PATCH', `/api/v1/${type}/${target.id}`, { headers: as.admin!, body: { data: { type, id: String(id), attributes } } });
    expectError(await patch({ name_en: '' }), 422, 'invalidAttribute', { pointer: '/data/attributes/name_en' });
    expectError(await patch({ name_nl: 'Ander' }, target.id + 1), 409, 'idMismatch', { pointer: '/data/id' });
    expectError(await call(backend, 'PATCH', `/api/v1/${type}/abc`, { headers: as.admin!, body: body(type, {}) }), 400, 'invalidId');
    const [row] = await backend.db
      .select()
      .from(tableOf(type))
      .where(eq(tableOf(type).id, target.id));
    expect(row!.nameEn).toBe('Geldig');
  });
});

describe('the organization profile names entries of its own center’s lists', () => {
  test('foreign or unknown non-profit and activity types are 422 on their pointer; repeated activity types are kept once', async () => {
    const care = await entry('non_profit_types', a.id, 'profile-care', 'Zorg');
    const visit = await entry('activity_types', a.id, 'profile-visit', 'Bezoek');
    const drive = await entry('activity_types', a.id, 'profile-drive', 'Rijden');
    const foreignType = await entry('non_profit_types', b.id, 'profile-care', 'Zorg');
    const foreignActivity = await entry('activity_types', b.id, 'profile-visit', 'Bezoek');
    const create = (profile: Record<string, unknown>) =>
      call(backend, 'POST', '/api/v1/organizations?include=profile', {
        headers: as.center_superuser!,
        body: body('organizations', { organization_type: 'NonProfit', name: 'Profieltest', profile }),
      });
    const before = await rowCount(backend.db, schema.organizations);
    expectError(await create({ non_profit_type_id: foreignType.id }), 422, 'notFound', {
      pointer: '/data/attributes/profile/non_profit_type_id',
    });
    expectError(await create({ activity_type_ids: [visit.id, foreignActivity.id] }), 422, 'notFound', {
      pointer: '/data/attributes/profile/activity_type_ids',
    });
    expectError(await create({ activity_type_ids: [999_999] }), 422, 'notFound', { pointer: '/data/attributes/profile/activity_type_ids' });
    // An activity type id is not a non-profit type id.
    expectError(await create({ non_profit_type_id: visit.id + 10_000 }), 422, 'notFound', {
      pointer: '/data/attributes/profile/non_profit_type_id',
    });
    expect(await rowCount(backend.db, schema.organizations)).toBe(before);

    const ok = await create({ non_profit_type_id: care.id, activity_type_ids: [drive.id, visit.id, drive.id], show_on_social_map: true });
    expect(ok.status).toBe(201);
    const profile = ok.json.included.find((r: { type: string }) => r.type === 'organization_profiles');
    expect(profile.attributes).toEqual({ non_profit_type_id: care.id, show_on_social_map: true, activity_type_ids: [drive.id, visit.id] });
  });

  test('the organization superuser changes their own organization’s profile; foreign entries are refused there too', async () => {
    const sport = await entry('non_profit_types', a.id, 'own-sport', 'Sport');
    const help = await entry('activity_types', a.id, 'own-help', 'Hulp');
    const foreign = await entry('activity_types', b.id, 'own-help', 'Hulp');
    const patch = (profile: Record<string, unknown>) =>
      call(backend, 'PATCH', `/api/v1/organizations/${org.id}?include=profile`, {
        headers: as.organization_superuser!,
        body: body('organizations', { profile }, org.id),
      });
    const ok = await patch({ non_profit_type_id: sport.id, activity_type_ids: [help.id, help.id], show_on_social_map: true });
    expect(ok.status).toBe(200);
    const [stored] = await backend.db
      .select()
      .from(schema.organizationProfiles)
      .where(eq(schema.organizationProfiles.organizationId, org.id));
    expect(stored).toMatchObject({ nonProfitTypeId: sport.id, activityTypeIds: [help.id], showOnSocialMap: true });
    expectError(await patch({ activity_type_ids: [foreign.id] }), 422, 'notFound', {
      pointer: '/data/attributes/profile/activity_type_ids',
    });
    const [after] = await backend.db
      .select()
      .from(schema.organizationProfiles)
      .where(eq(schema.organizationProfiles.organizationId, org.id));
    expect(after).toEqual(stored);
    // Clearing is allowed.
    expect((await patch({ non_profit_type_id: null, activity_type_ids: [] })).status).toBe(200);
  });

  test('moving an organization keeps its entries by key in the target center, or drops them', async () => {
    const moving = await createOrganization(backend.db, a.id, { name: 'Verhuizer' });
    const fromType = await entry('non_profit_types', a.id, 'move-culture', 'Cultuur');
    const fromKept = await entry('activity_types', a.id, 'move-music', 'Muziek');
    const fromDropped = await entry('activity_types', a.id, 'move-only-here', 'Alleen hier');
    const toType = await entry('non_profit_types', b.id, 'move-culture', 'Cultuur (B)');
    const toKept = await entry('activity_types', b.id, 'move-music', 'Muziek (B)');
    await backend.db
      .insert(schema.organizationProfiles)
      .values({ organizationId: moving.id, nonProfitTypeId: fromType.id, activityTypeIds: [fromDropped.id, fromKept.id] });
    const flags = backend.deps.environmentFlags;
    backend.deps.environmentFlags = { ...flags, enableOrganizationsMoving: true };
    try {
      const res = await call(backend, 'POST', `/api/v1/organizations/${moving.id}/move`, {
        headers: as.admin!,
        body: body('organizations', { volunteer_center_id: b.id }, moving.id),
      });
      expect(res.status).toBe(200);
    } finally {
      backend.deps.environmentFlags = flags;
    }
    const [profile] = await backend.db
      .select()
      .from(schema.organizationProfiles)
      .where(eq(schema.organizationProfiles.organizationId, moving.id));
    expect(profile).toMatchObject({ nonProfitTypeId: toType.id, activityTypeIds: [toKept.id] });
  });
});

describe('addresses are placed on the map from their postal code', () => {
  const addressOf = async (orgId: number) => {
    const [row] = await backend.db
      .select({ address: schema.addresses })
      .from(schema.organizations)
      .innerJoin(schema.addresses, eq(schema.addresses.id, schema.organizations.addressId))
      .where(eq(schema.organizations.id, orgId));
    return row!.address;
  };

  test('create and update fill latitude and longitude; sent coordinates are kept; a changed postal code re-locates', async () => {
    const created = await call(backend, 'POST', '/api/v1/organizations', {
      headers: as.center_superuser!,
      body: body('organizations', {
        organization_type: 'NonProfit',
        name: 'Op de kaart',
        address: { street: 'Stationsplein', house_number: '1', postal_code: '3818 LE', city: 'Amersfoort' },
      }),
    });
    expect(created.status).toBe(201);
    const id = Number(created.json.data.id);
    let address = await addressOf(id);
    // No known address with 3818 yet: the region's centroid (38: Amersfoort).
    expect(address.latitude).toBeCloseTo(52.156, 2);
    expect(address.longitude).toBeCloseTo(5.388, 2);

    const patch = (attributes: Record<string, unknown>, headers = as.center_superuser!) =>
      call(backend, 'PATCH', `/api/v1/organizations/${id}`, { headers, body: body('organizations', { address: attributes }, id) });
    // Coordinates that are sent win.
    expect((await patch({ postal_code: '3818 LE', latitude: 52.153, longitude: 5.373 })).status).toBe(200);
    address = await addressOf(id);
    expect([address.latitude, address.longitude]).toEqual([52.153, 5.373]);
    // The same postal code again, or another field: the coordinates stay.
    expect((await patch({ postal_code: '3818 LE', street: 'Stationsplein' })).status).toBe(200);
    expect([(await addressOf(id)).latitude, (await addressOf(id)).longitude]).toEqual([52.153, 5.373]);
    expect((await patch({ city: 'Amersfoort-Centrum' })).status).toBe(200);
    expect((await addressOf(id)).latitude).toBe(52.153);
    // A new postal code without coordinates: located again (Zwolle's region).
    expect((await patch({ postal_code: '8011 CW' })).status).toBe(200);
    address = await addressOf(id);
    expect(address.latitude).toBeCloseTo(52.512, 2);
    expect(address.longitude).toBeCloseTo(6.091, 2);
    // A postal code now known from an address: located at that address.
    const other = await call(backend, 'POST', '/api/v1/organizations', {
      headers: as.center_superuser!,
      body: body('organizations', { organization_type: 'NonProfit', name: 'Buren', address: { postal_code: '8011 AB', city: 'Zwolle' } }),
    });
    expect((await addressOf(Number(other.json.data.id))).latitude).toBeCloseTo(address.latitude!, 6);
    // Removing the postal code removes the coordinates it gave.
    expect((await patch({ postal_code: null })).status).toBe(200);
    address = await addressOf(id);
    expect([address.latitude, address.longitude]).toEqual([null, null]);
  });

  test('the organization superuser’s address edit is located too', async () => {
    const res = await call(backend, 'PATCH', `/api/v1/organizations/${org.id}`, {
      headers: as.organization_superuser!,
      body: body('organizations', { address: { postal_code: '1012 AB', city: 'Amsterdam' } }, org.id),
    });
    expect(res.status).toBe(200);
    const [row] = await backend.db
      .select({ latitude: schema.addresses.latitude })
      .from(schema.addresses)
      .innerJoin(schema.organizations, eq(schema.organizations.addressId, schema.addresses.id))
      .where(eq(schema.organizations.id, org.id));
    expect(row!.latitude).toBeCloseTo(52.372, 2);
  });
});

describe('migration 0008 (per-center lists)', () => {
  test('every global entry is copied into each center; profiles point at their own center’s copies; the originals go', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    const handle = await openDatabase({});
    try {
      // The migrations before 0008.
      cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
      const index = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith('0008_'));
      mkdirSync(path.join(dir, 'meta'), { recursive: true });
      writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, { migrationsFolder: dir });

      const db = handle.db;
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      const [c1] = await rows<{ id: number }>(
        sql`insert into volunteer_centers (tenant_key, slug, name) values ('demo', 'm1', 'M1') returning id`,
      );
      const [c2] = await rows<{ id: number }>(
        sql`insert into volunteer_centers (tenant_key, slug, name) values ('demo', 'm2', 'M2') returning id`,
      );
      const [care] = await rows<{ id: number }>(
        sql`insert into non_profit_types (key, name_nl, name_en) values ('care', 'Zorg', 'Care') returning id`,
      );
      await rows(sql`insert into non_profit_types (key, name_nl, name_en) values ('sports', 'Sport', 'Sports')`);
      const [walk] = await rows<{ id: number }>(
        sql`insert into activity_types (key, name_nl, name_en) values ('walk', 'Wandelen', 'Walking') returning id`,
      );
      const [talk] = await rows<{ id: number }>(
        sql`insert into activity_types (key, name_nl, name_en) values ('talk', 'Praten', 'Talking') returning id`,
      );
      const organization = async (centerId: number, name: string) =>
        (
          await rows<{ id: number }>(
            sql`insert into organizations (volunteer_center_id, organization_type, name) values (${centerId}, 'NonProfit', ${name}) returning id`,
          )
        )[0]!.id;
      const o1 = await organization(c1!.id, 'In M1');
      const o2 = await organization(c2!.id, 'In M2');
      const o3 = await organization(c2!.id, 'Stichting Kompas');
      await rows(sql`insert into organization_profiles (organization_id, non_profit_type_id, activity_type_ids)
        values (${o1}, ${care!.id}, ${`{${talk!.id},${walk!.id},${talk!.id},424242}`}::integer[]),
               (${o2}, ${care!.id}, ${`{${walk!.id}}`}::integer[]),
               (${o3}, null, '{}')`);

      await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });

      const types = await db.select().from(schema.nonProfitTypes).orderBy(schema.nonProfitTypes.id);
      expect(types.map((t) => [t.volunteerCenterId, t.key, t.nameNl, t.nameEn])).toEqual([
        [c1!.id, 'care', 'Zorg', 'Care'],
        [c1!.id, 'sports', 'Sport', 'Sports'],
        [c2!.id, 'care', 'Zorg', 'Care'],
        [c2!.id, 'sports', 'Sport', 'Sports'],
      ]);
      const activities = await db.select().from(schema.activityTypes);
      expect(activities).toHaveLength(4);
      const idOf = (list: { id: number; volunteerCenterId: number; key: string }[], centerId: number, key: string) =>
        list.find((t) => t.volunteerCenterId === centerId && t.key === key)!.id;
      const profiles = await db.select().from(schema.organizationProfiles);
      const profile = (id: number) => profiles.find((p) => p.organizationId === id)!;
      expect(profile(o1)).toMatchObject({
        nonProfitTypeId: idOf(types, c1!.id, 'care'),
        activityTypeIds: [idOf(activities, c1!.id, 'talk'), idOf(activities, c1!.id, 'walk')],
      });
      expect(profile(o2)).toMatchObject({
        nonProfitTypeId: idOf(types, c2!.id, 'care'),
        activityTypeIds: [idOf(activities, c2!.id, 'walk')],
      });
      expect(profile(o3)).toMatchObject({ nonProfitTypeId: null, activityTypeIds: [] });
      // Keys are unique per center now, not globally; the search vector exists.
      await expect(
        db.insert(schema.nonProfitTypes).values({ volunteerCenterId: c1!.id, key: 'care', nameNl: 'x', nameEn: 'x' }),
      ).rejects.toThrow();
      const [found] = await db
        .select({ id: schema.organizations.id })
        .from(schema.organizations)
        .where(
          and(
            eq(schema.organizations.volunteerCenterId, c2!.id),
            sql`${schema.organizations.searchVector} @@ websearch_to_tsquery('dutch', 'kompas')`,
          ),
        );
      expect(found?.id).toBe(o3);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
