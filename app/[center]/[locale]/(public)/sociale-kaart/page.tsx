/**
 * The social map: every organization of the center that shows itself on it, server-rendered from the URL's
 * search (a GET form writes it), so every search is a shareable, crawlable address and the list works without
 * JavaScript; the map is an enhancement. Filtered variants are not indexed; page N of the plain list is.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SocialMapView } from '@/components/organizations/social-map/social-map-view';
import { PageContainer } from '@/components/shell/site-shell';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { getSocialMapLookups, searchSocialMap } from '@/lib/server/social-map/public-api';
import {
  SOCIAL_MAP_PATH,
  type SearchParamsRecord,
  hasActiveFilters,
  parseSocialMapFilters,
  socialMapPageCount,
} from '@/lib/shared/social-map/filters';

// With a query only (a search, a page number, a month): proxy.ts sends the plain address to the cached copy in
// %5Fcached (docs/architecture.md "Cached public pages"). This one reads the query, so it renders per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;
type SearchParams = Promise<SearchParamsRecord>;

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const filters = parseSocialMapFilters(await searchParams);
  const t = await getTranslations({ locale: request.locale, namespace: 'socialMap' });
  const path = filters.page > 1 ? `${SOCIAL_MAP_PATH}?page=${filters.page}` : SOCIAL_MAP_PATH;
  const metadata = fixedPageMetadata(request, {
    title: filters.page > 1 ? t('titlePage', { page: filters.page }) : t('title'),
    description: t('description', { name: request.center.profile.name }),
    path,
    translations: await translationsOf(request, path),
  });
  return hasActiveFilters(filters) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function SocialMapPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const request = await requirePublicRequest(params);
  const filters = parseSocialMapFilters(await searchParams);
  const [t, result, lookups] = await Promise.all([
    getTranslations('socialMap'),
    searchSocialMap(request.key, request.locale, filters),
    getSocialMapLookups(request.key, request.locale),
  ]);
  if (filters.page > 1 && filters.page > socialMapPageCount(result.total)) notFound();
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-8 sm:py-10">
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{t('intro')}</p>
        <SocialMapView request={request} filters={filters} result={result} lookups={lookups} />
      </PageContainer>
    </div>
  );
}
