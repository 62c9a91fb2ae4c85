/** The writes of /auth: sign-in bookkeeping, volunteer registration and password changes. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../audit';
import { revokeAllAuthTokens } from '../../auth/sessions';
import { consumeUserToken } from '../../auth/user-tokens';
import type { UserRow } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { Locale } from '@/domain/values';
import { ApiError } from '../../jsonapi/errors';
import type { registration } from '../users/schemas';
import { addRole, assertEmailFree } from '../users/service';

export async function recordSignIn(db: Executor, userId: number, now: Date) {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

/** A volunteer of the center with their role, in one transaction; a taken address is the flat body's 422. */
export async function registerVolunteer(
  db: Executor,
  scope: { centerId: number; locale: Locale },
  body: z.infer<typeof registration>,
  passwordHash: string,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, body.email).catch(() => {
      throw new ApiError(422, { code: 'emailTaken', source: { pointer: '/email' } });
    });
    const [created] = await tx
      .insert(users)
      .values({
        volunteerCenterId: scope.centerId,
        email: body.email.trim(),
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber ?? null,
        locale: body.locale ?? scope.locale,
        passwordHash,
        status: 'active',
        signupMethod: 'signedUp',
        acceptedTermsAt: now,
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await addRole(tx, created, 'volunteer', null);
    return created;
  });
}

/**
 * A new password, in one transaction with consuming the mailed token (when `mailed` is given; else for the
 * signed-in `userId`), revoking every session and the audit entry.
 */
export async function setPassword(
  db: Executor,
  o: {
    centerId: number;
    mailed: string | undefined;
    tokenPointer: string;
    userId: number | undefined;
    passwordHash: string;
    now: () => Date;
    ip?: string;
  },
): Promise<UserRow> {
  const { centerId, mailed, passwordHash, now } = o;
  return db.transaction(async (tx) => {
    let userId: number;
    let activate = false;
    if (mailed) {
      const token = await consumeUserToken(tx, mailed, ['reset_password', 'invitation'], now(), o.tokenPointer);
      userId = token.userId;
      activate = token.purpose === 'invitation';
    } else userId = o.userId!;
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now(),
        // Following a mailed link proves the address; an accepted invitation activates the account.
        confirmedAt: mailed ? now() : undefined,
        ...(activate ? { status: 'active' as const } : {}),
      })
      .where(and(eq(users.id, userId), eq(users.volunteerCenterId, centerId)))
      .returning();
    if (!row) throw new ApiError(422, { code: 'invalidToken', source: { pointer: '/reset_password_token' } });
    // A new password ends every other session.
    await revokeAllAuthTokens(tx, row.id);
    await audit(tx, {
      volunteerCenterId: centerId,
      actorId: row.id,
      action: activate ? 'user.invitation.accept' : 'user.password.reset',
      subjectType: 'users',
      subjectId: row.id,
      ip: o.ip,
    });
    return row;
  });
}
