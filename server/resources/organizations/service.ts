/**
 * Organizations, always within one center: every query and write names the center in its own WHERE,
 * so another center's organization is simply not found.
 */
import { totalOfFilter } from '../../db/page';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, organizationProfiles, organizations, vacancies } from '../../db/schema';
import type { OrganizationStatus, OrganizationType } from '@/domain/organizations';
import { locatePostalCode } from '../../geo/locate';
import { ApiError, notFound } from '../../jsonapi/errors';
import { knownLookupIds } from '../lookups/service';
import { publicVacancyConditions } from '../vacancies/search';
import { vacancySelection, type StoredVacancy } from '../vacancies/service';
import { assertTransition } from './transitions';
import type { OrganizationCreate, OrganizationUpdate } from './schemas';
import type { AddressRow, OrganizationProfileRow, OrganizationRow } from './serializers';

/** Every column but the search vector (never sent, and heavy): what the services read and return. */
type OrganizationColumns = ReturnType<typeof getTableColumns<typeof organizations>>;
const columns: Partial<OrganizationColumns> = { ...getTableColumns(organizations) };
delete columns.searchVector;
export const organizationColumns = columns as Omit<OrganizationColumns, 'searchVector'>;

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

/**
 * The address and profile of each organization a list read, kept beside the row rather than on it (the rows keep the
 * shape every caller expects). loadRelated takes them from here instead of querying again: the list page, its total,
 * its addresses and its profiles come in one statement (docs/benchmarks.md, "Lean request path").
 */
const readAlong = new WeakMap<OrganizationRow, { address: AddressRow | null; profile: OrganizationProfileRow | null }>();

export async function listOrganizations(db: Executor, o: ListOptions) {
  const prepared = o.organizationTypes?.length || o.ids || o.query ? null : preparedList(db, o);
  let found: Awaited<ReturnType<typeof listQuery>>;
  let condition: SQL | undefined;
  if (prepared) found = await prepared.execute({ centerId: o.centerId, limit: o.limit, offset: o.offset });
  else {
    const where: SQL[] = [eq(organizations.volunteerCenterId, o.centerId)];
    where.push(o.statuses ? inArray(organizations.status, o.statuses) : ne(organizations.status, 'deleted'));
    if (o.organizationTypes?.length) where.push(inArray(organizations.organizationType, o.organizationTypes));
    if (o.ids) where.push(inArray(organizations.id, o.ids.length ? o.ids : [0]));
    if (o.query) {
      const pattern = `%${o.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const inCity = db.select({ id: addresses.id }).from(addresses).where(ilike(addresses.city, pattern));
      where.push(or(ilike(organizations.name, pattern), inArray(organizations.addressId, inCity)) as SQL);
    }
    condition = and(...where);
    found = await listQuery(db, condition, o.sort).limit(o.limit).offset(o.offset);
  }
  const rows: OrganizationRow[] = found.map((r) => {
    readAlong.set(r.organization, { address: r.address, profile: r.profile });
    return r.organization;
  });
  if (found.length) return { rows, total: found[0]!.total };
  // A page past the end has no row to carry the total.
  condition ??= and(
    eq(organizations.volunteerCenterId, o.centerId),
    o.statuses ? inArray(organizations.status, o.statuses) : ne(organizations.status, 'deleted'),
  );
  const total = (await db.select({ n: count() }).from(organizations).where(condition))[0]?.n ?? 0;
  return { rows, total };
}

/**
 * The page with its total, addresses and profiles. Two primary-key lookups per row of the page (the limit applies
 * first: PostgreSQL walks the name index, stops at the limit and joins each row), cheaper than the two statements
 * loadRelated would otherwise send.
 */
function listQuery(db: Executor, condition: SQL | undefined, sort: ListOptions['sort']) {
  const order = sort.map((s) => {
    const column = SORTS[s.field] ?? organizations.createdAt;
    return s.direction === 'desc' ? desc(column) : asc(column);
  });
  return db
    .select({
      organization: organizationColumns,
      total: totalOfFilter(db.select({ n: count() }).from(organizations).where(condition)),
      address: addressColumns,
      profile: profileColumns,
    })
    .from(organizations)
    .leftJoin(addresses, eq(addresses.id, organizations.addressId))
    .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .where(condition)
    .orderBy(...order, asc(organizations.id))
    .$dynamic();
}

/**
 * The list without a type, id or text filter (every list screen's first page, and the benchmarked request) as a
 * prepared statement per status filter and sort: Drizzle builds its SQL once, and PostgreSQL parses it once per
 * connection, as the sign-in check does (docs/benchmarks.md, "Lean request path"). Only for the database itself: a
 * transaction is short-lived and gains nothing from it.
 */
const preparedLists = new WeakMap<Executor, Map<string, ReturnType<typeof prepareList>>>();

function preparedList(db: Executor, o: ListOptions) {
  if ('rollback' in db || !o.sort.every((s) => s.field in SORTS) || (o.statuses && !o.statuses.length)) return null;
  // The statuses are part of the statement (a subset of five values, so a bounded number of statements).
  const statuses = o.statuses ? [...new Set(o.statuses)].sort() : null;
  const key = `${statuses ? statuses.join(',') : '*'} ${o.sort.map((s) => `${s.field} ${s.direction}`).join(',')}`;
  let statements = preparedLists.get(db);
  if (!statements) preparedLists.set(db, (statements = new Map()));
  let statement = statements.get(key);
  // A short name per shape: PostgreSQL cuts names at 63 bytes, and two cut names could clash.
  if (!statement) statements.set(key, (statement = prepareList(db, `organizations_list_${statements.size + 1}`, statuses, o.sort)));
  return statement;
}

function prepareList(db: Executor, name: string, statuses: OrganizationStatus[] | null, sort: ListOptions['sort']) {
  const condition = and(
    eq(organizations.volunteerCenterId, sql.placeholder('centerId')),
    statuses ? inArray(organizations.status, statuses) : ne(organizations.status, 'deleted'),
  );
  return listQuery(db, condition, sort).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
}

const addressColumns = getTableColumns(addresses);
const profileColumns = getTableColumns(organizationProfiles);

/** The rows that are there, each key once, ordered by the key. */
function byKey<T>(items: (T | null)[], key: (item: T) => number): T[] {
  const unique = new Map<number, T>();
  for (const item of items) if (item !== null && !unique.has(key(item))) unique.set(key(item), item);
  return [...unique.values()].sort((a, b) => key(a) - key(b));
}

/** Who sees which vacancies of the organizations (include=vacancies): `manages` says where they see all but deleted ones. */
export interface VacancyVisibility {
  centerId: number;
  now: Date;
  manages: (organizationId: number) => boolean;
}

export async function loadRelated(db: Executor, rows: OrganizationRow[], include: Set<string>, visibility?: VacancyVisibility) {
  // Rows from listOrganizations brought their address and profile along; only other rows need the two queries. The
  // order is the one of the queries below (by id, by organization), so the included resources come in the same order.
  const along = rows.length > 0 && rows.every((r) => readAlong.has(r)) ? rows.map((r) => readAlong.get(r)!) : null;
  const addressIds = rows.map((r) => r.addressId).filter((id): id is number => id !== null);
  const [addressRows, profileRows, vacancyRows] = await Promise.all([
    !include.has('address') || !addressIds.length
      ? Promise.resolve([] as AddressRow[])
      : along
        ? Promise.resolve(
            byKey(
              along.map((a) => a.address),
              (a) => a.id,
            ),
          )
        : db.select().from(addresses).where(inArray(addresses.id, addressIds)).orderBy(asc(addresses.id)),
    !include.has('profile') || !rows.length
      ? Promise.resolve([] as OrganizationProfileRow[])
      : along
        ? Promise.resolve(
            byKey(
              along.map((a) => a.profile),
              (p) => p.organizationId,
            ),
          )
        : db
            .select()
            .from(organizationProfiles)
            .where(
              inArray(
                organizationProfiles.organizationId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(organizationProfiles.organizationId)),
    include.has('vacancies') && visibility && rows.length ? visibleVacancies(db, rows, visibility) : Promise.resolve([] as StoredVacancy[]),
  ]);
  const vacancyIds = new Map<number, number[]>(rows.map((r) => [r.id, []]));
  for (const v of vacancyRows) vacancyIds.get(v.organizationId)?.push(v.id);
  return {
    addresses: new Map(addressRows.map((a) => [a.id, a])),
    profiles: new Map(profileRows.map((p) => [p.organizationId, p])),
    vacancies: vacancyRows,
    /** Per organization of the page, the ids of its vacancies the viewer sees (include=vacancies), newest first. */
    vacancyIds,
  };
}

/**
 * The vacancies of a page of organizations that the viewer may see, in one query: of the organizations they manage
 * (center staff: all; an organization superuser: their own) every one but deleted ones, of the others only the public
 * ones (published, unexpired, of an approved organization: the vacancy bank's publicVacancyConditions). Served by
 * the (organization_id, status) index.
 */
async function visibleVacancies(db: Executor, rows: OrganizationRow[], v: VacancyVisibility): Promise<StoredVacancy[]> {
  const ids = rows.map((r) => r.id);
  const managed = ids.filter((id) => v.manages(id));
  const isPublic = and(...publicVacancyConditions(v.centerId, v.now)) as SQL;
  const visible = managed.length ? (or(inArray(vacancies.organizationId, managed), isPublic) as SQL) : isPublic;
  const found = await db
    .select(vacancySelection)
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      and(eq(vacancies.volunteerCenterId, v.centerId), inArray(vacancies.organizationId, ids), ne(vacancies.status, 'deleted'), visible),
    )
    .orderBy(asc(vacancies.organizationId), desc(vacancies.createdAt), desc(vacancies.id));
  return found as StoredVacancy[];
}

export async function getOrganizationOrThrow(db: Executor, scope: { centerId: number; id: number }) {
  const [row] = await db
    .select(organizationColumns)
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

type ProfileInput = NonNullable<OrganizationUpdate['profile']>;
type AddressInput = NonNullable<OrganizationUpdate['address']>;

/**
 * The profile's non-profit type and activity types must be entries of the center's own lists (a 422 on their
 * pointer, not a foreign-key failure or another center's entry); repeated activity types are kept once. The entries
 * stay locked until the write commits, so a concurrent delete of one of them waits and then counts this profile.
 */
async function checkedProfile(db: Executor, centerId: number, profile: ProfileInput | undefined): Promise<ProfileInput | undefined> {
  if (!profile) return profile;
  const out: ProfileInput = { ...profile };
  const typeId = profile.nonProfitTypeId;
  if (typeId !== null && typeId !== undefined && !(await knownLookupIds(db, 'non_profit_types', centerId, [typeId])).has(typeId))
    throw new ApiError(422, {
      code: 'notFound',
      params: { resource: 'non-profit type' },
      source: { pointer: '/data/attributes/profile/non_profit_type_id' },
    });
  if (profile.activityTypeIds) {
    const ids = [...new Set(profile.activityTypeIds)];
    const known = await knownLookupIds(db, 'activity_types', centerId, ids);
    if (ids.some((id) => !known.has(id)))
      throw new ApiError(422, {
        code: 'notFound',
        params: { resource: 'activity type' },
        source: { pointer: '/data/attributes/profile/activity_type_ids' },
      });
    out.activityTypeIds = ids;
  }
  return out;
}

/**
 * Places an address on the map (docs/domain.md#social-map): a postal code without coordinates is located
 * (server/geo/locate.ts) when it is new, changed, or its address has no coordinates yet; a removed postal code
 * without coordinates removes them. Coordinates that are sent are kept as sent.
 */
async function locatedAddress(db: Executor, address: AddressInput, before: AddressRow | null): Promise<AddressInput> {
  if (address.latitude !== undefined || address.longitude !== undefined || address.postalCode === undefined) return address;
  const code = address.postalCode?.trim() || null;
  const changed = code !== (before?.postalCode?.trim() || null);
  if (!code) return changed ? { ...address, latitude: null, longitude: null } : address;
  if (!changed && before?.latitude !== null && before?.latitude !== undefined && before.longitude !== null) return address;
  const point = await locatePostalCode(db, code);
  return point ? { ...address, latitude: point.latitude, longitude: point.longitude } : address;
}

export async function createOrganization(db: Executor, scope: { centerId: number }, attrs: OrganizationCreate, status: OrganizationStatus) {
  return db.transaction(async (tx) => {
    const { address: given, profile: asked, ...fields } = attrs;
    const profile = await checkedProfile(tx, scope.centerId, asked);
    const address = given ? await locatedAddress(tx, given, null) : undefined;
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
      .returning(organizationColumns);
    if (!org) throw new Error('insert returned nothing');
    if (org.organizationType === 'NonProfit' || profile)
      await tx.insert(organizationProfiles).values({ organizationId: org.id, ...profile });
    return org;
  });
}

export async function updateOrganization(db: Executor, scope: { centerId: number; id: number }, attrs: OrganizationUpdate) {
  return db.transaction(async (tx) => {
    const current = await getOrganizationOrThrow(tx, scope);
    const { address: given, profile: asked, ...fields } = attrs;
    if (fields.status) assertTransition(current.status, fields.status);
    const profile = await checkedProfile(tx, scope.centerId, asked);
    let addressId = current.addressId;
    const address = given ? await locatedAddress(tx, given, await getAddress(tx, addressId)) : undefined;
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
      .returning(organizationColumns);
    if (!updated) throw notFound('organization');
    return { before: current, after: updated };
  });
}
