/**
 * Account life cycle: registration (POST /auth), e-mail confirmation (POST /api/v1/confirm), resending
 * confirmation mails, and an admin's sign-in-as (audited).
 */
import { and, eq } from 'drizzle-orm';
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
import { en, expectError, expectForbidden, rowCount } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
let otherTenantCenter: Awaited<ReturnType<typeof createCenter>>;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  otherCenter = await createCenter(backend.db, { tenantKey: 'demo' });
  otherTenantCenter = await createCenter(backend.db, { tenantKey: 'oldebroek' });
}, 60_000);
afterAll(() => backend.close(), 60_000);

const json = 'application/json';
const PASSWORD = 'Aanmelden-2024';
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  first_name: 'Vera',
  last_name: 'Vrijwilliger',
  accept_terms: true,
  ...extra,
});
const register = (body: unknown, headers: Record<string, string> = {}) =>
  call(backend, 'POST', '/auth', { headers: centerHeaders(center.id, headers), body, contentType: json });
const signInCall = (email: string, password = PASSWORD, centerId = center.id) =>
  call(backend, 'POST', '/auth/sign_in', { headers: centerHeaders(centerId), body: { email, password }, contentType: json });
const userByEmail = async (email: string) => (await backend.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];

describe('POST /auth (registration) and POST /api/v1/confirm', () => {
  test('registers a volunteer, mails a confirmation link; confirming lets them sign in; the token is single-use', async () => {
    const res = await register(registration('vera@example.org'), en);
    expect(res.status).toBe(201);
    expect(res.json.data.type).toBe('users');
    expect(res.json.data.attributes).toMatchObject({
      email: 'vera@example.org',
      status: 'active',
      signup_method: 'signedUp',
      role: 'volunteer',
      confirmed_at: null,
      locale: 'en',
    });
    expect(res.json.data.attributes.accepted_terms_at).toEqual(expect.any(String));
    const row = await userByEmail('vera@example.org');
    expect(row).toMatchObject({ volunteerCenterId: center.id, status: 'active', confirmedAt: null });
    expect(await rowCount(backend.db, schema.roles, and(eq(schema.roles.userId, row!.id), eq(schema.roles.name, 'volunteer')))).toBe(1);

    // Not confirmed yet.
    expectError(await signInCall('vera@example.org'), 401, 'accountUnconfirmed');

    const mails = await outbox(backend.db, 'vera@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('confirmation');
    expect(mails[0]!.textBody).toContain(`http://${center.slug}.localhost:3000/en/confirm?confirmation_token=`);
    const token = tokenFromMail(mails[0]!.textBody, 'confirmation_token');

    const confirmed = await call(backend, 'POST', '/api/v1/confirm', {
      headers: centerHeaders(center.id),
      body: { confirmation_token: token },
      contentType: json,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data.attributes.confirmed_at).toEqual(expect.any(String));
    expect((await userByEmail('vera@example.org'))!.confirmedAt).not.toBeNull();
    expect((await signInCall('vera@example.org')).status).toBe(200);

    const again = await call(backend, 'POST', '/api/v1/confirm', {
      headers: centerHeaders(center.id, en),
      body: { confirmation_token: token },
      contentType: json,
    });
    expectError(again, 422, 'invalidToken', { pointer: '/confirmation_token' });
  });

  test('acceptTerms must be true; nothing is written otherwise', async () => {
    const users = await rowCount(backend.db, schema.users);
    for (const accept of [false, undefined, 'yes']) {
      const res = await register(registration('terms@example.org', { accept_terms: accept }), en);
      const error = expectError(res, 422, 'invalidAttribute', { pointer: '/accept_terms' });
      expect(error.detail).toBe('You must accept the terms');
    }
    expect(await rowCount(backend.db, schema.users)).toBe(users);
    expect(await outbox(backend.db, 'terms@example.org')).toHaveLength(0);
  });

  test('validation: bad e-mail, short password, mismatching confirmation, unknown attribute, address in use', async () => {
    await createUser(backend.db, otherCenter.id, { email: 'taken@example.org' });
    const users = await rowCount(backend.db, schema.users);
    expectError(await register(registration('not-an-email'), en), 422, 'invalidAttribute', { pointer: '/email' });
    expectError(
      await register(registration('short@example.org', { password: 'kort', password_confirmation: 'kort' })),
      422,
      'invalidAttribute',
      { pointer: '/password' },
    );
    expectError(
      await register(registration('mismatch@example.org', { password_confirmation: 'Something-else-1' })),
      422,
      'passwordMismatch',
      { pointer: '/password_confirmation' },
    );
    expectError(await register(registration('extra@example.org', { role: 'admin' })), 422, 'unknownAttribute', { pointer: '/role' });
    // One account per address across all centers (case-insensitive).
    expectError(await register(registration('Taken@Example.org')), 422, 'emailTaken', { pointer: '/email' });
    expect(await rowCount(backend.db, schema.users)).toBe(users);
  });

  test('a confirmation token is only valid on its own center, and an unknown token is 422', async () => {
    const res = await register(registration('centered@example.org'));
    expect(res.status).toBe(201);
    const token = tokenFromMail((await outbox(backend.db, 'centered@example.org'))[0]!.textBody, 'confirmation_token');
    const wrong = await call(backend, 'POST', '/api/v1/confirm', {
      headers: centerHeaders(otherCenter.id),
      body: { confirmation_token: token },
      contentType: json,
    });
    expect(wrong.status).toBe(404);
    expect((await userByEmail('centered@example.org'))!.confirmedAt).toBeNull();
    expectError(
      await call(backend, 'POST', '/api/v1/confirm', {
        headers: centerHeaders(center.id),
        body: { confirmation_token: 'nope' },
        contentType: json,
      }),
      422,
      'invalidToken',
    );
    expectError(
      await call(backend, 'POST', '/api/v1/confirm', { headers: centerHeaders(center.id), body: {}, contentType: json }),
      422,
      'invalidAttribute',
      {
        pointer: '/confirmation_token',
      },
    );
    // Still usable on the right center.
    const ok = await call(backend, 'POST', '/api/v1/confirm', {
      headers: centerHeaders(center.id),
      body: { confirmation_token: token },
      contentType: json,
    });
    expect(ok.status).toBe(200);
  });

  test('confirming an invited user activates them', async () => {
    const invited = await createUser(backend.db, center.id, { status: 'invited', confirmed: false });
    // Following a confirmation link proves the address: an invited user becomes active.
    const { issueUserToken } = await import('@/server/auth/user-tokens');
    const token = await issueUserToken(backend.db, invited.id, 'confirmation', new Date());
    const res = await call(backend, 'POST', '/api/v1/confirm', {
      headers: centerHeaders(center.id),
      body: { confirmation_token: token },
      contentType: json,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.status).toBe('active');
    expect((await userByEmail(invited.email))!.status).toBe('active');
  });
});

describe('POST /auth/confirmation (resend)', () => {
  test('sends a new confirmation mail to an unconfirmed user; the same answer otherwise, without mail', async () => {
    expect((await register(registration('resend@example.org'))).status).toBe(201);
    const confirmedUser = await createUser(backend.db, center.id);
    const send = (email: string) =>
      call(backend, 'POST', '/auth/confirmation', { headers: centerHeaders(center.id, en), body: { email }, contentType: json });
    const a = await send('resend@example.org');
    const b = await send(confirmedUser.email);
    const c = await send('nobody-here@example.org');
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.json).toEqual(a.json);
    expect(c.json).toEqual(a.json);
    const mails = await outbox(backend.db, 'resend@example.org');
    expect(mails).toHaveLength(2);
    // The new mail's token replaced the old one.
    const [oldToken, newToken] = mails.map((m) => tokenFromMail(m.textBody, 'confirmation_token'));
    expect(oldToken).not.toBe(newToken);
    expectError(
      await call(backend, 'POST', '/api/v1/confirm', {
        headers: centerHeaders(center.id),
        body: { confirmation_token: oldToken },
        contentType: json,
      }),
      422,
      'invalidToken',
    );
    expect(
      (
        await call(backend, 'POST', '/api/v1/confirm', {
          headers: centerHeaders(center.id),
          body: { confirmation_token: newToken },
          contentType: json,
        })
      ).status,
    ).toBe(200);
    expect(await outbox(backend.db, confirmedUser.email)).toHaveLength(0);
  });
});

describe('POST /api/v1/users/{id}/resend_confirmation_instructions', () => {
  test('staff resend an invitation to an invited user and a confirmation to an unconfirmed one', async () => {
    const staff = await createUser(backend.db, center.id, { role: 'center_superuser' });
    const headers = await signIn(backend, center.id, staff.email);
    const invited = await createUser(backend.db, center.id, { status: 'invited', confirmed: false });
    const unconfirmed = await createUser(backend.db, center.id, { confirmed: false });
    const confirmed = await createUser(backend.db, center.id);

    const r1 = await call(backend, 'POST', `/api/v1/users/${invited.id}/resend_confirmation_instructions`, { headers });
    expect(r1.status).toBe(200);
    expect((await outbox(backend.db, invited.email)).map((m) => m.template)).toEqual(['invitation']);
    const r2 = await call(backend, 'POST', `/api/v1/users/${unconfirmed.id}/resend_confirmation_instructions`, { headers });
    expect(r2.status).toBe(200);
    expect((await outbox(backend.db, unconfirmed.email)).map((m) => m.template)).toEqual(['confirmation']);
    expectError(
      await call(backend, 'POST', `/api/v1/users/${confirmed.id}/resend_confirmation_instructions`, { headers }),
      422,
      'alreadyConfirmed',
    );
    expect(await outbox(backend.db, confirmed.email)).toHaveLength(0);
  });

  test('401 signed out, 403 for a volunteer, 404 for another center, 400 for a bad id', async () => {
    const target = await createUser(backend.db, center.id, { confirmed: false });
    const foreign = await createUser(backend.db, otherCenter.id, { confirmed: false });
    expectError(
      await call(backend, 'POST', `/api/v1/users/${target.id}/resend_confirmation_instructions`, { headers: centerHeaders(center.id) }),
      401,
      'unauthorized',
    );
    const volunteer = await createUser(backend.db, center.id);
    const vHeaders = await signIn(backend, center.id, volunteer.email);
    // A volunteer cannot even see another user: 404, not 403.
    expectError(
      await call(backend, 'POST', `/api/v1/users/${target.id}/resend_confirmation_instructions`, { headers: vHeaders }),
      404,
      'notFound',
    );
    const staff = await createUser(backend.db, center.id, { role: 'center_superuser' });
    const headers = await signIn(backend, center.id, staff.email);
    expectError(await call(backend, 'POST', `/api/v1/users/${foreign.id}/resend_confirmation_instructions`, { headers }), 404, 'notFound');
    expectError(await call(backend, 'POST', `/api/v1/users/abc/resend_confirmation_instructions`, { headers }), 400, 'invalidId', {
      parameter: 'id',
    });
    expect(await outbox(backend.db, target.email)).toHaveLength(0);
    expect(await outbox(backend.db, foreign.email)).toHaveLength(0);
  });

  test('a mentor may read a student but not resend their mails (403)', async () => {
    const { createOrganization } = await import('../support/api');
    const school = await createOrganization(backend.db, center.id, { organizationType: 'School' });
    const mentor = await createUser(backend.db, center.id, { role: 'mentor', organizationId: school.id });
    const student = await createUser(backend.db, center.id, { role: 'student', organizationId: school.id, confirmed: false });
    const headers = await signIn(backend, center.id, mentor.email);
    expect((await call(backend, 'GET', `/api/v1/users/${student.id}`, { headers })).status).toBe(200);
    expectForbidden(await call(backend, 'POST', `/api/v1/users/${student.id}/resend_confirmation_instructions`, { headers }));
    expect(await outbox(backend.db, student.email)).toHaveLength(0);
  });
});

describe('POST /api/v1/sign_in_as_user', () => {
  test('an admin receives tokens for the target user; audited; current_user shows meta.impersonator_id', async () => {
    const admin = await createUser(backend.db, center.id, { role: 'admin' });
    const target = await createUser(backend.db, center.id, { role: 'volunteer', firstName: 'Target' });
    const headers = await signIn(backend, center.id, admin.email);
    const auditBefore = await rowCount(backend.db, schema.auditLog, eq(schema.auditLog.action, 'user.sign_in_as'));
    const res = await call(backend, 'POST', '/api/v1/sign_in_as_user', { headers, body: { user_id: target.id }, contentType: json });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ type: 'users', id: String(target.id) });
    expect(res.json.meta.impersonator_id).toBe(String(admin.id));
    expect(res.headers.get('uid')).toBe(target.email);
    expect(res.headers.get('access-token')).not.toBe(headers['access-token']);
    const asTarget = {
      ...centerHeaders(center.id),
      'access-token': res.headers.get('access-token')!,
      client: res.headers.get('client')!,
      uid: res.headers.get('uid')!,
    };
    const me = await call(backend, 'GET', '/api/v1/current_user', { headers: asTarget });
    expect(me.status).toBe(200);
    expect(me.json.data.id).toBe(String(target.id));
    expect(me.json.meta).toEqual({ impersonator_id: String(admin.id) });
    // The admin's own session is untouched and has no impersonator.
    const own = await call(backend, 'GET', '/api/v1/current_user', { headers });
    expect(own.json.data.id).toBe(String(admin.id));
    expect(own.json.meta).toBeUndefined();

    const entries = await backend.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'user.sign_in_as'));
    expect(entries).toHaveLength(auditBefore + 1);
    expect(entries[entries.length - 1]).toMatchObject({
      actorId: admin.id,
      subjectType: 'users',
      subjectId: String(target.id),
      volunteerCenterId: center.id,
    });
  });

  test('accepts a JSON:API document too', async () => {
    const admin = await createUser(backend.db, center.id, { role: 'admin' });
    const target = await createUser(backend.db, center.id);
    const headers = await signIn(backend, center.id, admin.email);
    const res = await call(backend, 'POST', '/api/v1/sign_in_as_user', {
      headers,
      body: { data: { type: 'users', attributes: { user_id: String(target.id) } } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(String(target.id));
  });

  test('only admins (403 in English and Dutch), never for another admin, 401 signed out; nothing audited', async () => {
    const staff = await createUser(backend.db, center.id, { role: 'center_superuser' });
    const target = await createUser(backend.db, center.id);
    const otherAdmin = await createUser(backend.db, center.id, { role: 'admin' });
    const admin = await createUser(backend.db, center.id, { role: 'admin' });
    const auditBefore = await rowCount(backend.db, schema.auditLog, eq(schema.auditLog.action, 'user.sign_in_as'));
    const tokensBefore = await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, target.id));

    const staffHeaders = await signIn(backend, center.id, staff.email);
    const enRes = await call(backend, 'POST', '/api/v1/sign_in_as_user', {
      headers: { ...staffHeaders, 'accept-language': 'en' },
      body: { user_id: target.id },
      contentType: json,
    });
    expect(expectForbidden(enRes).detail).toBe("You don't have access rights to execute this action");
    const nlRes = await call(backend, 'POST', '/api/v1/sign_in_as_user', {
      headers: { ...staffHeaders, 'accept-language': 'nl' },
      body: { user_id: target.id },
      contentType: json,
    });
    expect(expectForbidden(nlRes).detail).toBe('Je hebt geen toegangsrechten om deze actie uit te voeren');

    const adminHeaders = await signIn(backend, center.id, admin.email);
    expectForbidden(
      await call(backend, 'POST', '/api/v1/sign_in_as_user', {
        headers: adminHeaders,
        body: { user_id: otherAdmin.id },
        contentType: json,
      }),
    );
    expectError(
      await call(backend, 'POST', '/api/v1/sign_in_as_user', {
        headers: centerHeaders(center.id),
        body: { user_id: target.id },
        contentType: json,
      }),
      401,
      'unauthorized',
    );
    expectError(
      await call(backend, 'POST', '/api/v1/sign_in_as_user', { headers: adminHeaders, body: { user_id: 'x' }, contentType: json }),
      422,
      'invalidAttribute',
      {
        pointer: '/user_id',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/sign_in_as_user', { headers: adminHeaders, body: {}, contentType: json }),
      422,
      'invalidAttribute',
    );

    expect(await rowCount(backend.db, schema.auditLog, eq(schema.auditLog.action, 'user.sign_in_as'))).toBe(auditBefore);
    expect(await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, target.id))).toBe(tokensBefore);
  });

  test('a user of another center is 404 from this center; an admin may act in a sister center of the tenant, not another tenant', async () => {
    const admin = await createUser(backend.db, center.id, { role: 'admin' });
    const sister = await createUser(backend.db, otherCenter.id);
    const foreignTenant = await createUser(backend.db, otherTenantCenter.id);
    const headers = await signIn(backend, center.id, admin.email);
    expectError(
      await call(backend, 'POST', '/api/v1/sign_in_as_user', { headers, body: { user_id: sister.id }, contentType: json }),
      404,
      'notFound',
    );
    const inSister = await signIn(backend, otherCenter.id, admin.email);
    const ok = await call(backend, 'POST', '/api/v1/sign_in_as_user', {
      headers: inSister,
      body: { user_id: sister.id },
      contentType: json,
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.id).toBe(String(sister.id));
    const other = await call(backend, 'POST', '/api/v1/sign_in_as_user', {
      headers: { ...headers, 'volunteer-center-id': String(otherTenantCenter.id) },
      body: { user_id: foreignTenant.id },
      contentType: json,
    });
    expectError(other, 401, 'wrongCenter');
  });
});
