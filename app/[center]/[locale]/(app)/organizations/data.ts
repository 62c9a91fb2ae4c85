/** Server-side data and guards shared by the organization screens. */
import 'server-only';
import type { ApiClient } from '@/lib/shared/api';
import { ApiRequestError } from '@/lib/shared/api/errors';
import type { Center } from '@/lib/shared/center/types';
import { type OrganizationView, toLookupOptions, toOrganizationView } from '@/lib/shared/organizations/view';
import { CENTER_STAFF_ROLES, hasRole, type Viewer } from '@/lib/shared/session/types';
import type { CenterRef } from '@/components/organizations/use-browser-api';
import type { OrganizationLookups } from '@/components/organizations/organization-fields';

export const isCenterStaff = (viewer: Viewer) => hasRole(viewer, ...CENTER_STAFF_ROLES);
export const isAdmin = (viewer: Viewer) => hasRole(viewer, 'admin');

/** Center staff, or a superuser of this organization (DOMAIN.md). */
export const canEditOrganization = (viewer: Viewer, organizationId: string) =>
  isCenterStaff(viewer) || viewer.roles.some((r) => r.name === 'organization_superuser' && r.organizationId === organizationId);

/** Whoever may see the organization's users (the users list decides the rows). */
export const canListUsers = (viewer: Viewer, organizationId: string) =>
  isCenterStaff(viewer) || viewer.roles.some((r) => (r.name === 'organization_superuser' || r.name === 'mentor') && r.organizationId === organizationId);

export const centerRef = (center: Center): CenterRef => ({ id: center.id, tenantKey: center.tenantKey });

/** A path id that the API would refuse (400) is simply not found. */
export const validId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

export async function loadOrganization(api: ApiClient, id: string): Promise<{ organization: OrganizationView; movingEnabled: boolean } | null> {
  if (!validId(id)) return null;
  try {
    const doc = await api.get(`/api/v1/organizations/${id}`, { include: ['profile', 'address'] });
    return { organization: toOrganizationView(doc.data), movingEnabled: (doc.meta as { movingEnabled?: unknown }).movingEnabled === true };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function loadLookups(api: ApiClient): Promise<OrganizationLookups> {
  const [nonProfitTypes, activityTypes] = await Promise.all([
    api.get('/api/v1/non_profit_types').then((d) => toLookupOptions(d.data)).catch(() => []),
    api.get('/api/v1/activity_types').then((d) => toLookupOptions(d.data)).catch(() => []),
  ]);
  return { nonProfitTypes, activityTypes };
}
