/**
 * One-to-one help (p2p requests), called "burenhulp" where the tenant says so: the vacancy bank fixed to the p2p
 * type. 404 where the tenant has no one-to-one help.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { BankView } from '@/components/vacancies/bank/bank-view';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { hasActiveFilters, pageCount, parseBankFilters, type SearchParamsRecord } from '@/lib/shared/vacancies/filters';
import { oneToOneLabel, publicFeatureEnabled } from '@/lib/shared/vacancies/labels';
import { requestTypeLabels } from '@/lib/server/vacancies/page-labels';
import { searchPublicVacancies } from '@/lib/server/vacancies/public-api';

// With a query only (a search, a page number, a month): proxy.ts sends the plain address to the cached copy in
// %5Fcached (docs/architecture.md "Cached public pages"). This one reads the query, so it renders per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;
type SearchParams = Promise<SearchParamsRecord>;

const BASE = '/een-op-een-hulp';

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request || !publicFeatureEnabled(request.center.tenantKey, 'oneToOneHelp')) return {};
  const filters = parseBankFilters(await searchParams, { vacancyTypes: ['p2p'] });
  const t = await getTranslations({ locale: request.locale, namespace: 'oneToOneHelp' });
  const label = oneToOneLabel(request.center.tenantKey);
  const path = filters.page > 1 ? `${BASE}?page=${filters.page}` : BASE;
  const metadata = fixedPageMetadata(request, {
    title: t(`title.${label}`),
    description: t(`description.${label}`, { name: request.center.profile.name }),
    path,
    translations: await translationsOf(request, path),
  });
  return hasActiveFilters(filters, { includeTypes: false }) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function OneToOneHelpPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const request = await requirePublicRequest(params);
  if (!publicFeatureEnabled(request.center.tenantKey, 'oneToOneHelp')) notFound();
  const filters = parseBankFilters(await searchParams, { vacancyTypes: ['p2p'] });
  const label = oneToOneLabel(request.center.tenantKey);
  const [t, result, labels] = await Promise.all([
    getTranslations('oneToOneHelp'),
    searchPublicVacancies(request.center, request.locale, filters),
    requestTypeLabels(request),
  ]);
  if (filters.page > 1 && filters.page > pageCount(result.total)) notFound();
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-8 sm:py-10">
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{t(`title.${label}`)}</h1>
        <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{t(`intro.${label}`)}</p>
        <BankView request={request} basePath={BASE} filters={filters} result={result} types={[]} typeLabels={labels} />
      </PageContainer>
    </div>
  );
}
