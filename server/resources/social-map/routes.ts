/**
 * /api/v1/social_map (public; docs/api.md, "Social map"): the list of the center's organizations on the map, one of
 * them, and the compact marker feed the map draws. Only approved organizations whose profile says to show them; any
 * other (hidden, pending, denied, archived, deleted, another center's) does not exist here (404).
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { SOCIAL_MAP_MARKER_FIELDS, type SocialMapSort } from '@/domain/social-map';
import type { Point } from '@/lib/shared/geo/postcodes';
import type { AppEnv } from '../../context';
import { collection, document } from '../../jsonapi/document';
import { ApiError, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery, type ParsedQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { locatePostalCode } from '../../geo/locate';
import { listSpec, markersSpec, showSpec } from './schemas';
import { mapIncluded, mapOrganizationResource } from './serializers';
import { findMapOrganization, listMapOrganizations, listMarkers, type MapFilters } from './service';

export const socialMapRoutes = new Hono<AppEnv>();

type Filters = ParsedQuery<typeof markersSpec.filters>['filter'];

const invalidFilter = (name: string) =>
  new ApiError(400, { code: 'invalidFilter', source: { parameter: `filter[${name}]` }, params: { name } });

/** The filters as the service takes them; a point from latitude+longitude, else from the postal code. */
async function mapFilters(c: Context<AppEnv>, f: Filters): Promise<MapFilters> {
  if ((f.latitude === undefined) !== (f.longitude === undefined)) throw invalidFilter(f.latitude === undefined ? 'latitude' : 'longitude');
  let point: Point | undefined =
    f.latitude !== undefined && f.longitude !== undefined ? { latitude: f.latitude, longitude: f.longitude } : undefined;
  if (!point && f.postal_code) {
    point = (await locatePostalCode(c.get('deps').db, f.postal_code)) ?? undefined;
    if (!point) throw invalidFilter('postal_code');
  }
  if (f.distance !== undefined && !point) throw invalidFilter('distance');
  const bbox = f.bbox ? { west: f.bbox[0], south: f.bbox[1], east: f.bbox[2], north: f.bbox[3] } : undefined;
  return {
    centerId: c.get('scope').center.id,
    query: f.q?.trim() || undefined,
    nonProfitTypeIds: f.non_profit_type_id,
    activityTypeIds: f.activity_type_id,
    point,
    distanceKm: f.distance,
    bbox,
  };
}

socialMapRoutes.get('/organizations', async (c) => {
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const filters = await mapFilters(c, q.filter);
  const requested = q.sort[0];
  const sort = (requested?.field as SocialMapSort | undefined) ?? null;
  if (sort === 'distance' && !filters.point) throw new ApiError(400, { code: 'distanceNeedsPoint', source: { parameter: 'sort' } });
  const { rows, total } = await listMapOrganizations(c.get('deps').db, {
    ...filters,
    sort,
    descending: requested?.direction === 'desc',
    limit: q.page.size,
    offset: q.page.offset,
  });
  const doc = collection(rows.map(mapOrganizationResource), { number: q.page.number, size: q.page.size, total }, url, mapIncluded(rows));
  if (filters.point) doc.meta = { ...doc.meta, origin: { latitude: filters.point.latitude, longitude: filters.point.longitude } };
  return json(c, doc);
});

socialMapRoutes.get('/organizations/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  parseQuery(new URL(c.req.url), showSpec);
  const row = await findMapOrganization(c.get('deps').db, c.get('scope').center.id, id);
  if (!row) throw notFound('organization');
  return json(c, document(mapOrganizationResource(row), { included: mapIncluded([row]) }));
});

/** Weak comparison (RFC 9110 §13.1.2): "*" or any listed tag equal to ours, W/ or not. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * GET /social_map/markers: every matching organization with coordinates as `[id, name, non_profit_type_id,
 * latitude, longitude]`, in id order; plain JSON built for thousands of markers. Public and briefly cacheable,
 * with a weak ETag (If-None-Match: 304).
 */
socialMapRoutes.get('/markers', async (c) => {
  const q = parseQuery(new URL(c.req.url), markersSpec);
  const filters = await mapFilters(c, q.filter);
  const markers = await listMarkers(c.get('deps').db, filters);
  const body = JSON.stringify({ data: markers, meta: { fields: SOCIAL_MAP_MARKER_FIELDS, total_count: markers.length } });
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
});
