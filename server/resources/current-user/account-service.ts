/**
 * The signed-in user's own account: pending e-mail changes and self-deletion (anonymisation).
 * Every write names the user and their center in its own WHERE.
 */
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../context';
import { audit } from '../../audit';
import { consumeUserToken } from '../../auth/user-tokens';
import type { Executor } from '../../db/client';
import { ApiError } from '../../jsonapi/errors';
import { findUserByEmail } from '../users/service';
import { auditLog, authTokens, emailOutbox, memberships, roles, users, userTokens, volunteerCenters } from '../../db/schema';

/** The name an anonymised account shows wherever an organization still refers to it. */
export const DELETED_USER_NAME = 'Verwijderde gebruiker';

/** A unique address that can never receive mail (RFC 2606 reserves `.invalid`) and cannot sign in. */
export const deletedEmail = (userId: number) => `deleted-${userId}@invalid`;

/** The columns an anonymised account keeps or clears: nothing that identifies the person remains. */
export function anonymisedUserFields(userId: number, now: Date) {
  return {
    firstName: DELETED_USER_NAME,
    lastName: '',
    email: deletedEmail(userId),
    phoneNumber: null,
    jobTitle: null,
    gender: null,
    passwordHash: null,
    digestDays: [],
    mentorId: null,
    confirmedAt: null,
    lastSignInAt: null,
    status: 'archived' as const,
    updatedAt: now,
  };
}

/** The address waiting for confirmation (the newest unused, unexpired e-mail change), or null. */
export async function pendingEmailChange(db: Executor, userId: number, now: Date): Promise<{ email: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ payload: userTokens.payload, expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'email_change'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)),
    )
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  const email = row?.payload?.email;
  return row && typeof email === 'string' ? { email, expiresAt: row.expiresAt } : null;
}

/** Other admins of the tenant who can still sign in (their accounts are in any center of the tenant). */
export async function otherActiveAdmins(db: Executor, user: Pick<UserRow, 'id' | 'volunteerCenterId'>): Promise<number> {
  const [home] = await db
    .select({ tenantKey: volunteerCenters.tenantKey })
    .from(volunteerCenters)
    .where(eq(volunteerCenters.id, user.volunteerCenterId));
  if (!home) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .innerJoin(volunteerCenters, eq(volunteerCenters.id, users.volunteerCenterId))
    .where(
      and(eq(roles.name, 'admin'), eq(volunteerCenters.tenantKey, home.tenantKey), ne(users.id, user.id), ne(users.status, 'archived')),
    );
  return row?.n ?? 0;
}

/**
 * Erases the person from the account and keeps the row: records an organization needs (applications and the
 * like) keep pointing at "Verwijderde gebruiker". Roles, memberships, sessions, mailed links, the mails sent to
 * the person and the IP addresses of their own audit entries go; the students they mentored lose the link.
 * Returns the anonymised row, or null when the user is not in this center.
 */
export async function anonymiseUser(
  tx: Executor,
  user: Pick<UserRow, 'id' | 'email' | 'volunteerCenterId'>,
  now: Date,
): Promise<UserRow | null> {
  const pending = await tx
    .select({ payload: userTokens.payload })
    .from(userTokens)
    .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'email_change')));
  const addresses = [user.email, ...pending.map((p) => p.payload?.email).filter((e): e is string => typeof e === 'string')].map((e) =>
    e.toLowerCase(),
  );

  const [row] = await tx
    .update(users)
    .set(anonymisedUserFields(user.id, now))
    .where(and(eq(users.id, user.id), eq(users.volunteerCenterId, user.volunteerCenterId)))
    .returning();
  if (!row) return null;
  await tx.delete(roles).where(eq(roles.userId, user.id));
  await tx.delete(memberships).where(eq(memberships.userId, user.id));
  await tx
    .update(users)
    .set({ mentorId: null, updatedAt: now })
    .where(and(eq(users.mentorId, user.id), eq(users.volunteerCenterId, user.volunteerCenterId)));
  await tx.delete(authTokens).where(or(eq(authTokens.userId, user.id), eq(authTokens.impersonatorId, user.id)));
  await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
  await tx.delete(emailOutbox).where(inArray(sql`lower(${emailOutbox.toAddress})`, addresses));
  await tx.update(auditLog).set({ ip: null }).where(eq(auditLog.actorId, user.id));
  return row;
}

/** PostgreSQL's unique violation (also when drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Switches the address a mailed email_change token names, in one transaction with consuming the token, ending
 * the links mailed earlier and the audit entry. `viewer` is who is signed in on this request, if anyone.
 */
export async function confirmEmailChange(
  db: Executor,
  o: {
    centerId: number;
    emailToken: string;
    tokenPointer: string;
    viewer: { userId: number; impersonatorId: number | null } | null;
    now: () => Date;
    ip?: string;
  },
): Promise<UserRow> {
  const { centerId, tokenPointer, now } = o;
  try {
    return await db.transaction(async (tx) => {
      const token = await consumeUserToken(tx, o.emailToken, ['email_change'], now(), tokenPointer);
      const email = token.payload?.email;
      if (typeof email !== 'string') throw new ApiError(422, { code: 'invalidToken', source: { pointer: tokenPointer } });
      // A change staff started is confirmed by the person in their own session: the new mailbox alone could be
      // the staff member's (docs/decisions.md, "Who may act on a user").
      const requestedBy = token.payload?.requestedBy;
      if (requestedBy !== undefined && (o.viewer?.userId !== token.userId || o.viewer.impersonatorId !== null))
        throw new ApiError(422, { code: 'emailChangeNeedsSignIn', source: { pointer: tokenPointer } });
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== token.userId) throw new ApiError(422, { code: 'emailTaken', source: { pointer: tokenPointer } });
      const [row] = await tx
        .update(users)
        .set({ email, confirmedAt: now(), updatedAt: now() })
        .where(and(eq(users.id, token.userId), eq(users.volunteerCenterId, centerId)))
        .returning();
      // Another center's token is as good as none.
      if (!row || row.status === 'archived') throw new ApiError(422, { code: 'invalidToken', source: { pointer: tokenPointer } });
      await tx.delete(userTokens).where(and(eq(userTokens.userId, row.id), isNull(userTokens.usedAt)));
      await audit(tx, {
        volunteerCenterId: centerId,
        actorId: row.id,
        action: 'user.email_change',
        subjectType: 'users',
        subjectId: row.id,
        ip: o.ip,
      });
      return row;
    });
  } catch (error) {
    // Taken between the check and the write.
    if (isUniqueViolation(error)) throw new ApiError(422, { code: 'emailTaken', source: { pointer: tokenPointer } });
    throw error;
  }
}
