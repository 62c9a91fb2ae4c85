/**
 * Pages, news and success stories of one center, with their ordered blocks. Every query names the center, so
 * another center's page is simply not found; deleted pages (deleted_at) are invisible everywhere.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { audit, type AuditEntry } from '../../audit';
import type { Executor } from '../../db/client';
import { contentBlocks, pages } from '../../db/schema';
import type { ContentBlockType, PageType } from '@/domain/content';
import type { Locale } from '@/domain/values';
import { ApiError, notFound } from '../../jsonapi/errors';
import { isUniqueViolation } from '../current-user/account-service';
import type { PageCreate, PageUpdate } from './schemas';
import type { ContentBlockRow, PageRow } from './serializers';

export interface PageListOptions {
  centerId: number;
  pageTypes?: PageType[];
  locale?: Locale;
  query?: string;
  isPublished?: boolean;
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

const SORTS = {
  title: sql`lower(${pages.title})`,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
  publishedAt: pages.publishedAt,
  slug: pages.slug,
} as const;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listPages(db: Executor, o: PageListOptions) {
  const where: SQL[] = [eq(pages.volunteerCenterId, o.centerId), isNull(pages.deletedAt)];
  if (o.pageTypes?.length) where.push(inArray(pages.pageType, o.pageTypes));
  if (o.locale) where.push(eq(pages.locale, o.locale));
  if (o.isPublished !== undefined) where.push(eq(pages.isPublished, o.isPublished));
  if (o.query) where.push(or(ilike(pages.title, escapeLike(o.query)), ilike(pages.slug, escapeLike(o.query))) as SQL);
  const condition = and(...where);
  const order = o.sort.map((s) => {
    const column = SORTS[s.field as keyof typeof SORTS] ?? pages.updatedAt;
    return s.direction === 'desc' ? sql`${column} desc nulls last` : asc(column);
  });
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(condition)
      .orderBy(...order, desc(pages.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(pages).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getPage(db: Executor, scope: { centerId: number; id: number }): Promise<PageRow> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, scope.id), eq(pages.volunteerCenterId, scope.centerId), isNull(pages.deletedAt)));
  if (!row) throw notFound('page');
  return row;
}

export async function getBlocks(db: Executor, pageId: number): Promise<ContentBlockRow[]> {
  return db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.pageId, pageId))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
}

const SLUG_POINTER = '/data/attributes/slug';

/** The rules a page's type, slug and locale must meet together; t gives the translated message. */
export async function assertPageRules(
  db: Executor,
  page: { centerId: number; id?: number; pageType: PageType; slug: string; locale: Locale },
  context: { multiLanguage: boolean; t: (key: string) => string },
) {
  if (page.locale !== 'nl' && !context.multiLanguage)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: context.t('contentApi.validation.localeNotOffered'),
      source: { pointer: '/data/attributes/locale' },
    });
  if (page.slug === '' && page.pageType !== 'default')
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: context.t('contentApi.validation.slugRequired'),
      source: { pointer: SLUG_POINTER },
    });
  const where: SQL[] = [
    eq(pages.volunteerCenterId, page.centerId),
    eq(pages.locale, page.locale),
    eq(pages.pageType, page.pageType),
    eq(pages.slug, page.slug),
    isNull(pages.deletedAt),
  ];
  if (page.id !== undefined) where.push(ne(pages.id, page.id));
  const [clash] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(...where))
    .limit(1);
  if (clash) throw slugTaken(context.t);
}

export const slugTaken = (t: (key: string) => string) =>
  new ApiError(422, { code: 'invalidAttribute', detail: t('contentApi.validation.slugTaken'), source: { pointer: SLUG_POINTER } });

/** Publishing stamps published_at (unless given, to back-date news); unpublishing keeps it for history. */
function publication(attrs: PageUpdate, current: PageRow | null, now: Date) {
  const publishedAt = attrs.publishedAt === undefined ? undefined : attrs.publishedAt === null ? null : new Date(attrs.publishedAt);
  if (publishedAt !== undefined) return publishedAt;
  const becomesPublished = attrs.isPublished === true && !(current?.isPublished ?? false);
  if (becomesPublished && !current?.publishedAt) return now;
  return undefined;
}

function omitPublishedAt<T extends { publishedAt?: unknown }>(attrs: T): Omit<T, 'publishedAt'> {
  const copy = { ...attrs };
  delete copy.publishedAt;
  return copy;
}

export async function createPage(
  db: Executor,
  centerId: number,
  authorId: number,
  attrs: PageCreate & { slug: string },
  now: Date,
  t: (key: string) => string,
) {
  // publishedAt is not stored as given: publication() derives it.
  const rest = omitPublishedAt(attrs);
  try {
    const [row] = await db
      .insert(pages)
      .values({
        ...rest,
        volunteerCenterId: centerId,
        authorId,
        publishedAt: publication(attrs, null, now) ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('page not inserted');
    return row;
  } catch (error) {
    // Two simultaneous creates with the same slug: the partial unique index decides.
    if (isUniqueViolation(error)) throw slugTaken(t);
    throw error;
  }
}

export async function updatePage(db: Executor, current: PageRow, attrs: PageUpdate, now: Date, t: (key: string) => string) {
  // publishedAt is not stored as given: publication() derives it.
  const rest = omitPublishedAt(attrs);
  const publishedAt = publication(attrs, current, now);
  try {
    const [row] = await db
      .update(pages)
      .set({ ...rest, ...(publishedAt !== undefined ? { publishedAt } : {}), updatedAt: now })
      .where(and(eq(pages.id, current.id), eq(pages.volunteerCenterId, current.volunteerCenterId)))
      .returning();
    if (!row) throw notFound('page');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(t);
    throw error;
  }
}

export async function softDeletePage(db: Executor, page: PageRow, now: Date) {
  await db.update(pages).set({ deletedAt: now, isPublished: false, updatedAt: now }).where(eq(pages.id, page.id));
}

export interface BlockWrite {
  id?: number;
  blockType: ContentBlockType;
  settings: Record<string, unknown>;
}

/** Replaces the ordered block list in one transaction: listed ids are kept (updated), others deleted, new ones inserted. */
export async function replaceBlocks(db: Executor, pageId: number, blocks: BlockWrite[], now: Date) {
  const keep = blocks.map((b) => b.id).filter((id): id is number => id !== undefined);
  const deleteWhere = keep.length
    ? and(
        eq(contentBlocks.pageId, pageId),
        sql`${contentBlocks.id} not in (${sql.join(
          keep.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : eq(contentBlocks.pageId, pageId);
  await db.delete(contentBlocks).where(deleteWhere);
  for (const [position, block] of blocks.entries()) {
    if (block.id !== undefined)
      await db
        .update(contentBlocks)
        .set({ blockType: block.blockType, settings: block.settings, position, updatedAt: now })
        .where(and(eq(contentBlocks.id, block.id), eq(contentBlocks.pageId, pageId)));
    else
      await db
        .insert(contentBlocks)
        .values({ pageId, blockType: block.blockType, settings: block.settings, position, createdAt: now, updatedAt: now });
  }
  await db.update(pages).set({ updatedAt: now }).where(eq(pages.id, pageId));
}

/** The block list and its audit entry, written together or not at all. */
export async function saveBlocks(db: Executor, pageId: number, blocks: BlockWrite[], now: Date, entry: AuditEntry) {
  await db.transaction(async (tx) => {
    await replaceBlocks(tx, pageId, blocks, now);
    await audit(tx, entry);
  });
}

/** A published page of the center for the public site; slug '' is the home page. */
export async function findPublishedPage(db: Executor, o: { centerId: number; locale: Locale; pageType: PageType; slug: string }) {
  const [row] = await db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.volunteerCenterId, o.centerId),
        eq(pages.locale, o.locale),
        eq(pages.pageType, o.pageType),
        eq(pages.slug, o.slug),
        eq(pages.isPublished, true),
        isNull(pages.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function listPublished(
  db: Executor,
  o: { centerId: number; locale: Locale; pageType: PageType; featured?: boolean; limit: number; offset: number },
) {
  const where: SQL[] = [
    eq(pages.volunteerCenterId, o.centerId),
    eq(pages.locale, o.locale),
    eq(pages.pageType, o.pageType),
    eq(pages.isPublished, true),
    isNull(pages.deletedAt),
  ];
  if (o.featured !== undefined) where.push(eq(pages.featured, o.featured));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(condition)
      .orderBy(sql`${pages.publishedAt} desc nulls last`, desc(pages.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(pages).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Blocks of several pages at once (for include=content_blocks on lists). */
export async function blocksByPage(db: Executor, pageIds: number[]) {
  const map = new Map<number, ContentBlockRow[]>();
  if (!pageIds.length) return map;
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(inArray(contentBlocks.pageId, pageIds))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  for (const row of rows) map.set(row.pageId, [...(map.get(row.pageId) ?? []), row]);
  return map;
}
