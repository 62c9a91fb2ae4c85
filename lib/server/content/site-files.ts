/**
 * sitemap.xml and robots.txt of the center whose host asked. These paths skip proxy.ts (its matcher leaves
 * .xml and .txt alone), so the center is resolved here from the Host header alone: a crawler has no cookie, and
 * each host must describe its own center.
 */
import 'server-only';
import { LOCALES, type Locale } from '@/domain/values';
import { getCenter } from '@/lib/server/center/get-center';
import { hostMapping } from '@/lib/server/env';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { resolveCenter } from '@/lib/shared/tenancy/resolve-center';
import { type CenterKey, centerOrigin, getMenus, listNews, listSitemapVacancies } from './public-api';
import { listSitemapOrganizations } from '@/lib/server/social-map/public-api';
import type { MenuLink } from '@/lib/shared/content/public-data';
import { SYSTEM_PAGES } from '@/lib/shared/content/links';
import {
  type SitemapEntry,
  absoluteUrl,
  fixedSitemapPaths,
  parseSitemapPart,
  robotsTxt,
  sitemapAlternates,
  sitemapIndexXml,
  sitemapPartName,
  sitemapPlan,
  sitemapXml,
  vacancySitemapEntries,
} from '@/lib/shared/content/seo';

const MAX_NEWS_PAGES = 20;
const NEWS_PAGE_SIZE = 100;

export async function centerOfHost(host: string | null) {
  const { centerSlug, geldersHanden } = resolveCenter({ host, mapping: hostMapping });
  // The Gelderse Handen host serves one landing page only (proxy-rules), nothing to list.
  if (geldersHanden) return null;
  const center = await getCenter(centerSlug, 'nl');
  return center;
}

export async function robotsBody(host: string | null): Promise<string | null> {
  const center = await centerOfHost(host);
  if (!center) return null;
  return robotsTxt(centerOrigin(center.slug));
}

const menuPaths = (items: readonly MenuLink[]): string[] =>
  items
    .flatMap((item) => [...(item.href ? [item.href] : []), ...menuPaths(item.children)])
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));

/** Path without a locale prefix (menu hrefs may carry /en). */
const stripLocale = (path: string) => (path === '/en' ? '/' : path.startsWith('/en/') ? path.slice(3) : path);

/**
 * sitemap.xml of the host's center, or null (404) for a host without one or an unknown part. `part` is the
 * ?part= of a file named by the sitemap index; without it the answer is the whole sitemap when it fits in one
 * file, else the index (lib/shared/content/seo sitemapPlan).
 */
export async function sitemapBody(host: string | null, partParam: string | null = null): Promise<string | null> {
  const part = parseSitemapPart(partParam);
  if (part === null) return null;
  const center = await centerOfHost(host);
  if (!center) return null;
  const origin = centerOrigin(center.slug);
  const key = { id: String(center.id), tenantKey: center.tenantKey, appContext: 'meedoen' as const };
  const features = TENANTS[center.tenantKey].features;
  const locales: Locale[] = features.multiLanguage ? [...LOCALES] : ['nl'];

  if (part !== 'all' && part.kind === 'vacancies') {
    const list = await listSitemapVacancies(key, part.page);
    if (list.items.length === 0 && part.page > 1) return null;
    return sitemapXml(vacancySitemapEntries(origin, locales, list.items));
  }
  const [pages, firstVacancies] = await Promise.all([
    pageEntries(key, origin, locales, features),
    part === 'all' ? listSitemapVacancies(key, 1) : null,
  ]);
  if (part !== 'all') return sitemapXml(pages);

  const vacancies = firstVacancies!;
  const plan = sitemapPlan({ pageUrls: pages.length, vacancies: vacancies.total, locales: locales.length });
  if (plan.single) return sitemapXml([...pages, ...vacancySitemapEntries(origin, locales, vacancies.items)]);
  return sitemapIndexXml(plan.parts.map((p) => ({ url: `${origin.replace(/\/$/, '')}/sitemap.xml?part=${sitemapPartName(p)}` })));
}

/** Fixed routes, menu targets and news articles of every locale (news per locale: articles are per language). */
async function pageEntries(
  key: CenterKey,
  origin: string,
  locales: readonly Locale[],
  features: { oneToOneHelp: boolean; activities: boolean },
): Promise<SitemapEntry[]> {
  const entries = new Map<string, SitemapEntry>();
  const add = (locale: Locale, path: string, lastModified?: string | null, inEveryLocale = false) => {
    const alt = inEveryLocale ? sitemapAlternates(origin, path, locales) : undefined;
    const url = absoluteUrl(origin, locale, path);
    if (!entries.has(url)) entries.set(url, { url, lastModified, ...(alt ? { alternates: alt } : {}) });
  };

  for (const locale of locales) {
    for (const path of fixedSitemapPaths(features)) add(locale, path, null, true);
    const menus = await getMenus(key, locale);
    for (const path of menuPaths([...menus.header, ...menus.footer])) add(locale, stripLocale(path.split('#')[0]!.split('?')[0]!));
    // Success stories have no public route yet (PAGE_TYPE_PATHS.success_story), so only news is listed.
    for (let page = 1; page <= MAX_NEWS_PAGES; page++) {
      const list = await listNews(key, locale, { page, size: NEWS_PAGE_SIZE, pageType: 'news' }).catch(() => null);
      if (!list) break;
      for (const item of list.items) add(locale, item.path, item.updatedAt ?? item.publishedAt);
      if (page >= list.pageCount) break;
    }
  }
  // Every organization on the social map, in every locale (the page exists in both).
  const organizations = await listSitemapOrganizations(key).catch(() => []);
  for (const locale of locales) for (const o of organizations) add(locale, `${SYSTEM_PAGES.social_map}/${o.id}`, o.updatedAt, true);
  return [...entries.values()];
}
