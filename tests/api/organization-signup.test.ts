/** POST /api/v1/organizations/signup (public) and the lookup lists the sign-up and admin forms use. */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import {
  call,
  centerHeaders,
  createCenter,
  createUser,
  outbox,
  signIn,
  startTestBackend,
  tokenFromMail,
  type TestBackend,
} from '../support/api';
import { en, expectError, nl, rowCount } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let quiet: Awaited<ReturnType<typeof createCenter>>;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  await backend.db
    .update(schema.volunteerCenterProfiles)
    .set({ contactEmail: 'info@centrale.example' })
    .where(eq(schema.volunteerCenterProfiles.volunteerCenterId, center.id));
  // Without a contact address: its center superusers are told.
  quiet = await createCenter(backend.db, { tenantKey: 'demo' });
  await createUser(backend.db, quiet.id, { role: 'center_superuser', email: 'chef@quiet.example', locale: 'en' });
  await createUser(backend.db, quiet.id, { role: 'center_superuser', email: 'weg@quiet.example', status: 'archived' });
  await backend.db.insert(schema.nonProfitTypes).values([
    { volunteerCenterId: center.id, key: 'foundation', nameNl: 'Stichting', nameEn: 'Foundation' },
    { volunteerCenterId: center.id, key: 'association', nameNl: 'Vereniging', nameEn: 'Association' },
  ]);
  await backend.db
    .insert(schema.activityTypes)
    .values([{ volunteerCenterId: center.id, key: 'sports', nameNl: 'Sport', nameEn: 'Sports' }]);
}, 60_000);
afterAll(() => backend.close(), 60_000);

let seq = 0;
function attributes(overrides: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  const n = seq++;
  return {
    name: `Buurtvereniging ${n}`,
    organization_type: 'NonProfit',
    email: `bestuur-${n}@buurt.example`,
    phone_number: '0525 123456',
    website: 'https://buurt.example',
    description: 'Wij organiseren activiteiten in de wijk.',
    address: { street: 'Kerkstraat', house_number: '12', postal_code: '8091 AB', city: 'Wezep' },
    user: {
      first_name: 'Sanne',
      last_name: 'de Vries',
      email: `sanne-${n}@buurt.example`,
      password: 'Geheim123!',
      password_confirmation: 'Geheim123!',
      accept_terms: true,
      ...user,
    },
    ...overrides,
  };
}
const signup = (attrs: Record<string, unknown>, headers: Record<string, string> = {}, centerId = center.id) =>
  call(backend, 'POST', '/api/v1/organizations/signup?include=address', {
    headers: { ...centerHeaders(centerId), ...headers },
    body: { data: { type: 'organizations', attributes: attrs } },
  });

describe('POST /api/v1/organizations/signup', () => {
  test('creates a pending organization and its first user (organization superuser); mails the user and the center', async () => {
    const attrs = attributes({ profile: { show_on_social_map: true } });
    const res = await signup(attrs, en);
    expect(res.status).toBe(201);
    expect(res.json.data.attributes).toMatchObject({
      name: attrs.name,
      status: 'pending',
      organization_type: 'NonProfit',
      city: 'Wezep',
      email: attrs.email,
      volunteer_center_id: center.id,
    });
    const orgId = Number(res.json.data.id);

    const [user] = await backend.db.select().from(schema.users).where(eq(schema.users.email, attrs.user.email));
    expect(user).toMatchObject({
      volunteerCenterId: center.id,
      status: 'active',
      signupMethod: 'signedUp',
      confirmedAt: null,
      locale: 'en',
      firstName: 'Sanne',
    });
    expect(user!.acceptedTermsAt).not.toBeNull();
    expect(
      (await backend.db.select().from(schema.roles).where(eq(schema.roles.userId, user!.id))).map((r) => [
        r.name,
        r.organizationId,
        r.volunteerCenterId,
      ]),
    ).toEqual([['organization_superuser', orgId, center.id]]);
    expect(await rowCount(backend.db, schema.memberships, eq(schema.memberships.userId, user!.id))).toBe(1);
    const [profile] = await backend.db
      .select()
      .from(schema.organizationProfiles)
      .where(eq(schema.organizationProfiles.organizationId, orgId));
    expect(profile!.showOnSocialMap).toBe(true);

    const [confirmation] = await outbox(backend.db, attrs.user.email);
    expect(confirmation).toMatchObject({ template: 'confirmation', locale: 'en' });
    const [notice] = await outbox(backend.db, 'info@centrale.example');
    expect(notice).toMatchObject({ template: 'organizationSignupNotice', locale: 'nl', volunteerCenterId: center.id });
    expect(notice!.subject).toBe(`Nieuwe organisatie wacht op goedkeuring: ${attrs.name}`);
    expect(notice!.textBody).toContain(`Sanne de Vries <${attrs.user.email}>`);
    expect(notice!.textBody).toContain(`http://${center.slug}.localhost:3000/organizations/approve`);
    expect(await rowCount(backend.db, schema.auditLog, eq(schema.auditLog.action, 'organization.signup'))).toBeGreaterThanOrEqual(1);

    // Not public while pending; the user signs in after confirming and sees the own organization.
    const list = await call(backend, 'GET', '/api/v1/organizations', { headers: centerHeaders(center.id) });
    expect(list.json.data.map((o: { id: string }) => o.id)).not.toContain(String(orgId));
    const token = tokenFromMail(confirmation!.textBody, 'confirmation_token');
    expect(
      (
        await call(backend, 'POST', '/api/v1/confirm', {
          headers: centerHeaders(center.id),
          body: { confirmation_token: token },
          contentType: 'application/json',
        })
      ).status,
    ).toBe(200);
    const headers = await signIn(backend, center.id, attrs.user.email, 'Geheim123!');
    expect((await call(backend, 'GET', `/api/v1/organizations/${orgId}`, { headers })).json.data.attributes.status).toBe('pending');
  });

  test('a school may sign up; without a contact address the active center superusers are told, in their language', async () => {
    const attrs = attributes({ organization_type: 'School', website: '' });
    const res = await signup(attrs, {}, quiet.id);
    expect(res.status).toBe(201);
    expect(res.json.data.attributes).toMatchObject({ organization_type: 'School', website: null, volunteer_center_id: quiet.id });
    const [notice] = await outbox(backend.db, 'chef@quiet.example');
    expect(notice).toMatchObject({ template: 'organizationSignupNotice', locale: 'en' });
    expect(notice!.textBody).toContain(`http://${quiet.slug}.localhost:3000/en/organizations/approve`);
    expect(await outbox(backend.db, 'weg@quiet.example')).toEqual([]);
  });

  test('validation errors are 422 with pointers into the organization and the user, translated; nothing written', async () => {
    const before = await rowCount(backend.db, schema.organizations);
    const res = await signup(
      {
        organization_type: 'VolunteerCenter',
        email: 'geen-adres',
        address: { postal_code: 'XYZ' },
        user: { first_name: '', email: 'nope', password: 'kort', password_confirmation: 'kort', accept_terms: false },
      },
      en,
    );
    expect(res.status).toBe(422);
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort();
    expect(pointers).toEqual([
      '/data/attributes/address/city',
      '/data/attributes/address/postal_code',
      '/data/attributes/email',
      '/data/attributes/name',
      '/data/attributes/organization_type',
      '/data/attributes/user/accept_terms',
      '/data/attributes/user/email',
      '/data/attributes/user/first_name',
      '/data/attributes/user/last_name',
      '/data/attributes/user/password',
    ]);
    const terms = res.json.errors.find((e: { source: { pointer: string } }) => e.source.pointer === '/data/attributes/user/accept_terms');
    expect(terms.detail).toBe('You must accept the terms');
    const dutch = await signup({ ...attributes(), name: '' }, nl);
    expect(dutch.json.errors[0].detail).toBe('Moet minimaal 2 tekens bevatten');
    expectError(await signup(attributes({}, { password_confirmation: 'Anders123!' }), en), 422, 'passwordMismatch', {
      pointer: '/data/attributes/user/password_confirmation',
    });
    expectError(await signup(attributes({ status: 'approved' })), 422, 'unknownAttribute', { pointer: '/data/attributes/status' });
    expectError(await signup(attributes({ profile: { non_profit_type_id: 999_999 } })), 422, 'notFound', {
      pointer: '/data/attributes/profile/non_profit_type_id',
    });
    expect(await rowCount(backend.db, schema.organizations)).toBe(before);
  });

  test('an e-mail address in use (any center, any case) is 422 on user/email; nothing written', async () => {
    const existing = await createUser(backend.db, quiet.id, { email: 'bezet@elders.example' });
    const before = await rowCount(backend.db, schema.organizations);
    const res = await signup(attributes({}, { email: existing.email.toUpperCase() }), en);
    const error = expectError(res, 422, 'emailTaken', { pointer: '/data/attributes/user/email' });
    expect(error.detail).toBe('This e-mail address is already in use.');
    expect(await rowCount(backend.db, schema.organizations)).toBe(before);
  });

  test('rate-limited like the other password calls: 429 with Retry-After after 5 per address', async () => {
    // Probing whether an address is registered counts too.
    const taken = await createUser(backend.db, quiet.id, { email: 'herhaal@buurt.example' });
    for (let i = 0; i < 5; i++) expectError(await signup(attributes({}, { email: taken.email })), 422, 'emailTaken');
    const res = await signup(attributes({}, { email: taken.email }), en);
    expectError(res, 429, 'tooManyRequests');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('bad documents: wrong type 409, wrong content type 415, unknown center 404', async () => {
    expectError(
      await call(backend, 'POST', '/api/v1/organizations/signup', {
        headers: centerHeaders(center.id),
        body: { data: { type: 'users', attributes: attributes() } },
      }),
      409,
      'typeMismatch',
    );
    expectError(
      await call(backend, 'POST', '/api/v1/organizations/signup', {
        headers: centerHeaders(center.id),
        rawBody: 'x',
        contentType: 'text/plain',
      }),
      415,
      'unsupportedMediaType',
    );
    expectError(
      await call(backend, 'POST', '/api/v1/organizations/signup', {
        headers: { 'volunteer-center-id': 'bestaat-niet' },
        body: { data: { type: 'organizations', attributes: attributes() } },
      }),
      404,
      'noTenant',
    );
  });
});

describe('lookup lists', () => {
  test('GET /non_profit_types and /activity_types are public, named and sorted in the request language', async () => {
    const nlTypes = await call(backend, 'GET', '/api/v1/non_profit_types', { headers: { ...centerHeaders(center.id), ...nl } });
    expect(nlTypes.status).toBe(200);
    expect(nlTypes.json.data.map((t: { attributes: { name: string } }) => t.attributes.name)).toEqual(['Stichting', 'Vereniging']);
    const enTypes = await call(backend, 'GET', '/api/v1/non_profit_types', { headers: { ...centerHeaders(center.id), ...en } });
    expect(
      enTypes.json.data.map((t: { type: string; attributes: { key: string; name: string } }) => [
        t.type,
        t.attributes.key,
        t.attributes.name,
      ]),
    ).toEqual([
      ['non_profit_types', 'association', 'Association'],
      ['non_profit_types', 'foundation', 'Foundation'],
    ]);
    const activities = await call(backend, 'GET', '/api/v1/activity_types', { headers: { ...centerHeaders(center.id), ...en } });
    expect(activities.json.data).toEqual([
      expect.objectContaining({
        type: 'activity_types',
        attributes: { key: 'sports', name: 'Sports', name_nl: 'Sport', name_en: 'Sports' },
      }),
    ]);
    expect(activities.json.meta.total_count).toBe(1);
  });
});
