/**
 * The social map's search as it lives in the URL (a plain GET form writes it, links and the pager share it) and
 * as the API wants it (docs/api.md#social-map). Pure: the page, the map island, the marker route and the tests use
 * the same mapping. Values the API would refuse are dropped here, so a tampered or stale URL shows a wider search
 * instead of an error.
 */
import { POSTAL_CODE_SEARCH_PATTERN } from '@/domain/values';
import type { QueryParams } from '@/lib/shared/api/query';

export const SOCIAL_MAP_PATH = '/sociale-kaart';
export const SOCIAL_MAP_PAGE_SIZE = 20;
export const SOCIAL_MAP_DISTANCES_KM = [2, 5, 10, 25, 50] as const;
/** Deep pages are not worth computing: with 20 a page this is 10 000 organizations. */
export const SOCIAL_MAP_MAX_PAGE = 500;

/** west, south, east, north in degrees: the map's "search in this area". */
export type BoundingBox = readonly [number, number, number, number];

export interface SocialMapFilters {
  q?: string;
  nonProfitTypeId?: number;
  activityTypeId?: number;
  postalCode?: string;
  distanceKm?: number;
  bbox?: BoundingBox;
  page: number;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | null | undefined): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  const trimmed = v?.trim();
  return trimmed ? trimmed : undefined;
};

const positiveInt = (value: string | undefined): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
};

/** Five decimals are about a metre: enough for an area, and one area has one address. */
const round = (n: number) => Math.round(n * 1e5) / 1e5;

export function parseBoundingBox(value: string | undefined): BoundingBox | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [west, south, east, north] = parts as [number, number, number, number];
  if (west < -180 || east > 180 || south < -90 || north > 90 || west >= east || south >= north) return undefined;
  return [round(west), round(south), round(east), round(north)];
}

export function parseSocialMapFilters(params: SearchParamsRecord): SocialMapFilters {
  const q = first(params.q)?.slice(0, 200);
  const postal = first(params.postal_code);
  const postalCode = postal && POSTAL_CODE_SEARCH_PATTERN.test(postal) ? postal.toUpperCase() : undefined;
  const distance = Number(first(params.distance_km));
  const distanceKm = postalCode && Number.isInteger(distance) && distance >= 1 && distance <= 200 ? distance : undefined;
  const nonProfitTypeId = positiveInt(first(params.type));
  const activityTypeId = positiveInt(first(params.activity));
  const bbox = parseBoundingBox(first(params.bbox));
  return {
    ...(q ? { q } : {}),
    ...(nonProfitTypeId ? { nonProfitTypeId } : {}),
    ...(activityTypeId ? { activityTypeId } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(distanceKm ? { distanceKm } : {}),
    ...(bbox ? { bbox } : {}),
    page: Math.min(positiveInt(first(params.page)) ?? 1, SOCIAL_MAP_MAX_PAGE),
  };
}

/** The API's filter parameters of a search (shared by the list and the marker feed). */
export function socialMapApiFilter(filters: SocialMapFilters): Record<string, string> {
  const filter: Record<string, string> = {};
  if (filters.q) filter.q = filters.q;
  if (filters.nonProfitTypeId) filter.non_profit_type_id = String(filters.nonProfitTypeId);
  if (filters.activityTypeId) filter.activity_type_id = String(filters.activityTypeId);
  if (filters.postalCode) filter.postal_code = filters.postalCode;
  if (filters.postalCode && filters.distanceKm) filter.distance = String(filters.distanceKm);
  if (filters.bbox) filter.bbox = filters.bbox.join(',');
  return filter;
}

/** The list's query: the API picks the order (relevance with words, distance with a postal code, else name). */
export function socialMapApiQuery(filters: SocialMapFilters, pageSize = SOCIAL_MAP_PAGE_SIZE): QueryParams {
  return { filter: socialMapApiFilter(filters), page: { number: filters.page, size: pageSize } };
}

/** The URL query of a search in a fixed order, so one search has one address. Page 1 is left out. */
export function socialMapSearchParams(filters: SocialMapFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.nonProfitTypeId) params.set('type', String(filters.nonProfitTypeId));
  if (filters.activityTypeId) params.set('activity', String(filters.activityTypeId));
  if (filters.postalCode) params.set('postal_code', filters.postalCode);
  if (filters.distanceKm) params.set('distance_km', String(filters.distanceKm));
  if (filters.bbox) params.set('bbox', filters.bbox.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function socialMapHref(filters: SocialMapFilters, basePath = SOCIAL_MAP_PATH): string {
  const query = socialMapSearchParams(filters).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The same search over the whole area, from its first page (a new search, and the map's marker feed). */
export function wholeAreaSearch(filters: SocialMapFilters): SocialMapFilters {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.nonProfitTypeId ? { nonProfitTypeId: filters.nonProfitTypeId } : {}),
    ...(filters.activityTypeId ? { activityTypeId: filters.activityTypeId } : {}),
    ...(filters.postalCode ? { postalCode: filters.postalCode } : {}),
    ...(filters.distanceKm ? { distanceKm: filters.distanceKm } : {}),
    page: 1,
  };
}

/** Whether anything narrows the search (the empty state then offers to clear it; filtered pages are not indexed). */
export const hasActiveFilters = (filters: SocialMapFilters): boolean =>
  Boolean(filters.q || filters.nonProfitTypeId || filters.activityTypeId || filters.postalCode || filters.bbox);

export const socialMapPageCount = (total: number, size = SOCIAL_MAP_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
