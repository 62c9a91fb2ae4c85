/**
 * The user's saved searches on /profiel: name, criteria, how often alerts come (changed in place), open on the
 * bank, delete. Form actions without client script; the page loads the list.
 */
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { linkClass } from '@/components/ui/styles';
import type { VacancyType } from '@/domain/vacancies';
import { SAVED_SEARCH_FREQUENCIES } from '@/domain/saved-searches';
import { Link } from '@/lib/shared/i18n/navigation';
import { changeFrequencyAction, deleteSavedSearchAction } from '@/lib/server/saved-searches/actions';
import { bankQueryString, type SavedSearchView } from '@/lib/shared/saved-searches/api';
import { summarizeQuery } from '@/lib/shared/saved-searches/summary';

interface Props {
  searches: SavedSearchView[];
  typeLabels: Record<VacancyType, string>;
  /** What the last action did (the actions redirect with ?zoekopdracht=…). */
  notice?: 'bewaard' | 'gewijzigd' | 'verwijderd';
}

export async function SavedSearchList({ searches, typeLabels, notice }: Props) {
  const t = await getTranslations('savedSearches');
  const tSummary = await getTranslations('savedSearches.summary');
  return (
    <section
      id="zoekopdrachten"
      aria-labelledby="saved-searches-title"
      className="rounded-xl border border-muted-200 bg-surface p-5 shadow-sm sm:p-6 dark:border-muted-800"
    >
      <h2 id="saved-searches-title" className="font-heading text-xl font-semibold">
        {t('list.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{t('list.intro')}</p>
      {notice ? (
        <p role="status" className="mt-3 rounded-md bg-muted-50 p-3 text-sm dark:bg-muted-900">
          {t(`list.notices.${notice}`)}
        </p>
      ) : null}
      {searches.length ? (
        <ul className="mt-4 divide-y divide-muted-200 dark:divide-muted-800" data-testid="saved-searches">
          {searches.map((search) => {
            const query = bankQueryString(search.query);
            return (
              <li key={search.id} className="grid gap-3 py-4 md:grid-cols-[1fr_auto] md:items-center">
                <div className="min-w-0">
                  <h3 className="font-medium break-words">{search.name}</h3>
                  <p className="text-sm break-words text-muted-700 dark:text-muted-300">
                    {summarizeQuery(search.query, tSummary, typeLabels)}
                  </p>
                  <p className="mt-1 text-sm">
                    <Link href={`/vacancies/search${query ? `?${query}` : ''}`} className={linkClass}>
                      {t('list.open')}
                      <span className="sr-only"> {search.name}</span>
                    </Link>
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <form action={changeFrequencyAction} className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={search.id} />
                    <div>
                      <label htmlFor={`frequency-${search.id}`} className="block text-xs font-medium">
                        {t('list.frequency')}
                        <span className="sr-only"> {search.name}</span>
                      </label>
                      <Select id={`frequency-${search.id}`} name="frequency" defaultValue={search.frequency} className="mt-1 w-auto">
                        {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                          <option key={frequency} value={frequency}>
                            {t(`frequencies.${frequency}`)}
                          </option>
                        ))}
                      </Select>
                    </div>
                    <Button type="submit" variant="outline" size="md">
                      {t('list.save')}
                      <span className="sr-only"> {search.name}</span>
                    </Button>
                  </form>
                  <form action={deleteSavedSearchAction}>
                    <input type="hidden" name="id" value={search.id} />
                    <Button type="submit" variant="dangerOutline" size="md">
                      {t('list.delete')}
                      <span className="sr-only"> {search.name}</span>
                    </Button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-4 text-sm">
          {t('list.empty')}{' '}
          <Link href="/vacancies/search" className={linkClass}>
            {t('list.toBank')}
          </Link>
        </p>
      )}
    </section>
  );
}
