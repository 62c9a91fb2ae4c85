'use client';

/**
 * The organizations list: search (name or city), filters (type, and status for center staff), sortable columns,
 * per-page selector and pagination. The list state lives in the URL (useListState); data through TanStack Query.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Search } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { useListState } from '@/components/data-table/use-list-state';
import { controlClass } from '@/components/organizations/form-controls';
import { StatusBadge } from '@/components/organizations/status-badge';
import { type CenterRef, useBrowserApi } from '@/components/organizations/use-browser-api';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { focusRing } from '@/components/shell/styles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, isOrganizationStatus } from '@/lib/shared/organizations/status';
import { type OrganizationView, toOrganizationView } from '@/lib/shared/organizations/view';

const SPEC: ListSpec = { sorts: ['name', 'created_at', 'status'], defaultSort: 'name', filters: ['type', 'status'] };
const linkClass = `font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`;
const actionLinkClass = `inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-medium ${focusRing}`;

export function OrganizationsListClient({ center, staff }: { center: CenterRef; staff: boolean }) {
  const t = useTranslations('organizations.list');
  const tTypes = useTranslations('organizations.types');
  const tStatus = useTranslations('organizations.status');
  const format = useFormatter();
  const api = useBrowserApi(center);
  const [state, update] = useListState(SPEC);
  const [search, setSearch] = useState(state.query);
  const [shownQuery, setShownQuery] = useState(state.query);
  // Keep the box in step when the URL changes (back button, a cleared search).
  if (shownQuery !== state.query) {
    setShownQuery(state.query);
    setSearch(state.query);
  }
  const ids = { search: useId(), type: useId(), status: useId() };

  const type = (ORGANIZATION_TYPES as readonly string[]).includes(state.filters.type ?? '') ? state.filters.type : undefined;
  const status = staff && isOrganizationStatus(state.filters.status) ? state.filters.status : undefined;

  const query = useQuery({
    queryKey: ['organizations', 'list', center.id, { ...state, filters: { type, status } }],
    queryFn: async ({ signal }) => {
      const doc = await api.get(
        '/api/v1/organizations',
        {
          include: ['address'],
          query: state.query || undefined,
          filter: { organizationTypeEq: type, statusEq: status },
          sort: state.sort,
          page: { size: state.perPage, number: state.page },
        },
        { signal },
      );
      const data = Array.isArray(doc.data) ? doc.data : [];
      return { rows: data.map(toOrganizationView), total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

  const columns: ColumnDef<OrganizationView>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      meta: { sortField: 'name' },
      cell: ({ row }) => (
        <Link href={`/organizations/${row.original.id}`} className={linkClass}>
          {row.original.name}
        </Link>
      ),
    },
    { id: 'type', header: t('columns.type'), cell: ({ row }) => tTypes(row.original.organizationType) },
    { id: 'city', header: t('columns.city'), cell: ({ row }) => row.original.city ?? '—' },
    { id: 'status', header: t('columns.status'), meta: { sortField: 'status' }, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      meta: { sortField: 'created_at' },
      cell: ({ row }) => (row.original.createdAt ? format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium' }) : '—'),
    },
  ];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ query: search.trim() });
  };
  const setFilter = (key: 'type' | 'status', value: string) => update({ filters: { ...state.filters, [key]: value } });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{staff ? t('introStaff') : t('intro')}</p>
        </div>
        {staff ? (
          <div className="flex flex-wrap gap-2">
            <Link href="/organizations/approve" className={`${actionLinkClass} border border-primary-600 text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-primary-950`}>
              {t('approveQueue')}
            </Link>
            <Link href="/organizations/add" className={`${actionLinkClass} bg-primary-700 text-primary-foreground hover:bg-primary-800`}>
              <Plus aria-hidden className="size-4" />
              {t('add')}
            </Link>
          </div>
        ) : null}
      </header>

      <div className="flex flex-wrap items-end gap-4">
        <form role="search" aria-label={t('searchLabel')} onSubmit={onSearch} className="flex min-w-64 flex-1 items-end gap-2">
          <div className="flex-1 space-y-1.5">
            <label htmlFor={ids.search} className="block text-sm font-medium">
              {t('searchLabel')}
            </label>
            <Input id={ids.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('searchPlaceholder')} />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden className="size-4" />
            {t('search')}
          </Button>
        </form>
        <div className="space-y-1.5">
          <label htmlFor={ids.type} className="block text-sm font-medium">
            {t('filterType')}
          </label>
          <select id={ids.type} value={type ?? ''} onChange={(e) => setFilter('type', e.target.value)} className={controlClass}>
            <option value="">{t('allTypes')}</option>
            {ORGANIZATION_TYPES.map((value) => (
              <option key={value} value={value}>
                {tTypes(value)}
              </option>
            ))}
          </select>
        </div>
        {staff ? (
          <div className="space-y-1.5">
            <label htmlFor={ids.status} className="block text-sm font-medium">
              {t('filterStatus')}
            </label>
            <select id={ids.status} value={status ?? ''} onChange={(e) => setFilter('status', e.target.value)} className={controlClass}>
              <option value="">{t('allStatuses')}</option>
              {ORGANIZATION_STATUSES.filter((s) => s !== 'deleted').map((value) => (
                <option key={value} value={value}>
                  {tStatus(value)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      {query.isError ? (
        <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : null}

      <div>
        <DataTable
          caption={t('caption')}
          columns={columns}
          data={query.data?.rows ?? []}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          loading={query.isFetching}
          emptyMessage={state.query || type || status ? t('noResults') : t('empty')}
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
