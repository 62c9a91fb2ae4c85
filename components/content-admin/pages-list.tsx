'use client';

/**
 * The pages list of /content/pages: search, filters (page type, published, locale), sortable columns and
 * pagination. The list state lives in the URL (useListState); data through TanStack Query.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { FilterSelect } from '@/components/data-table/filter-select';
import { ListScreen, ListToolbar } from '@/components/data-table/list-screen';
import { SearchForm } from '@/components/data-table/search-form';
import { useListQuery } from '@/components/data-table/use-list-query';
import { useApi } from '@/lib/browser/api/use-api';
import type { CenterRef } from '@/lib/shared/center/types';
import { Link } from '@/lib/shared/i18n/navigation';
import { actionLinkClass, linkClass } from '@/components/ui/styles';
import { Badge } from '@/components/ui/badge';
import type { ListSpec, ListState } from '@/lib/shared/list/list-state';
import { fetchPages, type PageListParams } from '@/lib/shared/content/api';
import { isPageType } from '@/domain/content';
import { PAGE_TYPES, type PageView } from '@/lib/shared/content/views';
import { dateCell } from '@/components/data-table/date-cell';

const LIST_SPEC: ListSpec = {
  sorts: ['title', 'updated_at', 'published_at', 'slug'],
  defaultSort: '-updated_at',
  filters: ['type', 'published', 'locale'],
};

/** The URL's filters that the API accepts; anything else is ignored rather than sent. */
function filtersOf(state: ListState, multiLanguage: boolean): Pick<PageListParams, 'type' | 'published' | 'locale'> {
  const { type, published, locale } = state.filters;
  return {
    type: isPageType(type) ? type : undefined,
    published: published === 'true' || published === 'false' ? published : undefined,
    locale: multiLanguage && (locale === 'nl' || locale === 'en') ? locale : undefined,
  };
}

export function PagesList({ center, multiLanguage }: { center: CenterRef; multiLanguage: boolean }) {
  const t = useTranslations('contentAdmin.pages');
  const tTypes = useTranslations('contentAdmin.pageTypes');
  const format = useFormatter();
  const api = useApi();
  const list = useListQuery<PageView>(LIST_SPEC, (state) => {
    const { type, published, locale } = filtersOf(state, multiLanguage);
    return {
      key: ['content', 'pages', center.id, { ...state, filters: { type, published, locale } }],
      fetch: (signal) =>
        fetchPages(
          api,
          { page: state.page, perPage: state.perPage, sort: state.sort, query: state.query, type, published, locale },
          signal,
        ),
    };
  });
  const { state, update, setFilter } = list;
  const { type, published, locale } = filtersOf(state, multiLanguage);

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
    {
      id: 'slug',
      header: t('columns.slug'),
      meta: { sortField: 'slug' },
      cell: ({ row }) => <code className="text-sm">{row.original.slug || t('homeSlug')}</code>,
    },
    { id: 'type', header: t('columns.type'), cell: ({ row }) => tTypes(row.original.pageType) },
    ...(multiLanguage
      ? [{ id: 'locale', header: t('columns.locale'), cell: ({ row }) => row.original.locale.toUpperCase() } satisfies ColumnDef<PageView>]
      : []),
    {
      id: 'published',
      header: t('columns.status'),
      cell: ({ row }) =>
        row.original.isPublished ? <Badge tone="success">{t('published')}</Badge> : <Badge tone="muted">{t('draft')}</Badge>,
    },
    {
      id: 'updatedAt',
      header: t('columns.updatedAt'),
      meta: { sortField: 'updated_at' },
      cell: ({ row }) => dateCell(format, row.original.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];

  return (
    <ListScreen
      list={list}
      title={t('title')}
      intro={t('intro')}
      action={
        <Link href="/content/pages/add" className={actionLinkClass}>
          <Plus aria-hidden className="size-4" />
          {t('add')}
        </Link>
      }
      toolbar={
        <ListToolbar>
          <SearchForm label={t('searchLabel')} submitLabel={t('search')} query={state.query} onSearch={(query) => update({ query })} />
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
        </ListToolbar>
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={state.query || type || published || locale ? t('noResults') : t('empty')}
      table={{ caption: t('caption'), columns, getRowId: (row) => row.id }}
    />
  );
}
