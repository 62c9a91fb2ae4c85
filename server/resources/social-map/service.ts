/**
 * The social map (docs/domain.md#social-map): the center's approved organizations whose profile says to show them,
 * matched on the organizations' Dutch and English search vector (GIN index, the vacancy search's query), filtered on
 * non-profit type, activity types (array overlap, GIN index), a distance around a point (a bounding box first, then
 * the exact distance) and the map's visible area. Every query names the center in its own WHERE.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { boundingBox, type Point } from '@/lib/shared/geo/postcodes';
import type { SocialMapMarker, SocialMapSort } from '@/domain/social-map';
import type { Executor } from '../../db/client';
import { addresses, organizationProfiles, organizations } from '../../db/schema';
import { hasWords, textQuery } from '../../db/text-search';
import { distanceKm } from '../../geo/distance';
import { organizationColumns } from '../organizations/service';
import type { AddressRow, OrganizationProfileRow, OrganizationRow } from '../organizations/serializers';
import type { BoundingBox } from './schemas';

export interface MapFilters {
  centerId: number;
  /** Words (web search syntax); only stop words count as none. */
  query?: string;
  nonProfitTypeIds?: number[];
  activityTypeIds?: number[];
  point?: Point;
  /** Needs a point. */
  distanceKm?: number;
  bbox?: BoundingBox;
}

export interface MapListOptions extends MapFilters {
  /** null: relevance with words, else distance with a point, else name. */
  sort: SocialMapSort | null;
  descending: boolean;
  limit: number;
  offset: number;
}

export interface MapOrganization {
  org: OrganizationRow;
  address: AddressRow | null;
  profile: OrganizationProfileRow;
  distanceKm: number | null;
}

/** What puts an organization of the center on the map (domain/social-map.ts isOnSocialMap, in SQL). */
const onTheMap = (centerId: number): SQL[] => [
  eq(organizations.volunteerCenterId, centerId),
  eq(organizations.status, 'approved'),
  isNull(organizations.deletedAt),
  eq(organizationProfiles.showOnSocialMap, true),
];

/**
 * The WHERE of a search, its text query (null: no words) and the distance expression (null: no point). Whether the
 * words are only stop words is asked first (the list's default sort and ranking depend on it); `inline` asks it
 * inside the one query instead (numnode of the constant query folds when the statement is planned).
 */
async function conditions(db: Executor, f: MapFilters, options: { inline?: boolean } = {}) {
  const where: SQL[] = onTheMap(f.centerId);
  let tsQuery: SQL | null = null;
  if (f.query && options.inline) {
    const words = textQuery(f.query);
    where.push(sql`(numnode(${words}) = 0 or ${organizations.searchVector} @@ ${words})`);
  } else if (f.query && (await hasWords(db, f.query))) {
    tsQuery = textQuery(f.query);
    where.push(sql`${organizations.searchVector} @@ ${tsQuery}`);
  }
  if (f.nonProfitTypeIds?.length) where.push(inArray(organizationProfiles.nonProfitTypeId, f.nonProfitTypeIds));
  if (f.activityTypeIds?.length)
    where.push(sql`${organizationProfiles.activityTypeIds} && ${`{${f.activityTypeIds.join(',')}}`}::integer[]`);
  const distance = f.point ? distanceKm(f.point, addresses.latitude, addresses.longitude) : null;
  if (f.point && distance && f.distanceKm !== undefined) {
    const box = boundingBox(f.point, f.distanceKm);
    where.push(
      gte(addresses.latitude, box.minLatitude),
      lte(addresses.latitude, box.maxLatitude),
      gte(addresses.longitude, box.minLongitude),
      lte(addresses.longitude, box.maxLongitude),
      sql`${distance} <= ${f.distanceKm}::float8`,
    );
  }
  if (f.bbox) {
    const { west, south, east, north } = f.bbox;
    where.push(gte(addresses.latitude, south), lte(addresses.latitude, north));
    // A box across the antimeridian (west > east) is two ranges of longitude.
    where.push(
      west <= east
        ? (and(gte(addresses.longitude, west), lte(addresses.longitude, east)) as SQL)
        : (or(gte(addresses.longitude, west), lte(addresses.longitude, east)) as SQL),
    );
  }
  return { where: and(...where) as SQL, tsQuery, distance };
}

const addressColumns = getTableColumns(addresses);
const profileColumns = getTableColumns(organizationProfiles);

/** One page of the map's list, its total counted in the same pass (count(*) over () runs before the LIMIT). */
export async function listMapOrganizations(db: Executor, o: MapListOptions): Promise<{ rows: MapOrganization[]; total: number }> {
  const { where, tsQuery, distance } = await conditions(db, o);
  const sort = o.sort ?? (tsQuery ? 'relevance' : distance ? 'distance' : 'name');
  const name = sql`lower(${organizations.name})`;
  const order: SQL[] = [];
  if (sort === 'relevance' && tsQuery) order.push(sql`ts_rank_cd(${organizations.searchVector}, ${tsQuery}) desc`);
  if (sort === 'distance' && distance) order.push(sql`${distance} asc nulls last`);
  order.push(
    sort === 'name' && o.descending ? sql`${name} desc` : sql`${name} asc`,
    sort === 'name' && o.descending ? desc(organizations.id) : asc(organizations.id),
  );

  const rows = await db
    .select({
      org: organizationColumns,
      address: addressColumns,
      profile: profileColumns,
      distanceKm: distance ?? sql<null>`null`,
      total: sql<number>`count(*) over ()`,
    })
    .from(organizations)
    .innerJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .leftJoin(addresses, eq(addresses.id, organizations.addressId))
    .where(where)
    .orderBy(...order)
    .limit(o.limit)
    .offset(o.offset);
  let total = rows[0] ? Number(rows[0].total) : 0;
  // Past the last page no row carries the total.
  if (!rows.length && o.offset > 0) {
    const [counted] = await db
      .select({ n: count() })
      .from(organizations)
      .innerJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
      .leftJoin(addresses, eq(addresses.id, organizations.addressId))
      .where(where);
    total = Number(counted?.n ?? 0);
  }
  return {
    rows: rows.map((r) => ({
      org: r.org,
      address: r.address,
      profile: r.profile,
      distanceKm: r.distanceKm === null || r.distanceKm === undefined ? null : Number(r.distanceKm),
    })),
    total,
  };
}

/** One organization of the map, or null when it is not on this center's map. */
export async function findMapOrganization(db: Executor, centerId: number, id: number): Promise<MapOrganization | null> {
  const [row] = await db
    .select({ org: organizationColumns, address: addressColumns, profile: profileColumns })
    .from(organizations)
    .innerJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .leftJoin(addresses, eq(addresses.id, organizations.addressId))
    .where(and(eq(organizations.id, id), ...onTheMap(centerId)))
    .limit(1);
  return row ? { ...row, distanceKm: null } : null;
}

/**
 * The marker feed: every match with coordinates, in id order, as compact rows. One query over five narrow columns,
 * rounded in SQL to 5 decimals (about a metre); only placing a postal code (the routes) asks one more.
 */
export async function listMarkers(db: Executor, f: MapFilters): Promise<SocialMapMarker[]> {
  const { where } = await conditions(db, f, { inline: true });
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      nonProfitTypeId: organizationProfiles.nonProfitTypeId,
      latitude: sql<number>`round(${addresses.latitude}::numeric, 5)::float8`,
      longitude: sql<number>`round(${addresses.longitude}::numeric, 5)::float8`,
    })
    .from(organizations)
    .innerJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .innerJoin(addresses, eq(addresses.id, organizations.addressId))
    .where(and(where, isNotNull(addresses.latitude), isNotNull(addresses.longitude)))
    .orderBy(asc(organizations.id));
  return rows.map((r) => [r.id, r.name, r.nonProfitTypeId, Number(r.latitude), Number(r.longitude)]);
}
