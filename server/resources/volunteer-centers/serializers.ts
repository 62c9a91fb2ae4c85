import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { volunteerCenterProfiles } from '../../db/schema';
import type { CenterRow } from '../../context';
import { ref, resource } from '../../jsonapi/document';

export type CenterProfileRow = typeof volunteerCenterProfiles.$inferSelect;

export function centerResource(center: CenterRow, profile: CenterProfileRow | null | undefined) {
  const tenant = TENANTS[center.tenantKey as TenantKey];
  return resource({
    type: 'volunteer_centers',
    id: center.id,
    attributes: { name: center.name, slug: center.slug, tenantKey: center.tenantKey, appName: tenant?.appName ?? center.name },
    relationships: { profile: profile === undefined ? undefined : ref('volunteer_center_profiles', profile?.id) },
  });
}

export function centerProfileResource(profile: CenterProfileRow) {
  const { id, volunteerCenterId, updatedAt, ...attributes } = profile;
  return resource({
    type: 'volunteer_center_profiles',
    id,
    attributes: { ...attributes, updatedAt },
    relationships: { volunteerCenter: ref('volunteer_centers', volunteerCenterId) },
  });
}
