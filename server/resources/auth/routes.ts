/**
 * /auth: devise_token_auth-compatible sign-in, sign-out, token validation, registration and
 * password reset. Bodies are flat JSON (snake_case), as devise_token_auth clients send them.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv, UserRow } from '../../context';
import { sendConfirmationMail, sendResetPasswordMail } from '../../auth/account-mails';
import { dummyHash } from '../../auth/passwords';
import { RATE_LIMITS } from '../../auth/rate-limit';
import { beginSignIn } from '../../auth/sign-in-limits';
import { DEVICE_HEADER, issueDeviceToken, readDeviceToken } from '../../auth/device-tokens';
import { addressBucket } from '../../net/client-address';
import { issueAuthToken, revokeAuthToken } from '../../auth/sessions';
import { assertCenter, loadViewer, requireViewer, setAuthHeaders } from '../../middleware/auth';
import { readPlain } from '../../jsonapi/body';
import { ApiError, unauthorized } from '../../jsonapi/errors';
import { json } from '../../jsonapi/respond';
import { assertOwnSession, verifyCurrentPassword } from '../accounts/credentials';
import { registration } from '../users/schemas';
import { findUserByEmail } from '../users/service';
import { userDocument } from '../users/user-document';
import { resetBody, resetRequest, signInBody } from './schemas';
import * as service from './service';

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
  await service.recordSignIn(deps.db, user.id, deps.now());
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
  const user = await service.registerVolunteer(deps.db, { centerId: center.id, locale: c.get('locale') }, body, passwordHash, deps.now());
  // After the commit: the mailer writes the outbox through its own connection (a PGlite deadlock inside tx).
  await sendConfirmationMail(deps, deps.db, user);
  return json(c, await userDocument(c, user, ['roles']), 201);
});

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

  const user: UserRow = await service.setPassword(deps.db, {
    centerId,
    mailed,
    tokenPointer: body.invitationToken ? '/invitation_token' : '/reset_password_token',
    userId: viewer?.user.id,
    passwordHash,
    now: deps.now,
    ip: c.get('ip'),
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
