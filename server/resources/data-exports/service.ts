/** Data export requests of the signed-in person; every query names the person and their center. */
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { DATA_EXPORT_DAILY_REQUESTS } from '@/domain/data-exports';
import type { Executor } from '../../db/client';
import { applications, auditLog, dataExports, formSubmissions, notifications } from '../../db/schema';
import { ApiError } from '../../jsonapi/errors';

export type DataExportRow = typeof dataExports.$inferSelect;

interface Owner {
  centerId: number;
  userId: number;
}

/** Below this many records the request prepares the export at once; above, the job does (within a minute). */
const IMMEDIATE_RECORDS = 2_000;

export async function listDataExports(db: Executor, o: Owner): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, o.userId), eq(dataExports.volunteerCenterId, o.centerId)))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(10);
}

/** The person's own export; anyone else's (or another center's) is "not found". */
export async function findDataExport(db: Executor, o: Owner & { id: number }): Promise<DataExportRow> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, o.id), eq(dataExports.userId, o.userId), eq(dataExports.volunteerCenterId, o.centerId)));
  if (!row) throw new ApiError(404, { code: 'notFound', params: { resource: 'data_export' } });
  return row;
}

/** A new request, or the one still waiting (one at a time). */
export async function requestDataExport(
  db: Executor,
  o: Owner & { locale: 'nl' | 'en'; now: Date },
): Promise<{ row: DataExportRow; created: boolean }> {
  return db.transaction(async (tx) => {
    // One request at a time per person, also when two arrive together.
    await tx.execute(sql`select pg_advisory_xact_lock(727317, ${o.userId})`);
    const [waiting] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, o.userId), eq(dataExports.volunteerCenterId, o.centerId), eq(dataExports.status, 'pending')))
      .limit(1);
    if (waiting) return { row: waiting, created: false };
    const [today] = await tx
      .select({ n: count() })
      .from(dataExports)
      .where(and(eq(dataExports.userId, o.userId), gt(dataExports.createdAt, new Date(o.now.getTime() - 24 * 3600_000))));
    if (Number(today?.n ?? 0) >= DATA_EXPORT_DAILY_REQUESTS)
      throw new ApiError(429, { code: 'dataExportLimit', params: { count: DATA_EXPORT_DAILY_REQUESTS } });
    const [row] = await tx
      .insert(dataExports)
      .values({ volunteerCenterId: o.centerId, userId: o.userId, locale: o.locale, createdAt: o.now })
      .returning();
    return { row: row!, created: true };
  });
}

/** Whether the account is small enough to prepare its export within the request. */
export async function isSmallAccount(db: Executor, o: Owner & { email: string }): Promise<boolean> {
  const lower = o.email.toLowerCase();
  const counts = await Promise.all([
    db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.volunteerCenterId, o.centerId),
          sql`(${applications.userId} = ${o.userId} or lower(${applications.email}) = ${lower})`,
        ),
      ),
    db
      .select({ n: count() })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.volunteerCenterId, o.centerId), sql`lower(${formSubmissions.respondentEmail}) = ${lower}`)),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, o.userId)),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorId, o.userId)),
  ]);
  return counts.reduce((sum, [r]) => sum + Number(r?.n ?? 0), 0) < IMMEDIATE_RECORDS;
}

export async function markDownloaded(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(dataExports).set({ downloadedAt: now }).where(eq(dataExports.id, id));
}
