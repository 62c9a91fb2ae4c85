/**
 * Search-engine output of the public site, pure so it is unit-tested: absolute URLs on the center's own host,
 * hreflang alternates, the Article structured data of news, and the sitemap.xml and robots.txt bodies.
 */
import type { Locale } from '@/domain/values';
import { SYSTEM_PAGES } from './links';
import type { PublicPage } from './public-data';
import { SITEMAP_MAX_URLS, SITEMAP_VACANCIES_PER_PART } from './sitemap-size';

/** Dutch has no prefix, English lives under /en (lib/shared/i18n/routing). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '' || path === '/' ? '' : path.startsWith('/') ? path : `/${path}`;
  if (locale === 'nl') return clean || '/';
  return `/en${clean}`;
}

export function absoluteUrl(origin: string, locale: Locale, path: string): string {
  return `${origin.replace(/\/$/, '')}${localizedPath(locale, path)}`;
}

/**
 * Canonical and hreflang links. `translations` maps each locale that has this page to its path; a page without
 * translations (single-language centers) gets only its canonical.
 */
export function alternates(origin: string, locale: Locale, path: string, translations: Partial<Record<Locale, string>> = {}) {
  const languages: Record<string, string> = {};
  for (const [other, otherPath] of Object.entries(translations) as [Locale, string][])
    languages[other] = absoluteUrl(origin, other, otherPath);
  const hasOthers = Object.keys(languages).some((l) => l !== locale);
  if (hasOthers) {
    languages[locale] = absoluteUrl(origin, locale, path);
    languages['x-default'] = languages.nl ?? absoluteUrl(origin, locale, path);
  }
  return { canonical: absoluteUrl(origin, locale, path), ...(hasOthers ? { languages } : {}) };
}

/** Resolves a stored image address ("/images/x.svg" or absolute) against the center's origin. */
export function absoluteAsset(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin.replace(/\/$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}

/** schema.org Article for a news item or success story. */
export function articleJsonLd(page: PublicPage, options: { origin: string; publisher: string; logoUrl?: string | null }) {
  const url = absoluteUrl(options.origin, page.locale, page.path);
  const image = absoluteAsset(options.origin, page.ogImageUrl ?? page.featuredImageUrl);
  const logo = absoluteAsset(options.origin, options.logoUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title.slice(0, 110),
    ...(page.summary || page.metaDescription ? { description: page.metaDescription ?? page.summary } : {}),
    ...(image ? { image: [image] } : {}),
    ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
    ...(page.updatedAt ? { dateModified: page.updatedAt } : {}),
    inLanguage: page.locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: options.publisher },
    publisher: { '@type': 'Organization', name: options.publisher, ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}) },
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so text such as "</script>" in a title cannot
 * end the element.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export interface SitemapEntry {
  url: string;
  lastModified?: string | null;
  alternates?: Record<string, string>;
}

export type SitemapPart = { kind: 'pages' } | { kind: 'vacancies'; page: number };

/** The file a sitemap.xml?part= value names, or null for anything else. */
export function parseSitemapPart(value: string | null): SitemapPart | null | 'all' {
  if (value === null || value === '') return 'all';
  if (value === 'pages') return { kind: 'pages' };
  const match = /^vacancies-([1-9][0-9]{0,4})$/.exec(value);
  return match ? { kind: 'vacancies', page: Number(match[1]) } : null;
}

export const sitemapPartName = (part: SitemapPart) => (part.kind === 'pages' ? 'pages' : `vacancies-${part.page}`);

/**
 * One file while everything fits (pages plus a single page of vacancies, both under the URL limit); else an
 * index of the pages file and one file per SITEMAP_VACANCIES_PER_PART vacancies.
 */
export function sitemapPlan(counts: {
  pageUrls: number;
  vacancies: number;
  locales: number;
}): { single: true } | { single: false; parts: SitemapPart[] } {
  const vacancyUrls = counts.vacancies * counts.locales;
  if (counts.vacancies <= SITEMAP_VACANCIES_PER_PART && counts.pageUrls + vacancyUrls <= SITEMAP_MAX_URLS) return { single: true };
  const vacancyParts = Math.ceil(counts.vacancies / SITEMAP_VACANCIES_PER_PART);
  return {
    single: false,
    parts: [{ kind: 'pages' }, ...Array.from({ length: vacancyParts }, (_, i) => ({ kind: 'vacancies' as const, page: i + 1 }))],
  };
}

/** hreflang links of a path that exists in every listed locale (x-default is Dutch); none for one locale. */
export function sitemapAlternates(origin: string, path: string, locales: readonly Locale[]): Record<string, string> | undefined {
  if (locales.length < 2) return undefined;
  return alternates(origin, locales[0]!, path, Object.fromEntries(locales.map((l) => [l, path]))).languages;
}

/** The fixed routes of the public site this tenant has (one-to-one help and the calendar are features). */
export function fixedSitemapPaths(features: { oneToOneHelp: boolean; activities: boolean }): string[] {
  return [
    '/',
    SYSTEM_PAGES.vacancy_bank,
    SYSTEM_PAGES.social_map,
    SYSTEM_PAGES.news,
    SYSTEM_PAGES.partners,
    ...(features.oneToOneHelp ? [SYSTEM_PAGES.one_to_one_help] : []),
    ...(features.activities ? [SYSTEM_PAGES.activity_calendar] : []),
    // The feed and widget addresses (docs/api.md#open-feeds); every center has it.
    '/open-data',
  ];
}

/** A vacancy page in every locale of the center, each listing the others as hreflang alternates. */
export function vacancySitemapEntries(
  origin: string,
  locales: readonly Locale[],
  items: readonly { id: string; updatedAt: string | null }[],
): SitemapEntry[] {
  return items.flatMap((item) => {
    const path = `${SYSTEM_PAGES.vacancy_bank}/${item.id}`;
    const alt = sitemapAlternates(origin, path, locales);
    return locales.map((locale) => ({
      url: absoluteUrl(origin, locale, path),
      lastModified: item.updatedAt,
      ...(alt ? { alternates: alt } : {}),
    }));
  });
}

export function sitemapIndexXml(entries: readonly { url: string; lastModified?: string | null }[]): string {
  const body = entries
    .map((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${xmlEscape(new Date(entry.lastModified).toISOString())}</lastmod>` : '';
      return `<sitemap><loc>${xmlEscape(entry.url)}</loc>${lastmod}</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const body = entries
    .map((entry) => {
      const links = Object.entries(entry.alternates ?? {})
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(lang)}" href="${xmlEscape(href)}"/>`)
        .join('');
      const lastmod = entry.lastModified ? `<lastmod>${xmlEscape(new Date(entry.lastModified).toISOString())}</lastmod>` : '';
      return `<url><loc>${xmlEscape(entry.url)}</loc>${lastmod}${links}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** Signed-in sections and the API stay out of search engines; everything public is allowed. */
export const DISALLOWED_PATHS = ['/api/', '/bff/', '/auth/', '/dashboard', '/content', '/instellingen', '/account', '/profiel', '/switch'];

export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ];
  return lines.join('\n');
}
