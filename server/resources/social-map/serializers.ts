import type { ResourceObject } from '../../jsonapi/document';
import { addressResource, organizationProfileResource, organizationResource } from '../organizations/serializers';
import type { MapOrganization } from './service';

/** An organization of the map: the organization serializer's resource, plus its distance from the search's point. */
export type MapOrganizationResource = ResourceObject & { meta: { distance_km: number | null } };

export function mapOrganizationResource(row: MapOrganization): MapOrganizationResource {
  return {
    ...organizationResource(row.org, { address: row.address, profile: row.profile }),
    meta: { distance_km: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10 },
  };
}

/** Its address and profile, always included. */
export function mapIncluded(rows: MapOrganization[]): ResourceObject[] {
  return rows.flatMap((r) => [...(r.address ? [addressResource(r.address)] : []), organizationProfileResource(r.profile)]);
}
