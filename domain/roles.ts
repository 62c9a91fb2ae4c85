/**
 * Roles and the pure checks on them (docs/domain.md, roles). The backend's policies (server/policies) decide
 * every request and call these predicates; the web calls the same ones to offer only what will work. The rules of
 * each concept are built on them in its own module (domain/users.ts, organizations.ts, vacancies.ts,
 * applications.ts, centers.ts, content.ts).
 *
 * A role holder is anything with `roles: { name, organizationId }[]`: the backend's viewer (numeric ids) and the
 * web's session viewer (string ids) both fit, so the checks are generic over the id type. A `Person` adds the
 * id (the backend passes its viewer's user id), a `Member` the organizations one belongs to.
 */
import { isOneOf } from './values';

/** Every role, the most powerful first: that order ranks a user's roles (their primary `role`). */
export const ROLE_NAMES = [
  'admin',
  'center_superuser',
  'content_manager',
  'page_manager',
  'organization_superuser',
  'mentor',
  'student',
  'volunteer',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const isRoleName = (value: unknown): value is RoleName => isOneOf(ROLE_NAMES, value);

/** The roles that run a center: they see every organization of it (admins also every center of their tenant). */
export const CENTER_STAFF_ROLES = ['admin', 'center_superuser'] as const satisfies readonly RoleName[];

/** Roles that tie a user to their center rather than to an organization. */
export const CENTER_ROLES = ['admin', 'center_superuser', 'content_manager', 'page_manager'] as const satisfies readonly RoleName[];

/** Roles that only make sense for a given organization: granting one names the organization. */
export const ORGANIZATION_ROLES = ['organization_superuser', 'mentor', 'student'] as const satisfies readonly RoleName[];

/** Roles an organization superuser may grant within their own organizations. */
export const ORGANIZATION_GRANTABLE_ROLES = [
  'organization_superuser',
  'mentor',
  'student',
  'volunteer',
] as const satisfies readonly RoleName[];

/** Roles that manage the whole public site of a center (pages, menus, stock images). */
export const SITE_MANAGER_ROLES = ['admin', 'center_superuser', 'content_manager'] as const satisfies readonly RoleName[];

export interface RoleGrant<Id = unknown> {
  name: RoleName;
  organizationId: Id | null;
}

export interface RoleHolder<Id = unknown> {
  roles: readonly RoleGrant<Id>[];
}

/** A role holder, or nobody (signed out): every check answers false for nobody. */
export type Holder<Id = unknown> = RoleHolder<Id> | null | undefined;

/** Someone the rules look at as a person: their id beside their roles (the backend passes its viewer's user id). */
export interface Person<Id = unknown> extends RoleHolder<Id> {
  id: Id;
}

/** A role holder with the organizations they belong to (their memberships). */
export interface Member<Id = unknown> extends RoleHolder<Id> {
  organizationIds: readonly Id[];
}

const includes = (names: readonly RoleName[], name: RoleName) => names.includes(name);

export const hasRole = (holder: Holder, ...names: RoleName[]): boolean => !!holder && holder.roles.some((r) => includes(names, r.name));

export const isAdmin = (holder: Holder): boolean => hasRole(holder, 'admin');

/** Admins may do everything a center superuser may. */
export const isCenterStaff = (holder: Holder): boolean => hasRole(holder, ...CENTER_STAFF_ROLES);

export const isSiteManager = (holder: Holder): boolean => hasRole(holder, ...SITE_MANAGER_ROLES);

/** Page managers edit pages, news and their blocks; site managers everything of the site. */
export const isPageEditor = (holder: Holder): boolean => isSiteManager(holder) || hasRole(holder, 'page_manager');

/** Is `other` the actor themselves? */
export const isSelf = <Id>(actor: Person<Id> | null | undefined, other: { id: Id }): boolean => !!actor && actor.id === other.id;

export const isMemberOf = <Id>(holder: Member<Id> | null | undefined, organizationId: Id): boolean =>
  !!holder && holder.organizationIds.includes(organizationId);

export const roleNeedsOrganization = (role: RoleName): boolean => includes(ORGANIZATION_ROLES, role);

/** The organizations in which the holder has one of these roles (each once). */
export function organizationsWithRole<Id>(holder: Holder<Id>, ...names: RoleName[]): Id[] {
  if (!holder) return [];
  const ids = holder.roles.filter((r) => includes(names, r.name) && r.organizationId !== null).map((r) => r.organizationId as Id);
  return [...new Set(ids)];
}

export const hasOrganizationRole = <Id>(holder: Holder<Id>, organizationId: Id, ...names: RoleName[]): boolean =>
  !!holder && holder.roles.some((r) => r.organizationId === organizationId && includes(names, r.name));

/**
 * May the holder grant (or remove) `role` for `organizationId` (null: without organization)? Only admins grant
 * admin; center staff grant every other role; an organization superuser grants organization roles and volunteer
 * within their own organizations.
 */
export function mayManageRole<Id>(holder: Holder<Id>, role: RoleName, organizationId: Id | null): boolean {
  if (!holder) return false;
  if (role === 'admin') return isAdmin(holder);
  if (isCenterStaff(holder)) return true;
  return (
    organizationId !== null &&
    includes(ORGANIZATION_GRANTABLE_ROLES, role) &&
    hasOrganizationRole(holder, organizationId, 'organization_superuser')
  );
}

/** The most powerful of the roles (ROLE_NAMES order), or null without any. */
export function primaryRole(roles: readonly { name: RoleName }[]): RoleName | null {
  return ROLE_NAMES.find((r) => roles.some((x) => x.name === r)) ?? null;
}
