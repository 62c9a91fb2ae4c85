/** Account writes under /api/v1 that are no single resource's: the e-mail confirmation. */
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { consumeUserToken } from '../../auth/user-tokens';
import { notFound } from '../../jsonapi/errors';

/** Consumes the token and confirms its user of this center in one transaction; an invited user becomes active. */
export async function confirmAccount(db: Executor, centerId: number, confirmationToken: string, now: () => Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const token = await consumeUserToken(tx, confirmationToken, ['confirmation'], now(), '/confirmation_token');
    const [row] = await tx
      .update(users)
      .set({ confirmedAt: now(), updatedAt: now() })
      .where(and(eq(users.id, token.userId), eq(users.volunteerCenterId, centerId)))
      .returning();
    if (!row) throw notFound('user');
    if (row.status === 'invited') await tx.update(users).set({ status: 'active' }).where(eq(users.id, row.id));
    return { ...row, status: row.status === 'invited' ? ('active' as const) : row.status };
  });
}
