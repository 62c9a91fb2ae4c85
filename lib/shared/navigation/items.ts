/**
 * The top navigation of docs/domain.md#screens-and-routes, filtered by who is looking (docs/domain.md#roles). Pure and unit-tested.
 * Hiding an item is a convenience only: every page and API call checks access itself.
 */
import { CENTER_STAFF_ROLES, type RoleName } from '@/domain/roles';
import type { TenantFeatures } from '@/lib/shared/tenancy/tenants';

export type Role = RoleName;

export type NavigationKey =
  'dashboard' | 'vacancies' | 'vacancyBank' | 'organizations' | 'users' | 'applications' | 'content' | 'settings' | 'conversations';

export interface NavigationItem {
  key: NavigationKey;
  href: string;
}

interface Rule {
  key: NavigationKey;
  href: string;
  /** Who sees it: 'everyone' (also signed out), 'signedIn', or a list of roles. */
  audience: 'everyone' | 'signedIn' | readonly Role[];
  /** A tenant feature the item needs. */
  feature?: keyof Pick<TenantFeatures, 'volunteerProfiles' | 'activities' | 'oneToOneHelp'>;
}

const CENTER_STAFF: readonly Role[] = CENTER_STAFF_ROLES;

/** In docs/domain.md#screens-and-routes order. */
export const NAVIGATION_RULES: readonly Rule[] = [
  { key: 'dashboard', href: '/dashboard', audience: 'signedIn' },
  { key: 'vacancies', href: '/vacancies', audience: ['organization_superuser', ...CENTER_STAFF] },
  { key: 'vacancyBank', href: '/vacancies/search', audience: 'everyone' },
  { key: 'organizations', href: '/organizations', audience: CENTER_STAFF },
  // Organization superusers manage their organizations' users (docs/domain.md).
  { key: 'users', href: '/users', audience: ['organization_superuser', ...CENTER_STAFF] },
  // Mentors read their students' applications (docs/domain.md).
  { key: 'applications', href: '/applications', audience: ['organization_superuser', 'mentor', ...CENTER_STAFF] },
  { key: 'content', href: '/content', audience: ['content_manager', 'page_manager', ...CENTER_STAFF] },
  { key: 'settings', href: '/instellingen', audience: CENTER_STAFF },
  { key: 'conversations', href: '/conversations', audience: 'signedIn', feature: 'volunteerProfiles' },
];

export interface NavigationViewer {
  roles: readonly string[];
  features: Partial<Pick<TenantFeatures, 'volunteerProfiles' | 'activities' | 'oneToOneHelp'>>;
  signedIn: boolean;
}

export function navigationItems({ roles, features, signedIn }: NavigationViewer): NavigationItem[] {
  // Roles without a session mean nothing (a stale client cache must not show staff items).
  const held = new Set(signedIn ? roles : []);
  return NAVIGATION_RULES.filter((rule) => {
    if (rule.feature && !features[rule.feature]) return false;
    if (rule.audience === 'everyone') return true;
    if (!signedIn) return false;
    if (rule.audience === 'signedIn') return true;
    return rule.audience.some((role) => held.has(role));
  }).map(({ key, href }) => ({ key, href }));
}

/** Whether `pathname` (without locale prefix) is within an item, for aria-current. The longest match wins. */
export function activeNavigationKey(pathname: string, items: readonly NavigationItem[]): NavigationKey | null {
  let best: NavigationItem | null = null;
  for (const item of items) {
    const within = pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (within && (!best || item.href.length > best.href.length)) best = item;
  }
  return best?.key ?? null;
}
