/**
 * The filters of /vrijwilligerspool: a plain GET form (works without script), rendered on the server with the texts
 * of the active language.
 */
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PostalCodeDistanceFields } from '@/components/ui/postal-code-distance-fields';
import { Select } from '@/components/ui/select';
import { POOL_AVAILABILITY, POOL_INTERESTS, POOL_LANGUAGES, POOL_SEARCH_DISTANCES_KM } from '@/domain/volunteer-pool';
import { Link } from '@/lib/shared/i18n/navigation';
import type { PoolFilters } from '@/lib/shared/volunteer-pool/api';

export async function PoolSearchForm({ filters }: { filters: PoolFilters }) {
  const t = await getTranslations('volunteerPool');
  const dayPart = (value: string) => {
    const [day, part] = value.split('_');
    return t('values.availability', { day: t(`values.days.${day}`), part: t(`values.dayParts.${part}`) });
  };
  return (
    <form
      method="get"
      action=""
      role="search"
      aria-label={t('search.filters')}
      className="rounded-xl border border-muted-200 bg-surface p-4 dark:border-muted-800"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <Label htmlFor="pool-q">{t('search.q')}</Label>
          <Input
            id="pool-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            aria-describedby="pool-q-hint"
            className="mt-1"
            maxLength={200}
          />
          <p id="pool-q-hint" className="mt-1 text-xs text-muted-700 dark:text-muted-300">
            {t('search.qHint')}
          </p>
        </div>
        <div>
          <Label htmlFor="pool-interest">{t('search.interest')}</Label>
          <Select id="pool-interest" name="interest" defaultValue={filters.interest ?? ''} className="mt-1">
            <option value="">{t('search.anyInterest')}</option>
            {POOL_INTERESTS.map((v) => (
              <option key={v} value={v}>
                {t(`values.interests.${v}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="pool-availability">{t('search.availability')}</Label>
          <Select id="pool-availability" name="availability" defaultValue={filters.availability ?? ''} className="mt-1">
            <option value="">{t('search.anyAvailability')}</option>
            {POOL_AVAILABILITY.map((v) => (
              <option key={v} value={v}>
                {dayPart(v)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="pool-language">{t('search.language')}</Label>
          <Select id="pool-language" name="language" defaultValue={filters.language ?? ''} className="mt-1">
            <option value="">{t('search.anyLanguage')}</option>
            {POOL_LANGUAGES.map((v) => (
              <option key={v} value={v}>
                {t(`values.languages.${v}`)}
              </option>
            ))}
          </Select>
        </div>
        <PostalCodeDistanceFields
          idPrefix="pool"
          postalCode={filters.postalCode}
          distanceKm={filters.distanceKm}
          distances={POOL_SEARCH_DISTANCES_KM}
          labels={{
            postalCode: t('search.postalCode'),
            postalCodeHint: t('search.postalCodeHint'),
            distance: t('search.distance'),
            anyDistance: t('search.anyDistance'),
            withinKm: (km) => t('search.withinKm', { km }),
          }}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit">{t('search.submit')}</Button>
        <Link href="/vrijwilligerspool" className="text-sm font-medium text-primary-700 underline underline-offset-2 dark:text-primary-300">
          {t('search.reset')}
        </Link>
      </div>
    </form>
  );
}
