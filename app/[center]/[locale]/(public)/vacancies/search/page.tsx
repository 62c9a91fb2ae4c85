/**
 * The public vacancy bank: server-rendered from the URL's filters (a GET form writes them), so every search is a
 * shareable, crawlable address. Filtered variants point their canonical at the unfiltered bank page of the same
 * number; page N itself is canonical so crawlers follow the pages.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { BankView } from '@/components/vacancies/bank/bank-view';
import { SaveSearchLink } from '@/components/saved-searches/save-search-link';
import { bankQueryString, queryOfFilters } from '@/lib/shared/saved-searches/api';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { bankSearchParams, hasActiveFilters, pageCount, parseBankFilters, type SearchParamsRecord } from '@/lib/shared/vacancies/filters';
import { feedAlternates } from '@/lib/shared/feeds/addresses';
import { choosableTypes, requestTypeLabels } from '@/lib/server/vacancies/page-labels';
import { searchPublicVacancies } from '@/lib/server/vacancies/public-api';

// With a query only (a search, a page number, a month): proxy.ts sends the plain address to the cached copy in
// %5Fcached (docs/architecture.md "Cached public pages"). This one reads the query, so it renders per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;
type SearchParams = Promise<SearchParamsRecord>;

const BASE = '/vacancies/search';

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const filters = parseBankFilters(await searchParams);
  const t = await getTranslations({ locale: request.locale, namespace: 'vacancyBank' });
  const path = filters.page > 1 ? `${BASE}?page=${filters.page}` : BASE;
  const metadata = fixedPageMetadata(request, {
    title: filters.page > 1 ? t('titlePage', { page: filters.page }) : t('title'),
    description: t('description', { name: request.center.profile.name }),
    path,
    translations: await translationsOf(request, path),
  });
  // Auto-discovery of the open feeds with this search's filters (docs/api.md#open-feeds).
  const feeds = await getTranslations({ locale: request.locale, namespace: 'openData' });
  const name = request.center.profile.name;
  const query = bankSearchParams({ ...filters, page: 1 });
  metadata.alternates = {
    ...metadata.alternates,
    types: feedAlternates(
      request.origin,
      'vacancies',
      request.locale,
      { rss: feeds('vacanciesRss', { name }), json: feeds('vacanciesJson', { name }) },
      query,
    ),
  };
  // Every filter combination is reachable, but only the plain pages are worth an index entry.
  return hasActiveFilters(filters) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function VacancyBankPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const request = await requirePublicRequest(params);
  const filters = parseBankFilters(await searchParams);
  const [t, result, labels] = await Promise.all([
    getTranslations('vacancyBank'),
    searchPublicVacancies(request.center, request.locale, filters),
    requestTypeLabels(request),
  ]);
  if (filters.page > 1 && filters.page > pageCount(result.total)) notFound();
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-8 sm:py-10">
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{t('intro')}</p>
        <BankView request={request} basePath={BASE} filters={filters} result={result} types={choosableTypes(request)} typeLabels={labels} />
        <SaveSearchLink query={bankQueryString(queryOfFilters(filters))} />
      </PageContainer>
    </div>
  );
}
