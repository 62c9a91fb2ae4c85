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
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireViewer, setAuthHeaders } from '../../middleware/auth';
import { ApiError } from '../../jsonapi/errors';
import { json, noContent } from '../../jsonapi/respond';
import { assertOwnSession, readAccountBody, verifyCurrentPassword } from '../accounts/credentials';
import { requestEmailChange, sameAddress } from '../accounts/email-change';
import { deleteOwnAccount } from '../accounts/self-deletion';
import { confirmEmailChange, pendingEmailChange } from './account-service';
import { confirmBody, emailChangeBody } from './schemas';

export const accountSelfRoutes = new Hono<AppEnv>();

accountSelfRoutes.get('/current_user/email', async (c) => {
  const viewer = requireViewer(c);
  const pending = await pendingEmailChange(c.get('deps').db, viewer.user.id, c.get('deps').now());
  return json(c, {
    meta: { email: viewer.user.email, pending_email: pending?.email ?? null, pending_expires_at: pending?.expiresAt.toISOString() ?? null },
  });
});

accountSelfRoutes.post('/current_user/email', async (c) => {
  const viewer = requireViewer(c);
  assertOwnSession(viewer);
  const { values, base } = await readAccountBody(c, emailChangeBody);
  await verifyCurrentPassword(c, viewer, values.currentPassword, `${base}/current_password`);
  if (sameAddress(values.email, viewer.user.email))
    throw new ApiError(422, { code: 'emailUnchanged', source: { pointer: `${base}/email` } });
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
  const signedIn = c.get('viewer');
  const updated = await confirmEmailChange(deps.db, {
    centerId: center.id,
    emailToken: values.emailToken,
    tokenPointer,
    viewer: signedIn ? { userId: signedIn.user.id, impersonatorId: signedIn.auth.impersonatorId } : null,
    now: deps.now,
    ip: c.get('ip'),
  });
  if (signedIn && signedIn.user.id === updated.id) setAuthHeaders(c, { user: updated, auth: signedIn.auth });
  return json(c, { meta: { email: updated.email } });
});

accountSelfRoutes.delete('/current_user', async (c) => {
  await deleteOwnAccount(c, requireViewer(c));
  return noContent(c);
});
