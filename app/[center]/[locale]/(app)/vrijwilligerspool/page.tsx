/**
 * /vrijwilligerspool: the center's volunteer pool as organization superusers and center staff search it
 * (docs/domain.md#volunteer-pool). A plain GET form, server-rendered results and page links: works without script.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { Alert } from '@/components/ui/alert';
import { PoolSearchForm } from '@/components/volunteer-pool/pool-search-form';
import { maySearchPool } from '@/domain/volunteer-pool';
import { getViewerApi } from '@/lib/server/session/viewer';
import { ApiRequestError } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import { POOL_PER_PAGE, poolSearchParams, searchPool } from '@/lib/shared/volunteer-pool/api';
import { centerHasPool, parsePoolFilters } from '@/lib/shared/volunteer-pool/filters';
import { type PageParams, signedInPage } from '../page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'volunteerPool.search' });
  return { title: t('metaTitle') };
}

export default async function VolunteerPoolPage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const { center, viewer } = await signedInPage(params, '/vrijwilligerspool');
  if (!centerHasPool(center.tenantKey) || !maySearchPool(viewer)) notFound();
  const t = await getTranslations('volunteerPool');
  const format = await getFormatter();
  const filters = parsePoolFilters(await searchParams);
  const api = await getViewerApi(viewer);
  let result: Awaited<ReturnType<typeof searchPool>> = { rows: [], total: 0 };
  let invalid = false;
  try {
    result = await searchPool(api, filters);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 400) throw error;
    invalid = true;
  }
  const pages = Math.max(1, Math.ceil(result.total / POOL_PER_PAGE));
  const hrefOf = (page: number) => {
    const query = poolSearchParams({ ...filters, page }).toString();
    return `/vrijwilligerspool${query ? `?${query}` : ''}`;
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('search.title')}</h1>
        <p className="mt-2 max-w-3xl text-muted-800 dark:text-muted-200">{t('search.intro')}</p>
      </header>
      <PoolSearchForm filters={filters} />
      {invalid ? <Alert tone="warning">{t('search.invalidFilter')}</Alert> : null}
      <section aria-labelledby="pool-results">
        <h2 id="pool-results" className="mb-3 text-lg font-semibold" aria-live="polite">
          {t('search.count', { count: result.total })}
        </h2>
        {result.rows.length === 0 ? (
          <EmptyState title={t('search.empty')} description={t('search.emptyHint')} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {result.rows.map((p) => (
              <li key={p.id} className="flex flex-col rounded-xl border border-muted-200 bg-surface p-4 shadow-sm dark:border-muted-800">
                <h3 className="font-heading text-lg font-semibold">
                  <Link
                    href={`/vrijwilligerspool/${p.id}`}
                    className="underline-offset-2 hover:underline"
                    aria-label={t('search.view', { name: p.displayName })}
                  >
                    {p.displayName}
                  </Link>
                </h3>
                <p className="text-sm text-muted-700 dark:text-muted-300">
                  {p.city ?? t('search.noCity')}
                  {p.distanceKm !== null
                    ? ` · ${t('search.distanceKm', { km: format.number(p.distanceKm, { maximumFractionDigits: 1 }) })}`
                    : ''}
                </p>
                {p.bio ? <p className="mt-2 line-clamp-3 text-sm">{p.bio}</p> : null}
                {p.interests.length ? (
                  <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('detail.interests')}>
                    {p.interests.map((i) => (
                      <li key={i}>
                        <Badge tone="info">{t(`values.interests.${i}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pager
          current={filters.page}
          total={pages}
          hrefOf={hrefOf}
          labels={{
            label: t('search.pager.label'),
            previous: t('search.pager.previous'),
            next: t('search.pager.next'),
            page: (page) => t('search.pager.page', { page }),
          }}
        />
      </section>
    </div>
  );
}
