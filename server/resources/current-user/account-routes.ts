/**
 * The signed-in user's own account beyond PATCH /current_user:
 *
 * - GET  /current_user/email   the address and a pending change waiting for confirmation
 * - POST /current_user/email   {email, current_password}: mails a confirmation link to the NEW address and a
 *                              notice to the current one; nothing changes until the link is used
 * - POST /confirm_email        {email_token}: switches the address (still unique, case-insensitive)
 * - DELETE /current_user       {current_password}: erases the person, keeps an anonymised row (docs/decisions.md)
 *
 * Bodies may be JSON:API documents (type users) or flat JSON, like sign-in-as.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, Viewer } from '../../context';
import { users, userTokens } from '../../db/schema';
import { audit } from '../../audit';
import { sendEmailChangeMails } from '../../auth/account-mails';
import { RATE_LIMITS } from '../../auth/rate-limit';
import { consumeUserToken } from '../../auth/user-tokens';
import { requireViewer, setAuthHeaders } from '../../middleware/auth';
import { readJson, readPlain, readResource } from '../../jsonapi/body';
import { ApiError, authorize } from '../../jsonapi/errors';
import { json, noContent } from '../../jsonapi/respond';
import { findUserByEmail } from '../users/service';
import { anonymiseUser, isUniqueViolation, otherActiveAdmins, pendingEmailChange } from './account-service';

export const accountSelfRoutes = new Hono<AppEnv>();

const currentPassword = z.string().min(1).max(200);
export const emailChangeBody = z.object({ email: z.string().trim().pipe(z.email().max(254)), currentPassword }).strict();
export const deleteBody = z.object({ currentPassword }).strict();
export const confirmBody = z.object({ emailToken: z.string().min(1).max(200) }).strict();

/**
 * Reads a JSON:API document (`{data: {type: 'users', attributes}}`) or a flat JSON body, whichever was sent
 * (clients send both with either content type); `base` is the pointer prefix of its attributes.
 */
async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<{ values: z.output<S>; base: string }> {
  // Hono caches the body, so the readers below can read it again.
  const body = await readJson(c);
  if (body !== null && typeof body === 'object' && 'data' in body)
    return { values: await readResource(c, { types: ['users', 'user'], attributes: schema }), base: '/data/attributes' };
  return { values: await readPlain(c, schema), base: '' };
}

/** The current password, checked with the sign-in limits per account so a stolen session cannot guess it. */
async function verifyCurrentPassword(c: Context<AppEnv>, viewer: Viewer, password: string, pointer: string) {
  const { rateLimiter, passwords } = c.get('deps');
  const { limit, windowMs } = RATE_LIMITS.signInPerEmail;
  const hit = await rateLimiter.hit(`currentPassword:user:${viewer.user.id}`, limit, windowMs);
  if (!hit.allowed)
    throw new ApiError(429, { code: 'tooManyRequests', params: { seconds: hit.retryAfterSeconds } }, { 'Retry-After': String(hit.retryAfterSeconds) });
  const valid = viewer.user.passwordHash ? await passwords.verify(viewer.user.passwordHash, password) : false;
  if (!valid) throw new ApiError(422, { code: 'invalidCredentials', source: { pointer } });
}

/** Changing the address or deleting the account is the person's own act, not an admin's acting as them. */
const notImpersonating = (viewer: Viewer) => authorize(viewer.auth.impersonatorId === null);

accountSelfRoutes.get('/current_user/email', async (c) => {
  const viewer = requireViewer(c);
  const pending = await pendingEmailChange(c.get('deps').db, viewer.user.id, c.get('deps').now());
  return json(c, { meta: { email: viewer.user.email, pending_email: pending?.email ?? null, pending_expires_at: pending?.expiresAt.toISOString() ?? null } });
});

accountSelfRoutes.post('/current_user/email', async (c) => {
  const viewer = requireViewer(c);
  notImpersonating(viewer);
  const { values, base } = await readBody(c, emailChangeBody);
  await verifyCurrentPassword(c, viewer, values.currentPassword, `${base}/current_password`);
  const deps = c.get('deps');
  if (values.email.toLowerCase() === viewer.user.email.toLowerCase()) throw new ApiError(422, { code: 'emailUnchanged', source: { pointer: `${base}/email` } });
  const existing = await findUserByEmail(deps.db, values.email);
  if (existing) throw new ApiError(422, { code: 'emailTaken', source: { pointer: `${base}/email` } });
  // Outside a transaction: the mailer writes the outbox through its own connection.
  await sendEmailChangeMails(deps, deps.db, viewer.user, values.email);
  await audit(deps.db, { volunteerCenterId: viewer.user.volunteerCenterId, actorId: viewer.user.id, action: 'user.email_change_request', subjectType: 'users', subjectId: viewer.user.id, ip: c.get('ip') });
  const pending = await pendingEmailChange(deps.db, viewer.user.id, deps.now());
  return json(
    c,
    { meta: { email: viewer.user.email, pending_email: values.email, pending_expires_at: pending?.expiresAt.toISOString() ?? null} },
    202,
  );
});

/**
 * POST /confirm_email { email_token }: the link proves the new mailbox is the user's. The user signed in on this
 * client gets its headers back with the new uid; sessions elsewhere (old uid) end, and links mailed earlier to
 * the old address stop working.
 */
accountSelfRoutes.post('/confirm_email', async (c) => {
  const { values, base } = await readBody(c, confirmBody);
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const tokenPointer = `${base}/email_token`;
  let updated;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const token = await consumeUserToken(tx, values.emailToken, ['email_change'], deps.now(), tokenPointer);
      const email = token.payload?.email;
      if (typeof email !== 'string') throw new ApiError(422, { code: 'invalidToken', source: { pointer: tokenPointer } });
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== token.userId) throw new ApiError(422, { code: 'emailTaken', source: { pointer: tokenPointer } });
      const [row] = await tx
        .update(users)
        .set({ email, confirmedAt: deps.now(), updatedAt: deps.now() })
        .where(and(eq(users.id, token.userId), eq(users.volunteerCenterId, center.id)))
        .returning();
      // Another center's token is as good as none.
      if (!row || row.status === 'archived') throw new ApiError(422, { code: 'invalidToken', source: { pointer: tokenPointer } });
      await tx.delete(userTokens).where(and(eq(userTokens.userId, row.id), isNull(userTokens.usedAt)));
      await audit(tx, { volunteerCenterId: center.id, actorId: row.id, action: 'user.email_change', subjectType: 'users', subjectId: row.id, ip: c.get('ip') });
      return row;
    });
  } catch (error) {
    // Taken between the check and the write.
    if (isUniqueViolation(error)) throw new ApiError(422, { code: 'emailTaken', source: { pointer: tokenPointer } });
    throw error;
  }
  const viewer = c.get('viewer');
  if (viewer && viewer.user.id === updated.id) setAuthHeaders(c, { user: updated, auth: viewer.auth });
  return json(c, { meta: { email: updated.email } });
});

accountSelfRoutes.delete('/current_user', async (c) => {
  const viewer = requireViewer(c);
  notImpersonating(viewer);
  const { values, base } = await readBody(c, deleteBody);
  await verifyCurrentPassword(c, viewer, values.currentPassword, `${base}/current_password`);
  const deps = c.get('deps');
  const isAdmin = viewer.roles.some((r) => r.name === 'admin');
  await deps.db.transaction(async (tx) => {
    if (isAdmin && (await otherActiveAdmins(tx, viewer.user)) === 0) throw new ApiError(422, { code: 'lastAdmin' });
    const row = await anonymiseUser(tx, viewer.user, deps.now());
    if (!row) throw new ApiError(404, { code: 'notFound', params: { resource: 'user' } });
    // No personal data and no IP: only that the account was deleted, by its owner.
    await audit(tx, { volunteerCenterId: viewer.user.volunteerCenterId, actorId: viewer.user.id, action: 'user.self_delete', subjectType: 'users', subjectId: viewer.user.id });
  });
  // The token is gone: do not echo it on the answer.
  c.set('viewer', null);
  return noContent(c);
});
