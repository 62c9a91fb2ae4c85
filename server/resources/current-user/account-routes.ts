/**
 * The signed-in user's own account beyond PATCH /current_user:
 *
 * - GET  /current_user/email   the address and a pending change waiting for confirmation
 * - POST /current_user/email   {email, current_password}: mails a confirmation link to the NEW address and a
 *                              notice to the current one; nothing changes until the link is used
 * - POST /confirm_email        {email_token}: switches the address (still unique, case-insensitive); a change
 *                              staff started (PATCH /users/{id}) only in the user's own session
 * - DELETE /current_user       {current_password}: erases the person, keeps an anonymised row (docs/decisions.md)
 *
 * The rules live in ../accounts (credentials, email-change, self-deletion), shared with /api/v1/users/{own id}.
 *
 * Bodies may be JSON:API documents (type users) or flat JSON, like sign-in-as.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { users, userTokens } from '../../db/schema';
import { audit } from '../../audit';
import { consumeUserToken } from '../../auth/user-tokens';
import { requireViewer, setAuthHeaders } from '../../middleware/auth';
import { ApiError } from '../../jsonapi/errors';
import { json, noContent } from '../../jsonapi/respond';
import { assertOwnSession, currentPassword, readAccountBody, verifyCurrentPassword } from '../accounts/credentials';
import { requestEmailChange, sameAddress } from '../accounts/email-change';
import { deleteOwnAccount } from '../accounts/self-deletion';
import { findUserByEmail } from '../users/service';
import { isUniqueViolation, pendingEmailChange } from './account-service';

export const accountSelfRoutes = new Hono<AppEnv>();

export const emailChangeBody = z.object({ email: z.string().trim().pipe(z.email().max(254)), currentPassword }).strict();
export const confirmBody = z.object({ emailToken: z.string().min(1).max(200) }).strict();

accountSelfRoutes.get('/current_user/email', async (c) => {
  const viewer = requireViewer(c);
  const pending = await pendingEmailChange(c.get('deps').db, viewer.user.id, c.get('deps').now());
  return json(c, { meta: { email: viewer.user.email, pending_email: pending?.email ?? null, pending_expires_at: pending?.expiresAt.toISOString() ?? null } });
});

accountSelfRoutes.post('/current_user/email', async (c) => {
  const viewer = requireViewer(c);
  assertOwnSession(viewer);
  const { values, base } = await readAccountBody(c, emailChangeBody);
  await verifyCurrentPassword(c, viewer, values.currentPassword, `${base}/current_password`);
  if (sameAddress(values.email, viewer.user.email)) throw new ApiError(422, { code: 'emailUnchanged', source: { pointer: `${base}/email` } });
  await requestEmailChange(c, viewer, viewer.user, values.email, `${base}/email`);
  const deps = c.get('deps');
  const pending = await pendingEmailChange(deps.db, viewer.user.id, deps.now());
  return json(
    c,
    { meta: { email: viewer.user.email, pending_email: values.email, pending_expires_at: pending?.expiresAt.toISOString() ?? null } },
    202,
  );
});

/**
 * POST /confirm_email { email_token }: the link proves the new mailbox is the user's. The user signed in on this
 * client gets its headers back with the new uid; sessions elsewhere (old uid) end, and links mailed earlier to
 * the old address stop working.
 */
accountSelfRoutes.post('/confirm_email', async (c) => {
  const { values, base } = await readAccountBody(c, confirmBody);
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const tokenPointer = `${base}/email_token`;
  let updated;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const token = await consumeUserToken(tx, values.emailToken, ['email_change'], deps.now(), tokenPointer);
      const email = token.payload?.email;
      if (typeof email !== 'string') throw new ApiError(422, { code: 'invalidToken', source: { pointer: tokenPointer } });
      // A change staff started is confirmed by the person in their own session: the new mailbox alone could be
      // the staff member's (docs/decisions.md, "Who may act on a user").
      const requestedBy = token.payload?.requestedBy;
      const viewer = c.get('viewer');
      if (requestedBy !== undefined && (viewer?.user.id !== token.userId || viewer.auth.impersonatorId !== null))
        throw new ApiError(422, { code: 'emailChangeNeedsSignIn', source: { pointer: tokenPointer } });
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
  await deleteOwnAccount(c, requireViewer(c));
  return noContent(c);
});
