/**
 * The bank's search form: a plain GET form, so a search works without JavaScript and every result set has a URL
 * to share and crawl. The extra filters sit in a <details> that is open while any of them is set.
 */
import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/styles';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PostalCodeDistanceFields } from '@/components/ui/postal-code-distance-fields';
import { Select } from '@/components/ui/select';
import { BANK_SORTS, type BankFilters, DISTANCES_KM, type PublicVacancyType, VACANCY_TYPES } from '@/lib/shared/vacancies/filters';
import type { AgeGroup } from '@/lib/server/vacancies/public-api';

// A plain button: the shared primitive wires a click handler, which a server component cannot pass on.
const submitClass = `inline-flex h-10 items-center justify-center rounded-[var(--radius)] bg-primary-700 px-4 text-sm font-medium text-primary-foreground hover:bg-primary-800 ${focusRing}`;

interface Props {
  action: string;
  filters: BankFilters;
  ageGroups: AgeGroup[];
  /** Types a visitor may choose; none hides the choice (a page fixed to one type). */
  types?: readonly PublicVacancyType[];
  /** Label of each type (the tenant may call one-to-one help "burenhulp"). */
  typeLabels: Record<PublicVacancyType, string>;
  clearHref: string;
}

export async function SearchForm({ action, filters, ageGroups, types = VACANCY_TYPES, typeLabels, clearHref }: Props) {
  const t = await getTranslations('vacancyBank.search');
  const extraOpen = Boolean(
    (types.length && filters.vacancyTypes.length) ||
    filters.tag ||
    filters.ageGroupId ||
    filters.postalCode ||
    filters.startsFrom ||
    filters.startsUntil ||
    filters.sort,
  );
  return (
    <form
      role="search"
      aria-label={t('label')}
      method="get"
      action={action}
      className="rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-900"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="bank-q">{t('q')}</Label>
          <Input
            id="bank-q"
            type="search"
            name="q"
            defaultValue={filters.q ?? ''}
            placeholder={t('qPlaceholder')}
            maxLength={200}
            className="mt-1"
          />
        </div>
        <button type="submit" className={submitClass}>
          {t('submit')}
        </button>
      </div>
      <details open={extraOpen} className="mt-3">
        <summary className={`cursor-pointer py-2 text-sm font-medium text-primary-700 dark:text-primary-300 ${focusRing}`}>
          {t('filters')}
        </summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {types.length ? (
            <fieldset className="sm:col-span-2 lg:col-span-3">
              <legend className="text-sm font-medium">{t('types')}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
                {types.map((type) => (
                  <label key={type} className="inline-flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="vacancy_type"
                      value={type}
                      defaultChecked={filters.vacancyTypes.includes(type)}
                      className="size-4"
                    />
                    {typeLabels[type]}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <div>
            <Label htmlFor="bank-tag">{t('tag')}</Label>
            <Input id="bank-tag" name="tag" defaultValue={filters.tag ?? ''} maxLength={40} className="mt-1" />
          </div>
          <div>
            <Label htmlFor="bank-age">{t('ageGroup')}</Label>
            <Select id="bank-age" name="age_group_id" defaultValue={filters.ageGroupId ? String(filters.ageGroupId) : ''} className="mt-1">
              <option value="">{t('anyAgeGroup')}</option>
              {ageGroups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
          </div>
          <PostalCodeDistanceFields
            idPrefix="bank"
            postalCode={filters.postalCode}
            distanceKm={filters.distanceKm}
            distances={DISTANCES_KM}
            labels={{
              postalCode: t('postalCode'),
              postalCodeHint: t('postalCodeHint'),
              distance: t('distance'),
              anyDistance: t('anyDistance'),
              withinKm: (km) => t('distanceKm', { km }),
            }}
          />
          <div>
            <Label htmlFor="bank-from">{t('startsFrom')}</Label>
            <Input id="bank-from" type="date" name="starts_from" defaultValue={filters.startsFrom ?? ''} className="mt-1" />
          </div>
          <div>
            <Label htmlFor="bank-until">{t('startsUntil')}</Label>
            <Input id="bank-until" type="date" name="starts_until" defaultValue={filters.startsUntil ?? ''} className="mt-1" />
          </div>
          <div>
            <Label htmlFor="bank-sort">{t('sort')}</Label>
            <Select id="bank-sort" name="sort" defaultValue={filters.sort ?? ''} className="mt-1">
              <option value="">{t('sorts.default')}</option>
              {BANK_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sorts.${sort}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={submitClass}>
            {t('submit')}
          </button>
          <a href={clearHref} className={`text-sm font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`}>
            {t('clear')}
          </a>
        </div>
      </details>
    </form>
  );
}
