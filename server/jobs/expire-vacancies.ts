/**
 * Published vacancies whose expires_at has passed become expired (docs/domain.md). Several instances may run the
 * scheduler; a transaction-scoped advisory lock lets one of them do the work and the others skip, and the lock
 * ends with the transaction, so a crashed instance never holds it.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { vacancies } from '../db/schema';

/** Arbitrary, fixed: the advisory lock key of this job (the migrator uses another). */
export const EXPIRE_VACANCIES_LOCK = 727_301;

export interface ExpireResult {
  /** false when another instance held the lock; nothing was done then. */
  ran: boolean;
  expired: { id: number; volunteerCenterId: number }[];
}

export async function expireVacancies(db: Database, now: Date): Promise<ExpireResult> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${EXPIRE_VACANCIES_LOCK}) as locked`);
    const rows = Array.isArray(locked) ? locked : (locked as unknown as { rows: { locked: boolean }[] }).rows;
    if (!rows[0]?.locked) return { ran: false, expired: [] };
    const expired = await tx
      .update(vacancies)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(vacancies.status, 'published'), lte(vacancies.expiresAt, now)))
      .returning({ id: vacancies.id, volunteerCenterId: vacancies.volunteerCenterId });
    return { ran: true, expired };
  });
}
