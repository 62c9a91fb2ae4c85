/**
 * Center scope of a request (Volunteer-Center-Id by id or slug, else the host mapping, X-Tenant checked)
 * and the public volunteer center endpoints.
 */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { call, createCenter, createOrganization, createUser, signIn, startTestBackend, type TestBackend } from '../support/api';
import { en, expectError, includedOf, nl } from './helpers';

let backend: TestBackend;
type Center = Awaited<ReturnType<typeof createCenter>>;
let demo: Center;
let oldebroek: Center;
let oost: Center;
let roermond: Center;

beforeAll(async () => {
  backend = await startTestBackend();
  demo = await createCenter(backend.db, { slug: 'demo', tenantKey: 'demo', name: 'Demo Centrale' });
  oldebroek = await createCenter(backend.db, { slug: 'oldebroek', tenantKey: 'oldebroek', name: 'Oldebroek' });
  oost = await createCenter(backend.db, { slug: 'oost', tenantKey: 'meedoen', name: 'Meedoen Oost' });
  roermond = await createCenter(backend.db, { slug: 'roermond', tenantKey: 'roermond', name: 'Roermond' });
}, 60_000);
afterAll(() => backend.close(), 60_000);

const current = (headers: Record<string, string>) => call(backend, 'GET', '/api/v1/volunteer_centers/current', { headers });
const slugOf = (res: { json: { data: { attributes: { slug: string } } } }) => res.json.data.attributes.slug;

describe('center scope', () => {
  test('Volunteer-Center-Id by id or by slug (any case)', async () => {
    expect(slugOf(await current({ 'volunteer-center-id': String(oldebroek.id) }))).toBe('oldebroek');
    expect(slugOf(await current({ 'volunteer-center-id': 'roermond' }))).toBe('roermond');
    expect(slugOf(await current({ 'volunteer-center-id': ' Oost ' }))).toBe('oost');
  });

  test('without the header the host decides: exact domain, wildcard subdomain, *.localhost, else the default center', async () => {
    expect(slugOf(await current({ 'x-forwarded-host': 'vacaturebankoldebroek.nl' }))).toBe('oldebroek');
    expect(slugOf(await current({ 'x-forwarded-host': 'oost.meedoen.nl' }))).toBe('oost');
    expect(slugOf(await current({ 'x-forwarded-host': 'Roermond.LocalHost:3000' }))).toBe('roermond');
    expect(slugOf(await current({ 'x-forwarded-host': 'unmapped.example.org' }))).toBe('demo');
    expect(slugOf(await current({}))).toBe('demo');
    // The header wins over the host.
    expect(slugOf(await current({ 'x-forwarded-host': 'oost.meedoen.nl', 'volunteer-center-id': 'roermond' }))).toBe('roermond');
  });

  test('a matching X-Tenant is accepted; a mismatching one is 404 "No tenant found"', async () => {
    expect((await current({ 'volunteer-center-id': String(oost.id), 'x-tenant': 'meedoen' })).status).toBe(200);
    const res = await current({ 'volunteer-center-id': String(oost.id), 'x-tenant': 'roermond', ...en });
    expect(expectError(res, 404, 'noTenant').detail).toBe('No tenant found');
    const unknownTenant = await current({ 'x-tenant': 'atlantis', ...en });
    expect(expectError(unknownTenant, 404, 'noTenant', { header: 'X-Tenant' }).detail).toBe('No tenant found');
  });

  test('an unknown center (id, slug or subdomain) or a center of an unknown tenant is 404 "No tenant found"', async () => {
    const unknown: Record<string, string>[] = [
      { 'volunteer-center-id': '999999' },
      { 'volunteer-center-id': 'nergens' },
      { 'x-forwarded-host': 'nergens.meedoen.nl' },
    ];
    for (const headers of unknown) {
      const res = await current({ ...headers, ...en });
      expect(expectError(res, 404, 'noTenant').detail).toBe('No tenant found');
    }
    const ghost = await createCenter(backend.db, { slug: 'ghost', tenantKey: 'atlantis' });
    expectError(await current({ 'volunteer-center-id': String(ghost.id) }), 404, 'noTenant');
    // Also on /auth and on authenticated endpoints.
    expectError(
      await call(backend, 'POST', '/auth/sign_in', {
        headers: { 'volunteer-center-id': 'nergens' },
        body: { email: 'a@b.nl', password: 'x' },
        contentType: 'application/json',
      }),
      404,
      'noTenant',
    );
    expectError(await call(backend, 'GET', '/api/v1/organizations', { headers: { 'volunteer-center-id': 'nergens' } }), 404, 'noTenant');
  });

  test('every list is scoped to the center of the request', async () => {
    const inDemo = await createOrganization(backend.db, demo.id, { name: 'In demo' });
    const inOost = await createOrganization(backend.db, oost.id, { name: 'In oost' });
    const demoList = await call(backend, 'GET', '/api/v1/organizations', { headers: { 'volunteer-center-id': 'demo' } });
    const oostList = await call(backend, 'GET', '/api/v1/organizations', { headers: { 'x-forwarded-host': 'oost.meedoen.nl' } });
    expect(demoList.json.data.map((o: { id: string }) => o.id)).toEqual([String(inDemo.id)]);
    expect(oostList.json.data.map((o: { id: string }) => o.id)).toEqual([String(inOost.id)]);
    expectError(
      await call(backend, 'GET', `/api/v1/organizations/${inOost.id}`, { headers: { 'volunteer-center-id': 'demo' } }),
      404,
      'notFound',
    );
  });

  test('responses vary on the scope and auth headers and are not cached', async () => {
    const res = await current({ 'volunteer-center-id': 'demo' });
    expect(res.headers.get('vary')).toEqual(expect.stringContaining('Volunteer-Center-Id'));
    expect(res.headers.get('vary')).toEqual(expect.stringContaining('Accept-Language'));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('an unknown endpoint is a JSON:API 404', async () => {
    const res = await call(backend, 'GET', '/api/v1/nothing-here', { headers: { 'volunteer-center-id': 'demo', ...en } });
    expect(expectError(res, 404, 'routeNotFound').detail).toContain('/api/v1/nothing-here');
  });
});

describe('GET /api/v1/volunteer_centers', () => {
  test('is public and lists the centers with their tenant and app name', async () => {
    const res = await call(backend, 'GET', '/api/v1/volunteer_centers', { headers: { 'volunteer-center-id': 'demo' } });
    expect(res.status).toBe(200);
    const slugs = res.json.data.map((c: { attributes: { slug: string } }) => c.attributes.slug);
    expect(slugs).toEqual(expect.arrayContaining(['demo', 'oldebroek', 'oost', 'roermond']));
    const rm = res.json.data.find((c: { attributes: { slug: string } }) => c.attributes.slug === 'roermond');
    expect(rm).toMatchObject({
      type: 'volunteer_centers',
      id: String(roermond.id),
      attributes: { tenant_key: 'roermond', app_name: 'Vrijwilligerspunt Roermond', name: 'Roermond' },
    });
    expect(res.json.meta.total_count).toBe(res.json.data.length);
  });

  test('filter[slug_eq] and include=profile', async () => {
    const res = await call(backend, 'GET', '/api/v1/volunteer_centers?filter[slug_eq]=oost&include=profile', { headers: {} });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({ id: String(oost.id), attributes: { slug: 'oost', app_name: 'Meedoen' } });
    const profiles = includedOf(res.json, 'volunteer_center_profiles');
    expect(profiles).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ name: 'Meedoen Oost', primary_color: '#1d4ed8' }) }),
    ]);
    expect(res.json.data[0].relationships.profile.data).toEqual({ type: 'volunteer_center_profiles', id: profiles[0]!.id });
    const none = await call(backend, 'GET', '/api/v1/volunteer_centers?filter[slug_eq]=nope', { headers: {} });
    expect(none.json.data).toEqual([]);
  });

  test('bad parameters are 400', async () => {
    expectError(
      await call(backend, 'GET', '/api/v1/volunteer_centers?filter[slug_eq]=NOT%20A%20SLUG', { headers: {} }),
      400,
      'invalidFilter',
      { parameter: 'filter[slug_eq]' },
    );
    expectError(await call(backend, 'GET', '/api/v1/volunteer_centers?include=organizations', { headers: {} }), 400, 'unknownInclude', {
      parameter: 'include',
    });
    expectError(await call(backend, 'GET', '/api/v1/volunteer_centers?page[size]=5000', { headers: {} }), 400, 'invalidPageSize', {
      parameter: 'page[size]',
    });
    expectError(await call(backend, 'GET', '/api/v1/volunteer_centers/abc', { headers: {} }), 400, 'invalidId', { parameter: 'id' });
    expectError(await call(backend, 'GET', '/api/v1/volunteer_centers/999999', { headers: {} }), 404, 'notFound');
  });
});

describe('GET /api/v1/volunteer_centers/current', () => {
  test('include=profile: the center of the request and its branding', async () => {
    await backend.db
      .update(schema.volunteerCenterProfiles)
      .set({ gtagId: 'G-TEST', themeConfig: { defaultShape: 'straight' }, footerColumn1Title: 'Contact' })
      .where(eq(schema.volunteerCenterProfiles.volunteerCenterId, oldebroek.id));
    const res = await call(backend, 'GET', '/api/v1/volunteer_centers/current?include=profile', {
      headers: { 'volunteer-center-id': 'oldebroek' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      type: 'volunteer_centers',
      id: String(oldebroek.id),
      attributes: { app_name: 'Vacaturebank Oldebroek' },
    });
    const [profile] = includedOf(res.json, 'volunteer_center_profiles') as unknown as { attributes: Record<string, unknown> }[];
    expect(profile!.attributes).toMatchObject({
      gtag_id: 'G-TEST',
      footer_column1_title: 'Contact',
      theme_config: { default_shape: 'straight' },
    });
    const plain = await current({ 'volunteer-center-id': 'oldebroek' });
    expect(plain.json.included).toBeUndefined();
  });

  test('works signed in as well, and for a wrong-center token it is 401', async () => {
    const user = await createUser(backend.db, demo.id);
    const headers = await signIn(backend, demo.id, user.email);
    expect(slugOf(await current(headers))).toBe('demo');
    const wrong = await current({ ...headers, 'volunteer-center-id': 'oldebroek', ...nl });
    expect(expectError(wrong, 401, 'wrongCenter').detail).toContain('wrong center');
  });
});
