/**
 * The public vacancy bank: only public vacancies of one center (published, unexpired, of approved organizations),
 * matched on the Dutch and English stemmed search vector (GIN index), filtered on type, tag, age group,
 * organization, activity dates and distance. Distance uses a bounding box on the indexed coordinates first, then
 * the exact haversine distance in SQL.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, lte, or, isNull, gt, sql, type SQL } from 'drizzle-orm';
import { boundingBox, type Point } from '@/lib/shared/geo/postcodes';
import type { Executor } from '../../db/client';
import { organizations, vacancies, vacancySearchVersions } from '../../db/schema';
import type { VacancyType } from '@/domain/vacancies';
import { textQuery } from '../../db/text-search';
import { distanceKm } from '../../geo/distance';
import { vacancySelection, type StoredVacancy } from './service';
import { searchCacheOf, MAX_CACHED_PAGE } from './search-cache';

export type SearchSort = 'relevance' | 'published_at' | 'distance' | 'starts_on';

export interface SearchOptions {
  centerId: number;
  now: Date;
  query?: string;
  vacancyTypes?: VacancyType[];
  tag?: string;
  ageGroupId?: number;
  organizationIds?: number[];
  point?: Point;
  distanceKm?: number;
  startsFrom?: string;
  startsUntil?: string;
  sort: SearchSort;
  limit: number;
  offset: number;
}

/** Great-circle distance from a point to the vacancy's coordinates, in kilometres. */
const distanceFrom = (point: Point): SQL<number> => distanceKm(point, vacancies.latitude, vacancies.longitude);

/** What makes a vacancy public (service.isPublic in SQL); the query must join its organization. */
export function publicVacancyConditions(centerId: number, now: Date): SQL[] {
  return [
    eq(vacancies.volunteerCenterId, centerId),
    eq(vacancies.status, 'published'),
    or(isNull(vacancies.expiresAt), gt(vacancies.expiresAt, now)) as SQL,
    eq(organizations.status, 'approved'),
  ];
}

/**
 * Ids and last changes of the public vacancies, in id order, for the sitemap. Only two columns, so a center's
 * whole bank fits one response; (center, status, expires_at) narrows the rows.
 */
export async function listPublicVacancyIds(db: Executor, o: { centerId: number; now: Date; limit: number; offset: number }) {
  const condition = and(...publicVacancyConditions(o.centerId, o.now));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(condition)
      .orderBy(vacancies.id)
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(vacancies).innerJoin(organizations, eq(organizations.id, vacancies.organizationId)).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * One round trip before the search: whether the query keeps any word after stemming (one of only stop words, "de",
 * "the", would match nothing, so the search then behaves as if no words were given; as server/db/text-search.ts
 * hasWords) and the center's bank version, the key of the result cache.
 */
async function probe(db: Executor, centerId: number, query: string | undefined) {
  const version = sql`(select ${vacancySearchVersions.version} from ${vacancySearchVersions} where ${vacancySearchVersions.volunteerCenterId} = ${centerId})`;
  const result = await db.execute(
    query ? sql`select numnode(${textQuery(query)}) as n, ${version} as v` : sql`select 0 as n, ${version} as v`,
  );
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as {
    n: number;
    v: string | number | null;
  }[];
  return { hasWords: Number(rows[0]?.n ?? 0) > 0, version: String(rows[0]?.v ?? 0) };
}

/**
 * The public vacancy bank. A page read once is kept (search-cache.ts) until the center's bank changes or a match
 * expires; the same search then costs one small query instead of ranking every match.
 */
export async function searchVacancies(db: Executor, o: SearchOptions): Promise<{ rows: StoredVacancy[]; total: number }> {
  const { hasWords, version } = await probe(db, o.centerId, o.query);
  const cache = o.limit <= MAX_CACHED_PAGE ? searchCacheOf(db) : null;
  const { now, ...rest } = o;
  const key = JSON.stringify({ ...rest, query: hasWords ? o.query : undefined });
  if (!cache) return runSearch(db, o, hasWords);
  const found = await cache.read(key, version, now, () => runSearch(db, o, hasWords));
  return { rows: [...found.rows], total: found.total };
}

async function runSearch(db: Executor, o: SearchOptions, hasWords: boolean) {
  const where: SQL[] = publicVacancyConditions(o.centerId, o.now);
  const tsQuery = o.query && hasWords ? textQuery(o.query) : null;
  if (tsQuery) where.push(sql`${vacancies.searchVector} @@ ${tsQuery}`);
  if (o.vacancyTypes?.length) where.push(inArray(vacancies.vacancyType, o.vacancyTypes));
  if (o.tag) where.push(sql`${vacancies.tags} @> array[${o.tag}]::text[]`);
  if (o.ageGroupId) where.push(sql`${vacancies.ageGroupIds} @> array[${o.ageGroupId}]::integer[]`);
  if (o.organizationIds?.length) where.push(inArray(vacancies.organizationId, o.organizationIds));
  // Activities that still run on or after the first day and begin on or before the last.
  if (o.startsFrom) where.push(sql`coalesce(${vacancies.endsOn}, ${vacancies.startsOn}) >= ${o.startsFrom}::date`);
  if (o.startsUntil) where.push(lte(vacancies.startsOn, o.startsUntil));

  const distance = o.point ? distanceFrom(o.point) : null;
  if (o.point && o.distanceKm !== undefined) {
    const box = boundingBox(o.point, o.distanceKm);
    where.push(
      gte(vacancies.latitude, box.minLatitude),
      lte(vacancies.latitude, box.maxLatitude),
      gte(vacancies.longitude, box.minLongitude),
      lte(vacancies.longitude, box.maxLongitude),
      sql`${distance} <= ${o.distanceKm}::float8`,
    );
  } else if (o.point && o.sort === 'distance') where.push(isNotNull(vacancies.latitude), isNotNull(vacancies.longitude));

  const rank = tsQuery ? sql<number>`ts_rank_cd(${vacancies.searchVector}, ${tsQuery})` : null;
  const order: SQL[] = [];
  if (o.sort === 'relevance' && rank) order.push(sql`${rank} desc`);
  if (o.sort === 'distance' && distance) order.push(sql`${distance} asc nulls last`);
  if (o.sort === 'starts_on') order.push(sql`${vacancies.startsOn} asc nulls last`);
  order.push(sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id));

  // One pass over the matches computes the order and the total (count(*) over () runs before the LIMIT) on narrow
  // rows; only the page's rows are then read in full. Two passes (page + count) cost twice the heap reads.
  const condition = and(...where);
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: sql<number>`${vacancies.id}`.as('ranked_id'),
        distanceKm: (distance ?? sql<null>`null`).as('ranked_distance'),
        position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('ranked_position'),
        total: sql<number>`count(*) over ()`.as('ranked_total'),
        // The earliest expiry among all matches: until then the result cannot change by the clock alone.
        validUntil: sql<string | null>`min(${vacancies.expiresAt}) over ()`.as('ranked_valid_until'),
      })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(condition)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset),
  );
  const rows = await db
    .with(ranked)
    .select({ ...vacancySelection, distanceKm: ranked.distanceKm, total: ranked.total, validUntil: ranked.validUntil })
    .from(ranked)
    .innerJoin(vacancies, eq(vacancies.id, ranked.id))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .orderBy(ranked.position);
  // Past the last page there is no row to carry the total: count separately (rare, and cheap to get wrong otherwise).
  let total = rows[0] ? Number(rows[0].total) : 0;
  let validUntil = rows[0]?.validUntil ?? null;
  if (!rows.length && o.offset > 0) {
    const [counted] = await db
      .select({ n: count(), validUntil: sql<string | null>`min(${vacancies.expiresAt})` })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(condition);
    total = Number(counted?.n ?? 0);
    validUntil = counted?.validUntil ?? null;
  }
  return {
    rows: rows.map((r) => {
      const row: Partial<typeof r> = { ...r, distanceKm: r.distanceKm === null ? null : Number(r.distanceKm) };
      delete row.total;
      delete row.validUntil;
      return row;
    }) as StoredVacancy[],
    total,
    validUntil: validUntil === null ? null : new Date(validUntil),
  };
}
