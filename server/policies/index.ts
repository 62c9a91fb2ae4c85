/**
 * Who may do what: the role table of docs/domain.md#roles in one module. Every handler asks here; a denial is
 * thrown as 403 by `authorize`. Records of other centers never reach a policy: the services'
 * scoped queries make them 404 first.
 */
import type { OrganizationStatus } from '@/domain/organizations';
import { hasOrganizationRole, hasRole, isAdmin, isCenterStaff, mayManageRole, organizationsWithRole, type RoleName } from '@/domain/roles';
import type { Viewer } from '../context';

type Actor = Viewer | null;

/** The role predicates are domain/roles.ts's, shared with the web; the decisions below are the backend's. */
export { hasOrganizationRole, hasRole, isAdmin, isCenterStaff } from '@/domain/roles';

export const isMemberOf = (actor: Actor, organizationId: number) => !!actor && actor.organizationIds.includes(organizationId);

export interface OrganizationRecord {
  id: number;
  status: OrganizationStatus;
}

export const organizationPolicy = {
  /** Everyone sees approved organizations (the social map); staff see all; members see their own. */
  read: (actor: Actor, org: OrganizationRecord) =>
    org.status === 'approved' || isCenterStaff(actor) || (org.status !== 'deleted' && isMemberOf(actor, org.id)),
  /** Which statuses a list shows this actor (null = all but deleted). */
  visibleStatuses: (actor: Actor): OrganizationStatus[] | null => (isCenterStaff(actor) ? null : ['approved']),
  create: (actor: Actor) => isCenterStaff(actor),
  update: (actor: Actor, org: OrganizationRecord) =>
    isCenterStaff(actor) || (org.status !== 'deleted' && hasOrganizationRole(actor, org.id, 'organization_superuser')),
  /** Status changes (approve, deny, archive, restore) are the center's decision. */
  changeStatus: (actor: Actor) => isCenterStaff(actor),
  /**
   * What the center decides about an organization, never the organization itself: its type (a VolunteerCenter
   * organization is the center's own), its status and the reason of a denial.
   */
  changeCenterAttributes: (actor: Actor) => isCenterStaff(actor),
  destroy: (actor: Actor) => isCenterStaff(actor),
  /** Deleted organizations are hidden; only an admin may restore one. */
  restore: (actor: Actor) => isAdmin(actor),
  move: (actor: Actor) => isCenterStaff(actor),
};

export interface RoleGrant {
  name: RoleName;
  organizationId: number | null;
}

export interface UserRecord {
  id: number;
  organizationIds: number[];
  roles: RoleGrant[];
}

/** Organizations in which the actor manages people (organization superuser), or mentors students. */
const managedOrganizations = (actor: Actor, ...names: RoleName[]): number[] => organizationsWithRole(actor, ...names);

const isSelf = (actor: Actor, user: UserRecord) => !!actor && actor.user.id === user.id;

/**
 * Could the actor have granted this role the user holds? A role stored without organization (volunteer)
 * counts as granted within any organization the user belongs to: that is how an organization superuser
 * invites a volunteer into their organization.
 */
const couldHaveGranted = (actor: Actor, role: RoleGrant, user: UserRecord) =>
  role.organizationId !== null
    ? userPolicy.manageRole(actor, role.name, role.organizationId)
    : [null, ...user.organizationIds].some((organizationId) => userPolicy.manageRole(actor, role.name, organizationId));

export const userPolicy = {
  /** May open the users list at all (its rows are then limited by `listScope`). */
  list: (actor: Actor) => isCenterStaff(actor) || hasRole(actor, 'organization_superuser', 'mentor'),
  /** null = the whole center; otherwise only users of these organizations. */
  listScope: (actor: Actor): number[] | null =>
    isCenterStaff(actor) ? null : managedOrganizations(actor, 'organization_superuser', 'mentor'),
  read: (actor: Actor, user: UserRecord) => {
    if (!actor) return false;
    if (isSelf(actor, user) || isCenterStaff(actor)) return true;
    const managed = managedOrganizations(actor, 'organization_superuser', 'mentor');
    return user.organizationIds.some((id) => managed.includes(id));
  },
  create: (actor: Actor, organizationId: number | null) =>
    isCenterStaff(actor) || (organizationId !== null && hasOrganizationRole(actor, organizationId, 'organization_superuser')),
  /**
   * The one rule for acting on another person's account (docs/decisions.md, "Who may act on a user"): the actor
   * reaches the user (center staff: the whole center; an organization superuser: the members of their
   * organizations) and could have granted every role the user holds. Every action on someone else's account
   * (edit, status, e-mail, mails, roles, deletion, sign-in-as) asks this first.
   */
  manage: (actor: Actor, user: UserRecord) => {
    if (!actor) return false;
    const managed = managedOrganizations(actor, 'organization_superuser');
    const reaches = isCenterStaff(actor) || user.organizationIds.some((id) => managed.includes(id));
    return reaches && user.roles.every((role) => couldHaveGranted(actor, role, user));
  },
  /** Profile fields: one's own, or of a user one manages. E-mail and status have their own flows in the handler. */
  update: (actor: Actor, user: UserRecord) => isSelf(actor, user) || userPolicy.manage(actor, user),
  /** Nobody changes their own status (that would be self-activation or an unguarded self-archive). */
  changeStatus: (actor: Actor, user: UserRecord) => !isSelf(actor, user) && userPolicy.manage(actor, user),
  /** A student's mentor reads their applications: the link is set by who manages the student, never by the student. */
  assignMentor: (actor: Actor, user: UserRecord) => !isSelf(actor, user) && userPolicy.manage(actor, user),
  /** One's own account goes through self-deletion (password, anonymisation); others' only by center staff. */
  destroy: (actor: Actor, user: UserRecord) => isSelf(actor, user) || (isCenterStaff(actor) && userPolicy.manage(actor, user)),
  /** Staff grant any role but admin (only admins grant admin); organization superusers grant organization roles in their organizations. */
  manageRole: (actor: Actor, role: RoleName, organizationId: number | null) => mayManageRole(actor, role, organizationId),
  /** Granting or removing a role of a user: the role must be grantable, and the user one the actor manages. */
  changeRole: (actor: Actor, user: UserRecord, role: RoleName, organizationId: number | null) =>
    userPolicy.manage(actor, user) && userPolicy.manageRole(actor, role, organizationId),
  /** Adding a user to an organization (a membership): staff, or that organization's superuser; never oneself otherwise. */
  assignOrganization: (actor: Actor, organizationId: number) =>
    isCenterStaff(actor) || hasOrganizationRole(actor, organizationId, 'organization_superuser'),
  resendConfirmation: (actor: Actor, user: UserRecord) => userPolicy.update(actor, user),
  /** Admins only, never as another admin nor as themselves. */
  signInAs: (actor: Actor, target: UserRecord) =>
    isAdmin(actor) && !isSelf(actor, target) && !isAdmin(target) && userPolicy.manage(actor, target),
};

export const centerPolicy = {
  /** The list of centers and a center's public profile are public (the /switch page, branding). */
  read: () => true,
  update: (actor: Actor) => isCenterStaff(actor),
  manage: (actor: Actor) => isAdmin(actor),
};

export const uploadPolicy = {
  /** Center branding (logos, favicon) is the center staff's; a profile picture anyone signed in may upload. */
  create: (actor: Actor, purpose: 'logo' | 'logo_dark' | 'favicon' | 'profile_picture') =>
    !!actor && (purpose === 'profile_picture' || isCenterStaff(actor)),
};
export { contentPolicy } from './content';
export { vacancyPolicy } from './vacancies';
