/**
 * /auth: devise_token_auth-compatible sign-in, sign-out, token validation and password reset; the real
 * argon2id hasher and the allowInactiveUsers flag; rate limits (in memory, and Redis when reachable).
 * One database for the file: the flag, hasher and limiter variants are further app instances on it,
 * as differently configured deployments sharing one database would run.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { argon2Hasher } from '@/server/auth/passwords';
import { MemoryRateLimiter, RATE_LIMITS, RedisRateLimiter } from '@/server/auth/rate-limit';
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
    const user = await createUser(backend.db, center.id, { email: 'Signin@Example.org', role: 'organization_superuser', organizationId: org.id });
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
    expect(res.json.data.attributes).toMatchObject({ email: 'Signin@Example.org', role: 'organization_superuser', organization_id: org.id });
    expect(res.json.data.attributes).not.toHaveProperty('password_hash');
    expect(res.json.data.relationships.roles.data).toHaveLength(1);
    expect(res.json.data.relationships.organizations.data).toEqual([{ type: 'organizations', id: String(org.id) }]);
    expect(await rowCount(backend.db, schema.authTokens, eq(schema.authTokens.userId, user.id))).toBe(tokensBefore + 1);
    // Only the hash of the secret is stored.
    const [token] = await backend.db.select().from(schema.authTokens).where(eq(schema.authTokens.client, res.headers.get('client')!));
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
    const missing = await call(backend, 'POST', '/auth/sign_in', { headers: centerHeaders(center.id, en), body: { email: 'a@example.org' }, contentType: json });
    expectError(missing, 422, 'invalidAttribute', { pointer: '/password' });
    const extra = await call(backend, 'POST', '/auth/sign_in', {
      headers: centerHeaders(center.id),
      body: { email: 'a@example.org', password: 'x', admin: true },
      contentType: json,
    });
    expectError(extra, 422, 'unknownAttribute', { pointer: '/admin' });
    const typed = await call(backend, 'POST', '/auth/sign_in', { headers: centerHeaders(center.id), body: { email: 1, password: 'x' }, contentType: json });
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
    const res = await call(backend, 'GET', '/auth/validate_token', { headers: { ...headers, 'volunteer-center-id': String(otherCenter.id), ...en } });
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
    const viaToken = await call(backend, 'GET', '/api/v1/current_user', { headers: { ...own, 'volunteer-center-id': String(otherTenantCenter.id) } });
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
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers: { ...headers, 'access-token': 'forged' } }), 401, 'unauthorized');
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers: { ...headers, client: 'other-client' } }), 401, 'unauthorized');
    expectError(await call(backend, 'GET', '/auth/validate_token', { headers: { ...headers, uid: 'someone@example.org' } }), 401, 'unauthorized');
  });

  test('an expired token is 401', async () => {
    const user = await createUser(backend.db, center.id);
    const headers = await signIn(backend, center.id, user.email);
    await backend.db.update(schema.authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.authTokens.client, headers.client!));
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
    const known = await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id, en), body: { email: user.email.toUpperCase() }, contentType: json });
    const unknown = await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id, en), body: { email: 'ghost@example.org' }, contentType: json });
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

  test("no mail for a user of another center or an archived user, same answer", async () => {
    const foreign = await createUser(backend.db, otherCenter.id);
    const archived = await createUser(backend.db, center.id, { status: 'archived' });
    for (const email of [foreign.email, archived.email]) {
      const res = await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: { email }, contentType: json });
      expect(res.status).toBe(200);
      expect(await outbox(backend.db, email)).toHaveLength(0);
    }
  });

  test('a missing email is 422', async () => {
    expectError(await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: {}, contentType: json }), 422, 'invalidAttribute', { pointer: '/email' });
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
    const fresh = { ...centerHeaders(center.id), 'access-token': res.headers.get('access-token')!, client: res.headers.get('client')!, uid: res.headers.get('uid')! };
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
      call(backend, 'PUT', '/auth/password', { headers, body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...extra }, contentType: json });
    const hash = (await userRow(user.id)).passwordHash;
    expectError(await put({}), 422, 'currentPasswordRequired', { pointer: '/current_password' });
    expectError(await put({ current_password: 'fout' }), 422, 'invalidCredentials', { pointer: '/current_password' });
    expect((await userRow(user.id)).passwordHash).toBe(hash);
    const res = await put({ current_password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('client')).toBeTruthy();
    expect((await signInCall(center.id, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  test("neither headers nor a token is SPEC §5's message", async () => {
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
    const put = (body: Record<string, unknown>) => call(backend, 'PUT', '/auth/password', { headers: centerHeaders(center.id, en), body, contentType: json });
    expectError(await put({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: 'bogus' }), 422, 'invalidToken', { pointer: '/reset_password_token' });
    expectError(await put({ password: NEW_PASSWORD, password_confirmation: 'different-1', reset_password_token: token }), 422, 'passwordMismatch', { pointer: '/password_confirmation' });
    expectError(await put({ password: 'short', password_confirmation: 'short', reset_password_token: token }), 422, 'invalidAttribute', { pointer: '/password' });
    expect((await userRow(user.id)).passwordHash).toBe(hash);
    // The token survived the refused attempts.
    expect((await put({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token })).status).toBe(200);
  });

  test("a reset token used on another center's site is refused and stays usable", async () => {
    const user = await createUser(backend.db, center.id);
    const token = await requestReset(user.email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token };
    expectError(await call(backend, 'PUT', '/auth/password', { headers: centerHeaders(otherCenter.id), body, contentType: json }), 422, 'invalidToken');
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
  flagged = { ...backend, app: createApp({ ...backend.deps, passwords: argon2Hasher, environmentFlags: { allowInactiveUsers: true }, rateLimiter: new MemoryRateLimiter() }) };
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
    expect((await call(flagged, 'POST', '/api/v1/confirm', { headers: centerHeaders(center.id), body: { confirmation_token: token }, contentType: json })).status).toBe(200);
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
    const headers = { ...centerHeaders(center.id), 'access-token': res.headers.get('access-token')!, client: res.headers.get('client')!, uid: res.headers.get('uid')! };
    const me = await call(flagged, 'GET', '/api/v1/current_user', { headers });
    expect(me.status).toBe(200);
    expect(me.json.data.attributes.status).toBe('inactive');
  });

  test('an archived user is still refused', async () => {
    const user = await argonUser({ status: 'archived' });
    expectError(await argonSignIn(user.email), 401, 'accountArchived');
  });
});

/** An instance with its own fresh in-memory limiter, so the other tests' calls do not count. */
let limited: TestBackend;
beforeAll(() => {
  limited = { ...backend, app: createApp({ ...backend.deps, rateLimiter: new MemoryRateLimiter() }) };
});

const from = (ip: string) => centerHeaders(center.id, { 'x-forwarded-for': ip, ...en });
const signInFrom = (ip: string, email: string, password = PASSWORD) =>
  call(limited, 'POST', '/auth/sign_in', { headers: from(ip), body: { email, password }, contentType: json });
const resetFrom = (ip: string, email: string) => call(limited, 'POST', '/auth/password', { headers: from(ip), body: { email }, contentType: json });

function expectTooMany(res: Awaited<ReturnType<typeof call>>, windowMs: number) {
  const error = expectError(res, 429, 'tooManyRequests');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(error.detail).toContain(String(retryAfter));
}

describe('rate limits: sign-in', () => {
  test(`per address: ${RATE_LIMITS.signInPerEmail.limit} attempts, then 429 even with the right password, from any IP`, async () => {
    const user = await createUser(backend.db, center.id);
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i++)
      expectError(await signInFrom(`10.0.0.${i}`, user.email, 'wrong-password'), 401, 'invalidCredentials');
    expectTooMany(await signInFrom('10.0.1.1', user.email), RATE_LIMITS.signInPerEmail.windowMs);
    // The count is per address regardless of case.
    expectTooMany(await signInFrom('10.0.1.2', user.email.toUpperCase()), RATE_LIMITS.signInPerEmail.windowMs);
    // Another address from the same IP is still allowed.
    const other = await createUser(backend.db, center.id);
    expect((await signInFrom('10.0.1.1', other.email)).status).toBe(200);
  });

  test(`per IP: ${RATE_LIMITS.signInPerIp.limit} attempts, then 429; another IP is unaffected`, async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < RATE_LIMITS.signInPerIp.limit; i++) {
      const res = await signInFrom(ip, `probe-${i}@example.org`, 'x');
      expect(res.status).toBe(401);
    }
    const user = await createUser(backend.db, center.id);
    expectTooMany(await signInFrom(ip, user.email), RATE_LIMITS.signInPerIp.windowMs);
    // Only the first X-Forwarded-For entry counts.
    expectTooMany(await signInFrom(`${ip}, 10.9.9.9`, user.email), RATE_LIMITS.signInPerIp.windowMs);
    expect((await signInFrom('192.0.2.8', user.email)).status).toBe(200);
  });
});

describe('rate limits: password calls', () => {
  test(`reset mails per address: ${RATE_LIMITS.passwordPerEmail.limit}, then 429 and no more mail`, async () => {
    const user = await createUser(backend.db, center.id);
    for (let i = 0; i < RATE_LIMITS.passwordPerEmail.limit; i++) expect((await resetFrom(`172.16.0.${i}`, user.email)).status).toBe(200);
    expectTooMany(await resetFrom('172.16.1.1', user.email), RATE_LIMITS.passwordPerEmail.windowMs);
    expect(await outbox(backend.db, user.email)).toHaveLength(RATE_LIMITS.passwordPerEmail.limit);
    // Confirmation resends share the password budget of the address.
    expectTooMany(
      await call(limited, 'POST', '/auth/confirmation', { headers: from('172.16.1.2'), body: { email: user.email }, contentType: json }),
      RATE_LIMITS.passwordPerEmail.windowMs,
    );
  });

  test(`per IP: ${RATE_LIMITS.passwordPerIp.limit} calls, then 429 for reset requests, token resets and registration`, async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < RATE_LIMITS.passwordPerIp.limit; i++) expect((await resetFrom(ip, `nobody-${i}@example.org`)).status).toBe(200);
    expectTooMany(await resetFrom(ip, 'fresh@example.org'), RATE_LIMITS.passwordPerIp.windowMs);
    expectTooMany(
      await call(limited, 'PUT', '/auth/password', {
        headers: from(ip),
        body: { password: 'Nieuw-wachtwoord-1', password_confirmation: 'Nieuw-wachtwoord-1', reset_password_token: 'abc' },
        contentType: json,
      }),
      RATE_LIMITS.passwordPerIp.windowMs,
    );
    const registration = { email: 'limited@example.org', password: 'Lang-genoeg-1', password_confirmation: 'Lang-genoeg-1', first_name: 'L', last_name: 'M', accept_terms: true };
    expectTooMany(await call(limited, 'POST', '/auth', { headers: from(ip), body: registration, contentType: json }), RATE_LIMITS.passwordPerIp.windowMs);
    expect(await outbox(backend.db, 'limited@example.org')).toHaveLength(0);
    expect((await call(limited, 'POST', '/auth', { headers: from('198.51.100.4'), body: registration, contentType: json })).status).toBe(201);
  });
});

describe('MemoryRateLimiter', () => {
  test('a fixed window: counts up to the limit, reports the seconds left, resets after the window', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
    now += 15_500;
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('other', 2, 60_000)).allowed).toBe(true);
    now += 44_500;
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });
});

/** Whether the local Redis answers, checked synchronously so the Redis tests can be skipped cleanly. */
function redisReachable(): boolean {
  const probe = spawnSync(
    process.execPath,
    ['-e', "const s=require('net').connect(6379,'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),800)"],
    { timeout: 2000 },
  );
  return probe.status === 0;
}

const describeRedis = redisReachable() ? describe : describe.skip;

describeRedis('RedisRateLimiter (local Redis at 127.0.0.1:6379)', () => {
  let redis: import('ioredis').default;
  const prefix = `rl-test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    const { default: Redis } = await import('ioredis');
    redis = new Redis({ host: '127.0.0.1', port: 6379, maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  test('counts per key in a window with an expiry, and reports the seconds left', async () => {
    const limiter = new RedisRateLimiter(redis, prefix);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('a', 3, 30_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    for (const r of results) {
      expect(r.retryAfterSeconds).toBeGreaterThan(0);
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(30);
    }
    const ttl = await redis.pttl(`${prefix}a`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
    expect((await limiter.hit('b', 3, 30_000)).allowed).toBe(true);
    expect(await redis.get(`${prefix}a`)).toBe('4');
  });

  test('the window ends with the key', async () => {
    const limiter = new RedisRateLimiter(redis, prefix);
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(true);
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(true);
  });

  test('a key left without expiry (a crash between INCR and PEXPIRE) gets one again', async () => {
    await redis.set(`${prefix}stuck`, '7');
    const limiter = new RedisRateLimiter(redis, prefix);
    expect((await limiter.hit('stuck', 3, 10_000)).allowed).toBe(false);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  test('two instances sharing Redis share the sign-in count', async () => {
    const shared = `${prefix}shared:`;
    // Two app instances on the same database, each with its own Redis limiter client object.
    const first = { ...backend, app: createApp({ ...backend.deps, rateLimiter: new RedisRateLimiter(redis, shared) }) };
    const second = { ...backend, app: createApp({ ...backend.deps, rateLimiter: new RedisRateLimiter(redis, shared) }) };
    const user = await createUser(backend.db, center.id);
    const attempt = (b: TestBackend) =>
      call(b, 'POST', '/auth/sign_in', { headers: from('203.0.113.9'), body: { email: user.email, password: 'wrong' }, contentType: json });
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i++) expectError(await attempt(i % 2 ? first : second), 401, 'invalidCredentials');
    expectTooMany(await attempt(first), RATE_LIMITS.signInPerEmail.windowMs);
    expectTooMany(await attempt(second), RATE_LIMITS.signInPerEmail.windowMs);
  });
});
