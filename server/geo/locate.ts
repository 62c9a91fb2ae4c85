/**
 * Where a Dutch postal code lies, without a network service: the average position of vacancies and organization
 * addresses already known with the same 4 digits, else the region's centroid (lib/shared/geo/postcodes.ts). Used by
 * the vacancy search and the social map (a search's point) and when vacancies and organization addresses are saved.
 */
import { sql } from 'drizzle-orm';
import { pc4, regionCentroid, type Point } from '@/lib/shared/geo/postcodes';
import type { Executor } from '../db/client';
import { addresses, vacancies } from '../db/schema';

export async function locatePostalCode(db: Executor, postalCode: string): Promise<Point | null> {
  const code = pc4(postalCode);
  if (!code) return null;
  const pattern = `${code}%`;
  const rows = await db.execute<{ latitude: number | null; longitude: number | null }>(sql`
    select avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude from (
      select ${vacancies.latitude} as latitude, ${vacancies.longitude} as longitude from ${vacancies}
        where ${vacancies.postalCode} like ${pattern} and ${vacancies.latitude} is not null and ${vacancies.longitude} is not null
      union all
      select ${addresses.latitude}, ${addresses.longitude} from ${addresses}
        where ${addresses.postalCode} like ${pattern} and ${addresses.latitude} is not null and ${addresses.longitude} is not null
    ) known`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { latitude: number | null; longitude: number | null }[] }).rows;
  const known = list[0];
  if (known && known.latitude !== null && known.longitude !== null)
    return { latitude: Number(known.latitude), longitude: Number(known.longitude) };
  return regionCentroid(postalCode);
}
