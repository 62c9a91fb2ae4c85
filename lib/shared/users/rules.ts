/**
 * What the users screens offer, from the backend's own rules so the screens only offer what will work. Who may act
 * on whom is domain/users.ts (mayManageUser, mayUpdateUser, mayChangeUserStatus, mayDeleteUser, maySignInAs,
 * mayManageUsers) and which roles a viewer may grant domain/roles.ts (mayManageRole), the very functions the
 * backend's userPolicy asks; the status transitions are domain/users.ts's table. This module adds what only the
 * screens need (tests/unit/users/rules.test.ts); the API still decides every call.
 */
import {
  isCenterStaff,
  mayManageRole,
  organizationsWithRole,
  type Person,
  ROLE_NAMES,
  type RoleName,
  roleNeedsOrganization,
} from '@/domain/roles';
import { USER_TRANSITIONS, type UserStatus, type UserTarget } from '@/domain/users';

export { isUserStatus, USER_STATUSES, type UserStatus } from '@/domain/users';
export { isCenterStaff, roleNeedsOrganization } from '@/domain/roles';

/** The statuses a user in `from` may be moved to (not including `from` itself). */
export function statusTransitions(from: UserStatus): UserStatus[] {
  return [...USER_TRANSITIONS[from]];
}

/** The options of the status select on the edit form: the current status first, then the allowed targets. */
export function statusOptions(from: UserStatus): UserStatus[] {
  return [from, ...USER_TRANSITIONS[from]];
}

/** The signed-in viewer as these rules read them (lib/shared/session/types Viewer fits). */
export type RulesViewer = Person<string>;

/** The user shown on a screen, as the rules need them. */
export type RulesTarget = UserTarget<string>;

/**
 * The roles the viewer may grant. With `organizationId` undefined: every role the viewer may grant for some
 * organization (or none), for the role select before an organization is chosen.
 */
export function grantableRoles(viewer: RulesViewer, organizationId?: string | null): RoleName[] {
  if (organizationId !== undefined) return ROLE_NAMES.filter((role) => mayManageRole(viewer, role, organizationId));
  const candidates: (string | null)[] = [null, ...organizationsWithRole(viewer, 'organization_superuser')];
  return ROLE_NAMES.filter((role) => candidates.some((org) => mayManageRole(viewer, role, org)));
}

/**
 * Whether the role form must ask for an organization: always for organization roles, and for every role when
 * the viewer only has rights within organizations (the organization is what allows the grant).
 */
export function organizationRequired(viewer: RulesViewer, role: RoleName | null | undefined): boolean {
  if (role && roleNeedsOrganization(role)) return true;
  return !isCenterStaff(viewer);
}
