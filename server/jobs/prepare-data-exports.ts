/**
 * Personal data exports (docs/decisions.md, "Personal data export"): prepares requested exports (ZIP, encrypted,
 * stored, the link mailed) and deletes them when their link has expired or their person is gone. The same function
 * serves a request that is prepared at once (a small account) and the scheduled run; a transaction-scoped advisory
 * lock lets one instance work at a time, like expire-vacancies.
 */
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { DATA_EXPORT_LINK_DAYS, DATA_EXPORT_MAX_ATTEMPTS } from '@/domain/data-exports';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { Deps } from '../context';
import { hashSecret, newSecret } from '../auth/tokens';
import type { Database } from '../db/client';
import { dataExports, users, volunteerCenters } from '../db/schema';
import { translator } from '../i18n';
import { log } from '../log';
import { buildArchive } from '../resources/data-exports/archive';
import { collectPersonalData } from '../resources/data-exports/collect';
import { pruneAuditLog } from '../resources/data-exports/retention';
import { encryptExport, exportStorageFromEnv, newExportFileName, type ExportStorage } from '../storage/exports';
import { every } from './scheduler';

/** Arbitrary, fixed: this job's advisory lock key (expire-vacancies and the upload clean-up use others). */
export const DATA_EXPORTS_LOCK = 727_316;
export const DATA_EXPORTS_INTERVAL_MS = 60_000;
const BATCH = 10;

export type DataExportDeps = Pick<Deps, 'db' | 'mailer' | 'now' | 'centerUrl' | 'exportStorage'>;

export interface DataExportRun {
  /** false when another instance held the lock; nothing was done then. */
  ran: boolean;
  prepared: number[];
  failed: number[];
  deleted: number[];
  auditPruned: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const storageOf = (deps: DataExportDeps): ExportStorage => deps.exportStorage ?? exportStorageFromEnv();

interface ReadyMail {
  centerId: number;
  slug: string;
  appName: string;
  to: string;
  name: string;
  locale: 'nl' | 'en';
  id: number;
  token: string;
  expiresAt: Date;
}

/** Prepares due exports (all, or only `onlyId`) and removes expired ones. */
export async function runDataExports(deps: DataExportDeps, options: { onlyId?: number } = {}): Promise<DataExportRun> {
  const now = deps.now();
  const storage = storageOf(deps);
  const mails: ReadyMail[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${DATA_EXPORTS_LOCK}) as locked`));
    if (!locked[0]?.locked) return { ran: false, prepared: [], failed: [], deleted: [], auditPruned: 0 };

    // Expired links and exports whose person was deleted: the file first, so no row ever points at nothing. An
    // expired row keeps its token hash (no longer a key to anything) so the mailed link can still say "expired".
    const stale = await tx
      .select({ id: dataExports.id, fileName: dataExports.fileName, userId: dataExports.userId })
      .from(dataExports)
      .where(or(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)), isNull(dataExports.userId)))
      .limit(200);
    const deleted: number[] = [];
    for (const row of stale) {
      try {
        if (row.fileName) await storage.remove(row.fileName);
      } catch (error) {
        log().warn({ id: row.id, err: error }, 'could not remove a data export file; next run');
        continue;
      }
      if (row.userId === null) await tx.delete(dataExports).where(eq(dataExports.id, row.id));
      else await tx.update(dataExports).set({ status: 'expired', fileName: null, byteSize: null }).where(eq(dataExports.id, row.id));
      deleted.push(row.id);
    }

    const due = await tx
      .select({ row: dataExports, user: users, center: volunteerCenters })
      .from(dataExports)
      .innerJoin(users, and(eq(users.id, dataExports.userId), eq(users.volunteerCenterId, dataExports.volunteerCenterId)))
      .innerJoin(volunteerCenters, eq(volunteerCenters.id, dataExports.volunteerCenterId))
      .where(
        and(
          eq(dataExports.status, 'pending'),
          lt(dataExports.attempts, DATA_EXPORT_MAX_ATTEMPTS),
          options.onlyId === undefined ? undefined : eq(dataExports.id, options.onlyId),
        ),
      )
      .orderBy(asc(dataExports.createdAt))
      .limit(BATCH);
    const prepared: number[] = [];
    const failed: number[] = [];
    for (const { row, user, center } of due) {
      const fileName = newExportFileName();
      const token = newSecret();
      try {
        // A savepoint: a failing export rolls back its own writes, not the run's.
        await tx.transaction(async (sp) => {
          const t = translator(user.locale);
          const data = await collectPersonalData(sp, { userId: user.id, centerId: center.id, t, now });
          if (!data) throw new Error('person not found');
          const zip = buildArchive(data, user.locale, t);
          const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_DAYS * 24 * 3600_000);
          await sp
            .update(dataExports)
            .set({
              status: 'ready',
              locale: user.locale,
              tokenHash: hashSecret(token),
              fileName,
              byteSize: zip.byteLength,
              attempts: row.attempts + 1,
              error: null,
              readyAt: now,
              expiresAt,
            })
            .where(eq(dataExports.id, row.id));
          await storage.put(fileName, encryptExport(zip, token, fileName));
          mails.push({
            centerId: center.id,
            slug: center.slug,
            appName: TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name,
            to: user.email,
            name: user.firstName,
            locale: user.locale,
            id: row.id,
            token,
            expiresAt,
          });
        });
        prepared.push(row.id);
      } catch (error) {
        await storage.remove(fileName).catch(() => undefined);
        const attempts = row.attempts + 1;
        await tx
          .update(dataExports)
          .set({
            attempts,
            status: attempts >= DATA_EXPORT_MAX_ATTEMPTS ? 'failed' : 'pending',
            error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where(eq(dataExports.id, row.id));
        failed.push(row.id);
        log().warn({ id: row.id, err: error }, 'data export failed');
      }
    }
    // Audit entries past their retention period (docs/decisions.md, "Retention after account deletion").
    const auditPruned = options.onlyId === undefined ? await pruneAuditLog(tx, now) : 0;
    return { ran: true, prepared, failed, deleted, auditPruned };
  });
  // After the commit: a mail never announces an export that was rolled back.
  for (const m of mails) {
    const date = new Intl.DateTimeFormat(m.locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(m.expiresAt);
    await deps.mailer.send({
      volunteerCenterId: m.centerId,
      to: m.to,
      locale: m.locale,
      template: 'dataExportReady',
      params: {
        appName: m.appName,
        name: m.name,
        expires: date,
        actionUrl: `${deps.centerUrl(m.slug)}${m.locale === 'nl' ? '' : `/${m.locale}`}/profiel/gegevens-export/${m.id}?token=${encodeURIComponent(m.token)}`,
      },
    });
  }
  return result;
}

/**
 * Deletes every export of a person at once, file first (account deletion, docs/decisions.md "Retention after account
 * deletion"). A file that cannot be removed now leaves its row without a person, which the job's next run deletes.
 */
export async function deleteDataExportsOf(db: Database, userId: number, storage: ExportStorage): Promise<void> {
  const rows = await db
    .select({ id: dataExports.id, fileName: dataExports.fileName })
    .from(dataExports)
    .where(eq(dataExports.userId, userId));
  for (const row of rows) {
    try {
      if (row.fileName) await storage.remove(row.fileName);
      await db.delete(dataExports).where(eq(dataExports.id, row.id));
    } catch (error) {
      log().warn({ id: row.id, err: error }, 'data export file not removed yet; the job retries');
      await db.update(dataExports).set({ userId: null }).where(eq(dataExports.id, row.id));
    }
  }
}

/** The job now and every minute (server/runtime.ts); a failing run is reported, not fatal. */
export function startDataExports(deps: DataExportDeps, intervalMs = DATA_EXPORTS_INTERVAL_MS): () => Promise<void> {
  return every(intervalMs, 'data exports', async () => {
    const run = await runDataExports(deps);
    if (run.prepared.length || run.deleted.length || run.failed.length)
      log().info({ prepared: run.prepared.length, deleted: run.deleted.length, failed: run.failed.length }, 'data exports');
  });
}
