/**
 * The social map's search: a plain GET form, so it works without JavaScript and every result set has an address
 * to share and crawl. Words, the kind of organization, the kind of activity, and a distance from a postal code.
 * A new search covers the whole municipality again (the map's "search in this area" box is not carried over).
 */
import { getTranslations } from 'next-intl/server';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PostalCodeDistanceFields } from '@/components/ui/postal-code-distance-fields';
import { Select } from '@/components/ui/select';
import { focusRing } from '@/components/ui/styles';
import { SOCIAL_MAP_DISTANCES_KM, type SocialMapFilters } from '@/lib/shared/social-map/filters';
import type { SocialMapLookups } from '@/lib/shared/social-map/organization';

// A plain button: the shared primitive may wire a click handler, which a server component cannot pass on.
const submitClass = `inline-flex h-10 items-center justify-center rounded-[var(--radius)] bg-primary-700 px-4 text-sm font-medium text-primary-foreground hover:bg-primary-800 ${focusRing}`;

interface Props {
  action: string;
  filters: SocialMapFilters;
  lookups: SocialMapLookups;
  clearHref: string;
}

export async function SocialMapSearchForm({ action, filters, lookups, clearHref }: Props) {
  const t = await getTranslations('socialMap.search');
  return (
    <form
      role="search"
      aria-label={t('label')}
      method="get"
      action={action}
      className="rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-900"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor="social-map-q">{t('q')}</Label>
          <Input
            id="social-map-q"
            type="search"
            name="q"
            defaultValue={filters.q ?? ''}
            placeholder={t('qPlaceholder')}
            maxLength={200}
            className="mt-1"
          />
        </div>
        <div>
          <Label htmlFor="social-map-type">{t('type')}</Label>
          <Select
            id="social-map-type"
            name="type"
            defaultValue={filters.nonProfitTypeId ? String(filters.nonProfitTypeId) : ''}
            className="mt-1"
          >
            <option value="">{t('anyType')}</option>
            {lookups.nonProfitTypes.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="social-map-activity">{t('activity')}</Label>
          <Select
            id="social-map-activity"
            name="activity"
            defaultValue={filters.activityTypeId ? String(filters.activityTypeId) : ''}
            className="mt-1"
          >
            <option value="">{t('anyActivity')}</option>
            {lookups.activityTypes.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        </div>
        <PostalCodeDistanceFields
          idPrefix="social-map"
          postalCode={filters.postalCode}
          distanceKm={filters.distanceKm}
          distances={SOCIAL_MAP_DISTANCES_KM}
          labels={{
            postalCode: t('postalCode'),
            postalCodeHint: t('postalCodeHint'),
            distance: t('distance'),
            anyDistance: t('anyDistance'),
            withinKm: (km) => t('distanceKm', { km }),
          }}
        />
        <div className="flex flex-wrap items-center gap-4 self-start sm:col-span-2 lg:col-span-1 lg:mt-6">
          <button type="submit" className={submitClass}>
            {t('submit')}
          </button>
          <a href={clearHref} className={`text-sm font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`}>
            {t('clear')}
          </a>
        </div>
      </div>
    </form>
  );
}
