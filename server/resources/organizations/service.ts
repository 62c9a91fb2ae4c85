/**
 * Organizations, always within one center: every query and write names the center in its own WHERE,
 * so another center's organization is simply not found.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, nonProfitTypes, organizationProfiles, organizations } from '../../db/schema';
import type { OrganizationStatus, OrganizationType } from '@/domain/organizations';
import { ApiError, notFound } from '../../jsonapi/errors';
import { assertTransition } from './transitions';
import type { OrganizationCreate, OrganizationUpdate } from './schemas';
import type { AddressRow, OrganizationProfileRow, OrganizationRow } from './serializers';

export interface ListOptions {
  centerId: number;
  /** null = every status except deleted */
  statuses: OrganizationStatus[] | null;
  organizationTypes?: OrganizationType[];
  ids?: number[];
  query?: string;
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

const SORTS: Record<string, SQL | typeof organizations.createdAt | typeof organizations.status> = {
  name: sql`lower(${organizations.name})`,
  createdAt: organizations.createdAt,
  status: organizations.status,
};

export async function listOrganizations(db: Executor, o: ListOptions) {
  const where: SQL[] = [eq(organizations.volunteerCenterId, o.centerId)];
  where.push(o.statuses ? inArray(organizations.status, o.statuses) : ne(organizations.status, 'deleted'));
  if (o.organizationTypes?.length) where.push(inArray(organizations.organizationType, o.organizationTypes));
  if (o.ids) where.push(inArray(organizations.id, o.ids.length ? o.ids : [0]));
  if (o.query) {
    const pattern = `%${o.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const inCity = db.select({ id: addresses.id }).from(addresses).where(ilike(addresses.city, pattern));
    where.push(or(ilike(organizations.name, pattern), inArray(organizations.addressId, inCity)) as SQL);
  }
  const condition = and(...where);
  const order = o.sort.map((s) => {
    const column = SORTS[s.field] ?? organizations.createdAt;
    return s.direction === 'desc' ? desc(column) : asc(column);
  });
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organizations)
      .where(condition)
      .orderBy(...order, asc(organizations.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(organizations).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function loadRelated(db: Executor, rows: OrganizationRow[], include: Set<string>) {
  const addressIds = rows.map((r) => r.addressId).filter((id): id is number => id !== null);
  const [addressRows, profileRows] = await Promise.all([
    include.has('address') && addressIds.length
      ? db.select().from(addresses).where(inArray(addresses.id, addressIds))
      : Promise.resolve([] as AddressRow[]),
    include.has('profile') && rows.length
      ? db
          .select()
          .from(organizationProfiles)
          .where(
            inArray(
              organizationProfiles.organizationId,
              rows.map((r) => r.id),
            ),
          )
      : Promise.resolve([] as OrganizationProfileRow[]),
  ]);
  return {
    addresses: new Map(addressRows.map((a) => [a.id, a])),
    profiles: new Map(profileRows.map((p) => [p.organizationId, p])),
  };
}

export async function getOrganizationOrThrow(db: Executor, scope: { centerId: number; id: number }) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, scope.id), eq(organizations.volunteerCenterId, scope.centerId)))
    .limit(1);
  if (!row) throw notFound('organization');
  return row;
}

export async function getAddress(db: Executor, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row ?? null;
}

export async function getProfile(db: Executor, organizationId: number) {
  const [row] = await db.select().from(organizationProfiles).where(eq(organizationProfiles.organizationId, organizationId));
  return row ?? null;
}

/** The profile's non-profit type must exist (a 422 on its pointer, not a foreign-key failure). */
async function assertNonProfitType(db: Executor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const [row] = await db.select({ id: nonProfitTypes.id }).from(nonProfitTypes).where(eq(nonProfitTypes.id, id));
  if (!row)
    throw new ApiError(422, {
      code: 'notFound',
      params: { resource: 'non-profit type' },
      source: { pointer: '/data/attributes/profile/non_profit_type_id' },
    });
}

export async function createOrganization(db: Executor, scope: { centerId: number }, attrs: OrganizationCreate, status: OrganizationStatus) {
  return db.transaction(async (tx) => {
    const { address, profile, ...fields } = attrs;
    await assertNonProfitType(tx, profile?.nonProfitTypeId);
    const [addressRow] = address ? await tx.insert(addresses).values(address).returning() : [];
    const [org] = await tx
      .insert(organizations)
      .values({
        ...fields,
        website: fields.website || null,
        email: fields.email || null,
        status,
        volunteerCenterId: scope.centerId,
        addressId: addressRow?.id ?? null,
      })
      .returning();
    if (!org) throw new Error('insert returned nothing');
    if (org.organizationType === 'NonProfit' || profile)
      await tx.insert(organizationProfiles).values({ organizationId: org.id, ...profile });
    return org;
  });
}

export async function updateOrganization(db: Executor, scope: { centerId: number; id: number }, attrs: OrganizationUpdate) {
  return db.transaction(async (tx) => {
    const current = await getOrganizationOrThrow(tx, scope);
    const { address, profile, ...fields } = attrs;
    if (fields.status) assertTransition(current.status, fields.status);
    await assertNonProfitType(tx, profile?.nonProfitTypeId);
    let addressId = current.addressId;
    if (address) {
      if (addressId !== null) await tx.update(addresses).set(address).where(eq(addresses.id, addressId));
      else addressId = (await tx.insert(addresses).values(address).returning())[0]?.id ?? null;
    }
    if (profile) {
      await tx
        .insert(organizationProfiles)
        .values({ organizationId: current.id, ...profile })
        .onConflictDoUpdate({ target: organizationProfiles.organizationId, set: profile });
    }
    const changes = {
      ...fields,
      ...(fields.website !== undefined ? { website: fields.website || null } : {}),
      ...(fields.email !== undefined ? { email: fields.email || null } : {}),
      ...(fields.status === 'deleted' && current.status !== 'deleted' ? { deletedAt: new Date() } : {}),
      ...(fields.status && fields.status !== 'deleted' ? { deletedAt: null } : {}),
      addressId,
      updatedAt: new Date(),
    };
    const [updated] = await tx
      .update(organizations)
      .set(changes)
      .where(and(eq(organizations.id, scope.id), eq(organizations.volunteerCenterId, scope.centerId)))
      .returning();
    if (!updated) throw notFound('organization');
    return { before: current, after: updated };
  });
}
