'use client';

/**
 * The organizations list: search (name or city), filters (type, and status for center staff), sortable columns,
 * per-page selector and pagination, in the admin lists' one shape (ListScreen).
 */
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { actionLinkClass, linkClass, outlineActionLinkClass } from '@/components/ui/styles';
import { StatusBadge } from '@/components/organizations/status-badge';
import { FilterSelect } from '@/components/data-table/filter-select';
import { ListScreen, ListToolbar } from '@/components/data-table/list-screen';
import { SearchForm } from '@/components/data-table/search-form';
import { useListQuery } from '@/components/data-table/use-list-query';
import { useApi } from '@/lib/browser/api/use-api';
import type { CenterRef } from '@/lib/shared/center/types';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec, ListState } from '@/lib/shared/list/list-state';
import { fetchOrganizations, organizationKeys } from '@/lib/shared/organizations/api';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, isOrganizationStatus } from '@/lib/shared/organizations/status';
import type { OrganizationView } from '@/lib/shared/organizations/view';
import { dateCell } from '@/components/data-table/date-cell';

const LIST_SPEC: ListSpec = { sorts: ['name', 'created_at', 'status'], defaultSort: 'name', filters: ['type', 'status'] };

/** The URL's filters that the API accepts; the status filter is center staff's only. */
function filtersOf(state: ListState, staff: boolean) {
  const type = (ORGANIZATION_TYPES as readonly string[]).includes(state.filters.type ?? '') ? state.filters.type : undefined;
  const status = staff && isOrganizationStatus(state.filters.status) ? state.filters.status : undefined;
  return { type, status };
}

export function OrganizationsList({ center, staff }: { center: CenterRef; staff: boolean }) {
  const t = useTranslations('organizations.list');
  const tTypes = useTranslations('organizations.types');
  const tStatus = useTranslations('organizations.status');
  const format = useFormatter();
  const api = useApi();
  const list = useListQuery<OrganizationView>(LIST_SPEC, (state) => {
    const filters = filtersOf(state, staff);
    return {
      key: organizationKeys.list(center.id, { ...state, filters }),
      fetch: (signal) =>
        fetchOrganizations(api, { page: state.page, perPage: state.perPage, sort: state.sort, query: state.query, ...filters }, signal),
    };
  });
  const { state, update, setFilter } = list;
  const { type, status } = filtersOf(state, staff);

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
    {
      id: 'status',
      header: t('columns.status'),
      meta: { sortField: 'status' },
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      meta: { sortField: 'created_at' },
      cell: ({ row }) => dateCell(format, row.original.createdAt),
    },
  ];

  return (
    <ListScreen
      list={list}
      title={t('title')}
      intro={staff ? t('introStaff') : t('intro')}
      action={
        staff ? (
          <div className="flex flex-wrap gap-2">
            <Link href="/organizations/approve" className={outlineActionLinkClass}>
              {t('approveQueue')}
            </Link>
            <Link href="/organizations/add" className={actionLinkClass}>
              <Plus aria-hidden className="size-4" />
              {t('add')}
            </Link>
          </div>
        ) : null
      }
      toolbar={
        <ListToolbar>
          <SearchForm
            label={t('searchLabel')}
            submitLabel={t('search')}
            placeholder={t('searchPlaceholder')}
            query={state.query}
            onSearch={(query) => update({ query })}
          />
          <FilterSelect
            label={t('filterType')}
            value={type}
            onChange={(value) => setFilter('type', value)}
            allLabel={t('allTypes')}
            options={ORGANIZATION_TYPES.map((value) => ({ value, label: tTypes(value) }))}
          />
          {staff ? (
            <FilterSelect
              label={t('filterStatus')}
              value={status}
              onChange={(value) => setFilter('status', value)}
              allLabel={t('allStatuses')}
              options={ORGANIZATION_STATUSES.filter((s) => s !== 'deleted').map((value) => ({ value, label: tStatus(value) }))}
            />
          ) : null}
        </ListToolbar>
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={state.query || type || status ? t('noResults') : t('empty')}
      table={{ caption: t('caption'), columns, getRowId: (row) => row.id }}
    />
  );
}
