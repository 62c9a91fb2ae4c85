/**
 * /auth: devise_token_auth-compatible sign-in, sign-out, token validation, registration and
 * password reset. Bodies are flat JSON (snake_case), as devise_token_auth clients send them.
 */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, UserRow } from '../../context';
import { users } from '../../db/schema';
import { sendConfirmationMail, sendResetPasswordMail } from '../../auth/account-mails';
import { dummyHash } from '../../auth/passwords';
import { RATE_LIMITS } from '../../auth/rate-limit';
import { beginSignIn } from '../../auth/sign-in-limits';
import { DEVICE_HEADER, issueDeviceToken, readDeviceToken } from '../../auth/device-tokens';
import { addressBucket } from '../../net/client-address';
import { issueAuthToken, revokeAllAuthTokens, revokeAuthToken } from '../../auth/sessions';
import { consumeUserToken } from '../../auth/user-tokens';
import { assertCenter, loadViewer, requireViewer, setAuthHeaders } from '../../middleware/auth';
import { readPlain } from '../../jsonapi/body';
import { ApiError, unauthorized } from '../../jsonapi/errors';
import { json } from '../../jsonapi/respond';
import { assertOwnSession, currentPassword, verifyCurrentPassword } from '../accounts/credentials';
import { password, registration } from '../users/schemas';
import { findUserByEmail, assertEmailFree, addRole } from '../users/service';
import { userDocument } from '../users/routes';
import { audit } from '../../audit';

export const authRoutes = new Hono<AppEnv>();

/** The password-mail calls (registration, reset, confirmation): every call counts, as each one sends mail. */
async function limit(c: Context<AppEnv>, kind: 'password', email: string) {
  const { rateLimiter } = c.get('deps');
  const perEmail = RATE_LIMITS.passwordPerEmail;
  const perIp = RATE_LIMITS.passwordPerIp;
  const results = await Promise.all([
    rateLimiter.hit(`${kind}:email:${email.trim().toLowerCase()}`, perEmail.limit, perEmail.windowMs),
    rateLimiter.hit(`${kind}:ip:${addressBucket(c.get('ip'))}`, perIp.limit, perIp.windowMs),
  ]);
  const blocked = results.find((r) => !r.allowed);
  if (blocked) {
    const seconds = blocked.retryAfterSeconds;
    throw new ApiError(429, { code: 'tooManyRequests', params: { seconds } }, { 'Retry-After': String(seconds) });
  }
}

export const signInBody = z.object({ email: z.string().max(254), password: z.string().max(200) }).strict();

authRoutes.post('/sign_in', async (c) => {
  const body = await readPlain(c, signInBody);
  const deps = c.get('deps');
  const scope = c.get('scope');
  const user = await findUserByEmail(deps.db, body.email);
  // Failures count, not attempts; a device this account signed in on before keeps its own budget.
  const device = readDeviceToken(deps.deviceTokenSecret, c.req.header(DEVICE_HEADER));
  const knownDevice = device && user && device.userId === user.id ? device : null;
  const attempt = await beginSignIn(deps.rateLimiter, { email: body.email, ip: c.get('ip'), knownDeviceId: knownDevice?.deviceId ?? null });
  const valid = await deps.passwords.verify(user?.passwordHash ?? (await dummyHash(deps.passwords)), body.password);
  if (!user || !user.passwordHash || !valid) {
    await attempt.failed();
    throw unauthorized('invalidCredentials');
  }
  await attempt.succeeded();
  if (user.status === 'archived') throw unauthorized('accountArchived');
  if (user.status === 'inactive' && !scope.flags.allowInactiveUsers) throw unauthorized('accountInactive');
  if (user.status === 'invited' || !user.confirmedAt) throw unauthorized('accountUnconfirmed');
  const viewerBase = await loadViewer(deps.db, user, { client: '', accessToken: '', expiresAt: new Date(0), impersonatorId: null });
  await assertCenter(deps.db, viewerBase, scope.center);

  const token = await issueAuthToken(deps.db, user.id, { now: deps.now(), lifespanMs: deps.tokenLifespanMs });
  await deps.db.update(users).set({ lastSignInAt: deps.now() }).where(eq(users.id, user.id));
  c.header(DEVICE_HEADER, issueDeviceToken(deps.deviceTokenSecret, user.id, knownDevice?.deviceId));
  setAuthHeaders(c, { user, auth: token });
  c.set('viewer', { ...viewerBase, auth: token });
  return json(c, await userDocument(c, user, ['roles', 'organizations']));
});

authRoutes.delete('/sign_out', async (c) => {
  const viewer = requireViewer(c);
  await revokeAuthToken(c.get('deps').db, viewer.user.id, viewer.auth.client);
  c.set('viewer', null);
  return json(c, { meta: { success: true, message: c.get('t')('api.signedOut') } });
});

authRoutes.get('/validate_token', async (c) => {
  const viewer = requireViewer(c);
  return json(c, await userDocument(c, viewer.user, ['roles', 'organizations']));
});

/** POST /auth: volunteer sign-up. The account is active once the e-mail address is confirmed. */
authRoutes.post('/', async (c) => {
  const body = await readPlain(c, registration);
  if (body.password !== body.passwordConfirmation)
    throw new ApiError(422, { code: 'passwordMismatch', source: { pointer: '/password_confirmation' } });
  await limit(c, 'password', body.email);
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const passwordHash = await deps.passwords.hash(body.password);
  const user = await deps.db.transaction(async (tx) => {
    await assertEmailFree(tx, body.email).catch(() => {
      throw new ApiError(422, { code: 'emailTaken', source: { pointer: '/email' } });
    });
    const [created] = await tx
      .insert(users)
      .values({
        volunteerCenterId: center.id,
        email: body.email.trim(),
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber ?? null,
        locale: body.locale ?? c.get('locale'),
        passwordHash,
        status: 'active',
        signupMethod: 'signedUp',
        acceptedTermsAt: deps.now(),
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await addRole(tx, created, 'volunteer', null);
    return created;
  });
  // After the commit: the mailer writes the outbox through its own connection (a PGlite deadlock inside tx).
  await sendConfirmationMail(deps, deps.db, user);
  return json(c, await userDocument(c, user, ['roles']), 201);
});

export const resetRequest = z.object({ email: z.string().max(254), redirectUrl: z.string().max(500).optional() }).strict();

/** Answers the same whether or not the address exists, so it cannot be used to probe accounts. */
authRoutes.post('/password', async (c) => {
  const body = await readPlain(c, resetRequest);
  await limit(c, 'password', body.email);
  const deps = c.get('deps');
  const user = await findUserByEmail(deps.db, body.email);
  if (user && user.status !== 'archived' && user.volunteerCenterId === c.get('scope').center.id)
    await sendResetPasswordMail(deps, deps.db, user);
  return json(c, { meta: { success: true, message: c.get('t')('api.passwordReset.sent') } });
});

export const resetBody = z
  .object({
    password,
    passwordConfirmation: z.string(),
    resetPasswordToken: z.string().max(200).optional(),
    invitationToken: z.string().max(200).optional(),
    currentPassword: currentPassword.optional(),
  })
  .strict();

/**
 * PUT /auth/password in both modes: with a reset_password_token (or invitation_token) from a mail, which
 * proves the mailbox; or signed in through uid/client/access-token headers, which then also needs the
 * current_password and the person's own session (not an admin acting as them), as every password change
 * does (resources/accounts/credentials.ts).
 */
authRoutes.put('/password', async (c) => {
  const body = await readPlain(c, resetBody);
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const mailed = body.resetPasswordToken ?? body.invitationToken;
  if (!viewer && !mailed) throw new ApiError(422, { code: 'passwordResetParams' });
  if (body.password !== body.passwordConfirmation)
    throw new ApiError(422, { code: 'passwordMismatch', source: { pointer: '/password_confirmation' } });
  if (!mailed && viewer) {
    assertOwnSession(viewer);
    await verifyCurrentPassword(c, viewer, body.currentPassword, '/current_password');
  }
  await limit(c, 'password', viewer?.user.email ?? `token:${mailed}`);
  const passwordHash = await deps.passwords.hash(body.password);
  const centerId = c.get('scope').center.id;

  const user: UserRow = await deps.db.transaction(async (tx) => {
    let userId: number;
    let activate = false;
    if (mailed) {
      const token = await consumeUserToken(tx, mailed, ['reset_password', 'invitation'], deps.now(), body.invitationToken ? '/invitation_token' : '/reset_password_token');
      userId = token.userId;
      activate = token.purpose === 'invitation';
    } else userId = viewer!.user.id;
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: deps.now(),
        // Following a mailed link proves the address; an accepted invitation activates the account.
        confirmedAt: mailed ? deps.now() : undefined,
        ...(activate ? { status: 'active' as const } : {}),
      })
      .where(and(eq(users.id, userId), eq(users.volunteerCenterId, centerId)))
      .returning();
    if (!row) throw new ApiError(422, { code: 'invalidToken', source: { pointer: '/reset_password_token' } });
    // A new password ends every other session.
    await revokeAllAuthTokens(tx, row.id);
    await audit(tx, { volunteerCenterId: centerId, actorId: row.id, action: activate ? 'user.invitation.accept' : 'user.password.reset', subjectType: 'users', subjectId: row.id, ip: c.get('ip') });
    return row;
  });

  const token = await issueAuthToken(deps.db, user.id, { now: deps.now(), lifespanMs: deps.tokenLifespanMs });
  setAuthHeaders(c, { user, auth: token });
  c.set('viewer', null);
  return json(c, await userDocument(c, user, ['roles']));
});

/** POST /auth/confirmation: send the confirmation mail again (public; same answer either way). */
authRoutes.post('/confirmation', async (c) => {
  const body = await readPlain(c, resetRequest);
  await limit(c, 'password', body.email);
  const deps = c.get('deps');
  const user = await findUserByEmail(deps.db, body.email);
  if (user && !user.confirmedAt && user.status === 'active' && user.volunteerCenterId === c.get('scope').center.id)
    await sendConfirmationMail(deps, deps.db, user);
  return json(c, { meta: { success: true, message: c.get('t')('api.confirmation.sent') } });
});
