/**
 * Saved searches of one user in one center (docs/domain.md#saved-searches). Every query carries the center and the
 * owner, so another user's or center's search is not found. Saving works out what matching needs once: the words
 * as the bank searches them (server/db/text-search.ts; null when only stop words remain) and the postal code's point.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES, type SavedSearchFrequency, type SavedSearchQuery } from '@/domain/saved-searches';
import type { Executor } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { textQuery } from '../../db/text-search';
import { locatePostalCode } from '../../geo/locate';
import type { Translate } from '../../i18n';
import { ApiError, notFound } from '../../jsonapi/errors';
import type { SavedSearchRow } from './serializers';

interface Owner {
  centerId: number;
  userId: number;
}

/** The words' query when any word survives stemming, else null (the bank then searches without words too). */
const storedTextQuery = (q: string | undefined) => (q ? sql`(case when numnode(${textQuery(q)}) > 0 then ${textQuery(q)} end)` : sql`null`);

/** The point of the query's postal code; an unknown code is refused, as the bank refuses it. */
async function pointOf(db: Executor, query: SavedSearchQuery, t: Translate) {
  if (!query.postalCode) return { latitude: null, longitude: null };
  const point = await locatePostalCode(db, query.postalCode);
  if (!point)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('savedSearchApi.errors.postalCodeUnknown'),
      source: { pointer: '/data/attributes/query/postal_code' },
    });
  return point;
}

export async function listSavedSearches(
  db: Executor,
  owner: Owner,
  o: { sort: 'name' | 'createdAt'; descending: boolean; limit: number; offset: number },
) {
  const where = and(eq(savedSearches.volunteerCenterId, owner.centerId), eq(savedSearches.userId, owner.userId));
  const column = o.sort === 'name' ? savedSearches.name : savedSearches.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(where)
      .orderBy(o.descending ? desc(column) : asc(column), desc(savedSearches.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(savedSearches).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function getSavedSearchOrThrow(db: Executor, owner: Owner, id: number): Promise<SavedSearchRow> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.volunteerCenterId, owner.centerId), eq(savedSearches.userId, owner.userId)));
  if (!row) throw notFound('saved search');
  return row;
}

export async function createSavedSearch(
  db: Executor,
  owner: Owner,
  attrs: { name: string; frequency?: SavedSearchFrequency; query: SavedSearchQuery },
  now: Date,
  t: Translate,
): Promise<SavedSearchRow> {
  const [existing] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.volunteerCenterId, owner.centerId), eq(savedSearches.userId, owner.userId)));
  if (Number(existing?.n ?? 0) >= MAX_SAVED_SEARCHES)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('savedSearchApi.errors.tooMany', { max: MAX_SAVED_SEARCHES }),
      source: { pointer: '/data' },
    });
  const point = await pointOf(db, attrs.query, t);
  const [row] = await db
    .insert(savedSearches)
    .values({
      volunteerCenterId: owner.centerId,
      userId: owner.userId,
      name: attrs.name,
      frequency: attrs.frequency ?? 'instant',
      query: attrs.query,
      textQuery: storedTextQuery(attrs.query.q),
      latitude: point.latitude,
      longitude: point.longitude,
      unsubscribeToken: randomBytes(32).toString('base64url'),
      // Vacancies published from now on are news to this search; what the bank shows today the user has seen.
      lastCheckedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('saved search not stored');
  return row;
}

export async function updateSavedSearch(
  db: Executor,
  row: SavedSearchRow,
  attrs: { name?: string; frequency?: SavedSearchFrequency; query?: SavedSearchQuery },
  now: Date,
  t: Translate,
): Promise<SavedSearchRow> {
  const point = attrs.query ? await pointOf(db, attrs.query, t) : null;
  const [updated] = await db
    .update(savedSearches)
    .set({
      ...(attrs.name !== undefined ? { name: attrs.name } : {}),
      ...(attrs.frequency !== undefined ? { frequency: attrs.frequency } : {}),
      ...(attrs.query && point
        ? { query: attrs.query, textQuery: storedTextQuery(attrs.query.q), latitude: point.latitude, longitude: point.longitude }
        : {}),
      // Alerts switched back on start from now: the vacancies of the silent time are not sent in one go.
      ...(row.frequency === 'off' && attrs.frequency && attrs.frequency !== 'off' ? { lastCheckedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(savedSearches.id, row.id))
    .returning();
  if (!updated) throw notFound('saved search');
  return updated;
}

export async function deleteSavedSearch(db: Executor, row: SavedSearchRow): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, row.id));
}

/** The search of an unsubscribe link's token in this center, or null. */
export async function findByUnsubscribeToken(db: Executor, centerId: number, token: string): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.unsubscribeToken, token), eq(savedSearches.volunteerCenterId, centerId)));
  return row ?? null;
}

/** Unsubscribing keeps the search (the user may still open it) and stops its mails. */
export async function unsubscribe(db: Executor, row: SavedSearchRow, now: Date): Promise<SavedSearchRow> {
  const [updated] = await db
    .update(savedSearches)
    .set({ frequency: 'off', updatedAt: now })
    .where(eq(savedSearches.id, row.id))
    .returning();
  return updated ?? row;
}
