/**
 * Who may do what: the role table of docs/domain.md#roles, the backend's entry point. Every handler asks here; a
 * denial is thrown as 403 by `authorize`. The decisions themselves are domain/'s pure rules (domain/users.ts,
 * organizations.ts, vacancies.ts, applications.ts, centers.ts, content.ts), which the web asks too; the policies
 * hand them the viewer. Records of other centers never reach a policy: the services' scoped queries make them 404 first.
 */
import {
  mayAdministerOrganizations,
  mayReadOrganization,
  mayRestoreOrganization,
  mayUpdateOrganization,
  type OrganizationAccess,
  visibleOrganizationStatuses,
} from '@/domain/organizations';
import { mayManageRole, type RoleName } from '@/domain/roles';
import {
  mayAddToOrganization,
  mayAssignMentor,
  mayChangeUserRole,
  mayChangeUserStatus,
  mayCreateUser,
  mayDeleteUser,
  mayListUsers,
  mayManageUser,
  mayReadUser,
  maySignInAs,
  mayUpdateUser,
  userListScope,
  type UserTarget,
} from '@/domain/users';
import { mayEditCenter, mayManageCenters } from '@/domain/centers';
import { mayManageSocialMapLists } from '@/domain/social-map';
import type { Viewer } from '../context';
import { asPerson } from './person';

type Actor = Viewer | null;

/** The role predicates are domain/roles.ts's, shared with the web; so is every decision below (domain/<concept>.ts). */
export { hasOrganizationRole, hasRole, isAdmin, isCenterStaff, isMemberOf } from '@/domain/roles';

export type OrganizationRecord = OrganizationAccess<number>;

export const organizationPolicy = {
  /** Everyone sees approved organizations (the social map); staff see all; members see their own. */
  read: (actor: Actor, org: OrganizationRecord) => mayReadOrganization(actor, org),
  /** Which statuses a list shows this actor (null = all but deleted). */
  visibleStatuses: (actor: Actor) => visibleOrganizationStatuses(actor),
  create: (actor: Actor) => mayAdministerOrganizations(actor),
  update: (actor: Actor, org: OrganizationRecord) => mayUpdateOrganization(actor, org),
  /** Status changes (approve, deny, archive, restore) are the center's decision. */
  changeStatus: (actor: Actor) => mayAdministerOrganizations(actor),
  /**
   * What the center decides about an organization, never the organization itself: its type (a VolunteerCenter
   * organization is the center's own), its status and the reason of a denial.
   */
  changeCenterAttributes: (actor: Actor) => mayAdministerOrganizations(actor),
  destroy: (actor: Actor) => mayAdministerOrganizations(actor),
  /** Deleted organizations are hidden; only an admin may restore one. */
  restore: (actor: Actor) => mayRestoreOrganization(actor),
  move: (actor: Actor) => mayAdministerOrganizations(actor),
};

/** A user acted on: id, roles and memberships (domain/users.ts). */
export type UserRecord = UserTarget<number>;

/** Who may act on whom: domain/users.ts (docs/decisions.md, "Who may act on a user"), asked with the viewer. */
export const userPolicy = {
  /** May open the users list at all (its rows are then limited by `listScope`). */
  list: (actor: Actor) => mayListUsers(actor),
  /** null = the whole center; otherwise only users of these organizations. */
  listScope: (actor: Actor): number[] | null => userListScope(actor),
  read: (actor: Actor, user: UserRecord) => mayReadUser(asPerson(actor), user),
  create: (actor: Actor, organizationId: number | null) => mayCreateUser(actor, organizationId),
  /** The one rule for acting on another person's account; every action on someone else's account asks it first. */
  manage: (actor: Actor, user: UserRecord) => mayManageUser(actor, user),
  /** Profile fields: one's own, or of a user one manages. E-mail and status have their own flows in the handler. */
  update: (actor: Actor, user: UserRecord) => mayUpdateUser(asPerson(actor), user),
  /** Nobody changes their own status. */
  changeStatus: (actor: Actor, user: UserRecord) => mayChangeUserStatus(asPerson(actor), user),
  assignMentor: (actor: Actor, user: UserRecord) => mayAssignMentor(asPerson(actor), user),
  /** One's own account goes through self-deletion; others' only by center staff. */
  destroy: (actor: Actor, user: UserRecord) => mayDeleteUser(asPerson(actor), user),
  /** Staff grant any role but admin (only admins grant admin); organization superusers grant organization roles in their organizations. */
  manageRole: (actor: Actor, role: RoleName, organizationId: number | null) => mayManageRole(actor, role, organizationId),
  /** Granting or removing a role of a user: the role must be grantable, and the user one the actor manages. */
  changeRole: (actor: Actor, user: UserRecord, role: RoleName, organizationId: number | null) =>
    mayChangeUserRole(actor, user, role, organizationId),
  /** Adding a user to an organization (a membership): staff, or that organization's superuser. */
  assignOrganization: (actor: Actor, organizationId: number) => mayAddToOrganization(actor, organizationId),
  resendConfirmation: (actor: Actor, user: UserRecord) => mayUpdateUser(asPerson(actor), user),
  /** Admins only, never as another admin nor as themselves. */
  signInAs: (actor: Actor, target: UserRecord) => maySignInAs(asPerson(actor), target),
};

/** The center's non-profit and activity type lists (docs/domain.md#social-map): anyone reads them, center staff keep them. */
export const lookupPolicy = {
  read: () => true,
  manage: (actor: Actor) => mayManageSocialMapLists(actor),
};

export const centerPolicy = {
  /** The list of centers and a center's public profile are public (the /switch page, branding). */
  read: () => true,
  update: (actor: Actor) => mayEditCenter(actor),
  manage: (actor: Actor) => mayManageCenters(actor),
};

export const uploadPolicy = {
  /** Center branding (logos, favicon) is the center staff's; a profile picture anyone signed in may upload. */
  create: (actor: Actor, purpose: 'logo' | 'logo_dark' | 'favicon' | 'profile_picture') =>
    !!actor && (purpose === 'profile_picture' || mayEditCenter(actor)),
};
export { contentPolicy } from './content';
export { vacancyPolicy } from './vacancies';
export { formPolicy } from './forms';
export { savedSearchPolicy } from './saved-searches';
export { analyticsPolicy } from './analytics';
export { widgetPolicy } from './widgets';
