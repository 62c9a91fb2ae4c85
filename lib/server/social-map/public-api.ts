/**
 * The social map's public reads (docs/api.md#social-map): the center's lookup lists, a page of the search, one
 * organization, its open vacancies, the marker feed and the sitemap's list. Fetched signed out and kept in Next's
 * data cache under the center's social-map tag (lib/shared/cache-tags), which the backend names after every
 * organization, profile or lookup write: one rendering per center, locale and search until something changes.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { ApiRequestError, type Resource } from '@/lib/shared/api';
import { cacheTags } from '@/lib/shared/cache-tags';
import { type CenterKey, publicClient } from '@/lib/server/content/public-api';
import { RECORD_ID_PATTERN, type Locale } from '@/domain/values';
import { toLookupOptions } from '@/lib/shared/organizations/view';
import { type SocialMapFilters, socialMapApiFilter, socialMapApiQuery } from '@/lib/shared/social-map/filters';
import {
  type SocialMapLookups,
  type SocialMapMarker,
  type SocialMapOrganization,
  parseMarkers,
  toSocialMapOrganization,
} from '@/lib/shared/social-map/organization';
import { type PublicVacancy, toPublicVacancy } from '@/lib/shared/vacancies/public-vacancy';

// A long safety net only: freshness comes from the tag.
const REVALIDATE_SECONDS = 3600;
const tags = (center: CenterKey) => [cacheTags.socialMap(Number(center.id))];

export function getSocialMapLookups(center: CenterKey, locale: Locale): Promise<SocialMapLookups> {
  return unstable_cache(
    async () => {
      const api = await publicClient(center, locale);
      const [types, activities] = await Promise.all([api.get('/api/v1/non_profit_types'), api.get('/api/v1/activity_types')]);
      return { nonProfitTypes: toLookupOptions(types.data), activityTypes: toLookupOptions(activities.data) };
    },
    ['social-map-lookups', center.id, center.appContext, locale],
    { tags: tags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

export type SocialMapSearch =
  | { ok: true; items: SocialMapOrganization[]; total: number }
  /** The API refused a filter (an unknown postal code): the page says which. */
  | { ok: false; parameter: string | null; items: []; total: 0 };

export function searchSocialMap(center: CenterKey, locale: Locale, filters: SocialMapFilters): Promise<SocialMapSearch> {
  return unstable_cache(
    async (): Promise<SocialMapSearch> => {
      const [api, lookups] = await Promise.all([publicClient(center, locale), getSocialMapLookups(center, locale)]);
      try {
        const doc = await api.get<Resource[], { totalCount?: number }>('/api/v1/social_map/organizations', socialMapApiQuery(filters));
        const items = (Array.isArray(doc.data) ? doc.data : []).map((r) => toSocialMapOrganization(r, lookups));
        return { ok: true, items, total: typeof doc.meta.totalCount === 'number' ? doc.meta.totalCount : items.length };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 400)
          return { ok: false, parameter: error.errors[0]?.source?.parameter ?? null, items: [], total: 0 };
        throw error;
      }
    },
    ['social-map-search', center.id, center.appContext, locale, JSON.stringify(filters)],
    { tags: tags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

/** An organization on this center's social map, or null (unknown, another center's, hidden or not approved). */
export function getSocialMapOrganization(center: CenterKey, locale: Locale, id: string): Promise<SocialMapOrganization | null> {
  if (!RECORD_ID_PATTERN.test(id)) return Promise.resolve(null);
  return unstable_cache(
    async () => {
      const [api, lookups] = await Promise.all([publicClient(center, locale), getSocialMapLookups(center, locale)]);
      try {
        const doc = await api.get<Resource>(`/api/v1/social_map/organizations/${id}`);
        return doc.data ? toSocialMapOrganization(doc.data, lookups) : null;
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    ['social-map-organization', center.id, center.appContext, locale, id],
    { tags: tags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

/** The organization's public vacancies for its page (at most 50, newest first). */
export function listOrganizationVacancies(center: CenterKey, locale: Locale, organizationId: string): Promise<PublicVacancy[]> {
  return unstable_cache(
    async () => {
      const api = await publicClient(center, locale);
      const doc = await api.get<Resource[]>('/api/v1/vacancies/search', {
        filter: { organization_id: organizationId },
        page: { number: 1, size: 50 },
      });
      return (Array.isArray(doc.data) ? doc.data : []).map(toPublicVacancy);
    },
    ['social-map-vacancies', center.id, center.appContext, locale, organizationId],
    // Vacancies expire by the clock and carry no tag of their own (like the vacancy cards): a short lifetime.
    { tags: tags(center), revalidate: 300 },
  )();
}

/** The marker feed's body as the map island reads it, ready to send, and its ETag (a hash of the body). */
export interface MarkerFeed {
  body: string;
  etag: string;
}

/**
 * Every marker of a search (not only the page's): the map shows all of them, clustered. Cached as the finished
 * JSON text with its ETag, so a request only copies a string (5 000 organizations are about 300 kB;
 * docs/benchmarks.md "Social map").
 */
export function getSocialMapMarkerFeed(center: CenterKey, filters: SocialMapFilters): Promise<MarkerFeed> {
  const search = { ...filters, page: 1 };
  return unstable_cache(
    async () => {
      const markers = await getSocialMapMarkers(center, search);
      const body = JSON.stringify({
        data: markers.map((m) => [Number(m.id), m.name, m.nonProfitTypeId, m.latitude, m.longitude]),
        meta: { fields: ['id', 'name', 'non_profit_type_id', 'latitude', 'longitude'], total_count: markers.length },
      });
      return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    },
    ['social-map-marker-feed', center.id, center.appContext, JSON.stringify(search)],
    { tags: tags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

/** The backend's marker feed of a search; a search it refuses (an unknown postal code) has none, the list says why. */
async function getSocialMapMarkers(center: CenterKey, search: SocialMapFilters): Promise<SocialMapMarker[]> {
  const api = await publicClient(center, 'nl');
  try {
    const response = await api.request('GET', '/api/v1/social_map/markers', { query: { filter: socialMapApiFilter(search) }, raw: true });
    return parseMarkers(response.document);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return [];
    throw error;
  }
}

/** Ids and last changes of every organization on the map, for the sitemap (at most 10 000). */
export function listSitemapOrganizations(center: CenterKey): Promise<{ id: string; updatedAt: string | null }[]> {
  return unstable_cache(
    async () => {
      const api = await publicClient(center, 'nl');
      const items: { id: string; updatedAt: string | null }[] = [];
      for (let page = 1; page <= 100; page++) {
        const doc = await api.get<Resource[], { totalCount?: number }>('/api/v1/social_map/organizations', {
          sort: 'name',
          page: { number: page, size: 100 },
        });
        const rows = Array.isArray(doc.data) ? doc.data : [];
        for (const r of rows) items.push({ id: String(r.id), updatedAt: typeof r.updatedAt === 'string' ? r.updatedAt : null });
        if (rows.length < 100) break;
      }
      return items;
    },
    ['social-map-sitemap', center.id, center.appContext],
    { tags: tags(center), revalidate: REVALIDATE_SECONDS },
  )();
}
