/**
 * /auth: devise_token_auth-compatible sign-in, sign-out, token validation and password reset; the real
 * argon2id hasher and the allowInactiveUsers flag (rate limits: tests/api/rate-limits.test.ts).
 * One database for the file: the flag, hasher and limiter variants are further app instances on it,
 * as differently configured deployments sharing one database would run.
 */
import { eq } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { argon2Hasher } from '@/server/auth/passwords';
import { MemoryRateLimiter } from '@/server/auth/rate-limit';
import * as schema from '@/server/db/schema';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  outbox,
  PASSWORD,
  signIn,
  startTestBackend,
  tokenFromMail,
  type TestBackend,
} from '../support/api';
import { en, expectError, nl, rowCount } from './helpers';

// Rate-limit tests make a few hundred calls: give a loaded 2-core machine room.
jest.setTimeout(30_000);

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
let otherTenantCenter: Awaited<ReturnType<typeof createCenter>>;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  otherCenter = await createCenter(backend.db, { tenantKey: 'demo' });
  otherTenantCenter = await createCenter(backend.db, { tenantKey: 'roermond' });
}, 60_000);
afterAll(() => backend.close(), 60_000);

const json = 'application/json';
const signInCall = (centerId: number, email: string, password: string, headers: Record<string, string> = {}) =>
  call(backend, 'POST', '/auth/sign_in', { headers: centerHeaders(centerId, headers), body: { email, password }, contentType: json });

const userRow = async (id: number) => (await backend.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe('POST /auth/sign_in', () => {
  test('returns the devise_token_auth headers and the user with roles and organizations', async () => {
    const org = await createOrganization(backend.db, center.id);
    const user = await createUser(backend.db, center.id, {
      email: 'Signin@Example.org',
      role: 'organization_superuser',
      organizationId: org.id,
    });
    const tokensBefore = await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, user.id));
    const before = Date.now();
    const res = await signInCall(center.id, 'signin@example.org', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-token')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(res.headers.get('client')).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(res.headers.get('uid')).toBe('Signin@Example.org');
    expect(res.headers.get('token-type')).toBe('Bearer');
    const expiry = Number(res.headers.get('expiry'));
    // 14 days in the test backend
    expect(expiry * 1000).toBeGreaterThan(before + 13 * 24 * 3600_000);
    expect(expiry * 1000).toBeLessThan(before + 15 * 24 * 3600_000);
    expect(res.json.data).toMatchObject({ type: 'users', id: String(user.id) });
    expect(res.json.data.attributes).toMatchObject({
      email: 'Signin@Example.org',
      role: 'organization_superuser',
      organization_id: org.id,
    });
    expect(res.json.data.attributes).not.toHaveProperty('password_hash');
    expect(res.json.data.relationships.roles.data).toHaveLength(1);
    expect(res.json.data.relationships.organizations.data).toEqual([{ type: 'organizations', id: String(org.id) }]);
    expect(await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, user.id))).toBe(tokensBefore + 1);
    // Only the hash of the secret is stored.
    const [token] = await backend.db
      .select()
      .from(schema.authTokens)
      .where(eq(schema.authTokens.client, res.headers.get('client')!));
    expect(token!.tokenHash).not.toBe(res.headers.get('access-token'));
    expect((await userRow(user.id)).lastSignInAt).not.toBeNull();
  });

  test('a wrong password and an unknown address get the same 401, and no token is issued', async () => {
    const user = await createUser(backend.db, center.id);
    const wrong = await signInCall(center.id, user.email, 'not-the-password', en);
    const unknown = await signInCall(center.id, 'nobody@example.org', PASSWORD, en);
    expectError(wrong, 401, 'invalidCredentials');
    expectError(unknown, 401, 'invalidCredentials');
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.headers.get('access-token')).toBeNull();
    expect(await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, user.id))).toBe(0);
  });

  test('validation errors are 422 with a pointer; unknown attributes are refused', async () => {
    const missing = await call(backend, 'POST', '/auth/sign_in', {
      headers: centerHeaders(center.id, en),
      body: { email: 'a@example.org' },
      contentType: json,
    });
    expectError(missing, 422, 'invalidAttribute', { pointer: '/password' });
    const extra = await call(backend, 'POST', '/auth/sign_in', {
      headers: centerHeaders(center.id),
      body: { email: 'a@example.org', password: 'x', admin: true },
      contentType: json,
    });
    expectError(extra, 422, 'unknownAttribute', { pointer: '/admin' });
    const typed = await call(backend, 'POST', '/auth/sign_in', {
      headers: centerHeaders(center.id),
      body: { email: 1, password: 'x' },
      contentType: json,
    });
    expectError(typed, 422, 'invalidAttribute', { pointer: '/email' });
  });

  test("signing in on another partner center's site is a 401 'wrong center'", async () => {
    const user = await createUser(backend.db, center.id);
    for (const headers of [en, nl]) {
      const res = await signInCall(otherCenter.id, user.email, PASSWORD, headers);
      const error = expectError(res, 401, 'wrongCenter');
      expect(error.detail).toContain('wrong center');
    }
    expect(await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, user.id))).toBe(0);
  });

  test("a valid token used on another center's site is 'wrong center' too", async () => {
    const user = await createUser(backend.db, center.id);
    const headers = await signIn(backend, center.id, user.email);
    const res = await call(backend, 'GET', '/auth/validate_token', {
      headers: { ...headers, 'volunteer-center-id': String(otherCenter.id), ...en },
    });
    expect(expectError(res, 401, 'wrongCenter').detail).toContain('wrong center');
  });

  test('admins may sign in and act in other centers of their tenant, not in another tenant', async () => {
    const admin = await createUser(backend.db, center.id, { role: 'admin' });
    const org = await createOrganization(backend.db, otherCenter.id, { name: 'Other center org', status: 'pending' });
    const headers = await signIn(backend, otherCenter.id, admin.email);
    const list = await call(backend, 'GET', '/api/v1/organizations', { headers });
    expect(list.status).toBe(200);
    expect(list.json.data.map((o: { id: string }) => o.id)).toEqual([String(org.id)]);

    const otherTenant = await signInCall(otherTenantCenter.id, admin.email, PASSWORD, en);
    expect(expectError(otherTenant, 401, 'wrongCenter').detail).toContain('wrong center');
    // Nor with a token issued on the own center.
    const own = await signIn(backend, center.id, admin.email);
    const viaToken = await call(backend, 'GET', '/api/v1/current_user', {
      headers: { ...own, 'volunteer-center-id': String(otherTenantCenter.id) },
    });
    expectError(viaToken, 401, 'wrongCenter');
  });

  test('inactive, archived, unconfirmed and invited users are refused', async () => {
    const inactive = await createUser(backend.db, center.id, { status: 'inactive' });
    const archived = await createUser(backend.db, center.id, { status: 'archived' });
    const unconfirmed = await createUser(backend.db, center.id, { confirmed: false });
    expectError(await signInCall(center.id, inactive.email, PASSWORD), 401, 'accountInactive');
    expectError(await signInCall(center.id, archived.email, PASSWORD), 401, 'accountArchived');
    expectError(await signInCall(center.id, unconfirmed.email, PASSWORD), 401, 'accountUnconfirmed');
    const invited = await createUser(backend.db, center.id, { status: 'invited', confirmed: false });
    expectError(await signInCall(center.id, invited.email, PASSWORD), 401, 'accountUnconfirmed');
    expect(await rowCount(backend.db, schema.authTokens)).toBeGreaterThan(0);
    for (const u of [inactive, archived, unconfirmed, invited])
      expect(await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, u.id))).toBe(0);
  });

  test('a token of a user who became inactive or archived stops working', async () => {
    const user = await createUser(backend.db, center.id);
    const headers = await signIn(backend, center.id, user.email);
    expect((await call(backend, 'GET', '/auth/validate_token', { headers })).status).toBe(200);
    await backend.db.update(schema.users).set({ status: 'inactive' }).where(eq(schema.users.id, user.id));
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers }), 401, 'accountInactive');
    await backend.db.update(schema.users).set({ status: 'archived' }).where(eq(schema.users.id, user.id));
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers }), 401, 'accountArchived');
  });
});

describe('GET /auth/validate_token and DELETE /auth/sign_out', () => {
  test('validate_token returns the user and echoes the auth headers', async () => {
    const user = await createUser(backend.db, center.id, { role: 'center_superuser' });
    const headers = await signIn(backend, center.id, user.email);
    const res = await call(backend, 'GET', '/auth/validate_token', { headers });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ type: 'users', id: String(user.id) });
    expect(res.json.data.attributes.role).toBe('center_superuser');
    expect(res.headers.get('access-token')).toBe(headers['access-token']);
    expect(res.headers.get('client')).toBe(headers.client);
    expect(res.headers.get('uid')).toBe(user.email);
  });

  test('validate_token without or with bad credentials is 401', async () => {
    const user = await createUser(backend.db, center.id);
    const headers = await signIn(backend, center.id, user.email);
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers: centerHeaders(center.id) }), 401, 'unauthorized');
    expectError(
      await call(backend, 'GET', '/auth/validate_token', { headers: { ...headers, 'access-token': 'forged' } }),
      401,
      'unauthorized',
    );
    expectError(
      await call(backend, 'GET', '/auth/validate_token', { headers: { ...headers, client: 'other-client' } }),
      401,
      'unauthorized',
    );
    expectError(
      await call(backend, 'GET', '/auth/validate_token', { headers: { ...headers, uid: 'someone@example.org' } }),
      401,
      'unauthorized',
    );
  });

  test('an expired token is 401', async () => {
    const user = await createUser(backend.db, center.id);
    const headers = await signIn(backend, center.id, user.email);
    await backend.db
      .update(schema.authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.authTokens.client, headers.client!));
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers }), 401, 'unauthorized');
  });

  test("sign_out revokes only that client's token", async () => {
    const user = await createUser(backend.db, center.id);
    const first = await signIn(backend, center.id, user.email);
    const second = await signIn(backend, center.id, user.email);
    expect(first.client).not.toBe(second.client);
    const out = await call(backend, 'DELETE', '/auth/sign_out', { headers: first });
    expect(out.status).toBe(200);
    expect(out.json.meta.success).toBe(true);
    expect(out.headers.get('access-token')).toBeNull();
    expect(await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.client, first.client!))).toBe(0);
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers: first }), 401, 'unauthorized');
    expectError(await call(backend, 'GET', '/api/v1/current_user', { headers: first }), 401, 'unauthorized');
    expect((await call(backend, 'GET', '/auth/validate_token', { headers: second })).status).toBe(200);
  });

  test('sign_out without a session is 401', async () => {
    expectError(await call(backend, 'DELETE', '/auth/sign_out', { headers: centerHeaders(center.id) }), 401, 'unauthorized');
  });
});

describe('POST /auth/password (reset request)', () => {
  test('sends a reset mail to an existing address and answers the same for an unknown one', async () => {
    const user = await createUser(backend.db, center.id, { locale: 'en' });
    const known = await call(backend, 'POST', '/auth/password', {
      headers: centerHeaders(center.id, en),
      body: { email: user.email.toUpperCase() },
      contentType: json,
    });
    const unknown = await call(backend, 'POST', '/auth/password', {
      headers: centerHeaders(center.id, en),
      body: { email: 'ghost@example.org' },
      contentType: json,
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.meta.success).toBe(true);
    const mails = await outbox(backend.db, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('resetPassword');
    expect(mails[0]!.locale).toBe('en');
    expect(mails[0]!.textBody).toContain(`http://${center.slug}.localhost:3000/en/auth/reset?reset_password_token=`);
    expect(await outbox(backend.db, 'ghost@example.org')).toHaveLength(0);
  });

  test('no mail for a user of another center or an archived user, same answer', async () => {
    const foreign = await createUser(backend.db, otherCenter.id);
    const archived = await createUser(backend.db, center.id, { status: 'archived' });
    for (const email of [foreign.email, archived.email]) {
      const res = await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: { email }, contentType: json });
      expect(res.status).toBe(200);
      expect(await outbox(backend.db, email)).toHaveLength(0);
    }
  });

  test('a missing email is 422', async () => {
    expectError(
      await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: {}, contentType: json }),
      422,
      'invalidAttribute',
      { pointer: '/email' },
    );
  });
});

describe('PUT /auth/password', () => {
  const NEW_PASSWORD = 'Nieuw-wachtwoord-1';

  async function requestReset(email: string) {
    await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: { email }, contentType: json });
    const mails = await outbox(backend.db, email);
    return tokenFromMail(mails[mails.length - 1]!.textBody, 'reset_password_token');
  }

  test('with the reset_password_token from the mail: sets the password, signs in, ends other sessions; single use', async () => {
    const user = await createUser(backend.db, center.id);
    const oldSession = await signIn(backend, center.id, user.email);
    const token = await requestReset(user.email);
    const res = await call(backend, 'PUT', '/auth/password', {
      headers: centerHeaders(center.id),
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token },
      contentType: json,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(String(user.id));
    expect(res.headers.get('access-token')).toBeTruthy();
    const fresh = {
      ...centerHeaders(center.id),
      'access-token': res.headers.get('access-token')!,
      client: res.headers.get('client')!,
      uid: res.headers.get('uid')!,
    };
    expect((await call(backend, 'GET', '/auth/validate_token', { headers: fresh })).status).toBe(200);
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers: oldSession }), 401, 'unauthorized');
    expectError(await signInCall(center.id, user.email, PASSWORD), 401, 'invalidCredentials');
    expect((await signInCall(center.id, user.email, NEW_PASSWORD)).status).toBe(200);

    const hashAfter = (await userRow(user.id)).passwordHash;
    const again = await call(backend, 'PUT', '/auth/password', {
      headers: centerHeaders(center.id),
      body: { password: 'Yet-another-1', password_confirmation: 'Yet-another-1', reset_password_token: token },
      contentType: json,
    });
    expectError(again, 422, 'invalidToken', { pointer: '/reset_password_token' });
    expect((await userRow(user.id)).passwordHash).toBe(hashAfter);
  });

  test('signed in through the uid, client and access-token headers: only with the current password', async () => {
    const user = await createUser(backend.db, center.id);
    const headers = await signIn(backend, center.id, user.email);
    const put = (extra: Record<string, string>) =>
      call(backend, 'PUT', '/auth/password', {
        headers,
        body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...extra },
        contentType: json,
      });
    const hash = (await userRow(user.id)).passwordHash;
    expectError(await put({}), 422, 'currentPasswordRequired', { pointer: '/current_password' });
    expectError(await put({ current_password: 'fout' }), 422, 'invalidCredentials', { pointer: '/current_password' });
    expect((await userRow(user.id)).passwordHash).toBe(hash);
    const res = await put({ current_password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('client')).toBeTruthy();
    expect((await signInCall(center.id, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  test('neither headers nor a token is the message of docs/domain.md#validation', async () => {
    const res = await call(backend, 'PUT', '/auth/password', {
      headers: centerHeaders(center.id, en),
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      contentType: json,
    });
    expect(expectError(res, 422, 'passwordResetParams').detail).toBe(
      'You must provide either the uid, client and accessToken or the resetPasswordToken',
    );
  });

  test('an unknown token, a mismatching confirmation and a short password are 422 and change nothing', async () => {
    const user = await createUser(backend.db, center.id);
    const token = await requestReset(user.email);
    const hash = (await userRow(user.id)).passwordHash;
    const put = (body: Record<string, unknown>) =>
      call(backend, 'PUT', '/auth/password', { headers: centerHeaders(center.id, en), body, contentType: json });
    expectError(
      await put({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: 'bogus' }),
      422,
      'invalidToken',
      { pointer: '/reset_password_token' },
    );
    expectError(
      await put({ password: NEW_PASSWORD, password_confirmation: 'different-1', reset_password_token: token }),
      422,
      'passwordMismatch',
      { pointer: '/password_confirmation' },
    );
    expectError(await put({ password: 'short', password_confirmation: 'short', reset_password_token: token }), 422, 'invalidAttribute', {
      pointer: '/password',
    });
    expect((await userRow(user.id)).passwordHash).toBe(hash);
    // The token survived the refused attempts.
    expect((await put({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token })).status).toBe(200);
  });

  test("a reset token used on another center's site is refused and stays usable", async () => {
    const user = await createUser(backend.db, center.id);
    const token = await requestReset(user.email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token };
    expectError(
      await call(backend, 'PUT', '/auth/password', { headers: centerHeaders(otherCenter.id), body, contentType: json }),
      422,
      'invalidToken',
    );
    expect((await call(backend, 'PUT', '/auth/password', { headers: centerHeaders(center.id), body, contentType: json })).status).toBe(200);
  });

  test('an invitation_token from the invitation mail sets the password and activates the invited user', async () => {
    const staff = await createUser(backend.db, center.id, { role: 'center_superuser' });
    const headers = await signIn(backend, center.id, staff.email);
    const created = await call(backend, 'POST', '/api/v1/users', {
      headers,
      body: { data: { type: 'users', attributes: { email: 'invitee@example.org', first_name: 'Ina', last_name: 'Vite' } } },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.attributes.status).toBe('invited');
    expectError(await signInCall(center.id, 'invitee@example.org', NEW_PASSWORD), 401, 'invalidCredentials');
    const [mail] = await outbox(backend.db, 'invitee@example.org');
    const token = tokenFromMail(mail!.textBody, 'invitation_token');
    const res = await call(backend, 'PUT', '/auth/password', {
      headers: centerHeaders(center.id),
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, invitation_token: token },
      contentType: json,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.status).toBe('active');
    const row = await userRow(Number(created.json.data.id));
    expect(row.status).toBe('active');
    expect(row.confirmedAt).not.toBeNull();
    expect((await signInCall(center.id, 'invitee@example.org', NEW_PASSWORD)).status).toBe(200);
    const reuse = await call(backend, 'PUT', '/auth/password', {
      headers: centerHeaders(center.id),
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, invitation_token: token },
      contentType: json,
    });
    expectError(reuse, 422, 'invalidToken', { pointer: '/invitation_token' });
  });
});

/** The real argon2id hasher and ALLOW_INACTIVE_USERS=true (the environment layer of the flags). */
let flagged: TestBackend;
let argonHash: string;
beforeAll(async () => {
  flagged = {
    ...backend,
    app: createApp({
      ...backend.deps,
      passwords: argon2Hasher,
      environmentFlags: { allowInactiveUsers: true },
      rateLimiter: new MemoryRateLimiter(),
    }),
  };
  argonHash = await argon2Hasher.hash(PASSWORD);
}, 60_000);

const argonSignIn = (email: string, password = PASSWORD) =>
  call(flagged, 'POST', '/auth/sign_in', { headers: centerHeaders(center.id), body: { email, password }, contentType: json });
const hashOf = async (id: number) => (await backend.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!.passwordHash;

/** A user whose stored hash is argon2 (the factory writes the fast test hash). */
async function argonUser(attrs: Parameters<typeof createUser>[2] = {}) {
  const user = await createUser(backend.db, center.id, attrs);
  await backend.db.update(schema.users).set({ passwordHash: argonHash }).where(eq(schema.users.id, user.id));
  return user;
}

describe('argon2id password hashing', () => {
  test('registration stores an argon2id hash (OWASP parameters); signing in verifies it', async () => {
    const password = 'Echt-argon2-wachtwoord';
    const res = await call(flagged, 'POST', '/auth', {
      headers: centerHeaders(center.id),
      body: { email: 'argon@example.org', password, password_confirmation: password, first_name: 'A', last_name: 'R', accept_terms: true },
      contentType: json,
    });
    expect(res.status).toBe(201);
    const id = Number(res.json.data.id);
    const hash = await hashOf(id);
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(hash!.split('$')[3]!.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(hash).not.toContain(password);
    const token = tokenFromMail((await outbox(backend.db, 'argon@example.org'))[0]!.textBody, 'confirmation_token');
    expect(
      (
        await call(flagged, 'POST', '/api/v1/confirm', {
          headers: centerHeaders(center.id),
          body: { confirmation_token: token },
          contentType: json,
        })
      ).status,
    ).toBe(200);
    expect((await argonSignIn('argon@example.org', password)).status).toBe(200);
    expectError(await argonSignIn('argon@example.org', 'Echt-argon2-wachtwoorD'), 401, 'invalidCredentials');
  });

  test('a password reset stores a new argon2id hash', async () => {
    const user = await argonUser();
    await call(flagged, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: { email: user.email }, contentType: json });
    const token = tokenFromMail((await outbox(backend.db, user.email))[0]!.textBody, 'reset_password_token');
    const res = await call(flagged, 'PUT', '/auth/password', {
      headers: centerHeaders(center.id),
      body: { password: 'Nog-een-wachtwoord', password_confirmation: 'Nog-een-wachtwoord', reset_password_token: token },
      contentType: json,
    });
    expect(res.status).toBe(200);
    const hash = await hashOf(user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toBe(argonHash);
    expect((await argonSignIn(user.email, 'Nog-een-wachtwoord')).status).toBe(200);
  });

  test('an unknown address and a user without a password get the same 401 as a wrong password', async () => {
    const user = await argonUser();
    const invited = await createUser(backend.db, center.id, { status: 'invited', confirmed: false });
    await backend.db.update(schema.users).set({ passwordHash: null }).where(eq(schema.users.id, invited.id));
    const wrong = await argonSignIn(user.email, 'fout');
    expectError(wrong, 401, 'invalidCredentials');
    expect((await argonSignIn('unknown@example.org')).json).toEqual(wrong.json);
    expect((await argonSignIn(invited.email)).json).toEqual(wrong.json);
  });
});

describe('allowInactiveUsers', () => {
  test('an inactive user may sign in and use the token', async () => {
    const user = await argonUser({ status: 'inactive' });
    const res = await argonSignIn(user.email);
    expect(res.status).toBe(200);
    const headers = {
      ...centerHeaders(center.id),
      'access-token': res.headers.get('access-token')!,
      client: res.headers.get('client')!,
      uid: res.headers.get('uid')!,
    };
    const me = await call(flagged, 'GET', '/api/v1/current_user', { headers });
    expect(me.status).toBe(200);
    expect(me.json.data.attributes.status).toBe('inactive');
  });

  test('an archived user is still refused', async () => {
    const user = await argonUser({ status: 'archived' });
    expectError(await argonSignIn(user.email), 401, 'accountArchived');
  });
});

// Rate limits (client address, failures only, known devices, password calls): tests/api/rate-limits.test.ts.
