/**
 * Deletes uploads (POST /api/v1/uploads) that nothing refers to once a grace period has passed: a logo uploaded
 * and never saved into the center's profile, a replaced favicon, a profile picture nobody kept. The file goes first,
 * then the row, so an interrupted run leaves at most a row whose file is gone (deleted again by the next run), never
 * an unreachable file. Like expire-vacancies.ts, a transaction-scoped advisory lock lets one instance do the work.
 *
 * An upload is referenced when its stored name (32 random hex characters, so no accidental match) appears anywhere
 * in a row of a table that holds addresses written by people: center profiles (logos, favicon, footer texts), pages
 * and their blocks, stock images, vacancies, organizations, menu items and users. Searching whole rows keeps a new
 * column that holds an address covered without listing it here.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage';
import { log } from '../log';
import { every } from './scheduler';

/** Arbitrary, fixed: the advisory lock key of this job (expire-vacancies and the upload limits use others). */
export const CLEANUP_UPLOADS_LOCK = 727_303;
/** An upload is kept this long without a reference: the time between uploading a logo and saving the form. */
export const UPLOAD_GRACE_MS = 24 * 3600_000;
export const CLEANUP_INTERVAL_MS = 3600_000;
const BATCH = 200;

/** Tables whose rows may hold the address of an upload (see above); fixed identifiers, never input. */
export const REFERENCING_TABLES = [
  'volunteer_center_profiles',
  'volunteer_centers',
  'pages',
  'content_blocks',
  'stock_images',
  'vacancies',
  'organizations',
  'organization_profiles',
  'menu_items',
  'users',
] as const;

export interface CleanupResult {
  /** false when another instance held the lock; nothing was done then. */
  ran: boolean;
  deleted: string[];
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

export async function cleanupUploads(
  db: Database,
  storage: FileStorage,
  now: Date,
  options: { graceMs?: number; log?: (message: string) => void } = {},
): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - (options.graceMs ?? UPLOAD_GRACE_MS));
  const unreferenced = sql.join(
    REFERENCING_TABLES.map((table) => sql`not exists (select 1 from ${sql.identifier(table)} r where strpos(r::text, u.name) > 0)`),
    sql` and `,
  );
  return db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${CLEANUP_UPLOADS_LOCK}) as locked`));
    if (!locked[0]?.locked) return { ran: false, deleted: [] };
    const candidates = rowsOf<{ name: string }>(
      await tx.execute(
        sql`select u.name from uploads u where u.created_at < ${cutoff.toISOString()} and ${unreferenced} order by u.created_at limit ${BATCH}`,
      ),
    ).map((r) => r.name);
    const removed: string[] = [];
    for (const name of candidates) {
      try {
        await storage.remove(name);
        removed.push(name);
      } catch (error) {
        // Kept for the next run: a row is only deleted once its file is gone.
        options.log?.(`[jobs] could not remove upload ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (removed.length)
      await tx.execute(
        sql`delete from uploads where name in (${sql.join(
          removed.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      );
    return { ran: true, deleted: removed };
  });
}

/** Runs the clean-up now and every interval (server/runtime.ts); a failing run is reported, not fatal. Returns a stop function. */
export function startUploadCleanup(
  deps: { db: Database; storage: FileStorage; now: () => Date },
  intervalMs = CLEANUP_INTERVAL_MS,
): () => Promise<void> {
  return every(intervalMs, 'upload clean-up', async () => {
    const result = await cleanupUploads(deps.db, deps.storage, deps.now(), { log: (m) => log().warn(m) });
    if (result.deleted.length) log().info({ deleted: result.deleted.length }, 'deleted unreferenced uploads');
  });
}
