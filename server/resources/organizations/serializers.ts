import type { OrganizationAttributes } from '@/domain/organizations';
import type { addresses, organizationProfiles, organizations } from '../../db/schema';
import { ref, resource } from '../../jsonapi/document';

/** An organization as the services read it: without the search vector (never sent, and heavy). */
export type OrganizationRow = Omit<typeof organizations.$inferSelect, 'searchVector'>;
export type AddressRow = typeof addresses.$inferSelect;
export type OrganizationProfileRow = typeof organizationProfiles.$inferSelect;

/**
 * An organization. `related.profile` undefined leaves out the profile relationship, `related.vacancies` undefined the
 * vacancies relationship (include=vacancies: the ids of the vacancies the viewer may see).
 */
export function organizationResource(
  org: OrganizationRow,
  related: { address?: AddressRow | null; profile?: OrganizationProfileRow | null; vacancyIds?: readonly number[] } = {},
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
      vacancies: related.vacancyIds?.map((id) => ({ type: 'vacancies', id: String(id) })),
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
