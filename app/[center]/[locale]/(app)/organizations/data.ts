/** Server-side data and guards shared by the organization screens. */
import 'server-only';
import { isAdmin, isCenterStaff } from '@/domain/roles';
import type { Viewer } from '@/lib/shared/session/types';
import type { Center, CenterRef } from '@/lib/shared/center/types';

export { isAdmin, isCenterStaff };

/** Center staff, or a superuser of this organization (docs/domain.md). */
export const canEditOrganization = (viewer: Viewer, organizationId: string) =>
  isCenterStaff(viewer) || viewer.roles.some((r) => r.name === 'organization_superuser' && r.organizationId === organizationId);

/** Whoever may see the organization's users (the users list decides the rows). */
export const canListUsers = (viewer: Viewer, organizationId: string) =>
  isCenterStaff(viewer) ||
  viewer.roles.some((r) => (r.name === 'organization_superuser' || r.name === 'mentor') && r.organizationId === organizationId);

export const centerRef = (center: Center): CenterRef => ({ id: center.id, tenantKey: center.tenantKey });
