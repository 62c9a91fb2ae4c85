/**
 * The top navigation of docs/domain.md#screens-and-routes, filtered by who is looking (docs/domain.md#roles). Pure and unit-tested.
 * Who sees an item is the domain rule of the section it opens (the backend's policies ask the same ones). Hiding an
 * item is a convenience only: every page and API call checks access itself.
 */
import { mayViewAnalytics } from '@/domain/analytics';
import { mayReviewApplications } from '@/domain/applications';
import { mayEditCenter } from '@/domain/centers';
import { mayOpenHours } from '@/domain/hours';
import { mayUseDataViewer } from '@/domain/data-viewer';
import { mayManageForms } from '@/domain/forms';
import { mayAdministerOrganizations } from '@/domain/organizations';
import { isPageEditor, type RoleHolder, type RoleName } from '@/domain/roles';
import { mayManageUsers } from '@/domain/users';
import { mayListVacancies } from '@/domain/vacancies';
import { maySearchPool } from '@/domain/volunteer-pool';
import type { TenantFeatures } from '@/lib/shared/tenancy/tenants';
import type { NavigationItem, NavigationKey } from './active-item';

export type { NavigationItem } from './active-item';

interface Rule {
  key: NavigationKey;
  href: string;
  /** Who sees it: 'everyone' (also signed out), 'signedIn', or the domain rule of the signed-in viewer it asks. */
  audience: 'everyone' | 'signedIn' | ((viewer: RoleHolder) => boolean);
  /** A tenant feature the item needs. */
  feature?: keyof Pick<TenantFeatures, 'volunteerProfiles' | 'activities' | 'oneToOneHelp'>;
}

/** In docs/domain.md#screens-and-routes order. */
export const NAVIGATION_RULES: readonly Rule[] = [
  { key: 'dashboard', href: '/dashboard', audience: 'signedIn' },
  // Center staff; organization superusers for their organizations.
  { key: 'vacancies', href: '/vacancies', audience: mayListVacancies },
  { key: 'vacancyBank', href: '/vacancies/search', audience: 'everyone' },
  { key: 'organizations', href: '/organizations', audience: mayAdministerOrganizations },
  // Organization superusers manage their organizations' users (docs/domain.md); mentors read their students elsewhere.
  { key: 'users', href: '/users', audience: mayManageUsers },
  // Mentors read their students' applications (docs/domain.md).
  { key: 'applications', href: '/applications', audience: mayReviewApplications },
  // The center's figures for center staff, an organization's own figures for its superusers (docs/domain.md).
  { key: 'analytics', href: '/analytics', audience: mayViewAnalytics },
  { key: 'content', href: '/content', audience: isPageEditor },
  // The form builder: page editors who may reach it find it in the content section (/content/forms); organization
  // superusers, who have no content section, get it here.
  { key: 'forms', href: '/form_builder', audience: (viewer) => mayManageForms(viewer) && !isPageEditor(viewer) },
  { key: 'settings', href: '/instellingen', audience: mayEditCenter },
  // Read-only browsing of the center's own records: center staff only.
  { key: 'dataViewer', href: '/admin/data-viewer', audience: mayUseDataViewer },
  { key: 'conversations', href: '/conversations', audience: 'signedIn', feature: 'volunteerProfiles' },
  // The volunteer pool: organization superusers and center staff search it (docs/domain.md#volunteer-pool).
  { key: 'volunteerPool', href: '/vrijwilligerspool', audience: maySearchPool, feature: 'volunteerProfiles' },
  // The center's own trainings and meetings, public (docs/domain.md#workshops).
  { key: 'workshops', href: '/workshops', audience: 'everyone' },
  // Own hours for everyone signed in; reviewing and mentors' sign-offs on the same screen (docs/domain.md#hours).
  { key: 'hours', href: '/uren', audience: mayOpenHours },
];

export interface NavigationViewer {
  /** The viewer's roles, each with its organization (lib/shared/session/types ViewerRole fits). */
  roles: readonly { name: RoleName; organizationId: unknown }[];
  features: Partial<Pick<TenantFeatures, 'volunteerProfiles' | 'activities' | 'oneToOneHelp'>>;
  signedIn: boolean;
}

export function navigationItems({ roles, features, signedIn }: NavigationViewer): NavigationItem[] {
  // Roles without a session mean nothing (a stale client cache must not show staff items).
  const viewer: RoleHolder = { roles: signedIn ? roles : [] };
  return NAVIGATION_RULES.filter((rule) => {
    if (rule.feature && !features[rule.feature]) return false;
    if (rule.audience === 'everyone') return true;
    if (!signedIn) return false;
    if (rule.audience === 'signedIn') return true;
    return rule.audience(viewer);
  }).map(({ key, href }) => ({ key, href }));
}
