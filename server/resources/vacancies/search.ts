/**
 * The public vacancy bank: only public vacancies of one center (published, unexpired, of approved organizations),
 * matched on the Dutch and English stemmed search vector (GIN index), filtered on type, tag, age group,
 * organization, activity dates and distance. Distance uses a bounding box on the indexed coordinates first, then
 * the exact haversine distance in SQL.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, lte, or, isNull, gt, sql, type SQL } from 'drizzle-orm';
import { boundingBox, type Point } from '@/lib/shared/geo/postcodes';
import type { Executor } from '../../db/client';
import { organizations, vacancies } from '../../db/schema';
import type { VacancyType } from '@/domain/vacancies';
import { hasWords, textQuery } from '../../db/text-search';
import { distanceKm } from '../../geo/distance';
import { vacancySelection, type StoredVacancy } from './service';

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

export async function searchVacancies(db: Executor, o: SearchOptions) {
  const where: SQL[] = publicVacancyConditions(o.centerId, o.now);
  const tsQuery = o.query && (await hasWords(db, o.query)) ? textQuery(o.query) : null;
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
    .select({ ...vacancySelection, distanceKm: ranked.distanceKm, total: ranked.total })
    .from(ranked)
    .innerJoin(vacancies, eq(vacancies.id, ranked.id))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .orderBy(ranked.position);
  // Past the last page there is no row to carry the total: count separately (rare, and cheap to get wrong otherwise).
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && o.offset > 0) {
    const [counted] = await db
      .select({ n: count() })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(condition);
    total = Number(counted?.n ?? 0);
  }
  return {
    rows: rows.map((r) => {
      const row: Partial<typeof r> = { ...r, distanceKm: r.distanceKm === null ? null : Number(r.distanceKm) };
      delete row.total;
      return row;
    }) as StoredVacancy[],
    total,
  };
}
