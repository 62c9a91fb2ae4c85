/**
 * What the users screens offer, mirrored from the backend's rules so the screens only offer what will work.
 * Pure and unit-tested against the backend (tests/unit/users/rules.test.ts); the API still decides every call:
 *
 * - status transitions: domain/users.ts, the backend's own table;
 * - which roles a viewer may grant or remove: server/policies userPolicy.manageRole;
 * - which actions a viewer sees on a user: userPolicy.manage, update, changeStatus, destroy, signInAs, create.
 */
import {
  isAdmin,
  isCenterStaff,
  mayManageRole,
  organizationsWithRole,
  ROLE_NAMES,
  type RoleName,
  roleNeedsOrganization,
} from '@/domain/roles';
import { USER_TRANSITIONS, type UserStatus } from '@/domain/users';
import type { ViewerRole } from '@/lib/shared/session/types';

export { isUserStatus, USER_STATUSES, type UserStatus } from '@/domain/users';
export { isCenterStaff, organizationsWithRole, roleNeedsOrganization } from '@/domain/roles';

/** The statuses a user in `from` may be moved to (not including `from` itself). */
export function statusTransitions(from: UserStatus): UserStatus[] {
  return [...USER_TRANSITIONS[from]];
}

/** The options of the status select on the edit form: the current status first, then the allowed targets. */
export function statusOptions(from: UserStatus): UserStatus[] {
  return [from, ...USER_TRANSITIONS[from]];
}

/** The parts of the signed-in viewer these rules read (lib/shared/session/types Viewer fits). */
export interface RulesViewer {
  id: string;
  roles: readonly Pick<ViewerRole, 'name' | 'organizationId'>[];
}

/** userPolicy.manageRole: may the viewer grant (or remove) `role`, for `organizationId` (null = none)? */
export function canManageRole(viewer: RulesViewer, role: RoleName, organizationId: string | null): boolean {
  return mayManageRole(viewer, role, organizationId);
}

/**
 * The roles the viewer may grant. With `organizationId` undefined: every role the viewer may grant for some
 * organization (or none), for the role select before an organization is chosen.
 */
export function grantableRoles(viewer: RulesViewer, organizationId?: string | null): RoleName[] {
  if (organizationId !== undefined) return ROLE_NAMES.filter((role) => canManageRole(viewer, role, organizationId));
  const candidates: (string | null)[] = [null, ...organizationsWithRole(viewer, 'organization_superuser')];
  return ROLE_NAMES.filter((role) => candidates.some((org) => canManageRole(viewer, role, org)));
}

/**
 * Whether the role form must ask for an organization: always for organization roles, and for every role when
 * the viewer only has rights within organizations (the organization is what allows the grant).
 */
export function organizationRequired(viewer: RulesViewer, role: RoleName | null | undefined): boolean {
  if (role && roleNeedsOrganization(role)) return true;
  return !isCenterStaff(viewer);
}

/** userPolicy.create for some organization: may the viewer invite users at all? */
export function canInviteUsers(viewer: RulesViewer): boolean {
  return isCenterStaff(viewer) || organizationsWithRole(viewer, 'organization_superuser').length > 0;
}

/** The user shown on a screen, as far as these rules need it. */
export interface RulesTarget {
  id: string;
  roles: readonly Pick<ViewerRole, 'name' | 'organizationId'>[];
  organizationIds: readonly string[];
}

/** A role without organization (volunteer) counts as granted within any organization the user belongs to. */
function couldHaveGranted(viewer: RulesViewer, role: RulesTarget['roles'][number], user: RulesTarget): boolean {
  const contexts = role.organizationId !== null ? [role.organizationId] : [null, ...user.organizationIds];
  return contexts.some((organizationId) => canManageRole(viewer, role.name, organizationId));
}

/** userPolicy.manage: reaches the user and could have granted every role they hold (docs/decisions.md). */
export function canManageUser(viewer: RulesViewer, user: RulesTarget): boolean {
  const managed = organizationsWithRole(viewer, 'organization_superuser');
  const reaches = isCenterStaff(viewer) || user.organizationIds.some((id) => managed.includes(id));
  return reaches && user.roles.every((role) => couldHaveGranted(viewer, role, user));
}

/** userPolicy.update. */
export function canUpdateUser(viewer: RulesViewer, user: RulesTarget): boolean {
  return viewer.id === user.id || canManageUser(viewer, user);
}

/** userPolicy.destroy. */
export function canDeleteUser(viewer: RulesViewer, user: RulesTarget): boolean {
  return viewer.id === user.id || (isCenterStaff(viewer) && canManageUser(viewer, user));
}

/** userPolicy.changeStatus: never of one's own account. */
export function canChangeStatus(viewer: RulesViewer, user: RulesTarget): boolean {
  return viewer.id !== user.id && canManageUser(viewer, user);
}

/** userPolicy.signInAs: admins, never as another admin (nor as themselves). */
export function canSignInAs(viewer: RulesViewer, user: RulesTarget): boolean {
  return isAdmin(viewer) && viewer.id !== user.id && !isAdmin(user) && canManageUser(viewer, user);
}
