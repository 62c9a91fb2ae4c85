/**
 * Changing a user's sign-in address, for every endpoint that does it (POST /current_user/email, PATCH
 * /api/v1/users/{id}): never applied at once. A link goes to the new address and a notice to the current one;
 * the address switches only when the link is used (POST /confirm_email). Who may start it is the caller's
 * check: the user with their current password, or staff who manage the user (docs/decisions.md).
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, UserRow, Viewer } from '../../context';
import { users } from '../../db/schema';
import { audit } from '../../audit';
import { sendEmailChangeMails, sendEmailChangeNotice, sendInvitationMail } from '../../auth/account-mails';
import { revokeUserTokens } from '../../auth/user-tokens';
import { ApiError, notFound } from '../../jsonapi/errors';
import { isUniqueViolation } from '../current-user/account-service';
import { findUserByEmail } from '../users/service';

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type EmailChangeResult = { kind: 'pending'; email: string } | { kind: 'reinvited'; user: UserRow };

/**
 * Starts the change of `target`'s address to `newEmail` on behalf of `actor` (the user or a staff member).
 * An invited account has no password, no session and no data yet, so its address (a typo in the invitation)
 * is corrected at once and the invitation goes to the new address instead: accepting it is the proof.
 */
export async function requestEmailChange(
  c: Context<AppEnv>,
  actor: Viewer,
  target: UserRow,
  newEmail: string,
  pointer: string,
): Promise<EmailChangeResult> {
  const deps = c.get('deps');
  const email = newEmail.trim();
  if (target.status === 'archived') throw new ApiError(422, { code: 'userArchived', source: { pointer } });
  const existing = await findUserByEmail(deps.db, email);
  if (existing && existing.id !== target.id) throw new ApiError(422, { code: 'emailTaken', source: { pointer } });
  const bySelf = actor.user.id === target.id;

  if (target.status === 'invited' && !bySelf) {
    let updated: UserRow;
    try {
      updated = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ email, updatedAt: deps.now() })
          .where(and(eq(users.id, target.id), eq(users.volunteerCenterId, target.volunteerCenterId), eq(users.status, 'invited')))
          .returning();
        if (!row) throw notFound('user');
        // The invitation mailed to the old address must not work any more.
        await revokeUserTokens(tx, row.id, deps.now());
        await audit(tx, {
          volunteerCenterId: row.volunteerCenterId,
          actorId: actor.user.id,
          action: 'user.email_correct',
          subjectType: 'users',
          subjectId: row.id,
          ip: c.get('ip'),
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(422, { code: 'emailTaken', source: { pointer } });
      throw error;
    }
    // After the commit: the mailer writes the outbox through its own connection.
    await sendEmailChangeNotice(deps, deps.db, target, email);
    await sendInvitationMail(deps, deps.db, updated, actor.user);
    return { kind: 'reinvited', user: updated };
  }

  await sendEmailChangeMails(deps, deps.db, target, email, bySelf ? null : actor.user.id);
  await audit(deps.db, {
    volunteerCenterId: target.volunteerCenterId,
    actorId: actor.user.id,
    action: 'user.email_change_request',
    subjectType: 'users',
    subjectId: target.id,
    ip: c.get('ip'),
  });
  return { kind: 'pending', email };
}
