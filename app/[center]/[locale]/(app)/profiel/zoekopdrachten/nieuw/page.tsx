/**
 * /profiel/zoekopdrachten/nieuw?<the bank's query>: saves a search of the vacancy bank (the bank links here, so the
 * public bank needs no session). Signed out, the visitor signs in first and comes back to the same search.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SaveSearchForm } from '@/components/saved-searches/save-search-form';
import { sectionClass } from '@/components/profile/form-styles';
import { VACANCY_TYPES, type VacancyType } from '@/domain/vacancies';
import { bankQueryString, queryOfFilters } from '@/lib/shared/saved-searches/api';
import { summarizeQuery } from '@/lib/shared/saved-searches/summary';
import { parseBankFilters, type SearchParamsRecord } from '@/lib/shared/vacancies/filters';
import { type PageParams, signedInPage } from '../../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'savedSearches.form' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function NewSavedSearchPage({
  params,
  searchParams,
}: {
  params: PageParams;
  searchParams: Promise<SearchParamsRecord>;
}) {
  const query = queryOfFilters(parseBankFilters(await searchParams));
  const search = bankQueryString(query);
  await signedInPage(params, `/profiel/zoekopdrachten/nieuw${search ? `?${search}` : ''}`);
  const t = await getTranslations('savedSearches');
  const tTypes = await getTranslations('vacancyBank.types');
  const typeLabels = Object.fromEntries(VACANCY_TYPES.map((type) => [type, tTypes(type)])) as Record<VacancyType, string>;
  const summary = summarizeQuery(query, await getTranslations('savedSearches.summary'), typeLabels);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('form.title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('form.intro')}</p>
      </header>
      <section aria-labelledby="saved-search-criteria" className={sectionClass}>
        <h2 id="saved-search-criteria" className="font-heading text-lg font-semibold">
          {t('form.criteria')}
        </h2>
        <p className="mt-1 text-sm break-words" data-testid="saved-search-summary">
          {summary}
        </p>
      </section>
      <section aria-label={t('form.title')} className={sectionClass}>
        <SaveSearchForm query={query} defaultName={(query.q ?? summary).slice(0, 100)} />
      </section>
    </div>
  );
}
