/**
 * Account takeover, as a matrix (docs/decisions.md, "Who may act on a user"): every path that changes a user's
 * e-mail, password, status, roles or existence, or mails them a link, × every kind of actor, with the expected
 * status. On every refusal the user's rows are unchanged; no row ever mails a link to the attacker's address
 * except a staff e-mail change, whose link is then shown to be useless without the user's own session.
 * Then: archiving revokes every outstanding token, each kind tried after the archive.
 */
import { and, eq, isNull } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import type { RoleName } from '@/domain/roles';
import { NO_RATE_LIMIT, type RateLimiter } from '@/server/auth/rate-limit';
import { issueUserToken } from '@/server/auth/user-tokens';
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
  type Headers,
  type TestBackend,
} from '../support/api';
import { en, expectError, nl, type CallResult } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let orgA: Awaited<ReturnType<typeof createOrganization>>;
let adminHeaders: Headers;
let staffHeaders: Headers;
let ownerHeaders: Headers;

/** The matrix signs in and resets passwords far more often than one client may; limits are tested in auth.test.ts. */
const unlimited: RateLimiter = NO_RATE_LIMIT;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimiter: unlimited });
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  orgA = await createOrganization(backend.db, center.id, { name: 'Org A' });
  const admin = await createUser(backend.db, center.id, { role: 'admin', email: 'admin@matrix.test' });
  const staff = await createUser(backend.db, center.id, { role: 'center_superuser', email: 'staff@matrix.test' });
  const owner = await createUser(backend.db, center.id, {
    role: 'organization_superuser',
    organizationId: orgA.id,
    email: 'owner@matrix.test',
  });
  adminHeaders = await signIn(backend, center.id, admin.email);
  staffHeaders = await signIn(backend, center.id, staff.email);
  ownerHeaders = await signIn(backend, center.id, owner.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const json = 'application/json';
type User = Awaited<ReturnType<typeof createUser>>;

// ---------------------------------------------------------------------------------------------------------------
// Actors: who sends the request, and which user they aim at (a member of Org A, with the roles the actor needs).
// ---------------------------------------------------------------------------------------------------------------

const ACTORS = [
  'self',
  'selfImpersonatedByAdmin',
  'orgSuperuserOnPlainMember',
  'orgSuperuserOnContentManager',
  'orgSuperuserOnCenterSuperuser',
  'orgSuperuserOnAdmin',
  'centerSuperuser',
  'admin',
  'signedOut',
] as const;
type Actor = (typeof ACTORS)[number];

/** The extra role the target holds besides being a volunteer member of Org A. */
const TARGET_EXTRA_ROLE: Partial<Record<Actor, RoleName>> = {
  orgSuperuserOnContentManager: 'content_manager',
  orgSuperuserOnCenterSuperuser: 'center_superuser',
  orgSuperuserOnAdmin: 'admin',
};

let seq = 0;
async function makeTarget(actor: Actor): Promise<User> {
  const target = await createUser(backend.db, center.id, {
    role: 'volunteer',
    organizationId: orgA.id,
    email: `target-${seq++}@matrix.test`,
  });
  const extra = TARGET_EXTRA_ROLE[actor];
  if (extra)
    await backend.db.insert(schema.roles).values({ userId: target.id, name: extra, volunteerCenterId: center.id, organizationId: null });
  return target;
}

const headersOf = (res: CallResult): Headers => ({
  ...centerHeaders(center.id),
  'access-token': res.headers.get('access-token') ?? '',
  client: res.headers.get('client') ?? '',
  uid: res.headers.get('uid') ?? '',
});

async function actorHeaders(actor: Actor, target: User): Promise<Headers> {
  switch (actor) {
    case 'self':
      return signIn(backend, center.id, target.email);
    case 'selfImpersonatedByAdmin': {
      const res = await call(backend, 'POST', '/api/v1/sign_in_as_user', {
        headers: adminHeaders,
        body: { user_id: target.id },
        contentType: json,
      });
      if (res.status !== 200) throw new Error(`sign-in-as failed: ${res.status}`);
      return headersOf(res);
    }
    case 'centerSuperuser':
      return staffHeaders;
    case 'admin':
      return adminHeaders;
    case 'signedOut':
      return centerHeaders(center.id);
    default:
      return ownerHeaders;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Paths: each sends one request aimed at the target. `setup` prepares the target; `expected` maps actors to the
// status (actors without an entry do not apply: the path only ever concerns the caller's own account).
// ---------------------------------------------------------------------------------------------------------------

const ATTACKER = 'attacker@evil.test';
const resource = (attributes: Record<string, unknown>) => ({ data: { type: 'users', attributes } });

interface Path {
  name: string;
  setup?: (target: User) => Promise<void>;
  send: (target: User, headers: Headers) => Promise<CallResult>;
  expected: Partial<Record<Actor, number>>;
  /** Allowed staff e-mail changes mail a link to the new (attacker's) address; it must not work without the user's session. */
  mailsNewAddress?: boolean;
}

/** Who may act on a plain member of Org A, and who not (the rule of userPolicy.manage). */
const MANAGERS_ONLY = {
  self: 403,
  selfImpersonatedByAdmin: 403,
  orgSuperuserOnPlainMember: 200,
  orgSuperuserOnContentManager: 403,
  orgSuperuserOnCenterSuperuser: 403,
  orgSuperuserOnAdmin: 403,
  centerSuperuser: 200,
  admin: 200,
  signedOut: 401,
} as const;

const PATHS: Path[] = [
  {
    name: 'PATCH /users/:id email (own account: without the current password)',
    send: (t, headers) =>
      call(backend, 'PATCH', `/api/v1/users/${t.id}`, {
        headers,
        body: { data: { type: 'users', id: String(t.id), attributes: { email: ATTACKER } } },
      }),
    expected: { ...MANAGERS_ONLY, self: 422 },
    mailsNewAddress: true,
  },
  {
    name: 'PATCH /users/:id email with the current password',
    send: (t, headers) =>
      call(backend, 'PATCH', `/api/v1/users/${t.id}`, {
        headers,
        body: { data: { type: 'users', id: String(t.id), attributes: { email: ATTACKER, current_password: PASSWORD } } },
      }),
    expected: { ...MANAGERS_ONLY, self: 200 },
    mailsNewAddress: true,
  },
  {
    name: 'PATCH /users/:id status',
    send: (t, headers) =>
      call(backend, 'PATCH', `/api/v1/users/${t.id}`, {
        headers,
        body: { data: { type: 'users', id: String(t.id), attributes: { status: 'inactive' } } },
      }),
    expected: MANAGERS_ONLY,
  },
  {
    name: 'PATCH /users/:id profile fields',
    send: (t, headers) =>
      call(backend, 'PATCH', `/api/v1/users/${t.id}`, {
        headers,
        body: { data: { type: 'users', id: String(t.id), attributes: { first_name: 'Overgenomen' } } },
      }),
    expected: { ...MANAGERS_ONLY, self: 200, selfImpersonatedByAdmin: 200 },
  },
  {
    name: 'POST /current_user/email without the current password',
    send: (_t, headers) => call(backend, 'POST', '/api/v1/current_user/email', { headers, body: { email: ATTACKER }, contentType: json }),
    expected: { self: 422, selfImpersonatedByAdmin: 403, signedOut: 401 },
  },
  {
    name: 'POST /current_user/email with the current password',
    send: (_t, headers) =>
      call(backend, 'POST', '/api/v1/current_user/email', {
        headers,
        body: { email: ATTACKER, current_password: PASSWORD },
        contentType: json,
      }),
    expected: { self: 202, selfImpersonatedByAdmin: 403, signedOut: 401 },
    mailsNewAddress: true,
  },
  {
    name: 'PUT /auth/password with session headers only',
    send: (_t, headers) =>
      call(backend, 'PUT', '/auth/password', {
        headers,
        body: { password: 'Overgenomen-1', password_confirmation: 'Overgenomen-1' },
        contentType: json,
      }),
    expected: { self: 422, selfImpersonatedByAdmin: 403, signedOut: 422 },
  },
  {
    name: 'PUT /auth/password with session headers and the current password',
    send: (_t, headers) =>
      call(backend, 'PUT', '/auth/password', {
        headers,
        body: { password: 'Overgenomen-1', password_confirmation: 'Overgenomen-1', current_password: PASSWORD },
        contentType: json,
      }),
    expected: { self: 200, selfImpersonatedByAdmin: 403, signedOut: 422 },
  },
  {
    name: 'PATCH /current_user password without the current password',
    send: (_t, headers) =>
      call(backend, 'PATCH', '/api/v1/current_user', {
        headers,
        body: resource({ password: 'Overgenomen-1', password_confirmation: 'Overgenomen-1' }),
      }),
    expected: { self: 422, selfImpersonatedByAdmin: 403, signedOut: 401 },
  },
  {
    // Anyone may ask; the link only ever goes to the account's own address (checked for every row below).
    name: 'POST /auth/password (reset request) for the target',
    send: (t, headers) => call(backend, 'POST', '/auth/password', { headers, body: { email: t.email }, contentType: json }),
    expected: Object.fromEntries(ACTORS.map((a) => [a, 200])),
  },
  {
    name: "PUT /auth/password with a guessed reset token (a real one waits in the target's mailbox)",
    setup: async (t) => {
      await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: { email: t.email }, contentType: json });
    },
    send: (_t, headers) =>
      call(backend, 'PUT', '/auth/password', {
        headers,
        body: { password: 'Overgenomen-1', password_confirmation: 'Overgenomen-1', reset_password_token: 'guessed' },
        contentType: json,
      }),
    expected: Object.fromEntries(ACTORS.map((a) => [a, 422])),
  },
  {
    name: 'DELETE /users/:id (own account: without the current password)',
    send: (t, headers) => call(backend, 'DELETE', `/api/v1/users/${t.id}`, { headers }),
    expected: { ...MANAGERS_ONLY, self: 422, orgSuperuserOnPlainMember: 403, centerSuperuser: 204, admin: 204 },
  },
  {
    name: 'DELETE /users/:id with the current password',
    send: (t, headers) => call(backend, 'DELETE', `/api/v1/users/${t.id}`, { headers, body: resource({ current_password: PASSWORD }) }),
    expected: { ...MANAGERS_ONLY, self: 204, orgSuperuserOnPlainMember: 403, centerSuperuser: 204, admin: 204 },
  },
  {
    name: 'DELETE /current_user without the current password',
    send: (_t, headers) => call(backend, 'DELETE', '/api/v1/current_user', { headers, body: {}, contentType: json }),
    expected: { self: 422, selfImpersonatedByAdmin: 403, signedOut: 401 },
  },
  {
    name: 'PUT /users/:id/add_role mentor of Org A',
    send: (t, headers) =>
      call(backend, 'PUT', `/api/v1/users/${t.id}/add_role`, {
        headers,
        body: { data: { type: 'roles', attributes: { role: 'mentor', organization_id: orgA.id } } },
      }),
    expected: MANAGERS_ONLY,
  },
  {
    name: 'DELETE /users/:id/remove_role mentor of Org A',
    setup: async (t) => {
      await backend.db.insert(schema.roles).values({ userId: t.id, name: 'mentor', volunteerCenterId: center.id, organizationId: orgA.id });
    },
    send: (t, headers) =>
      call(backend, 'DELETE', `/api/v1/users/${t.id}/remove_role`, {
        headers,
        body: { data: { type: 'roles', attributes: { role: 'mentor', organization_id: orgA.id } } },
      }),
    expected: MANAGERS_ONLY,
  },
  {
    name: 'POST /users/:id/resend_confirmation_instructions',
    // Unconfirmed after signing in, so a permitted resend really mails (to the user's own address).
    setup: async (t) => {
      await backend.db.update(schema.users).set({ confirmedAt: null }).where(eq(schema.users.id, t.id));
    },
    send: (t, headers) => call(backend, 'POST', `/api/v1/users/${t.id}/resend_confirmation_instructions`, { headers }),
    expected: { ...MANAGERS_ONLY, self: 200, selfImpersonatedByAdmin: 200 },
  },
  {
    name: 'POST /sign_in_as_user',
    send: (t, headers) => call(backend, 'POST', '/api/v1/sign_in_as_user', { headers, body: { user_id: t.id }, contentType: json }),
    expected: { ...MANAGERS_ONLY, orgSuperuserOnPlainMember: 403, centerSuperuser: 403 },
  },
];

/** What the matrix checks stays put on a refusal: the user's row, roles, memberships, sessions and mailed links. */
async function snapshot(userId: number) {
  const [user] = await backend.db.select().from(schema.users).where(eq(schema.users.id, userId));
  const roles = await backend.db.select().from(schema.roles).where(eq(schema.roles.userId, userId)).orderBy(schema.roles.id);
  const memberships = await backend.db
    .select()
    .from(schema.memberships)
    .where(eq(schema.memberships.userId, userId))
    .orderBy(schema.memberships.id);
  const sessions = await backend.db
    .select()
    .from(schema.authTokens)
    .where(eq(schema.authTokens.userId, userId))
    .orderBy(schema.authTokens.id);
  const links = await backend.db.select().from(schema.userTokens).where(eq(schema.userTokens.userId, userId)).orderBy(schema.userTokens.id);
  return { user, roles, memberships, sessions, links };
}

const cases = PATHS.flatMap((path) =>
  ACTORS.filter((actor) => path.expected[actor] !== undefined).map((actor) => ({ path, actor, status: path.expected[actor]! })),
);

describe('account security matrix', () => {
  test('the matrix covers every actor for the paths aimed at another user', () => {
    for (const path of PATHS.filter((p) => Object.keys(p.expected).length > 3))
      expect(Object.keys(path.expected).sort()).toEqual([...ACTORS].sort());
    expect(cases.length).toBeGreaterThan(100);
  });

  test.each(cases.map((c) => [c.path.name, c.actor, c.status, c] as const))('%s × %s → %i', async (_name, actor, status, { path }) => {
    await backend.db.delete(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, ATTACKER));
    const target = await makeTarget(actor);
    const headers = await actorHeaders(actor, target);
    await path.setup?.(target);
    const before = await snapshot(target.id);

    const res = await path.send(target, headers);
    expect({ status: res.status, errors: res.json?.errors?.map((e: { code: string }) => e.code) }).toEqual({
      status,
      errors: status >= 400 ? expect.any(Array) : undefined,
    });

    const after = await snapshot(target.id);
    if (status >= 400) expect(after).toEqual(before);
    // Whatever happened, the address the account signs in with is never the attacker's.
    expect(after.user?.email).not.toBe(ATTACKER);
    const attackerMail = await outbox(backend.db, ATTACKER);
    if (status >= 400 || !path.mailsNewAddress) {
      expect(attackerMail).toHaveLength(0);
      return;
    }
    // A permitted change mailed its link to the new address and a notice to the current one.
    expect(attackerMail).toHaveLength(1);
    expect((await outbox(backend.db, target.email)).map((m) => m.template)).toContain('emailChangeNotice');
    const token = tokenFromMail(attackerMail[0]!.textBody, 'email_token');
    const confirm = (h: Headers) =>
      call(backend, 'POST', '/api/v1/confirm_email', { headers: h, body: { email_token: token }, contentType: json });
    if (actor === 'self') {
      // The user's own request: the link alone proves the new mailbox.
      expect((await confirm(centerHeaders(center.id))).status).toBe(200);
    } else {
      // Started by staff: the link alone (or in the staff member's session) does not move the account.
      expectError(await confirm(centerHeaders(center.id)), 422, 'emailChangeNeedsSignIn', { pointer: '/email_token' });
      expectError(await confirm(headers), 422, 'emailChangeNeedsSignIn', { pointer: '/email_token' });
      expect((await snapshot(target.id)).user?.email).toBe(target.email);
      // In the user's own session it does.
      expect((await confirm(await signIn(backend, center.id, target.email))).status).toBe(200);
    }
    expect((await snapshot(target.id)).user?.email).toBe(ATTACKER);
    // Leave the address free for the next case.
    await backend.db
      .update(schema.users)
      .set({ email: `moved-${target.id}@matrix.test` })
      .where(eq(schema.users.id, target.id));
  });
});

describe('staff correcting an address', () => {
  test('an invited user: the address is corrected at once, the old invitation stops working, a new one goes to the new address', async () => {
    const invite = await call(backend, 'POST', '/api/v1/users', {
      headers: ownerHeaders,
      body: {
        data: {
          type: 'users',
          attributes: { email: 'typo@matrix.test', first_name: 'Ina', last_name: 'Uitgenodigd', organization_id: orgA.id },
        },
      },
    });
    expect(invite.status).toBe(201);
    const id = Number(invite.json.data.id);
    const oldToken = tokenFromMail((await outbox(backend.db, 'typo@matrix.test'))[0]!.textBody, 'invitation_token');
    const res = await call(backend, 'PATCH', `/api/v1/users/${id}`, {
      headers: ownerHeaders,
      body: { data: { type: 'users', id: String(id), attributes: { email: 'ina@matrix.test' } } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.email).toBe('ina@matrix.test');
    expect((await outbox(backend.db, 'typo@matrix.test')).map((m) => m.template)).toEqual(['invitation', 'emailChangeNotice']);
    const accept = (token: string) =>
      call(backend, 'PUT', '/auth/password', {
        headers: centerHeaders(center.id),
        body: { password: 'Nieuw-wachtwoord-1', password_confirmation: 'Nieuw-wachtwoord-1', invitation_token: token },
        contentType: json,
      });
    expectError(await accept(oldToken), 422, 'invalidToken');
    const newToken = tokenFromMail((await outbox(backend.db, 'ina@matrix.test'))[0]!.textBody, 'invitation_token');
    expect((await accept(newToken)).status).toBe(200);
    expect((await snapshot(id)).user).toMatchObject({ email: 'ina@matrix.test', status: 'active' });
  });

  test('an unchanged address (any case) in an edit form is no change: no password asked, no mail', async () => {
    const target = await makeTarget('self');
    const headers = await signIn(backend, center.id, target.email);
    const res = await call(backend, 'PATCH', `/api/v1/users/${target.id}`, {
      headers,
      body: { data: { type: 'users', id: String(target.id), attributes: { email: target.email.toUpperCase(), last_name: 'Zelf' } } },
    });
    expect(res.status).toBe(200);
    expect(res.json.meta).toBeUndefined();
    expect((await snapshot(target.id)).user).toMatchObject({ email: target.email, lastName: 'Zelf' });
    expect(await outbox(backend.db, target.email)).toHaveLength(0);
  });

  test('an address in use or an archived user: 422 with a pointer, nothing written, nothing mailed', async () => {
    const target = await makeTarget('centerSuperuser');
    const before = await snapshot(target.id);
    const patch = (attributes: Record<string, unknown>) =>
      call(backend, 'PATCH', `/api/v1/users/${target.id}`, {
        headers: staffHeaders,
        body: { data: { type: 'users', id: String(target.id), attributes } },
      });
    expectError(await patch({ email: 'owner@matrix.test', first_name: 'Nee' }), 422, 'emailTaken', { pointer: '/data/attributes/email' });
    expectError(await patch({ email: 'free@matrix.test', status: 'archived' }), 422, 'userArchived', { pointer: '/data/attributes/email' });
    expect(await snapshot(target.id)).toEqual(before);
    expect(await outbox(backend.db, 'free@matrix.test')).toHaveLength(0);
  });
});

describe('archiving revokes every outstanding token', () => {
  const archive = (id: number) =>
    call(backend, 'PATCH', `/api/v1/users/${id}`, {
      headers: staffHeaders,
      body: { data: { type: 'users', id: String(id), attributes: { status: 'archived' } } },
    });
  const lastToken = async (email: string, parameter: string) => {
    const mails = await outbox(backend.db, email);
    return tokenFromMail(mails[mails.length - 1]!.textBody, parameter);
  };

  test('sessions, reset, confirmation, e-mail change and one-time sign-in links all stop working', async () => {
    const target = await makeTarget('centerSuperuser');
    const session = await signIn(backend, center.id, target.email);
    const otherSession = await signIn(backend, center.id, target.email);
    await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: { email: target.email }, contentType: json });
    const resetToken = await lastToken(target.email, 'reset_password_token');
    await call(backend, 'POST', '/api/v1/current_user/email', {
      headers: session,
      body: { email: 'archived-new@matrix.test', current_password: PASSWORD },
      contentType: json,
    });
    const emailToken = await lastToken('archived-new@matrix.test', 'email_token');
    const confirmationToken = await issueUserToken(backend.db, target.id, 'confirmation', new Date());
    await issueUserToken(backend.db, target.id, 'one_time_sign_in', new Date());
    expect(
      await backend.db
        .select()
        .from(schema.userTokens)
        .where(and(eq(schema.userTokens.userId, target.id), isNull(schema.userTokens.usedAt))),
    ).toHaveLength(4);

    expect((await archive(target.id)).status).toBe(200);

    expect(
      await backend.db
        .select()
        .from(schema.userTokens)
        .where(and(eq(schema.userTokens.userId, target.id), isNull(schema.userTokens.usedAt))),
    ).toHaveLength(0);
    expect(await backend.db.select().from(schema.authTokens).where(eq(schema.authTokens.userId, target.id))).toHaveLength(0);
    for (const h of [session, otherSession])
      expectError(await call(backend, 'GET', '/api/v1/current_user', { headers: h }), 401, 'unauthorized');
    const before = await snapshot(target.id);
    expectError(
      await call(backend, 'PUT', '/auth/password', {
        headers: centerHeaders(center.id),
        body: { password: 'Nieuw-wachtwoord-1', password_confirmation: 'Nieuw-wachtwoord-1', reset_password_token: resetToken },
        contentType: json,
      }),
      422,
      'userArchived',
      { pointer: '/reset_password_token' },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/confirm', {
        headers: centerHeaders(center.id),
        body: { confirmation_token: confirmationToken },
        contentType: json,
      }),
      422,
      'userArchived',
      {
        pointer: '/confirmation_token',
      },
    );
    expectError(
      await call(backend, 'POST', '/api/v1/confirm_email', {
        headers: centerHeaders(center.id),
        body: { email_token: emailToken },
        contentType: json,
      }),
      422,
      'userArchived',
      {
        pointer: '/email_token',
      },
    );
    expect(await snapshot(target.id)).toEqual(before);
    // No new link is mailed to an archived account either.
    const mails = (await outbox(backend.db, target.email)).length;
    expectError(
      await call(backend, 'POST', `/api/v1/users/${target.id}/resend_confirmation_instructions`, { headers: staffHeaders }),
      422,
      'userArchived',
    );
    await call(backend, 'POST', '/auth/password', { headers: centerHeaders(center.id), body: { email: target.email }, contentType: json });
    expect(await outbox(backend.db, target.email)).toHaveLength(mails);
    expectError(
      await call(backend, 'POST', '/api/v1/sign_in_as_user', { headers: adminHeaders, body: { user_id: target.id }, contentType: json }),
      422,
      'userArchived',
    );
  });

  test("an archived user's invitation is refused with a clear message (English and Dutch) and the user stays archived", async () => {
    const invite = await call(backend, 'POST', '/api/v1/users', {
      headers: staffHeaders,
      body: { data: { type: 'users', attributes: { email: 'archived-invitee@matrix.test', first_name: 'Arie', last_name: 'Archief' } } },
    });
    const id = Number(invite.json.data.id);
    const token = await lastToken('archived-invitee@matrix.test', 'invitation_token');
    expect((await archive(id)).status).toBe(200);
    const accept = (headers: Headers) =>
      call(backend, 'PUT', '/auth/password', {
        headers: centerHeaders(center.id, headers),
        body: { password: 'Nieuw-wachtwoord-1', password_confirmation: 'Nieuw-wachtwoord-1', invitation_token: token },
        contentType: json,
      });
    expect(expectError(await accept(en), 422, 'userArchived', { pointer: '/invitation_token' }).detail).toMatch(/archived/);
    expect(expectError(await accept(nl), 422, 'userArchived', { pointer: '/invitation_token' }).detail).toMatch(/gearchiveerd/);
    expect((await snapshot(id)).user).toMatchObject({ status: 'archived', passwordHash: null, confirmedAt: null });
    expect(await backend.db.select().from(schema.authTokens).where(eq(schema.authTokens.userId, id))).toHaveLength(0);
  });
});

describe('a sign-in-as session ends with the admin who opened it', () => {
  const openAs = async (admin: Headers, target: User) => {
    const res = await call(backend, 'POST', '/api/v1/sign_in_as_user', { headers: admin, body: { user_id: target.id }, contentType: json });
    expect(res.status).toBe(200);
    return headersOf(res);
  };
  const currentUser = (headers: Headers) => call(backend, 'GET', '/api/v1/current_user', { headers });

  test.each([
    ['archived', { status: 'archived' }],
    ['made inactive', { status: 'inactive' }],
  ])('the admin is %s: the session they opened as a volunteer stops working', async (_label, attributes) => {
    const admin = await createUser(backend.db, center.id, { role: 'admin', email: `admin-${attributes.status}@matrix.test` });
    const target = await createUser(backend.db, center.id, { role: null, email: `target-${attributes.status}@matrix.test` });
    const asTarget = await openAs(await signIn(backend, center.id, admin.email), target);
    expect((await currentUser(asTarget)).status).toBe(200);

    const res = await call(backend, 'PATCH', `/api/v1/users/${admin.id}`, {
      headers: adminHeaders,
      body: { data: { type: 'users', id: String(admin.id), attributes } },
    });
    expect(res.status).toBe(200);
    expect((await currentUser(asTarget)).status).toBe(401);
    // The volunteer's own sessions are not the admin's to end.
    expect((await currentUser(await signIn(backend, center.id, target.email))).status).toBe(200);
  });

  test('the admin loses the admin role: the session they opened stops working at once', async () => {
    const admin = await createUser(backend.db, center.id, { role: 'admin', email: 'admin-demoted@matrix.test' });
    const target = await createUser(backend.db, center.id, { role: null, email: 'target-demoted@matrix.test' });
    const asTarget = await openAs(await signIn(backend, center.id, admin.email), target);
    expect((await currentUser(asTarget)).status).toBe(200);
    await backend.db.delete(schema.roles).where(and(eq(schema.roles.userId, admin.id), eq(schema.roles.name, 'admin')));
    expect((await currentUser(asTarget)).status).toBe(401);
  });

  test('the admin changes their password: the sessions they opened as others end, their own current one stays', async () => {
    const admin = await createUser(backend.db, center.id, { role: 'admin', email: 'admin-password@matrix.test' });
    const target = await createUser(backend.db, center.id, { role: null, email: 'target-password@matrix.test' });
    const own = await signIn(backend, center.id, admin.email);
    const asTarget = await openAs(own, target);
    const res = await call(backend, 'PATCH', '/api/v1/current_user', {
      headers: own,
      body: {
        data: {
          type: 'users',
          attributes: { current_password: PASSWORD, password: 'Nieuw-wachtwoord-1', password_confirmation: 'Nieuw-wachtwoord-1' },
        },
      },
    });
    expect(res.status).toBe(200);
    expect((await currentUser(asTarget)).status).toBe(401);
    expect((await currentUser(own)).status).toBe(200);
  });
});
