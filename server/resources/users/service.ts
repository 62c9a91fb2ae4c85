/** Users of one center: scoped reads and writes, roles and memberships. */
import { pageAndTotal, totalOfFilter } from '../../db/page';
import { type RoleName, roleNeedsOrganization } from '@/domain/roles';
import { canUserTransition, type UserStatus } from '@/domain/users';
import type { Locale } from '@/domain/values';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { audit, type AuditEntry } from '../../audit';
import { revokeAllAccess, revokeAllAuthTokens } from '../../auth/sessions';
import type { UserRow } from '../../context';
import type { Executor } from '../../db/client';
import { memberships, organizations, roles, users } from '../../db/schema';
import { ApiError, invalidTransition, notFound } from '../../jsonapi/errors';
import type { UserRecord } from '../../policies';
import { assertMentor } from './mentor';
import type { userCreate, userUpdate } from './schemas';
import type { RoleRow } from './serializers';

export interface UserListOptions {
  centerId: number;
  /** Only users with a membership in one of these organizations (null = whole center). */
  withinOrganizations: number[] | null;
  organizationId?: number;
  withRole?: RoleName[];
  statuses?: UserStatus[];
  query?: string;
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

const SORTS = {
  lastName: sql`lower(${users.lastName})`,
  firstName: sql`lower(${users.firstName})`,
  email: sql`lower(${users.email})`,
  createdAt: users.createdAt,
  status: users.status,
} as const;

export async function listUsers(db: Executor, o: UserListOptions) {
  const where: SQL[] = [eq(users.volunteerCenterId, o.centerId)];
  const orgFilter = [o.withinOrganizations, o.organizationId === undefined ? null : [o.organizationId]].filter(
    (x): x is number[] => x !== null,
  );
  for (const ids of orgFilter) {
    const members = db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(inArray(memberships.organizationId, ids.length ? ids : [0]));
    where.push(inArray(users.id, members));
  }
  if (o.withRole?.length) {
    const holders = db
      .select({ id: roles.userId })
      .from(roles)
      .where(and(inArray(roles.name, o.withRole), eq(roles.volunteerCenterId, o.centerId)));
    where.push(inArray(users.id, holders));
  }
  if (o.statuses?.length) where.push(inArray(users.status, o.statuses));
  if (o.query) {
    const pattern = `%${o.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) as SQL);
  }
  const condition = and(...where);
  const order = o.sort.map((s) => {
    const column = SORTS[s.field as keyof typeof SORTS] ?? users.createdAt;
    return s.direction === 'desc' ? desc(column) : asc(column);
  });
  const rows = await db
    .select({ ...getTableColumns(users), total: totalOfFilter(db.select({ n: count() }).from(users).where(condition)) })
    .from(users)
    .where(condition)
    .orderBy(...order, asc(users.id))
    .limit(o.limit)
    .offset(o.offset);
  return pageAndTotal(rows, async () => (await db.select({ n: count() }).from(users).where(condition))[0]?.n ?? 0);
}

export async function relationsOf(db: Executor, userIds: number[]) {
  if (!userIds.length) return { roles: new Map<number, RoleRow[]>(), organizations: new Map<number, number[]>() };
  const [roleRows, memberRows] = await Promise.all([
    db.select().from(roles).where(inArray(roles.userId, userIds)).orderBy(asc(roles.id)),
    db.select().from(memberships).where(inArray(memberships.userId, userIds)).orderBy(asc(memberships.id)),
  ]);
  const byUserRoles = new Map<number, RoleRow[]>();
  for (const r of roleRows) byUserRoles.set(r.userId, [...(byUserRoles.get(r.userId) ?? []), r]);
  const byUserOrgs = new Map<number, number[]>();
  for (const m of memberRows) byUserOrgs.set(m.userId, [...(byUserOrgs.get(m.userId) ?? []), m.organizationId]);
  return { roles: byUserRoles, organizations: byUserOrgs };
}

/** The user as the policies see them: their organizations and every role with its organization. */
export function userRecord(id: number, rel: Awaited<ReturnType<typeof relationsOf>>): UserRecord {
  return {
    id,
    organizationIds: rel.organizations.get(id) ?? [],
    roles: (rel.roles.get(id) ?? []).map((r) => ({ name: r.name, organizationId: r.organizationId })),
  };
}

export async function getUserOrThrow(db: Executor, scope: { centerId: number; id: number }) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, scope.id), eq(users.volunteerCenterId, scope.centerId)))
    .limit(1);
  if (!row) throw notFound('user');
  return row;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function assertEmailFree(db: Executor, email: string, exceptUserId?: number) {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptUserId)
    throw new ApiError(422, { code: 'emailTaken', source: { pointer: '/data/attributes/email' } });
}

/** An organization used in a role or membership must belong to the same center. */
export async function assertOrganizationInCenter(db: Executor, centerId: number, organizationId: number, pointer: string) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.volunteerCenterId, centerId)));
  if (!org) throw new ApiError(422, { code: 'notFound', params: { resource: 'organization' }, source: { pointer } });
}

export async function ensureMembership(db: Executor, userId: number, organizationId: number) {
  await db.insert(memberships).values({ userId, organizationId }).onConflictDoNothing();
}

export async function addRole(
  db: Executor,
  user: { id: number; volunteerCenterId: number },
  role: RoleName,
  organizationId: number | null,
) {
  if (roleNeedsOrganization(role) && organizationId === null)
    throw new ApiError(422, { code: 'roleNeedsOrganization', params: { role }, source: { pointer: '/data/attributes/organization_id' } });
  const orgId = roleNeedsOrganization(role) ? organizationId : null;
  if (orgId !== null) {
    await assertOrganizationInCenter(db, user.volunteerCenterId, orgId, '/data/attributes/organization_id');
    await ensureMembership(db, user.id, orgId);
  }
  await db
    .insert(roles)
    .values({ userId: user.id, name: role, volunteerCenterId: user.volunteerCenterId, organizationId: orgId })
    .onConflictDoNothing();
}

export async function removeRole(db: Executor, userId: number, role: RoleName, organizationId: number | null) {
  const where = [eq(roles.userId, userId), eq(roles.name, role)];
  if (organizationId !== null) where.push(eq(roles.organizationId, organizationId));
  await db.delete(roles).where(and(...where));
}

/** User status transitions: the table is domain/users.ts's. */
export function assertUserTransition(from: UserStatus, to: UserStatus) {
  if (!canUserTransition(from, to)) throw invalidTransition(from, to);
}

/** Who acts, for the audit log. */
export type Actor = Pick<AuditEntry, 'actorId' | 'ip'>;

/** An invited user with their membership, role and audit entry, written together or not at all. */
export async function inviteUser(
  db: Executor,
  scope: { centerId: number; locale: Locale },
  attrs: z.infer<typeof userCreate>,
  role: RoleName,
  organizationId: number | null,
  actor: Actor,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, attrs.email);
    if (organizationId !== null) await assertOrganizationInCenter(tx, scope.centerId, organizationId, '/data/attributes/organization_id');
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- role and organization are not columns of users
    const { role: _role, organizationId: _org, ...fields } = attrs;
    const [created] = await tx
      .insert(users)
      .values({
        ...fields,
        email: attrs.email.trim(),
        volunteerCenterId: scope.centerId,
        status: 'invited',
        signupMethod: 'createdByUser',
        locale: attrs.locale ?? scope.locale,
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    if (organizationId !== null) await ensureMembership(tx, created.id, organizationId);
    await addRole(tx, created, role, organizationId);
    await audit(tx, { volunteerCenterId: scope.centerId, ...actor, action: 'user.invite', subjectType: 'users', subjectId: created.id });
    return created;
  });
}

type UserFields = Omit<z.infer<typeof userUpdate>, 'organizationId' | 'email' | 'currentPassword'>;

/**
 * Profile fields, a new membership and a new mentor in one transaction; leaving the active states revokes the
 * user's access in the same transaction.
 */
export async function updateUser(
  db: Executor,
  scope: { centerId: number; now: () => Date },
  user: UserRow,
  change: { organizationId: number | null | undefined; fields: UserFields },
  actor: Actor,
): Promise<UserRow> {
  const { organizationId, fields } = change;
  return db.transaction(async (tx) => {
    if (organizationId) {
      await assertOrganizationInCenter(tx, scope.centerId, organizationId, '/data/attributes/organization_id');
      await ensureMembership(tx, user.id, organizationId);
    }
    if (fields.mentorId !== undefined && fields.mentorId !== user.mentorId)
      await assertMentor(tx, { centerId: scope.centerId, studentId: user.id }, fields.mentorId);
    const [row] = await tx
      .update(users)
      .set({ ...fields, updatedAt: scope.now() })
      .where(and(eq(users.id, user.id), eq(users.volunteerCenterId, scope.centerId)))
      .returning();
    if (!row) throw notFound('user');
    if (fields.status === 'archived' && user.status !== 'archived') await revokeAllAccess(tx, user.id, scope.now());
    if (fields.status === 'inactive') await revokeAllAuthTokens(tx, user.id);
    if (fields.status && fields.status !== user.status)
      await audit(tx, {
        volunteerCenterId: scope.centerId,
        ...actor,
        action: `user.status.${fields.status}`,
        subjectType: 'users',
        subjectId: user.id,
        data: { from: user.status },
      });
    return row;
  });
}

/** Someone else's account; the audit entry is written first, in the same transaction. */
export async function deleteUser(db: Executor, centerId: number, userId: number, actor: Actor) {
  await db.transaction(async (tx) => {
    await audit(tx, { volunteerCenterId: centerId, ...actor, action: 'user.delete', subjectType: 'users', subjectId: userId });
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.volunteerCenterId, centerId)));
  });
}

export async function changeRole(
  db: Executor,
  centerId: number,
  action: 'add' | 'remove',
  user: { id: number; volunteerCenterId: number },
  role: RoleName,
  organizationId: number | null,
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    if (action === 'add') await addRole(tx, user, role, organizationId);
    else await removeRole(tx, user.id, role, organizationId);
    await audit(tx, {
      volunteerCenterId: centerId,
      ...actor,
      action: `user.role.${action}`,
      subjectType: 'users',
      subjectId: user.id,
      data: { role, organizationId },
    });
  });
}
