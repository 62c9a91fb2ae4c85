/**
 * The lists of the non-profit profile (docs/domain.md#social-map), one per center: every query and write names the
 * center in its own WHERE, so another center's entry is simply not found.
 */
import { and, asc, count, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { slugify } from '@/lib/shared/content/links';
import type { SocialMapLookupType } from '@/domain/social-map';
import type { Executor } from '../../db/client';
import { activityTypes, nonProfitTypes, organizationProfiles, organizations } from '../../db/schema';
import { notFound } from '../../jsonapi/errors';
import type { LookupCreate, LookupUpdate } from './schemas';

const TABLES = { non_profit_types: nonProfitTypes, activity_types: activityTypes } as const;

export type LookupType = SocialMapLookupType;
export type LookupRow = typeof nonProfitTypes.$inferSelect;

/** The name of the resource in a "not found" answer. */
export const LOOKUP_RESOURCE: Record<LookupType, string> = { non_profit_types: 'non-profit type', activity_types: 'activity type' };

export interface LookupScope {
  centerId: number;
  id: number;
}

export async function listLookup(db: Executor, type: LookupType, centerId: number): Promise<LookupRow[]> {
  const table = TABLES[type];
  return db.select().from(table).where(eq(table.volunteerCenterId, centerId)).orderBy(asc(table.id));
}

export async function getLookupOrThrow(db: Executor, type: LookupType, scope: LookupScope, options: { lock?: boolean } = {}) {
  const table = TABLES[type];
  const query = db
    .select()
    .from(table)
    .where(and(eq(table.id, scope.id), eq(table.volunteerCenterId, scope.centerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(LOOKUP_RESOURCE[type]);
  return row;
}

/**
 * Which of these ids are entries of the center's list, locked against deletion until the transaction ends (a
 * concurrent DELETE waits, then counts the profile that now uses the entry).
 */
export async function knownLookupIds(db: Executor, type: LookupType, centerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const table = TABLES[type];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.volunteerCenterId, centerId), inArray(table.id, [...ids])))
    .for('key share');
  return new Set(rows.map((r) => r.id));
}

/** A key from the Dutch name, unique within the center: "zorg", then "zorg-2", "zorg-3"… */
async function freeKey(db: Executor, type: LookupType, centerId: number, nameNl: string): Promise<string> {
  const table = TABLES[type];
  const base = slugify(nameNl) || (type === 'non_profit_types' ? 'type' : 'activity');
  // slugify leaves only [a-z0-9-], so the pattern holds no wildcard of its own.
  const taken = await db
    .select({ key: table.key })
    .from(table)
    .where(and(eq(table.volunteerCenterId, centerId), or(eq(table.key, base), like(table.key, `${base}-%`))));
  const keys = new Set(taken.map((r) => r.key));
  let n = 1;
  while (keys.has(n === 1 ? base : `${base}-${n}`)) n += 1;
  return n === 1 ? base : `${base}-${n}`;
}

export async function createLookup(db: Executor, type: LookupType, centerId: number, attrs: LookupCreate): Promise<LookupRow> {
  const table = TABLES[type];
  // Two entries added at once may pick the same key; the unique index refuses the second, which tries again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const key = await freeKey(db, type, centerId, attrs.nameNl);
    const [row] = await db
      .insert(table)
      .values({ volunteerCenterId: centerId, key, nameNl: attrs.nameNl, nameEn: attrs.nameEn })
      .onConflictDoNothing({ target: [table.volunteerCenterId, table.key] })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free key for a new ${type} entry`);
}

/** Renames an entry; its key stays (it identifies the entry, not its name). */
export async function updateLookup(db: Executor, type: LookupType, scope: LookupScope, attrs: LookupUpdate): Promise<LookupRow> {
  const table = TABLES[type];
  const current = await getLookupOrThrow(db, type, scope);
  if (attrs.nameNl === undefined && attrs.nameEn === undefined) return current;
  const [row] = await db
    .update(table)
    .set({
      ...(attrs.nameNl !== undefined ? { nameNl: attrs.nameNl } : {}),
      ...(attrs.nameEn !== undefined ? { nameEn: attrs.nameEn } : {}),
    })
    .where(and(eq(table.id, scope.id), eq(table.volunteerCenterId, scope.centerId)))
    .returning();
  if (!row) throw notFound(LOOKUP_RESOURCE[type]);
  return row;
}

/** The profile condition "uses this entry". */
function usesEntry(type: LookupType, id: number): SQL {
  return type === 'non_profit_types'
    ? eq(organizationProfiles.nonProfitTypeId, id)
    : sql`${organizationProfiles.activityTypeIds} @> array[${id}]::integer[]`;
}

/** How many organizations of the center (deleted ones aside) use the entry. */
export async function lookupUsage(db: Executor, type: LookupType, scope: LookupScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationProfiles)
    .innerJoin(organizations, eq(organizations.id, organizationProfiles.organizationId))
    .where(and(eq(organizations.volunteerCenterId, scope.centerId), ne(organizations.status, 'deleted'), usesEntry(type, scope.id)));
  return Number(row?.n ?? 0);
}

/**
 * Deletes an entry no organization of the center uses; otherwise nothing changes and the answer says how many do.
 * Deleted organizations lose it from their profile (their non-profit type by the foreign key's SET NULL).
 */
export async function deleteLookup(db: Executor, type: LookupType, scope: LookupScope): Promise<{ inUse: number }> {
  return db.transaction(async (tx) => {
    // The row lock makes a profile write that names this entry wait (or this delete wait for it): see knownLookupIds.
    await getLookupOrThrow(tx, type, scope, { lock: true });
    const inUse = await lookupUsage(tx, type, scope);
    if (inUse > 0) return { inUse };
    if (type === 'activity_types')
      await tx
        .update(organizationProfiles)
        .set({ activityTypeIds: sql`array_remove(${organizationProfiles.activityTypeIds}, ${scope.id}::integer)` })
        .where(usesEntry(type, scope.id));
    const table = TABLES[type];
    await tx.delete(table).where(and(eq(table.id, scope.id), eq(table.volunteerCenterId, scope.centerId)));
    return { inUse: 0 };
  });
}

/**
 * An organization moving to another center keeps its profile's entries by key: each id becomes the target center's
 * entry with the same key, or is dropped when that center has none.
 */
export async function remapProfileLookups(db: Executor, organizationId: number, toCenterId: number) {
  const [profile] = await db.select().from(organizationProfiles).where(eq(organizationProfiles.organizationId, organizationId));
  if (!profile) return;
  const remap = async (type: LookupType, ids: number[]) => {
    if (!ids.length) return new Map<number, number>();
    const table = TABLES[type];
    const from = await db.select({ id: table.id, key: table.key }).from(table).where(inArray(table.id, ids));
    const keys = [...new Set(from.map((r) => r.key))];
    const to = keys.length
      ? await db
          .select({ id: table.id, key: table.key })
          .from(table)
          .where(and(eq(table.volunteerCenterId, toCenterId), inArray(table.key, keys)))
      : [];
    const byKey = new Map(to.map((r) => [r.key, r.id]));
    return new Map(from.flatMap((r) => (byKey.has(r.key) ? [[r.id, byKey.get(r.key)!] as const] : [])));
  };
  const types = await remap('non_profit_types', profile.nonProfitTypeId === null ? [] : [profile.nonProfitTypeId]);
  const activities = await remap('activity_types', profile.activityTypeIds);
  await db
    .update(organizationProfiles)
    .set({
      nonProfitTypeId: profile.nonProfitTypeId === null ? null : (types.get(profile.nonProfitTypeId) ?? null),
      activityTypeIds: [...new Set(profile.activityTypeIds.flatMap((id) => (activities.has(id) ? [activities.get(id)!] : [])))],
    })
    .where(eq(organizationProfiles.id, profile.id));
}
