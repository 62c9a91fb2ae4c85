/** The media files of one center: every query names the center, so another center's file is not found. */
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { audit, type AuditEntry } from '../../audit';
import type { Executor } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { notFound } from '../../jsonapi/errors';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type MediaFileValues = Omit<typeof mediaFiles.$inferInsert, 'volunteerCenterId' | 'storedBytes'>;

export async function findMediaFile(db: Executor, centerId: number, id: number): Promise<MediaFileRow> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.volunteerCenterId, centerId)));
  if (!row) throw notFound('media_file');
  return row;
}

const SORTS = { createdAt: mediaFiles.createdAt, fileName: mediaFiles.fileName, byteSize: mediaFiles.byteSize } as const;

export interface MediaFileListOptions {
  centerId: number;
  query?: string;
  /** Only files of these content types. */
  contentTypes?: string[];
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

export async function listMediaFiles(db: Executor, o: MediaFileListOptions) {
  const where: SQL[] = [eq(mediaFiles.volunteerCenterId, o.centerId)];
  const term = o.query?.trim();
  if (term) where.push(ilike(mediaFiles.fileName, `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
  if (o.contentTypes)
    where.push(
      o.contentTypes.length === 1 ? eq(mediaFiles.contentType, o.contentTypes[0]!) : inArray(mediaFiles.contentType, o.contentTypes),
    );
  const condition = and(...where);
  const order = o.sort.map((s) =>
    s.direction === 'desc' ? desc(SORTS[s.field as keyof typeof SORTS]) : asc(SORTS[s.field as keyof typeof SORTS]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaFiles)
      .where(condition)
      .orderBy(...order, desc(mediaFiles.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(mediaFiles).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The row and its audit entry; `tx` is the transaction that also stores the files (../uploads/limits.ts). */
export async function insertMediaFile(
  tx: Executor,
  values: MediaFileValues,
  o: { centerId: number; storedBytes: number; now: Date; actor: Pick<AuditEntry, 'actorId' | 'ip'> },
): Promise<MediaFileRow> {
  const [inserted] = await tx
    .insert(mediaFiles)
    .values({ ...values, storedBytes: o.storedBytes, volunteerCenterId: o.centerId, uploadedById: o.actor.actorId, createdAt: o.now })
    .returning();
  if (!inserted) throw new Error('insert returned nothing');
  await audit(tx, {
    volunteerCenterId: o.centerId,
    ...o.actor,
    action: 'media_file.create',
    subjectType: 'media_files',
    subjectId: inserted.id,
    data: { contentType: values.contentType, size: values.byteSize },
  });
  return inserted;
}

export async function deleteMediaFile(db: Executor, id: number) {
  await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
}

/**
 * The uploaded images of this center among a page's image addresses, with their size variants, so the page can
 * offer srcset without a request per image. Addresses of other centers' uploads are not matched.
 */
export async function imagesByUrl(db: Executor, centerId: number, urls: string[]) {
  if (urls.length === 0) return [];
  const rows = await db
    .select({ url: mediaFiles.url, width: mediaFiles.width, height: mediaFiles.height, variants: mediaFiles.variants })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.volunteerCenterId, centerId), inArray(mediaFiles.url, urls)));
  return rows.filter((r) => r.variants.length > 0);
}
