/**
 * The public site's content reads: pages, news and menus of one center and locale, fetched signed out and
 * cached in Next's data cache under the center's cache tags (lib/shared/cache-tags), so a rendered page is reused until
 * the backend names the tag after a write. The cached functions get everything they need as arguments: request
 * headers and the session are not available inside a cache scope.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { type ApiClient, ApiRequestError, type AppContext, type Resource } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { cacheTags } from '@/lib/shared/cache-tags';
import type { Center } from '@/lib/shared/center/types';
import { hostMapping, webEnv } from '@/lib/server/env';
import { centerBaseUrl } from '@/lib/shared/tenancy/resolve-center';
import { serverEnv } from '@/server/env';
import { type MediaImageIndex, toMediaImageIndex } from '@/lib/shared/content/images';
import type { NewsFeedPageType, PageType } from '@/domain/content';
import type { Locale } from '@/domain/values';
import {
  type PublicContentPage,
  type PublicMenus,
  type PublicPage,
  toContentPage,
  toMenus,
  toPublicPage,
} from '@/lib/shared/content/public-data';

/** What a cached read needs to know about the center; plain values only (they form the cache key). */
export interface CenterKey {
  id: string;
  tenantKey: string;
  appContext: AppContext;
}

/**
 * The cache key of a center's public reads. Always the 'meedoen' context: the Gelderse Handen host serves only
 * /gelderse-handen and redirects every other page there (docs/domain.md), so a page that reads content never renders
 * in the other context, and a cached page must not depend on the request's headers.
 */
export function centerKey(center: Pick<Center, 'id' | 'tenantKey'>): CenterKey {
  return { id: String(center.id), tenantKey: center.tenantKey, appContext: 'meedoen' };
}

export function publicClient(center: CenterKey, locale: Locale): Promise<ApiClient> {
  // The web server fills a cache shared by every visitor: the request is its own, not a visitor's.
  return createServerApi({
    locale,
    center: { id: center.id, tenantKey: center.tenantKey },
    auth: null,
    sharedCache: { appContext: center.appContext },
  });
}

const notFoundAsNull = (error: unknown) => {
  if (error instanceof ApiRequestError && error.status === 404) return null;
  throw error;
};

const contentTags = (center: CenterKey) => [cacheTags.content(Number(center.id))];
// A long safety net only: freshness comes from the tags.
const REVALIDATE_SECONDS = 3600;

export function getContentPage(center: CenterKey, locale: Locale, pageType: PageType, slug: string): Promise<PublicContentPage | null> {
  return unstable_cache(
    async () => {
      const api = await publicClient(center, locale);
      const doc = await api
        .get<Resource>('/api/v1/public/pages/by_slug', { filter: { slug, locale, pageType }, include: ['content_blocks'] })
        .catch(notFoundAsNull);
      if (!doc || !doc.data) return null;
      const page = { ...toContentPage(doc.data), images: toMediaImageIndex(doc.meta.images) };
      // The API falls back to Dutch on a single-language center; the page then belongs to the Dutch site.
      return page.locale === locale ? page : null;
    },
    ['public-page', center.id, center.appContext, locale, pageType, slug],
    { tags: contentTags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

export interface NewsList {
  items: PublicPage[];
  total: number;
  pageCount: number;
  /** Size variants of the featured images that are uploads. */
  images: MediaImageIndex;
}

export function listNews(
  center: CenterKey,
  locale: Locale,
  options: { page?: number; size?: number; pageType?: NewsFeedPageType } = {},
): Promise<NewsList> {
  const page = options.page ?? 1;
  const size = options.size ?? 9;
  const pageType = options.pageType ?? 'news';
  return unstable_cache(
    async () => {
      const api = await publicClient(center, locale);
      const doc = await api.get<Resource[], { totalCount?: number; images?: unknown }>('/api/v1/public/news', {
        filter: { locale, pageType },
        page: { number: page, size },
      });
      const items = (Array.isArray(doc.data) ? doc.data : []).map(toPublicPage);
      const total = typeof doc.meta.totalCount === 'number' ? doc.meta.totalCount : items.length;
      return { items, total, pageCount: Math.max(1, Math.ceil(total / size)), images: toMediaImageIndex(doc.meta.images) };
    },
    ['public-news', center.id, center.appContext, locale, pageType, String(page), String(size)],
    { tags: contentTags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

export function getMenus(center: CenterKey, locale: Locale): Promise<PublicMenus> {
  return unstable_cache(
    async () => {
      const api = await publicClient(center, locale);
      const doc = await api.get<Resource[]>('/api/v1/public/menus', { filter: { locale } });
      return toMenus(Array.isArray(doc.data) ? doc.data : []);
    },
    ['public-menus', center.id, center.appContext, locale],
    { tags: [cacheTags.menus(Number(center.id)), cacheTags.content(Number(center.id))], revalidate: REVALIDATE_SECONDS },
  )().catch(() => ({ header: [], footer: [] }));
}

export interface VacancyCard {
  id: string;
  title: string;
  summary: string | null;
  vacancyType: string | null;
}

/** Published vacancies of the center's public vacancy bank (DynamicCards), newest first. */
export function listVacancies(
  center: CenterKey,
  locale: Locale,
  options: { limit: number; tag?: string | null; vacancyType?: string | null },
): Promise<VacancyCard[]> {
  return unstable_cache(
    async () => {
      const api = await publicClient(center, locale);
      const filter: Record<string, string> = {};
      if (options.tag) filter.tag = options.tag;
      if (options.vacancyType) filter.vacancyType = options.vacancyType;
      const doc = await api.get<Resource[]>('/api/v1/vacancies/search', {
        filter,
        sort: '-published_at',
        page: { number: 1, size: options.limit },
      });
      return (Array.isArray(doc.data) ? doc.data : []).map((v) => ({
        id: v.id,
        title: typeof v.title === 'string' ? v.title : '',
        summary: typeof v.summary === 'string' ? v.summary : null,
        vacancyType: typeof v.vacancyType === 'string' ? v.vacancyType : null,
      }));
    },
    ['public-vacancies', center.id, center.appContext, locale, String(options.limit), options.tag ?? '', options.vacancyType ?? ''],
    // Vacancies change all the time and carry no content tag: a short lifetime instead.
    { tags: contentTags(center), revalidate: 300 },
  )().catch(() => []);
}

export interface SitemapVacancies {
  items: { id: string; updatedAt: string | null }[];
  total: number;
}

/** One sitemap file's worth of the center's public vacancies (ids and last changes), with their total. */
export function listSitemapVacancies(center: CenterKey, page: number): Promise<SitemapVacancies> {
  return unstable_cache(
    async () => {
      const api = await publicClient(center, 'nl');
      const doc = await api.get<Resource[], { totalCount?: number }>('/api/v1/public/sitemap/vacancies', { page: { number: page } });
      const items = (Array.isArray(doc.data) ? doc.data : []).map((v) => ({
        id: v.id,
        updatedAt: typeof v.updatedAt === 'string' ? v.updatedAt : null,
      }));
      return { items, total: typeof doc.meta.totalCount === 'number' ? doc.meta.totalCount : items.length };
    },
    ['public-sitemap-vacancies', center.id, center.appContext, String(page)],
    // Like the vacancy cards: vacancies carry no tag of their own, so a short lifetime keeps the list fresh.
    { tags: contentTags(center), revalidate: 300 },
  )();
}

/** The center's own origin (its mapped host, else the dev template), for canonical URLs and the sitemap. */
export function centerOrigin(slug: string): string {
  const secure = webEnv.isProduction;
  return centerBaseUrl(slug, hostMapping, { devTemplate: centerUrlTemplate() ?? (secure ? '' : 'http://{center}.localhost:3000'), secure });
}

/** The backend's CENTER_URL_TEMPLATE (the same base its e-mail links use); absent when the web runs without it. */
function centerUrlTemplate(): string | undefined {
  try {
    return serverEnv().CENTER_URL_TEMPLATE;
  } catch {
    return undefined;
  }
}
