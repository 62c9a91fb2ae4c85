/**
 * The vacancy bank's body, shared by /vacancies/search and /een-op-een-hulp (the latter fixed to p2p): the GET
 * search form, the result count, the results, the lazy map of this page's results and the pager.
 */
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PublicPager } from '@/components/shell/public-pager';
import type { PublicRequest } from '@/lib/server/content/public-page';
import { localizedPath } from '@/lib/shared/content/seo';
import { webEnv } from '@/lib/server/env';
import { type BankFilters, bankHref, hasActiveFilters, pageCount, type PublicVacancyType } from '@/lib/shared/vacancies/filters';
import { listAgeGroups, type SearchResult } from '@/lib/server/vacancies/public-api';
import { mapMarkers } from '@/lib/shared/vacancies/public-vacancy';
import { ResultsMapLoader } from './results-map-loader';
import { SearchForm } from './search-form';
import { VacancyCard } from './vacancy-card';

interface Props {
  request: PublicRequest;
  basePath: string;
  filters: BankFilters;
  result: SearchResult;
  /** Types a visitor may pick; empty when the page is fixed to one type. */
  types?: readonly PublicVacancyType[];
  typeLabels: Record<PublicVacancyType, string>;
}

export async function BankView({ request, basePath, filters, result, types, typeLabels }: Props) {
  const [t, ageGroups] = await Promise.all([getTranslations('vacancyBank'), listAgeGroups(request.center, request.locale)]);
  const includeTypes = types === undefined || types.length > 0;
  const markers = mapMarkers(result.items, (v) => localizedPath(request.locale, `/vacancies/search/${v.id}`));
  const styleUrl = webEnv.MAP_STYLE_URL;
  const pages = pageCount(result.total);
  const clearHref = localizedPath(request.locale, basePath);
  return (
    <div className="mt-6 space-y-6">
      <SearchForm action={clearHref} filters={filters} ageGroups={ageGroups} types={types} typeLabels={typeLabels} clearHref={clearHref} />
      {!result.ok ? (
        <Alert role="alert" tone="error">
          {result.parameter === 'filter[postal_code]' ? t('results.postalCodeUnknown') : t('results.invalidFilter')}
        </Alert>
      ) : null}
      <section aria-labelledby="bank-results-heading">
        <h2 id="bank-results-heading" className="sr-only">
          {t('results.list')}
        </h2>
        {result.ok && result.total > 0 ? (
          <>
            <p className="text-sm font-medium text-muted-700 dark:text-muted-300" data-testid="bank-count">
              {t('results.count', { total: result.total })}
            </p>
            <div className="mt-4 flex flex-col gap-6 lg:flex-row-reverse lg:items-start">
              {styleUrl && markers.length ? (
                <div className="lg:sticky lg:top-4 lg:w-2/5">
                  <ResultsMapLoader
                    styleUrl={styleUrl}
                    workerUrl={localizedPath(request.locale, '/vacancies/search/map-worker')}
                    markers={markers}
                    label={t('map.label')}
                  />
                </div>
              ) : null}
              <ul className="grid flex-1 gap-4 sm:grid-cols-2" data-testid="bank-results">
                {result.items.map((v) => (
                  <li key={v.id}>
                    <VacancyCard vacancy={v} typeLabel={typeLabels[v.vacancyType]} />
                  </li>
                ))}
              </ul>
            </div>
            <PublicPager
              current={filters.page}
              total={pages}
              hrefOf={(page) => bankHref(basePath, { ...filters, page }, { includeTypes })}
            />
          </>
        ) : result.ok ? (
          <EmptyState title={t('results.noResults')} description={t('results.noResultsHint')}>
            {hasActiveFilters(filters, { includeTypes }) ? (
              <p className="mt-2">
                <a href={clearHref} className={`font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`}>
                  {t('search.clear')}
                </a>
              </p>
            ) : null}
          </EmptyState>
        ) : null}
      </section>
    </div>
  );
}
