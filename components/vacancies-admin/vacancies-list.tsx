'use client';

/**
 * /vacancies: the organization's vacancies (organization superusers) or the whole center's (staff). Search,
 * filters (status, type, tag, organization for staff), server sort, per-page selector and pagination, all in
 * the URL. Rows can be selected for the bulk edit; each row offers the status changes it allows.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Search } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { FilterSelect } from '@/components/data-table/filter-select';
import { DataTable } from '@/components/data-table/data-table';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { Pagination } from '@/components/data-table/pagination';
import { useListState } from '@/components/data-table/use-list-state';
import { actionLinkClass, linkClass } from './styles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useOrganizationOptions } from '@/components/users/use-organization-options';
import { useBrowserApi } from '@/components/users/use-users-api';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';
import { VacancyStatusActions } from './status-actions';
import { VacancyStatusBadge } from './status-badge';
import { isVacancyStatus, isVacancyType, VACANCY_STATUSES, VACANCY_TYPES, type VacancyView, toVacancyView, vacancyKeys } from './vacancy-view';

const SPEC: ListSpec = { sorts: ['title', 'created_at', 'published_at', 'expires_at', 'status'], defaultSort: '-created_at', filters: ['status', 'type', 'organization', 'tag'] };



export function VacanciesList({ staff }: { staff: boolean }) {
  const t = useTranslations('vacancies.list');
  const tType = useTranslations('vacancies.types');
  const tStatus = useTranslations('vacancies.status');
  const format = useFormatter();
  const api = useBrowserApi();
  const organizations = useOrganizationOptions();
  const [state, update] = useListState(SPEC);
  const [search, setSearch] = useState(state.query);
  const [tag, setTag] = useState(state.filters.tag ?? '');
  const [shown, setShown] = useState({ query: state.query, tag: state.filters.tag ?? '' });
  if (shown.query !== state.query || shown.tag !== (state.filters.tag ?? '')) {
    setShown({ query: state.query, tag: state.filters.tag ?? '' });
    setSearch(state.query);
    setTag(state.filters.tag ?? '');
  }
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const ids = { search: useId(), tag: useId() };

  const status = isVacancyStatus(state.filters.status) ? state.filters.status : undefined;
  const type = isVacancyType(state.filters.type) ? state.filters.type : undefined;
  const organization = /^\d+$/.test(state.filters.organization ?? '') ? state.filters.organization : undefined;
  const tagFilter = state.filters.tag?.slice(0, 40);

  const query = useQuery({
    queryKey: vacancyKeys.list({ ...state, filters: { status, type, organization, tag: tagFilter } }),
    queryFn: async ({ signal }) => {
      const doc = await api.get(
        '/api/v1/vacancies',
        {
          filter: { q: state.query || undefined, status, vacancyType: type, organizationId: organization, tag: tagFilter },
          sort: state.sort,
          page: { size: state.perPage, number: state.page },
        },
        { signal },
      );
      const data = Array.isArray(doc.data) ? doc.data : [];
      return { rows: data.map(toVacancyView), total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.rows ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: ColumnDef<VacancyView>[] = [
    {
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          aria-label={t('selectAll')}
          checked={allSelected}
          onChange={(e) => rows.forEach((r) => toggle(r.id, e.target.checked))}
          className="size-4 accent-primary-700"
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t('select', { title: row.original.title })}
          checked={selected.has(row.original.id)}
          onChange={(e) => toggle(row.original.id, e.target.checked)}
          className="size-4 accent-primary-700"
        />
      ),
      meta: { className: 'w-10' },
    },
    {
      id: 'title',
      header: t('columns.title'),
      meta: { sortField: 'title' },
      cell: ({ row }) => (
        <div className="space-y-1">
          <Link href={`/vacancies/${row.original.id}`} className={linkClass}>
            {row.original.title}
          </Link>
          {row.original.tags.length ? <p className="text-xs text-muted-800 dark:text-muted-200">{row.original.tags.join(', ')}</p> : null}
        </div>
      ),
    },
    { id: 'type', header: t('columns.type'), cell: ({ row }) => tType(row.original.vacancyType) },
    ...(staff ? [{ id: 'organization', header: t('columns.organization'), cell: ({ row }: { row: { original: VacancyView } }) => row.original.organizationName }] : []),
    { id: 'status', header: t('columns.status'), meta: { sortField: 'status' }, cell: ({ row }) => <VacancyStatusBadge status={row.original.status} /> },
    {
      id: 'expiresAt',
      header: t('columns.expiresAt'),
      meta: { sortField: 'expires_at' },
      cell: ({ row }) => (row.original.expiresAt ? format.dateTime(new Date(row.original.expiresAt), { dateStyle: 'medium' }) : '—'),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link href={`/vacancies/${row.original.id}/edit`} className={`${linkClass} inline-flex items-center gap-1 text-sm`} aria-label={t('editLabel', { title: row.original.title })}>
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </Link>
          <VacancyStatusActions vacancy={row.original} />
        </div>
      ),
    },
  ];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ query: search.trim(), filters: { ...state.filters, tag: tag.trim() } });
  };
  const setFilter = (key: string, value: string) => update({ filters: { ...state.filters, [key]: value } });
  const bulkHref = `/vacancies/bulk-edit?ids=${[...selected].join(',')}`;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{staff ? t('introStaff') : t('intro')}</p>
        </div>
        <Link href="/vacancies/add" className={`${actionLinkClass} bg-primary-700 text-primary-foreground hover:bg-primary-800`}>
          <Plus aria-hidden className="size-4" />
          {t('add')}
        </Link>
      </header>

      <div className="flex flex-wrap items-end gap-4">
        <form role="search" aria-label={t('searchLabel')} onSubmit={onSearch} className="flex min-w-64 flex-1 flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1 space-y-1.5">
            <label htmlFor={ids.search} className="block text-sm font-medium">
              {t('searchLabel')}
            </label>
            <Input id={ids.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('searchPlaceholder')} />
          </div>
          <div className="w-40 space-y-1.5">
            <label htmlFor={ids.tag} className="block text-sm font-medium">
              {t('filterTag')}
            </label>
            <Input id={ids.tag} value={tag} maxLength={40} onChange={(e) => setTag(e.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden className="size-4" />
            {t('search')}
          </Button>
        </form>
        <FilterSelect
          label={t('filterStatus')}
          value={status}
          onChange={(value) => setFilter('status', value)}
          allLabel={t('allStatuses')}
          options={VACANCY_STATUSES.map((value) => ({ value, label: tStatus(value) }))}
        />
        <FilterSelect
          label={t('filterType')}
          value={type}
          onChange={(value) => setFilter('type', value)}
          allLabel={t('allTypes')}
          options={VACANCY_TYPES.map((value) => ({ value, label: tType(value) }))}
        />
        {staff || organizations.options.length > 1 ? (
          <FilterSelect
            label={t('filterOrganization')}
            value={organization}
            onChange={(value) => setFilter('organization', value)}
            allLabel={t('allOrganizations')}
            options={organizations.options.map((o) => ({ value: String(o.id), label: o.name }))}
          />
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-3" aria-live="polite">
        <span className="text-sm">{t('selected', { count: selected.size })}</span>
        {selected.size > 0 ? (
          <>
            <Link href={bulkHref} className={`${actionLinkClass} border border-primary-600 text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-primary-950`}>
              {t('bulkEdit', { count: selected.size })}
            </Link>
            <Button variant="tertiary" size="sm" onClick={() => setSelected(new Set())}>
              {t('clearSelection')}
            </Button>
          </>
        ) : null}
      </div>

      {query.isError ? <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} /> : null}

      <div>
        <DataTable
          caption={t('caption')}
          columns={columns}
          data={rows}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          loading={query.isFetching}
          emptyMessage={state.query || status || type || organization || tagFilter ? t('noResults') : t('empty')}
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
