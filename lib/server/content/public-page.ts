/**
 * Shared steps of the public content routes: the center and locale of the request, the cache key for the
 * content reads, the center's origin, and metadata (title, description, Open Graph, canonical, hreflang).
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getCenter } from '@/lib/server/center/get-center';
import type { Center } from '@/lib/shared/center/types';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import type { PageType } from '@/domain/content';
import type { Locale } from '@/domain/values';
import { SLUG_PATTERN } from '@/lib/shared/content/links';
import { type CenterKey, centerKey, centerOrigin, getContentPage } from './public-api';
import type { PublicContentPage, PublicPage } from '@/lib/shared/content/public-data';
import { absoluteAsset, absoluteUrl, alternates } from '@/lib/shared/content/seo';

/**
 * Whose page a public page renders: the request's visitor (reads the session: rendered per request) or any visitor
 * without a session (reads nothing of the request: the cached signed-out copy, docs/architecture.md "Cached public
 * pages").
 */
export type Visitor = 'request' | 'signed-out';

export interface PublicRequest {
  center: Center;
  locale: Locale;
  key: CenterKey;
  origin: string;
  multiLanguage: boolean;
}

/** The request's center and locale, or null when this host has no such center. */
export async function publicRequest(params: Promise<{ center: string; locale: string }>): Promise<PublicRequest | null> {
  const { center: slug, locale } = await params;
  if (!isAppLocale(locale)) return null;
  const center = await getCenter(slug, locale);
  if (!center) return null;
  return {
    center,
    locale,
    key: centerKey(center),
    origin: centerOrigin(center.slug),
    multiLanguage: TENANTS[center.tenantKey].features.multiLanguage,
  };
}

/** Like publicRequest, for a page render: unknown centers are 404 and the request locale is set. */
export async function requirePublicRequest(params: Promise<{ center: string; locale: string }>): Promise<PublicRequest> {
  const request = await publicRequest(params);
  if (!request) notFound();
  setRequestLocale(request.locale);
  return request;
}

const OTHER: Record<Locale, Locale> = { nl: 'en', en: 'nl' };

/**
 * The hreflang set of a path that exists in both languages of a multi-language center (fixed routes such as
 * /nieuws), or of a content page whose other-language version has the same slug.
 */
export async function translationsOf(
  request: PublicRequest,
  path: string,
  page?: { pageType: PageType; slug: string },
): Promise<Partial<Record<Locale, string>>> {
  if (!request.multiLanguage) return {};
  const other = OTHER[request.locale];
  if (page) {
    const counterpart = await getContentPage(request.key, other, page.pageType, page.slug).catch(() => null);
    if (!counterpart) return {};
    return { [request.locale]: path, [other]: counterpart.path };
  }
  return { [request.locale]: path, [other]: path };
}

/**
 * Canonical and hreflang links of a public page on the center's own host: the one place every public route
 * gets them from. Languages (with x-default Dutch) only where translationsOf found the page in both, so never
 * on a single-language center.
 */
export function pageAlternates(
  request: PublicRequest,
  path: string,
  translations: Partial<Record<Locale, string>>,
): NonNullable<Metadata['alternates']> {
  return alternates(request.origin, request.locale, path, translations);
}

export function fixedPageMetadata(
  request: PublicRequest,
  options: { title: string; description: string; path: string; translations: Partial<Record<Locale, string>> },
): Metadata {
  return {
    title: options.title,
    description: options.description,
    alternates: pageAlternates(request, options.path, options.translations),
    openGraph: {
      type: 'website',
      title: options.title,
      description: options.description,
      siteName: request.center.profile.name,
      locale: request.locale === 'nl' ? 'nl_NL' : 'en_GB',
      url: absoluteUrl(request.origin, request.locale, options.path),
    },
  };
}

export function contentPageMetadata(
  request: PublicRequest,
  page: PublicPage,
  translations: Partial<Record<Locale, string>>,
  options: { home?: boolean } = {},
): Metadata {
  const description = page.metaDescription ?? page.summary ?? undefined;
  const title = page.metaTitle ?? page.title;
  const image = absoluteAsset(request.origin, page.ogImageUrl ?? page.featuredImageUrl);
  const article = page.pageType !== 'default';
  return {
    // The home page's title is the center's name without the app-name template.
    title: options.home ? { absolute: title } : title,
    description,
    alternates: pageAlternates(request, page.path, translations),
    openGraph: {
      type: article ? 'article' : 'website',
      title: page.ogTitle ?? title,
      description: page.ogDescription ?? description,
      siteName: request.center.profile.name,
      locale: request.locale === 'nl' ? 'nl_NL' : 'en_GB',
      url: absoluteUrl(request.origin, request.locale, page.path),
      ...(image ? { images: [{ url: image }] } : {}),
      ...(article && page.publishedAt ? { publishedTime: page.publishedAt } : {}),
      ...(article && page.updatedAt ? { modifiedTime: page.updatedAt } : {}),
    },
  };
}

/**
 * A content page in the request's language or, when an English visitor asks for a page that exists only in Dutch,
 * the Dutch original (`original: true`). The English site is reached through Accept-Language too, so a Dutch link
 * opened by an English browser lands on /en/<path>: that must show the page, not a 404. The caller marks the
 * content as Dutch, and contentPageMetadata with the Dutch request makes the Dutch URL canonical.
 */
export async function findContentPage(
  request: PublicRequest,
  pageType: PageType,
  slug: string,
): Promise<{ page: PublicContentPage; original: boolean; metadataRequest: PublicRequest } | null> {
  const page = await getContentPage(request.key, request.locale, pageType, slug);
  if (page) return { page, original: false, metadataRequest: request };
  if (request.locale === 'nl') return null;
  const dutch = await getContentPage(request.key, 'nl', pageType, slug);
  return dutch ? { page: dutch, original: true, metadataRequest: { ...request, locale: 'nl' } } : null;
}

type SlugParams = Promise<{ center: string; locale: string; slug: string }>;

/**
 * generateMetadata of a content route by its slug (`/[slug]`, `/nieuws/[slug]`): the page's metadata, canonical on
 * the Dutch URL when the Dutch original stands in (findContentPage); nothing for an unknown page, which the page
 * itself turns into a 404.
 */
export async function slugPageMetadata(params: SlugParams, pageType: PageType): Promise<Metadata> {
  const [request, { slug }] = await Promise.all([publicRequest(params), params]);
  if (!request || !SLUG_PATTERN.test(slug)) return {};
  const found = await findContentPage(request, pageType, slug);
  if (!found) return {};
  const { page, metadataRequest } = found;
  return contentPageMetadata(metadataRequest, page, found.original ? {} : await translationsOf(request, page.path, page));
}

/**
 * The page a content route by its slug renders, with its request: a malformed slug, another center's page or a
 * page in neither language is a 404. `original`: the Dutch page shown to an English visitor, which the screen
 * marks as Dutch under the "only in Dutch" notice.
 */
export async function requireSlugPage(
  params: SlugParams,
  pageType: PageType,
): Promise<{ request: PublicRequest; page: PublicContentPage; original: boolean }> {
  const [request, { slug }] = await Promise.all([requirePublicRequest(params), params]);
  if (!SLUG_PATTERN.test(slug)) notFound();
  const found = await findContentPage(request, pageType, slug);
  if (!found) notFound();
  return { request, page: found.page, original: found.original };
}
