/** Centers (public reads) and the writes of a center's profile; every write names the center it touches. */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { TenantKey } from '@/lib/shared/tenancy';
import type { Executor } from '../../db/client';
import { volunteerCenterProfiles, volunteerCenters } from '../../db/schema';
import { notFound } from '../../jsonapi/errors';
import type { CenterRow } from '../../context';
import type { ProfileUpdate } from './schemas';
import type { CenterProfileRow } from './serializers';

/** Updates the profile of `center` (creating it, named after the center, if it has none yet). */
export async function updateProfile(db: Executor, center: CenterRow, attrs: ProfileUpdate): Promise<CenterProfileRow> {
  const values = { ...attrs, updatedAt: new Date() };
  const [row] = await db
    .insert(volunteerCenterProfiles)
    .values({ ...values, volunteerCenterId: center.id, name: attrs.name ?? center.name })
    .onConflictDoUpdate({ target: volunteerCenterProfiles.volunteerCenterId, set: values })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}

export interface CenterListOptions {
  slug?: string;
  tenantKey?: TenantKey;
  /** Always ascending, by name or slug. */
  sort: { field: string }[];
  limit: number;
  offset: number;
  withProfiles: boolean;
}

/** A page of centers and, on request, their profiles (null when not asked for). */
export async function listCenters(db: Executor, o: CenterListOptions) {
  const where: SQL[] = [];
  if (o.slug) where.push(eq(volunteerCenters.slug, o.slug));
  if (o.tenantKey) where.push(eq(volunteerCenters.tenantKey, o.tenantKey));
  const condition = where.length ? and(...where) : undefined;
  const order = o.sort.map((s) => (s.field === 'slug' ? asc(volunteerCenters.slug) : asc(volunteerCenters.name)));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(volunteerCenters)
      .where(condition)
      .orderBy(...order, asc(volunteerCenters.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(volunteerCenters).where(condition),
  ]);
  const profiles =
    o.withProfiles && rows.length
      ? await db
          .select()
          .from(volunteerCenterProfiles)
          .where(
            inArray(
              volunteerCenterProfiles.volunteerCenterId,
              rows.map((r) => r.id),
            ),
          )
      : null;
  return { rows, total: total?.n ?? 0, profiles };
}

/** A center with its profile (null if it has none yet). */
export async function getCenterWithProfile(db: Executor, centerId: number) {
  const [row] = await db
    .select({ center: volunteerCenters, profile: volunteerCenterProfiles })
    .from(volunteerCenters)
    .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id))
    .where(eq(volunteerCenters.id, centerId));
  if (!row) throw notFound('volunteer center');
  return row;
}
