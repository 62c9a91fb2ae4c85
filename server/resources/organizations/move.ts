/**
 * Moving an organization to another center of the same tenant (enableOrganizationsMoving). In one transaction:
 * the organization; its users whose only membership it is (and who hold no center-wide role) move with it, their
 * roles following; members who also belong elsewhere stay in their center and lose only this organization's
 * membership and roles (an organization never has members of another center); its profile's non-profit and activity
 * types become the target center's entries with the same key (dropped where it has none). When vacancies exist they
 * follow here as well.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { audit } from '../../audit';
import type { Executor } from '../../db/client';
import { memberships, organizations, roles, users, volunteerCenters } from '../../db/schema';
// Users holding a center role never move along with an organization.
import { CENTER_ROLES } from '@/domain/roles';
import { ApiError, notFound } from '../../jsonapi/errors';
import { remapProfileLookups } from '../lookups/service';
import { organizationColumns } from './service';

const POINTER = '/data/attributes/volunteer_center_id';

export interface MoveInput {
  tenantKey: string;
  fromCenterId: number;
  toCenterId: number;
  organizationId: number;
  actorId: number;
  ip: string;
}

/** The target center, when it is another center of the same tenant; else a 422 on volunteer_center_id. */
export async function moveTarget(db: Executor, input: Pick<MoveInput, 'tenantKey' | 'fromCenterId' | 'toCenterId'>, invalidDetail: string) {
  const [target] = await db
    .select()
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.id, input.toCenterId), eq(volunteerCenters.tenantKey, input.tenantKey)))
    .limit(1);
  if (!target) throw new ApiError(422, { code: 'notFound', params: { resource: 'volunteer center' }, source: { pointer: POINTER } });
  if (target.id === input.fromCenterId)
    throw new ApiError(422, { code: 'invalidAttribute', detail: invalidDetail, source: { pointer: POINTER } });
  return target;
}

export async function moveOrganization(db: Executor, input: MoveInput) {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ volunteerCenterId: input.toCenterId, updatedAt: new Date() })
      .where(and(eq(organizations.id, input.organizationId), eq(organizations.volunteerCenterId, input.fromCenterId)))
      .returning(organizationColumns);
    if (!org) throw notFound('organization');
    // The profile's non-profit and activity types become the target center's entries of the same key.
    await remapProfileLookups(tx, org.id, input.toCenterId);

    const memberIds = (await tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.organizationId, org.id))).map(
      (m) => m.userId,
    );
    let moved: number[] = [];
    let detached: number[] = [];
    if (memberIds.length) {
      const [elsewhere, centerRoles, inCenter] = await Promise.all([
        tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(and(inArray(memberships.userId, memberIds), ne(memberships.organizationId, org.id))),
        tx
          .select({ userId: roles.userId })
          .from(roles)
          .where(and(inArray(roles.userId, memberIds), inArray(roles.name, [...CENTER_ROLES]))),
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, memberIds), eq(users.volunteerCenterId, input.fromCenterId))),
      ]);
      const staying = new Set([...elsewhere, ...centerRoles].map((r) => r.userId));
      const own = new Set(inCenter.map((u) => u.id));
      moved = memberIds.filter((id) => own.has(id) && !staying.has(id)).sort((a, b) => a - b);
      detached = memberIds.filter((id) => !moved.includes(id)).sort((a, b) => a - b);
    }
    if (moved.length) {
      await tx
        .update(users)
        .set({ volunteerCenterId: input.toCenterId, updatedAt: new Date() })
        .where(and(inArray(users.id, moved), eq(users.volunteerCenterId, input.fromCenterId)));
      await tx.update(roles).set({ volunteerCenterId: input.toCenterId }).where(inArray(roles.userId, moved));
    }
    if (detached.length) {
      await tx.delete(roles).where(and(inArray(roles.userId, detached), eq(roles.organizationId, org.id)));
      await tx.delete(memberships).where(and(inArray(memberships.userId, detached), eq(memberships.organizationId, org.id)));
    }
    const data = { from: input.fromCenterId, to: input.toCenterId, movedUserIds: moved, detachedUserIds: detached };
    await audit(tx, {
      volunteerCenterId: input.fromCenterId,
      actorId: input.actorId,
      action: 'organization.move',
      subjectType: 'organizations',
      subjectId: org.id,
      data,
      ip: input.ip,
    });
    return { org, moved, detached };
  });
}
