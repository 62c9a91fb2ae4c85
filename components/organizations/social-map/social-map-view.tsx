/**
 * /sociale-kaart's body: the GET search form, the number found, the server-rendered list of cards with its pager
 * (complete without JavaScript, and what crawlers follow), and the map of the whole search as an enhancement:
 * beside the list on a wide screen, a tab on a phone.
 */
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PublicPager } from '@/components/shell/public-pager';
import { focusRing, linkClass } from '@/components/ui/styles';
import { webEnv } from '@/lib/server/env';
import type { PublicRequest } from '@/lib/server/content/public-page';
import type { SocialMapSearch } from '@/lib/server/social-map/public-api';
import { localizedPath } from '@/lib/shared/content/seo';
import {
  SOCIAL_MAP_PATH,
  type SocialMapFilters,
  hasActiveFilters,
  socialMapHref,
  socialMapPageCount,
  socialMapSearchParams,
  wholeAreaSearch,
} from '@/lib/shared/social-map/filters';
import type { SocialMapLookups } from '@/lib/shared/social-map/organization';
import { ListMapTabs } from './list-map-tabs';
import { MapLoader } from './map-loader';
import { OrganizationCard } from './organization-card';
import { SocialMapSearchForm } from './search-form';

interface Props {
  request: PublicRequest;
  filters: SocialMapFilters;
  result: SocialMapSearch;
  lookups: SocialMapLookups;
}

const LIST_ID = 'social-map-results';

export async function SocialMapView({ request, filters, result, lookups }: Props) {
  const t = await getTranslations('socialMap');
  const base = localizedPath(request.locale, SOCIAL_MAP_PATH);
  const styleUrl = webEnv.MAP_STYLE_URL;
  const markerQuery = socialMapSearchParams({ ...filters, page: 1 }).toString();
  const markersUrl = `${localizedPath(request.locale, `${SOCIAL_MAP_PATH}/markers`)}${markerQuery ? `?${markerQuery}` : ''}`;
  const withoutArea = socialMapHref(wholeAreaSearch(filters));

  const list =
    result.ok && result.total > 0 ? (
      <>
        <ul id={LIST_ID} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" data-testid="social-map-results">
          {result.items.map((o) => (
            <li key={o.id}>
              <OrganizationCard organization={o} href={`${SOCIAL_MAP_PATH}/${o.id}`} />
            </li>
          ))}
        </ul>
        <PublicPager
          current={filters.page}
          total={socialMapPageCount(result.total)}
          hrefOf={(page) => socialMapHref({ ...filters, page })}
        />
      </>
    ) : result.ok ? (
      <EmptyState title={t('results.noResults')} description={t('results.noResultsHint')}>
        {hasActiveFilters(filters) ? (
          <p className="mt-2">
            <a href={base} className={`font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`}>
              {t('search.clear')}
            </a>
          </p>
        ) : null}
      </EmptyState>
    ) : null;

  return (
    <div className="mt-6 space-y-6">
      <SocialMapSearchForm action={base} filters={filters} lookups={lookups} clearHref={base} />
      {!result.ok ? (
        <Alert role="alert" tone="error">
          {result.parameter === 'filter[postal_code]' ? t('results.postalCodeUnknown') : t('results.invalidFilter')}
        </Alert>
      ) : null}
      <section aria-labelledby="social-map-results-heading">
        <h2 id="social-map-results-heading" className="sr-only">
          {t('results.list')}
        </h2>
        {result.ok ? (
          <p className="text-sm font-medium text-muted-700 dark:text-muted-300" data-testid="social-map-count" aria-live="polite">
            {t('results.count', { total: result.total })}
          </p>
        ) : null}
        {filters.bbox ? (
          <p className="mt-2 text-sm">
            {t('results.inArea')}{' '}
            <a href={localizedPath(request.locale, withoutArea)} className={linkClass}>
              {t('results.wholeArea')}
            </a>
          </p>
        ) : null}
        {styleUrl && result.ok ? (
          <ListMapTabs
            list={list}
            map={
              <MapLoader
                key={markersUrl}
                styleUrl={styleUrl}
                workerUrl={localizedPath(request.locale, '/vacancies/search/map-worker')}
                markersUrl={markersUrl}
                pageBase={localizedPath(request.locale, SOCIAL_MAP_PATH)}
                bbox={filters.bbox}
                areaBaseHref={withoutArea}
                listId={LIST_ID}
                label={t('map.label')}
              />
            }
          />
        ) : (
          <div className="mt-4">{list}</div>
        )}
      </section>
    </div>
  );
}
