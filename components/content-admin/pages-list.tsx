'use client';

/**
 * The pages list of /content/pages: search, filters (page type, published, locale), sortable columns and
 * pagination. The list state lives in the URL (useListState); data through TanStack Query.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Search } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { FilterSelect } from '@/components/data-table/filter-select';
import { DataTable } from '@/components/data-table/data-table';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { Pagination } from '@/components/data-table/pagination';
import { useListState } from '@/components/data-table/use-list-state';
import { type CenterRef, useBrowserApi } from '@/components/organizations/use-browser-api';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';
import { actionLinkClass, badgeClass, linkClass } from './styles';
import { asList, PAGE_TYPES, type PageView, toPageView, totalOf } from './views';

const SPEC: ListSpec = { sorts: ['title', 'updated_at', 'published_at', 'slug'], defaultSort: '-updated_at', filters: ['type', 'published', 'locale'] };

export function PagesList({ center, multiLanguage }: { center: CenterRef; multiLanguage: boolean }) {
  const t = useTranslations('contentAdmin.pages');
  const tTypes = useTranslations('contentAdmin.pageTypes');
  const format = useFormatter();
  const api = useBrowserApi(center);
  const [state, update] = useListState(SPEC);
  const [search, setSearch] = useState(state.query);
  const [shownQuery, setShownQuery] = useState(state.query);
  if (shownQuery !== state.query) {
    setShownQuery(state.query);
    setSearch(state.query);
  }
  const ids = { search: useId() };
  const type = (PAGE_TYPES as readonly string[]).includes(state.filters.type ?? '') ? state.filters.type : undefined;
  const published = state.filters.published === 'true' || state.filters.published === 'false' ? state.filters.published : undefined;
  const locale = multiLanguage && (state.filters.locale === 'nl' || state.filters.locale === 'en') ? state.filters.locale : undefined;

  const query = useQuery({
    queryKey: ['content', 'pages', center.id, { ...state, filters: { type, published, locale } }],
    queryFn: async ({ signal }) => {
      const doc = await api.get(
        '/api/v1/pages',
        {
          filter: { pageType: type, isPublished: published, locale, q: state.query || undefined },
          sort: state.sort,
          page: { size: state.perPage, number: state.page },
        },
        { signal },
      );
      const rows = asList(doc.data).map(toPageView);
      return { rows, total: totalOf(doc.meta, rows.length) };
    },
    placeholderData: keepPreviousData,
  });

  const columns: ColumnDef<PageView>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      meta: { sortField: 'title' },
      cell: ({ row }) => (
        <Link href={`/content/pages/${row.original.id}`} className={linkClass}>
          {row.original.title}
        </Link>
      ),
    },
    { id: 'slug', header: t('columns.slug'), meta: { sortField: 'slug' }, cell: ({ row }) => <code className="text-sm">{row.original.slug || t('homeSlug')}</code> },
    { id: 'type', header: t('columns.type'), cell: ({ row }) => tTypes(row.original.pageType) },
    ...(multiLanguage ? [{ id: 'locale', header: t('columns.locale'), cell: ({ row }) => row.original.locale.toUpperCase() } satisfies ColumnDef<PageView>] : []),
    {
      id: 'published',
      header: t('columns.status'),
      cell: ({ row }) =>
        row.original.isPublished ? (
          <span className={`${badgeClass} bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100`}>{t('published')}</span>
        ) : (
          <span className={`${badgeClass} bg-muted-100 text-muted-900 dark:bg-muted-800 dark:text-muted-100`}>{t('draft')}</span>
        ),
    },
    {
      id: 'updatedAt',
      header: t('columns.updatedAt'),
      meta: { sortField: 'updated_at' },
      cell: ({ row }) => (row.original.updatedAt ? format.dateTime(new Date(row.original.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }) : '—'),
    },
  ];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ query: search.trim() });
  };
  const setFilter = (key: 'type' | 'published' | 'locale', value: string) => update({ filters: { ...state.filters, [key]: value } });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
        </div>
        <Link href="/content/pages/add" className={actionLinkClass}>
          <Plus aria-hidden className="size-4" />
          {t('add')}
        </Link>
      </header>

      <div className="flex flex-wrap items-end gap-4">
        <form role="search" aria-label={t('searchLabel')} onSubmit={onSearch} className="flex min-w-64 flex-1 items-end gap-2">
          <div className="flex-1 space-y-1.5">
            <label htmlFor={ids.search} className="block text-sm font-medium">
              {t('searchLabel')}
            </label>
            <Input id={ids.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden className="size-4" />
            {t('search')}
          </Button>
        </form>
        <FilterSelect
          label={t('filterType')}
          value={type}
          onChange={(value) => setFilter('type', value)}
          allLabel={t('allTypes')}
          options={PAGE_TYPES.map((value) => ({ value, label: tTypes(value) }))}
        />
        <FilterSelect
          label={t('filterPublished')}
          value={published}
          onChange={(value) => setFilter('published', value)}
          allLabel={t('allStatuses')}
          options={[
            { value: 'true', label: t('published') },
            { value: 'false', label: t('draft') },
          ]}
        />
        {multiLanguage ? (
          <FilterSelect
            label={t('filterLocale')}
            value={locale}
            onChange={(value) => setFilter('locale', value)}
            allLabel={t('allLocales')}
            options={[
              { value: 'nl', label: t('localeNl') },
              { value: 'en', label: t('localeEn') },
            ]}
          />
        ) : null}
      </div>

      {query.isError ? <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} /> : null}

      <div>
        <DataTable
          caption={t('caption')}
          columns={columns}
          data={query.data?.rows ?? []}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          loading={query.isFetching}
          emptyMessage={state.query || type || published || locale ? t('noResults') : t('empty')}
          getRowId={(row) => row.id}
        />
        <Pagination
          page={state.page}
          perPage={state.perPage}
          total={query.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          onPerPageChange={(perPage) => update({ perPage })}
        />
      </div>
    </div>
  );
}
