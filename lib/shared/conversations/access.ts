/**
 * Where the web offers conversations (docs/domain.md#conversations, "Screens"): in a center whose tenant has the
 * feature the top navigation's "Gesprekken" item asks (volunteerProfiles), to people who can be in one. Center content
 * roles alone (content_manager, page_manager) are neither a conversation's staff nor its volunteer, so their header
 * has no badge and keeps no event stream open. A convenience only: the API decides every call.
 */
import { hasRole, type Holder, type RoleName } from '@/domain/roles';
import type { TenantFeatures } from '@/lib/shared/tenancy/tenants';

export const CONVERSATION_ROLES = [
  'admin',
  'center_superuser',
  'organization_superuser',
  'mentor',
  'student',
  'volunteer',
] as const satisfies readonly RoleName[];

export const conversationsOffered = (features: Partial<Pick<TenantFeatures, 'volunteerProfiles'>>, viewer: Holder): boolean =>
  features.volunteerProfiles === true && hasRole(viewer, ...CONVERSATION_ROLES);
