/**
 * The query specs of /api/v1/social_map (docs/api.md, "Social map"), shared by its router and the OpenAPI description
 * (server/openapi), which must not import a router. Numbers are checked as text first: "" or "1e3" is a 400, not 0.
 */
import { z } from 'zod';
import { SOCIAL_MAP_DISTANCE_KM, SOCIAL_MAP_PAGE_SIZE, SOCIAL_MAP_SORTS } from '@/domain/social-map';
import { POSTAL_CODE_SEARCH_PATTERN } from '@/domain/values';
import { filterIds, filterText } from '../../jsonapi/query';

const decimal = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,20})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** west,south,east,north in degrees (WGS 84); south not above north. West above east crosses the antimeridian. */
export const bboxFilter = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.tuple([decimal(-180, 180), decimal(-90, 90), decimal(-180, 180), decimal(-90, 90)]))
  .refine(([, south, , north]) => south <= north);

export type BoundingBox = { west: number; south: number; east: number; north: number };

/** The filters of the list and of the marker feed. */
const filters = {
  q: filterText,
  non_profit_type_id: filterIds,
  activity_type_id: filterIds,
  postal_code: z.string().trim().regex(POSTAL_CODE_SEARCH_PATTERN),
  latitude: decimal(-90, 90),
  longitude: decimal(-180, 180),
  distance: decimal(SOCIAL_MAP_DISTANCE_KM.min, SOCIAL_MAP_DISTANCE_KM.max),
  bbox: bboxFilter,
};

/** Address and profile are always included; asking for them is allowed (and changes nothing). */
const INCLUDES = ['address', 'profile'] as const;

export const listSpec = {
  includes: INCLUDES,
  filters,
  sorts: SOCIAL_MAP_SORTS,
  page: { defaultSize: SOCIAL_MAP_PAGE_SIZE.default, maxSize: SOCIAL_MAP_PAGE_SIZE.max },
} as const;

/** The marker feed: the same filters, every match at once, in id order. */
export const markersSpec = { filters } as const;

export const showSpec = { includes: INCLUDES } as const;
