/** The signed-in user's own record: writes scoped to the user and their center. */
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../../context';
import type { Executor } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { notFound } from '../../jsonapi/errors';
import type { currentUserUpdate } from '../users/schemas';

type OwnFields = Omit<z.infer<typeof currentUserUpdate>, 'password' | 'passwordConfirmation' | 'currentPassword'>;

/** Profile fields and, with a new password hash, the sign-out of every other device, in one transaction. */
export async function updateOwnAccount(
  db: Executor,
  viewer: { userId: number; centerId: number; client: string },
  change: { fields: OwnFields; passwordHash?: string },
  now: Date,
): Promise<UserRow> {
  const { fields, passwordHash } = change;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: now })
      .where(and(eq(users.id, viewer.userId), eq(users.volunteerCenterId, viewer.centerId)))
      .returning();
    if (!row) throw notFound('user');
    // Other devices sign out, and so does every account the user had signed in as; this client keeps its token.
    if (passwordHash) {
      await tx.delete(authTokens).where(and(eq(authTokens.userId, viewer.userId), ne(authTokens.client, viewer.client)));
      await tx.delete(authTokens).where(eq(authTokens.impersonatorId, viewer.userId));
    }
    return row;
  });
}
