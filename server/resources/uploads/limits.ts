/**
 * What a center and a user may store (docs/api.md, "Uploads"): every upload and media file counts towards its
 * center's quota (UPLOAD_QUOTA_BYTES_PER_CENTER) and towards its uploader's hourly rate. Both are counted from the
 * database, so they hold across instances and restarts without a separate counter.
 */
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { formatBytes } from '@/lib/shared/forms/format-bytes';
import type { AppEnv } from '../../context';
import type { Executor } from '../../db/client';
import { mediaFiles, uploads } from '../../db/schema';
import { serverEnv } from '../../env';
import { ApiError } from '../../jsonapi/errors';
import { storageFromEnv } from '../../storage';

/** Uploads and media files one user may add per hour: plenty for editing a site, too few to fill a disk. */
export const UPLOADS_PER_USER_PER_HOUR = 60;
const HOUR_MS = 3600_000;

export const FILE_POINTER = '/data/attributes/file';

export const uploadQuotaBytes = () => serverEnv().UPLOAD_QUOTA_BYTES_PER_CENTER;

export async function centerUsageBytes(db: Executor, centerId: number): Promise<number> {
  const [[up], [media]] = await Promise.all([
    db.select({ n: sql<string>`coalesce(sum(${uploads.byteSize}), 0)` }).from(uploads).where(eq(uploads.volunteerCenterId, centerId)),
    db.select({ n: sql<string>`coalesce(sum(${mediaFiles.storedBytes}), 0)` }).from(mediaFiles).where(eq(mediaFiles.volunteerCenterId, centerId)),
  ]);
  return Number(up?.n ?? 0) + Number(media?.n ?? 0);
}

/** 429 with Retry-After when the user added UPLOADS_PER_USER_PER_HOUR files in the last hour. */
async function assertUploadRate(db: Executor, userId: number, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const [[up], [media]] = await Promise.all([
    db.select({ n: count(), oldest: min(uploads.createdAt) }).from(uploads).where(and(eq(uploads.uploadedById, userId), gt(uploads.createdAt, since))),
    db.select({ n: count(), oldest: min(mediaFiles.createdAt) }).from(mediaFiles).where(and(eq(mediaFiles.uploadedById, userId), gt(mediaFiles.createdAt, since))),
  ]);
  if (Number(up?.n ?? 0) + Number(media?.n ?? 0) < UPLOADS_PER_USER_PER_HOUR) return;
  const oldest = [up?.oldest, media?.oldest].filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  const seconds = Math.max(1, Math.ceil(((oldest.length ? Math.min(...oldest) : now.getTime()) + HOUR_MS - now.getTime()) / 1000));
  throw new ApiError(429, { code: 'tooManyRequests', params: { seconds }, source: { pointer: FILE_POINTER } }, { 'Retry-After': String(seconds) });
}

/** 413 quotaExceeded when `bytes` more would take the center over its quota. */
async function assertQuota(c: Context<AppEnv>, db: Executor, centerId: number, bytes: number) {
  const quota = uploadQuotaBytes();
  const used = await centerUsageBytes(db, centerId);
  if (used + bytes <= quota) return;
  const locale = c.get('locale');
  throw new ApiError(413, {
    code: 'quotaExceeded',
    params: { used: formatBytes(used, locale), quota: formatBytes(quota, locale) },
    source: { pointer: FILE_POINTER },
  });
}

/** Arbitrary, fixed: the advisory lock class of a center's stored files (expire-vacancies and the clean-up use others). */
const CENTER_FILES_LOCK = 727_302;

export class StorageError extends Error {
  constructor(name: string, cause: unknown) {
    super(`could not store ${name}: ${cause instanceof Object && 'message' in cause ? String(cause.message) : String(cause)}`, { cause });
    this.name = 'StorageError';
  }
}

export interface PendingFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Stores a new upload or media file: in one transaction holding the center's lock, checks the rate and the quota
 * (so two uploads at once cannot both take the last free bytes), inserts the row, then writes the files. The row is
 * written first so a failing insert stores nothing; a failing write or commit removes the files already written and
 * rolls the row back. Either both exist afterwards, or neither.
 */
export async function storeWithinLimits<T>(
  c: Context<AppEnv>,
  options: { centerId: number; userId: number; files: PendingFile[] },
  insert: (tx: Executor) => Promise<T>,
): Promise<T> {
  const { db, now } = c.get('deps');
  const storage = c.get('deps').storage ?? storageFromEnv();
  const bytes = options.files.reduce((sum, f) => sum + f.bytes.byteLength, 0);
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CENTER_FILES_LOCK}, ${options.centerId})`);
      await assertUploadRate(tx, options.userId, now());
      await assertQuota(c, tx, options.centerId, bytes);
      const result = await insert(tx);
      for (const file of options.files) {
        // Counted before the write: a write that fails half-way may leave part of the file behind.
        written.push(file.name);
        await storage.put(file.name, file.bytes, file.contentType).catch((cause: unknown) => {
          // One error type for every storage: node's fs errors come from another realm under test runners (and so
          // are not `instanceof Error` to the app's error handler), and S3 clients may reject with anything.
          throw new StorageError(file.name, cause);
        });
      }
      return result;
    });
  } catch (error) {
    await Promise.allSettled(written.map((name) => storage.remove(name)));
    throw error;
  }
}
