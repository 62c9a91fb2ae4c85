import type { OrganizationAttributes } from '@/domain/organizations';
import type { addresses, organizationProfiles, organizations } from '../../db/schema';
import { ref, resource } from '../../jsonapi/document';

export type OrganizationRow = typeof organizations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OrganizationProfileRow = typeof organizationProfiles.$inferSelect;

export function organizationResource(
  org: OrganizationRow,
  related: { address?: AddressRow | null; profile?: OrganizationProfileRow | null } = {},
) {
  return resource({
    type: 'organizations',
    id: org.id,
    attributes: {
      name: org.name,
      organizationType: org.organizationType,
      website: org.website,
      email: org.email,
      phoneNumber: org.phoneNumber,
      description: org.description,
      status: org.status,
      denialReason: org.denialReason,
      address: related.address ? formatAddress(related.address) : null,
      city: related.address?.city ?? null,
      volunteerCenterId: org.volunteerCenterId,
      createdAt: org.createdAt,
      updatedAt: org.updatedAt,
    } satisfies OrganizationAttributes,
    relationships: {
      address: ref('addresses', org.addressId),
      profile: related.profile === undefined ? undefined : ref('organization_profiles', related.profile?.id),
    },
  });
}

export function formatAddress(a: AddressRow): string {
  return [[a.street, a.houseNumber].filter(Boolean).join(' '), [a.postalCode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function addressResource(a: AddressRow) {
  const { id, ...attributes } = a;
  return resource({ type: 'addresses', id, attributes });
}

export function organizationProfileResource(p: OrganizationProfileRow) {
  return resource({
    type: 'organization_profiles',
    id: p.id,
    attributes: { nonProfitTypeId: p.nonProfitTypeId, showOnSocialMap: p.showOnSocialMap, activityTypeIds: p.activityTypeIds },
    relationships: { organization: ref('organizations', p.organizationId) },
  });
}
