/**
 * The social map (docs/domain.md#social-map): which organizations it shows, the two lists of the non-profit profile
 * (non-profit types and activity types, kept per center by its staff), and the limits of its search. The backend's
 * social-map and lookup resources and the web's map and settings screens ask the same rules.
 */
import { z } from 'zod';
import { mayAdministerOrganizations, type OrganizationStatus } from './organizations';
import type { Holder } from './roles';

/** The two lists, by their JSON:API type. */
export const SOCIAL_MAP_LOOKUP_TYPES = ['non_profit_types', 'activity_types'] as const;
export type SocialMapLookupType = (typeof SOCIAL_MAP_LOOKUP_TYPES)[number];

/** The longest name of a list entry. */
export const LOOKUP_NAME_MAX = 100;

const lookupName = z.string().trim().min(1).max(LOOKUP_NAME_MAX);

/** An entry of a list as it is written: a Dutch and an English name (its key is derived from the Dutch one once). */
export const lookupAttributesSchema = z.object({ nameNl: lookupName, nameEn: lookupName });

/** An entry as the API serves it: its stable key, its name in the request's language and both names. */
export interface LookupAttributes {
  key: string;
  name: string;
  nameNl: string;
  nameEn: string;
}

/** The lists are the center's decision, like its organizations: center staff keep them. */
export const mayManageSocialMapLists = (actor: Holder): boolean => mayAdministerOrganizations(actor);

/** On the map: an approved organization (so not deleted) whose profile says to show it. */
export const isOnSocialMap = (org: { status: OrganizationStatus }, profile: { showOnSocialMap: boolean } | null | undefined): boolean =>
  org.status === 'approved' && !!profile?.showOnSocialMap;

/** A distance search reaches 1 to 200 km around its point. */
export const SOCIAL_MAP_DISTANCE_KM = { min: 1, max: 200 } as const;

/** The list's pages: 20 organizations unless asked, at most 100. */
export const SOCIAL_MAP_PAGE_SIZE = { default: 20, max: 100 } as const;

export const SOCIAL_MAP_SORTS = ['relevance', 'distance', 'name'] as const;
export type SocialMapSort = (typeof SOCIAL_MAP_SORTS)[number];

/** The columns of each row of the marker feed (GET /api/v1/social_map/markers), in order. */
export const SOCIAL_MAP_MARKER_FIELDS = ['id', 'name', 'non_profit_type_id', 'latitude', 'longitude'] as const;

/** One row of the marker feed: id, name, non-profit type id (or null), latitude, longitude (5 decimals). */
export type SocialMapMarker = [id: number, name: string, nonProfitTypeId: number | null, latitude: number, longitude: number];
