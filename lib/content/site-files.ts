/**
 * sitemap.xml and robots.txt of the center whose host asked. These paths skip proxy.ts (its matcher leaves
 * .xml and .txt alone), so the center is resolved here from the Host header alone: a crawler has no cookie, and
 * each host must describe its own center.
 */
import 'server-only';
import { getCenter } from '@/lib/center/get-center';
import { hostMapping } from '@/lib/env';
import { TENANTS } from '@/lib/tenancy/tenants';
import { resolveCenter } from '@/lib/tenancy/resolve-center';
import { SYSTEM_PAGES } from './links';
import { centerOrigin, getMenus, listNews } from './public-api';
import type { MenuLink } from './public-data';
import { type SitemapEntry, type SiteLocale, absoluteUrl, alternates, robotsTxt, sitemapXml } from './seo';

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
  items.flatMap((item) => [...(item.href ? [item.href] : []), ...menuPaths(item.children)]).filter((href) => href.startsWith('/') && !href.startsWith('//'));

/** Path without a locale prefix (menu hrefs may carry /en). */
const stripLocale = (path: string) => (path === '/en' ? '/' : path.startsWith('/en/') ? path.slice(3) : path);

export async function sitemapBody(host: string | null): Promise<string | null> {
  const center = await centerOfHost(host);
  if (!center) return null;
  const origin = centerOrigin(center.slug);
  const key = { id: String(center.id), tenantKey: center.tenantKey, appContext: 'meedoen' as const };
  const locales: SiteLocale[] = TENANTS[center.tenantKey].features.multiLanguage ? ['nl', 'en'] : ['nl'];
  const entries = new Map<string, SitemapEntry>();
  const add = (locale: SiteLocale, path: string, lastModified?: string | null, both = false) => {
    const alt = both && locales.length > 1 ? alternates(origin, locale, path, { nl: path, en: path }).languages : undefined;
    const url = absoluteUrl(origin, locale, path);
    if (!entries.has(url)) entries.set(url, { url, lastModified, ...(alt ? { alternates: alt } : {}) });
  };

  for (const locale of locales) {
    for (const path of ['/', SYSTEM_PAGES.news, SYSTEM_PAGES.vacancy_bank, SYSTEM_PAGES.partners, SYSTEM_PAGES.social_map]) add(locale, path, null, true);
    const menus = await getMenus(key, locale);
    for (const path of menuPaths([...menus.header, ...menus.footer])) add(locale, stripLocale(path.split('#')[0]!.split('?')[0]!));
    for (const pageType of ['news', 'success_story'] as const) {
      for (let page = 1; page <= MAX_NEWS_PAGES; page++) {
        const list = await listNews(key, locale, { page, size: NEWS_PAGE_SIZE, pageType }).catch(() => null);
        if (!list) break;
        for (const item of list.items) add(locale, item.path, item.updatedAt ?? item.publishedAt);
        if (page >= list.pageCount) break;
      }
    }
  }
  return sitemapXml([...entries.values()]);
}
