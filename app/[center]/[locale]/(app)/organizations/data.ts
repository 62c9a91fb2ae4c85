/**
 * Server-side data and guards shared by the organization screens. Who may see and change an organization is
 * domain/organizations.ts, who sees its users domain/users.ts: the rules the backend's policies ask.
 */
import 'server-only';
import type { Center, CenterRef } from '@/lib/shared/center/types';

export { mayAdministerOrganizations, mayRestoreOrganization, mayUpdateOrganization } from '@/domain/organizations';
export { mayListUsersOf } from '@/domain/users';

export const centerRef = (center: Center): CenterRef => ({ id: center.id, tenantKey: center.tenantKey });
