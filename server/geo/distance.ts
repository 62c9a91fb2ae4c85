/** Distances in SQL: the great-circle (haversine) distance from a point to a row's coordinates, in kilometres. */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Point } from '@/lib/shared/geo/postcodes';

const EARTH_RADIUS_KM = 6371;

/**
 * Null where the row has no coordinates (least() skips nulls, so without the CASE a missing coordinate would read
 * as half the globe).
 */
export function distanceKm(point: Point, latitude: AnyPgColumn, longitude: AnyPgColumn): SQL<number> {
  const lat = sql`${point.latitude}::float8`;
  const lng = sql`${point.longitude}::float8`;
  return sql<number>`(case when ${latitude} is null or ${longitude} is null then null else 2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))) end)`;
}
