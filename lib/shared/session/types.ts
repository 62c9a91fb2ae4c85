/**
 * The signed-in user as the web shows it: a plain, serialisable view model (no JSON:API graph, no tokens),
 * safe to hand from server components to client components.
 */
import type { RoleName } from '@/domain/roles';

export { isRoleName, ROLE_NAMES, type RoleName } from '@/domain/roles';

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
  /** The organization the user acts for (docs/domain.md#roles): the stored choice, else the default; null when none. */
  selectedOrganizationId: string | null;
  /** True while an admin acts as this user (sign-in-as); the banner offers the way back. */
  impersonating: boolean;
}

export function roleNames(viewer: Pick<Viewer, 'roles'>): RoleName[] {
  return [...new Set(viewer.roles.map((r) => r.name))];
}
