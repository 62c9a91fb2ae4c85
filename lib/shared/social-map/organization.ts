/**
 * An organization of the social map as its pages show it: the organization resource of the API (with its address
 * and profile included) read through the organization screens' own view, its lookups resolved to names in the
 * page's language. Also the compact marker feed (docs/api.md#social-map) as the map island reads it. Pure.
 */
import type { Resource } from '@/lib/shared/api/jsonapi';
import { type LookupOption, formatAddress, toOrganizationView } from '@/lib/shared/organizations/view';
import type { SocialMapCardData } from './card';

export interface SocialMapLookups {
  nonProfitTypes: LookupOption[];
  activityTypes: LookupOption[];
}

export interface SocialMapOrganization extends SocialMapCardData {
  email: string | null;
  nonProfitTypeId: number | null;
  activityTypeIds: number[];
  postalCode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  updatedAt: string | null;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Coordinates of the included address (the organization view leaves them out: its screens need none). */
function coordinates(address: unknown): { latitude: number | null; longitude: number | null } {
  if (!address || typeof address !== 'object') return { latitude: null, longitude: null };
  const a = address as Record<string, unknown>;
  return { latitude: num(a.latitude), longitude: num(a.longitude) };
}

export function toSocialMapOrganization(r: Resource, lookups: SocialMapLookups): SocialMapOrganization {
  const view = toOrganizationView(r);
  const typeNames = new Map(lookups.nonProfitTypes.map((o) => [o.id, o.name]));
  const activityNames = new Map(lookups.activityTypes.map((o) => [o.id, o.name]));
  const typeId = view.profile?.nonProfitTypeId ?? null;
  const activityTypeIds = view.profile?.activityTypeIds ?? [];
  const meta = (r.meta ?? {}) as Record<string, unknown>;
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    typeName: typeId === null ? null : (typeNames.get(typeId) ?? null),
    activityNames: activityTypeIds.map((id) => activityNames.get(id)).filter((name): name is string => Boolean(name)),
    address: formatAddress(view.address),
    website: view.website,
    phoneNumber: view.phoneNumber,
    distanceKm: num(meta.distanceKm ?? meta.distance_km),
    email: view.email,
    nonProfitTypeId: typeId,
    activityTypeIds,
    postalCode: view.address?.postalCode ?? null,
    city: view.address?.city ?? view.city,
    ...coordinates(r.address),
    updatedAt: typeof r.updatedAt === 'string' ? r.updatedAt : null,
  };
}

/** One organization on the map. */
export interface SocialMapMarker {
  id: string;
  name: string;
  nonProfitTypeId: number | null;
  latitude: number;
  longitude: number;
}

/**
 * The marker feed `{ data: [[id, name, nonProfitTypeId, latitude, longitude], ...] }`: rows that are not that
 * shape are skipped, so a feed from a newer API never breaks the map.
 */
export function parseMarkers(body: unknown): SocialMapMarker[] {
  const rows =
    body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data : [];
  const markers: SocialMapMarker[] = [];
  for (const row of rows) {
    if (!Array.isArray(row) || row.length < 5) continue;
    const [id, name, typeId, latitude, longitude] = row as unknown[];
    const lat = num(latitude);
    const lng = num(longitude);
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string' || lat === null || lng === null) continue;
    markers.push({ id: String(id), name, nonProfitTypeId: num(typeId), latitude: lat, longitude: lng });
  }
  return markers;
}
