'use client';

/**
 * /vacancies: the organization's vacancies (organization superusers) or the whole center's (staff). Search,
 * filters (status, type, tag, organization for staff), server sort, per-page selector and pagination, all in
 * the URL. Rows can be selected for the bulk edit; each row offers the status changes it allows.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FilterSelect } from '@/components/data-table/filter-select';
import { actionLinkClass, linkClass, outlineActionLinkClass } from '@/components/ui/styles';
import { ListScreen, ListToolbar } from '@/components/data-table/list-screen';
import { SearchForm, useSearchText } from '@/components/data-table/search-form';
import { useListQuery } from '@/components/data-table/use-list-query';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSession } from '@/components/session/session-provider';
import { useApi } from '@/lib/browser/api/use-api';
import { useOrganizationOptions } from '@/lib/browser/organizations/use-organization-options';
import { fetchVacancies } from '@/lib/shared/vacancies/api';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec, ListState } from '@/lib/shared/list/list-state';
import { VacancyStatusActions } from './status-actions';
import { VacancyStatusBadge } from './status-badge';
import { dateCell } from '@/components/data-table/date-cell';
import { EXPIRING_WITHIN_DAYS } from '@/domain/dashboard';
import {
  isVacancyStatus,
  isVacancyType,
  VACANCY_STATUSES,
  VACANCY_TYPES,
  type VacancyView,
  vacancyKeys,
} from '@/lib/shared/vacancies/view';

const LIST_SPEC: ListSpec = {
  sorts: ['title', 'created_at', 'published_at', 'expires_at', 'status'],
  defaultSort: '-created_at',
  filters: ['status', 'type', 'organization', 'tag', 'expiring'],
};

/** The URL's filters that the API accepts; anything else is ignored rather than sent. */
function filtersOf(state: ListState) {
  return {
    status: isVacancyStatus(state.filters.status) ? state.filters.status : undefined,
    type: isVacancyType(state.filters.type) ? state.filters.type : undefined,
    organization: /^\d+$/.test(state.filters.organization ?? '') ? state.filters.organization : undefined,
    tag: state.filters.tag?.slice(0, 40),
    // The dashboard's "about to expire" (docs/domain.md#dashboard): the one period the list offers.
    expiringDays: state.filters.expiring === String(EXPIRING_WITHIN_DAYS) ? EXPIRING_WITHIN_DAYS : undefined,
  };
}

export function VacanciesList({ staff }: { staff: boolean }) {
  const t = useTranslations('vacancies.list');
  const tType = useTranslations('vacancies.types');
  const tStatus = useTranslations('vacancies.status');
  const tDashboard = useTranslations('dashboard.listFilters');
  const format = useFormatter();
  const api = useApi();
  const { viewer } = useSession();
  const organizations = useOrganizationOptions(viewer);
  const list = useListQuery<VacancyView>(LIST_SPEC, (state) => {
    const filters = filtersOf(state);
    return {
      key: vacancyKeys.list({ ...state, filters }),
      fetch: (signal) =>
        fetchVacancies(api, { page: state.page, perPage: state.perPage, sort: state.sort, query: state.query, ...filters }, signal),
    };
  });
  const { state, update, setFilter, rows } = list;
  const { status, type, organization, tag: tagFilter, expiringDays } = filtersOf(state);
  // The tag box is applied with the search, so it keeps its typed text the same way.
  const [tag, setTag] = useSearchText(state.filters.tag ?? '');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const tagId = useId();

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
    ...(staff
      ? [
          {
            id: 'organization',
            header: t('columns.organization'),
            cell: ({ row }: { row: { original: VacancyView } }) => row.original.organizationName,
          },
        ]
      : []),
    {
      id: 'status',
      header: t('columns.status'),
      meta: { sortField: 'status' },
      cell: ({ row }) => <VacancyStatusBadge status={row.original.status} />,
    },
    {
      id: 'expiresAt',
      header: t('columns.expiresAt'),
      meta: { sortField: 'expires_at' },
      cell: ({ row }) => dateCell(format, row.original.expiresAt),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/vacancies/${row.original.id}/edit`}
            className={`${linkClass} inline-flex items-center gap-1 text-sm`}
            aria-label={t('editLabel', { title: row.original.title })}
          >
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </Link>
          <VacancyStatusActions vacancy={row.original} />
        </div>
      ),
    },
  ];

  const bulkHref = `/vacancies/bulk-edit?ids=${[...selected].join(',')}`;

  return (
    <ListScreen
      list={list}
      title={t('title')}
      intro={staff ? t('introStaff') : t('intro')}
      action={
        <Link href="/vacancies/add" className={actionLinkClass}>
          <Plus aria-hidden className="size-4" />
          {t('add')}
        </Link>
      }
      toolbar={
        <ListToolbar>
          <SearchForm
            label={t('searchLabel')}
            submitLabel={t('search')}
            placeholder={t('searchPlaceholder')}
            query={state.query}
            onSearch={(query) => update({ query, filters: { ...state.filters, tag: tag.trim() } })}
          >
            <div className="w-40 space-y-1.5">
              <label htmlFor={tagId} className="block text-sm font-medium">
                {t('filterTag')}
              </label>
              <Input id={tagId} value={tag} maxLength={40} onChange={(e) => setTag(e.target.value)} />
            </div>
          </SearchForm>
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
          <FilterSelect
            label={tDashboard('expiry')}
            value={expiringDays === undefined ? undefined : String(expiringDays)}
            onChange={(value) => setFilter('expiring', value)}
            allLabel={tDashboard('anyExpiry')}
            options={[{ value: String(EXPIRING_WITHIN_DAYS), label: tDashboard('expiringWithin', { days: EXPIRING_WITHIN_DAYS }) }]}
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
        </ListToolbar>
      }
      notice={
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <span className="text-sm">{t('selected', { count: selected.size })}</span>
          {selected.size > 0 ? (
            <>
              <Link href={bulkHref} className={outlineActionLinkClass}>
                {t('bulkEdit', { count: selected.size })}
              </Link>
              <Button variant="tertiary" size="sm" onClick={() => setSelected(new Set())}>
                {t('clearSelection')}
              </Button>
            </>
          ) : null}
        </div>
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={state.query || status || type || organization || tagFilter ? t('noResults') : t('empty')}
      table={{ caption: t('caption'), columns, getRowId: (row) => row.id }}
    />
  );
}
