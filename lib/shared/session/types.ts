/**
 * The signed-in user as the web shows it: a plain, serialisable view model (no JSON:API graph, no tokens),
 * safe to hand from server components to client components.
 */
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

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}

/** Roles that run the center (DOMAIN.md): they see every organization of it. */
export const CENTER_STAFF_ROLES: readonly RoleName[] = ['admin', 'center_superuser'];

export interface ViewerRole {
  id: string;
  name: RoleName;
  organizationId: string | null;
  organizationName: string | null;
}

export interface ViewerOrganization {
  id: string;
  name: string;
  organizationType: string;
  status: string | null;
}

export interface Viewer {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  roles: ViewerRole[];
  organizations: ViewerOrganization[];
  /** The organization the user acts for (SPEC §4): the stored choice, else the default; null when none. */
  selectedOrganizationId: string | null;
  /** True while an admin acts as this user (sign-in-as); the banner offers the way back. */
  impersonating: boolean;
}

export function hasRole(viewer: Pick<Viewer, 'roles'> | null | undefined, ...names: RoleName[]): boolean {
  return Boolean(viewer?.roles.some((r) => names.includes(r.name)));
}

export function roleNames(viewer: Pick<Viewer, 'roles'>): RoleName[] {
  return [...new Set(viewer.roles.map((r) => r.name))];
}
