/** /api/v1/organizations: list, show, create, update, approve (status transitions) and soft delete. */
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
  type Headers,
  type TestBackend,
} from '../support/api';
import { en, expectError, expectForbidden, FORBIDDEN_EN, FORBIDDEN_NL, includedOf, nl, rowCount } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;
let admin: Headers;
let volunteer: Headers;

type Org = Awaited<ReturnType<typeof createOrganization>>;
const orgs: Record<string, Org> = {};
let foreignOrg: Org;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  // A fixed set for the list tests (created before any test creates more).
  orgs.alpha = await createOrganization(backend.db, center.id, { name: 'Alpha Zorg', status: 'approved' });
  orgs.beta = await createOrganization(backend.db, center.id, { name: 'beta Sport', status: 'pending' });
  orgs.gamma = await createOrganization(backend.db, center.id, { name: 'Gamma School', status: 'approved', organizationType: 'School' });
  orgs.delta = await createOrganization(backend.db, center.id, { name: 'Delta Denied', status: 'denied' });
  orgs.epsilon = await createOrganization(backend.db, center.id, { name: 'Epsilon Archief', status: 'archived' });
  orgs.zeta = await createOrganization(backend.db, center.id, { name: 'Zeta Weg', status: 'deleted' });
  const [address] = await backend.db
    .insert(schema.addresses)
    .values({ street: 'Markt', houseNumber: '1', postalCode: '8081 AA', city: 'Elburg' })
    .returning();
  await backend.db.update(schema.organizations).set({ addressId: address!.id }).where(eq(schema.organizations.id, orgs.alpha.id));
  await backend.db
    .insert(schema.organizationProfiles)
    .values({ organizationId: orgs.alpha.id, showOnSocialMap: true, activityTypeIds: [] });
  foreignOrg = await createOrganization(backend.db, otherCenter.id, { name: 'Alpha Elders', status: 'approved' });

  const s = await createUser(backend.db, center.id, { role: 'center_superuser' });
  const a = await createUser(backend.db, center.id, { role: 'admin' });
  const v = await createUser(backend.db, center.id, { role: 'volunteer' });
  [staff, admin, volunteer] = await Promise.all([
    signIn(backend, center.id, s.email),
    signIn(backend, center.id, a.email),
    signIn(backend, center.id, v.email),
  ]);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((o) => o.id);
const orgRow = async (id: number) => (await backend.db.select().from(schema.organizations).where(eq(schema.organizations.id, id)))[0]!;
const anonymous = () => centerHeaders(center.id);

describe('GET /api/v1/organizations', () => {
  test('signed out: only approved organizations of this center, sorted by name, with meta.total_count and links', async () => {
    const res = await call(backend, 'GET', '/api/v1/organizations', { headers: anonymous() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/vnd.api+json');
    expect(ids(res)).toEqual([String(orgs.alpha!.id), String(orgs.gamma!.id)]);
    expect(res.json.meta.total_count).toBe(2);
    expect(res.json.links.self).toContain('page%5Bnumber%5D=1');
    expect(res.json.links.next).toBeNull();
    expect(res.json.data[0]).toMatchObject({
      type: 'organizations',
      attributes: { name: 'Alpha Zorg', organization_type: 'NonProfit', status: 'approved', city: null },
    });
  });

  test('center staff see every status but deleted; a volunteer sees approved only; never another center', async () => {
    const res = await call(backend, 'GET', '/api/v1/organizations?page[size]=1000', { headers: staff });
    expect(res.status).toBe(200);
    const names = res.json.data.map((o: { attributes: { name: string } }) => o.attributes.name);
    expect(names).toEqual(['Alpha Zorg', 'beta Sport', 'Delta Denied', 'Epsilon Archief', 'Gamma School']);
    expect(ids(res)).not.toContain(String(foreignOrg.id));
    const v = await call(backend, 'GET', '/api/v1/organizations', { headers: volunteer });
    expect(ids(v)).toEqual([String(orgs.alpha!.id), String(orgs.gamma!.id)]);
    // Asking for pending as a volunteer does not widen the list.
    const vPending = await call(backend, 'GET', '/api/v1/organizations?filter[status_eq]=pending', { headers: volunteer });
    expect(vPending.json.data).toEqual([]);
  });

  test('include=profile,address puts both in included', async () => {
    const res = await call(backend, 'GET', '/api/v1/organizations?include=profile,address&filter[id_in]=' + orgs.alpha!.id, {
      headers: staff,
    });
    expect(res.status).toBe(200);
    const [alpha] = res.json.data;
    expect(alpha.attributes).toMatchObject({ address: 'Markt 1, 8081 AA Elburg', city: 'Elburg' });
    expect(alpha.relationships.profile.data).toEqual({ type: 'organization_profiles', id: expect.any(String) });
    expect(includedOf(res.json, 'addresses')).toEqual([
      expect.objectContaining({
        id: String(alpha.relationships.address.data.id),
        attributes: expect.objectContaining({ city: 'Elburg', postal_code: '8081 AA' }),
      }),
    ]);
    expect(includedOf(res.json, 'organization_profiles')).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ show_on_social_map: true }) }),
    ]);
    const plain = await call(backend, 'GET', '/api/v1/organizations', { headers: staff });
    expect(plain.json.included).toBeUndefined();
  });

  test('filter[status_eq], filter[organization_type_eq] and query (name or city)', async () => {
    const pending = await call(backend, 'GET', '/api/v1/organizations?filter[status_eq]=pending', { headers: staff });
    expect(ids(pending)).toEqual([String(orgs.beta!.id)]);
    const several = await call(backend, 'GET', '/api/v1/organizations?filter[status_eq]=denied,archived', { headers: staff });
    expect(ids(several)).toEqual([String(orgs.delta!.id), String(orgs.epsilon!.id)]);
    const schools = await call(backend, 'GET', '/api/v1/organizations?filter[organization_type_eq]=School', { headers: staff });
    expect(ids(schools)).toEqual([String(orgs.gamma!.id)]);
    const byName = await call(backend, 'GET', '/api/v1/organizations?query=SPORT', { headers: staff });
    expect(ids(byName)).toEqual([String(orgs.beta!.id)]);
    const byCity = await call(backend, 'GET', '/api/v1/organizations?query=elburg', { headers: staff });
    expect(ids(byCity)).toEqual([String(orgs.alpha!.id)]);
    // LIKE wildcards are literal.
    const wildcard = await call(backend, 'GET', '/api/v1/organizations?query=%25', { headers: staff });
    expect(wildcard.json.data).toEqual([]);
    expect(wildcard.json.meta.total_count).toBe(0);
  });

  test('sort and pagination', async () => {
    const desc = await call(backend, 'GET', '/api/v1/organizations?sort=-name', { headers: staff });
    expect(desc.json.data.map((o: { attributes: { name: string } }) => o.attributes.name)).toEqual([
      'Gamma School',
      'Epsilon Archief',
      'Delta Denied',
      'beta Sport',
      'Alpha Zorg',
    ]);
    const page2 = await call(backend, 'GET', '/api/v1/organizations?page[size]=2&page[number]=2', { headers: staff });
    expect(page2.status).toBe(200);
    expect(page2.json.data.map((o: { attributes: { name: string } }) => o.attributes.name)).toEqual(['Delta Denied', 'Epsilon Archief']);
    expect(page2.json.meta).toMatchObject({ total_count: 5, page: { number: 2, size: 2, total_pages: 3 } });
    expect(page2.json.links.prev).toContain('page%5Bnumber%5D=1');
    expect(page2.json.links.next).toContain('page%5Bnumber%5D=3');
    expect(page2.json.links.last).toContain('page%5Bnumber%5D=3');
    const beyond = await call(backend, 'GET', '/api/v1/organizations?page[size]=2&page[number]=9', { headers: staff });
    expect(beyond.json.data).toEqual([]);
    expect(beyond.json.meta.total_count).toBe(5);
  });

  test('bad query parameters are 400 with source.parameter', async () => {
    expectError(await call(backend, 'GET', '/api/v1/organizations?include=vacancies.owner', { headers: staff }), 400, 'unknownInclude', {
      parameter: 'include',
    });
    expectError(await call(backend, 'GET', '/api/v1/organizations?filter[status_eq]=gone', { headers: staff }), 400, 'invalidFilter', {
      parameter: 'filter[status_eq]',
    });
    expectError(await call(backend, 'GET', '/api/v1/organizations?filter[owner_eq]=1', { headers: staff }), 400, 'unknownFilter', {
      parameter: 'filter[owner_eq]',
    });
    expectError(await call(backend, 'GET', '/api/v1/organizations?sort=password', { headers: staff }), 400, 'unknownSort', {
      parameter: 'sort',
    });
    expectError(await call(backend, 'GET', '/api/v1/organizations?page[size]=1001', { headers: staff }), 400, 'invalidPageSize', {
      parameter: 'page[size]',
    });
    expectError(await call(backend, 'GET', '/api/v1/organizations?page[number]=0', { headers: staff }), 400, 'invalidPageNumber', {
      parameter: 'page[number]',
    });
  });
});

describe('GET /api/v1/organizations/{id}', () => {
  test('include=profile', async () => {
    const res = await call(backend, 'GET', `/api/v1/organizations/${orgs.alpha!.id}?include=profile`, { headers: anonymous() });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ type: 'organizations', id: String(orgs.alpha!.id), attributes: { name: 'Alpha Zorg' } });
    expect(includedOf(res.json, 'organization_profiles')).toHaveLength(1);
    expect(includedOf(res.json, 'addresses')).toHaveLength(0);
  });

  test('a pending organization is 404 for the public and a volunteer, visible to staff and its members', async () => {
    const path = `/api/v1/organizations/${orgs.beta!.id}`;
    expectError(await call(backend, 'GET', path, { headers: anonymous() }), 404, 'notFound');
    expectError(await call(backend, 'GET', path, { headers: volunteer }), 404, 'notFound');
    expect((await call(backend, 'GET', path, { headers: staff })).json.data.attributes.status).toBe('pending');
    const member = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: orgs.beta!.id });
    expect((await call(backend, 'GET', path, { headers: await signIn(backend, center.id, member.email) })).status).toBe(200);
  });

  test("another center's organization is 404, even for staff and admins", async () => {
    for (const headers of [anonymous(), staff, admin])
      expectError(await call(backend, 'GET', `/api/v1/organizations/${foreignOrg.id}`, { headers }), 404, 'notFound');
  });

  test('non-numeric, zero and huge ids are 400', async () => {
    for (const id of ['abc', '0', '1.5', '-1', '12345678901', '1e3'])
      expectError(await call(backend, 'GET', `/api/v1/organizations/${id}`, { headers: staff }), 400, 'invalidId', { parameter: 'id' });
  });
});

describe('POST /api/v1/organizations', () => {
  const body = (attributes: Record<string, unknown>) => ({ data: { type: 'organizations', attributes } });

  test('center staff create an approved organization with address and profile; audited', async () => {
    const res = await call(backend, 'POST', '/api/v1/organizations?include=profile,address', {
      headers: staff,
      body: body({
        name: 'Nieuwe Stichting',
        organization_type: 'NonProfit',
        website: 'https://stichting.example.org',
        address: { street: 'Dorpsstraat', house_number: '5', postal_code: '1234AB', city: 'Oldebroek' },
        profile: { show_on_social_map: true },
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.attributes).toMatchObject({
      name: 'Nieuwe Stichting',
      status: 'approved',
      city: 'Oldebroek',
      volunteer_center_id: center.id,
    });
    expect(includedOf(res.json, 'addresses')).toHaveLength(1);
    expect(includedOf(res.json, 'organization_profiles')[0]).toMatchObject({ attributes: { show_on_social_map: true } });
    const id = Number(res.json.data.id);
    expect(await orgRow(id)).toMatchObject({ volunteerCenterId: center.id, status: 'approved', website: 'https://stichting.example.org' });
    expect(await rowCount(backend.db, schema.auditLog, eq(schema.auditLog.action, 'organization.create'))).toBeGreaterThanOrEqual(1);
  });

  test('the singular type "organization" is accepted too', async () => {
    const res = await call(backend, 'POST', '/api/v1/organizations', {
      headers: staff,
      body: { data: { type: 'organization', attributes: { name: 'Enkelvoud', organization_type: 'School' } } },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.type).toBe('organizations');
  });

  test('401 signed out, 403 for a volunteer (in English and Dutch); nothing written', async () => {
    const before = await rowCount(backend.db, schema.organizations);
    const payload = body({ name: 'Niet Toegestaan', organization_type: 'NonProfit' });
    expectError(await call(backend, 'POST', '/api/v1/organizations', { headers: anonymous(), body: payload }), 401, 'unauthorized');
    const english = expectForbidden(
      await call(backend, 'POST', '/api/v1/organizations', { headers: { ...volunteer, ...en }, body: payload }),
    );
    expect(english.detail).toBe(FORBIDDEN_EN);
    expect(english.title).toBe('Forbidden');
    const dutch = expectForbidden(
      await call(backend, 'POST', '/api/v1/organizations', { headers: { ...volunteer, ...nl }, body: payload }),
    );
    expect(dutch.detail).toBe(FORBIDDEN_NL);
    // Dutch is the default language.
    expect(expectForbidden(await call(backend, 'POST', '/api/v1/organizations', { headers: volunteer, body: payload })).detail).toBe(
      FORBIDDEN_NL,
    );
    expect(await rowCount(backend.db, schema.organizations)).toBe(before);
  });

  test('validation errors are 422 with pointers, translated; nothing written', async () => {
    const before = await rowCount(backend.db, schema.organizations);
    const res = await call(backend, 'POST', '/api/v1/organizations', {
      headers: { ...staff, ...en },
      body: body({ organization_type: 'Club', website: 'not a url', address: { postal_code: 'XYZ' } }),
    });
    expect(res.status).toBe(422);
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort();
    expect(pointers).toEqual([
      '/data/attributes/address/postal_code',
      '/data/attributes/name',
      '/data/attributes/organization_type',
      '/data/attributes/website',
    ]);
    const name = res.json.errors.find((e: { source: { pointer: string } }) => e.source.pointer === '/data/attributes/name');
    expect(name).toMatchObject({ status: '422', code: 'invalidAttribute', title: 'Invalid attribute', detail: 'This field is required' });
    const dutch = await call(backend, 'POST', '/api/v1/organizations', {
      headers: { ...staff, ...nl },
      body: body({ organization_type: 'NonProfit' }),
    });
    expect(dutch.json.errors[0].detail).not.toBe('This field is required');
    expectError(
      await call(backend, 'POST', '/api/v1/organizations', {
        headers: staff,
        body: body({ name: 'X Y', organization_type: 'NonProfit', owner_id: 1 }),
      }),
      422,
      'unknownAttribute',
      {
        pointer: '/data/attributes/owner_id',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/organizations', { headers: staff, body: body({ name: 42, organization_type: 'NonProfit' }) }),
      422,
      'invalidAttribute',
      {
        pointer: '/data/attributes/name',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/organizations', {
        headers: staff,
        body: { data: { type: 'users', attributes: { name: 'Typo', organization_type: 'NonProfit' } } },
      }),
      409,
      'typeMismatch',
      {
        pointer: '/data/type',
      },
    );
    expect(await rowCount(backend.db, schema.organizations)).toBe(before);
  });
});

describe('PUT /api/v1/organizations/{id}', () => {
  const put = (id: number, headers: Headers, attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    call(backend, 'PUT', `/api/v1/organizations/${id}`, {
      headers,
      body: { data: { type: 'organizations', id: String(id), attributes, ...extra } },
    });

  test('center staff and the organization superuser of that organization update it', async () => {
    const org = await createOrganization(backend.db, center.id, { name: 'Te Wijzigen' });
    const res = await put(org.id, staff, { name: 'Gewijzigd', phone_number: '0612345678', address: { city: 'Wezep' } });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ name: 'Gewijzigd', phone_number: '0612345678', city: 'Wezep' });
    expect((await orgRow(org.id)).name).toBe('Gewijzigd');
    const owner = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: org.id });
    const ownerHeaders = await signIn(backend, center.id, owner.email);
    const own = await put(org.id, ownerHeaders, { description: 'Door de eigen beheerder' });
    expect(own.status).toBe(200);
    expect((await orgRow(org.id)).description).toBe('Door de eigen beheerder');
    // PATCH is the same.
    const patched = await call(backend, 'PATCH', `/api/v1/organizations/${org.id}`, {
      headers: ownerHeaders,
      body: { data: { type: 'organizations', attributes: { name: 'Gepatcht' } } },
    });
    expect(patched.status).toBe(200);
    expect((await orgRow(org.id)).name).toBe('Gepatcht');
  });

  test('403 for a volunteer, a superuser of another organization, and an organization superuser changing status; 401 signed out', async () => {
    const org = await createOrganization(backend.db, center.id, { name: 'Beschermd' });
    const other = await createOrganization(backend.db, center.id);
    const otherOwner = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: other.id });
    const owner = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: org.id });
    expectForbidden(await put(org.id, volunteer, { name: 'Gekaapt' }));
    expectForbidden(await put(org.id, await signIn(backend, center.id, otherOwner.email), { name: 'Gekaapt' }));
    const ownerHeaders = await signIn(backend, center.id, owner.email);
    expectForbidden(await put(org.id, ownerHeaders, { status: 'archived' }));
    expectForbidden(
      await call(backend, 'PUT', `/api/v1/organizations/${org.id}/approve`, {
        headers: ownerHeaders,
        body: { data: { type: 'organizations', id: String(org.id), attributes: { status: 'archived' } } },
      }),
    );
    expectError(await put(org.id, anonymous(), { name: 'Gekaapt' }), 401, 'unauthorized');
    expect(await orgRow(org.id)).toMatchObject({ name: 'Beschermd', status: 'approved' });
  });

  test("another center's organization is 404 and unchanged", async () => {
    expectError(await put(foreignOrg.id, staff, { name: 'Overgenomen' }), 404, 'notFound');
    expect((await orgRow(foreignOrg.id)).name).toBe('Alpha Elders');
  });

  test('an id in the body that differs from the URL is 409; validation is 422; nothing changes', async () => {
    const org = await createOrganization(backend.db, center.id, { name: 'Stabiel' });
    expectError(
      await call(backend, 'PUT', `/api/v1/organizations/${org.id}`, {
        headers: staff,
        body: { data: { type: 'organizations', id: String(org.id + 1000), attributes: { name: 'Anders' } } },
      }),
      409,
      'idMismatch',
      {
        pointer: '/data/id',
      },
    );
    expectError(await put(org.id, staff, { name: 'X' }), 422, 'invalidAttribute', { pointer: '/data/attributes/name' });
    expectError(await put(org.id, staff, { email: 'geen-adres' }), 422, 'invalidAttribute', { pointer: '/data/attributes/email' });
    expectError(await put(org.id, staff, { profile: { show_on_social_map: 'ja' } }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/profile/show_on_social_map',
    });
    expect((await orgRow(org.id)).name).toBe('Stabiel');
  });
});

describe('PUT /api/v1/organizations/{id}/approve (status transitions)', () => {
  const setStatus = (id: number, status: string, headers: Headers = staff, extra: Record<string, unknown> = {}) =>
    call(backend, 'PUT', `/api/v1/organizations/${id}/approve`, {
      headers,
      body: { data: { type: 'organizations', id: String(id), attributes: { status, ...extra } } },
    });

  test('pending -> approved -> archived -> approved; audited with from and to', async () => {
    const org = await createOrganization(backend.db, center.id, { status: 'pending' });
    for (const status of ['approved', 'archived', 'approved']) {
      const res = await setStatus(org.id, status);
      expect(res.status).toBe(200);
      expect(res.json.data.attributes.status).toBe(status);
      expect((await orgRow(org.id)).status).toBe(status);
    }
    const entries = await backend.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, String(org.id)));
    expect(entries.filter((e) => e.subjectType === 'organizations').map((e) => e.data)).toEqual([
      { from: 'pending', to: 'approved' },
      { from: 'approved', to: 'archived' },
      { from: 'archived', to: 'approved' },
    ]);
  });

  test('pending -> denied (with a reason) -> approved', async () => {
    const org = await createOrganization(backend.db, center.id, { status: 'pending' });
    const denied = await setStatus(org.id, 'denied', staff, { denial_reason: 'Geen vrijwilligerswerk' });
    expect(denied.status).toBe(200);
    expect(denied.json.data.attributes).toMatchObject({ status: 'denied', denial_reason: 'Geen vrijwilligerswerk' });
    expect((await setStatus(org.id, 'approved')).status).toBe(200);
  });

  test.each([
    ['pending', 'archived'],
    ['approved', 'pending'],
    ['approved', 'denied'],
    ['denied', 'archived'],
    ['denied', 'pending'],
    ['archived', 'denied'],
    ['archived', 'pending'],
  ] as const)('%s -> %s is refused with 422 on /data/attributes/status', async (from, to) => {
    const org = await createOrganization(backend.db, center.id, { status: from });
    const res = await setStatus(org.id, to, { ...staff, ...en });
    const error = expectError(res, 422, 'invalidTransition', { pointer: '/data/attributes/status' });
    expect(error.detail).toBe(`The status cannot change from ${from} to ${to}.`);
    expect((await orgRow(org.id)).status).toBe(from);
  });

  test('an unknown status or another attribute on approve is 422', async () => {
    const org = await createOrganization(backend.db, center.id, { status: 'pending' });
    expectError(await setStatus(org.id, 'published'), 422, 'invalidAttribute', { pointer: '/data/attributes/status' });
    expectError(await setStatus(org.id, 'approved', staff, { name: 'Sneaky' }), 422, 'unknownAttribute', {
      pointer: '/data/attributes/name',
    });
    expect((await orgRow(org.id)).status).toBe('pending');
  });

  test('a volunteer gets 403 on an approved organization and 404 on a pending one', async () => {
    const approved = await createOrganization(backend.db, center.id, { status: 'approved' });
    const pending = await createOrganization(backend.db, center.id, { status: 'pending' });
    expectForbidden(await setStatus(approved.id, 'archived', volunteer));
    expectError(await setStatus(pending.id, 'approved', volunteer), 404, 'notFound');
    expect((await orgRow(pending.id)).status).toBe('pending');
  });
});

describe('DELETE /api/v1/organizations/{id} (soft)', () => {
  test('marks deleted, hides it from staff lists and reads; an admin sees and restores it', async () => {
    const org = await createOrganization(backend.db, center.id, { name: 'Verdwijnt', status: 'approved' });
    const res = await call(backend, 'DELETE', `/api/v1/organizations/${org.id}`, { headers: staff });
    expect(res.status).toBe(204);
    const row = await orgRow(org.id);
    expect(row.status).toBe('deleted');
    expect(row.deletedAt).not.toBeNull();
    expect(await rowCount(backend.db, schema.organizations, eq(schema.organizations.id, org.id))).toBe(1);

    const list = await call(backend, 'GET', '/api/v1/organizations?page[size]=1000', { headers: staff });
    expect(ids(list)).not.toContain(String(org.id));
    const filtered = await call(backend, 'GET', '/api/v1/organizations?filter[status_eq]=deleted', { headers: staff });
    expect(filtered.json.data).toEqual([]);
    expectError(await call(backend, 'GET', `/api/v1/organizations/${org.id}`, { headers: staff }), 404, 'notFound');
    expectError(await call(backend, 'GET', `/api/v1/organizations/${org.id}`, { headers: anonymous() }), 404, 'notFound');
    // Staff cannot restore what they cannot see.
    expectError(
      await call(backend, 'PUT', `/api/v1/organizations/${org.id}/approve`, {
        headers: staff,
        body: { data: { type: 'organizations', attributes: { status: 'approved' } } },
      }),
      404,
      'notFound',
    );

    const adminList = await call(backend, 'GET', '/api/v1/organizations?filter[status_eq]=deleted', { headers: admin });
    expect(ids(adminList)).toContain(String(org.id));
    expect(ids(adminList)).toContain(String(orgs.zeta!.id));
    expect((await call(backend, 'GET', `/api/v1/organizations/${org.id}`, { headers: admin })).json.data.attributes.status).toBe('deleted');
    const restored = await call(backend, 'PUT', `/api/v1/organizations/${org.id}/approve`, {
      headers: admin,
      body: { data: { type: 'organizations', id: String(org.id), attributes: { status: 'approved' } } },
    });
    expect(restored.status).toBe(200);
    const after = await orgRow(org.id);
    expect(after.status).toBe('approved');
    expect(after.deletedAt).toBeNull();
    expect(ids(await call(backend, 'GET', '/api/v1/organizations?page[size]=1000', { headers: anonymous() }))).toContain(String(org.id));
  });

  test('any status may be deleted', async () => {
    for (const status of ['pending', 'denied', 'archived'] as const) {
      const org = await createOrganization(backend.db, center.id, { status });
      expect((await call(backend, 'DELETE', `/api/v1/organizations/${org.id}`, { headers: staff })).status).toBe(204);
      expect((await orgRow(org.id)).status).toBe('deleted');
    }
  });

  test('401 signed out, 403 for a volunteer and an organization superuser, 404 for another center; nothing changes', async () => {
    const org = await createOrganization(backend.db, center.id, { status: 'approved' });
    const owner = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: org.id });
    expectError(await call(backend, 'DELETE', `/api/v1/organizations/${org.id}`, { headers: anonymous() }), 401, 'unauthorized');
    expectForbidden(await call(backend, 'DELETE', `/api/v1/organizations/${org.id}`, { headers: volunteer }));
    expectForbidden(
      await call(backend, 'DELETE', `/api/v1/organizations/${org.id}`, { headers: await signIn(backend, center.id, owner.email) }),
    );
    expectError(await call(backend, 'DELETE', `/api/v1/organizations/${foreignOrg.id}`, { headers: staff }), 404, 'notFound');
    expectError(await call(backend, 'DELETE', `/api/v1/organizations/x1`, { headers: staff }), 400, 'invalidId');
    expect((await orgRow(org.id)).status).toBe('approved');
    expect((await orgRow(foreignOrg.id)).status).toBe('approved');
  });
});
