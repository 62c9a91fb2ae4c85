'use client';

/**
 * The users list: search (name or e-mail), filters (organization, role, status), sort, page size and page in
 * the URL (useListState); data from GET /api/v1/users through /bff with TanStack Query. The API decides what
 * the viewer may see: a 403 shows the forbidden screen.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { UserPlus } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { useListState } from '@/components/data-table/use-list-state';
import { useSession } from '@/components/session/session-provider';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { focusRing } from '@/components/shell/styles';
import { ForbiddenScreen } from '@/components/users/forbidden-screen';
import { selectClass } from '@/components/users/select-field';
import { UserStatusBadge } from '@/components/users/status-badge';
import { useOrganizationOptions } from '@/components/users/use-organization-options';
import { fetchUsers, userKeys, useBrowserApi, type UserListParams } from '@/components/users/use-users-api';
import { Input } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';
import { ROLE_NAMES } from '@/lib/shared/session/types';
import { canInviteUsers, USER_STATUSES } from '@/lib/shared/users/rules';
import type { UserView } from '@/lib/shared/users/user-view';

const LIST_SPEC: ListSpec = {
  sorts: ['last_name', 'email', 'created_at', 'status'],
  defaultSort: 'last_name',
  filters: ['organization', 'role', 'status'],
};

const SEARCH_DELAY_MS = 300;
const column = createColumnHelper<UserView>();
const linkClass = `font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`;

export function UsersListClient() {
  const t = useTranslations('users.list');
  const tStatus = useTranslations('users.statuses');
  const tRoles = useTranslations('session.roles');
  const format = useFormatter();
  const { viewer } = useSession();
  const api = useBrowserApi();
  const [state, update] = useListState(LIST_SPEC);
  const { options: organizations } = useOrganizationOptions();
  const ids = { search: useId(), organization: useId(), role: useId(), status: useId() };

  // The search box updates the URL after a pause in typing; a URL change from elsewhere (back) resets it.
  const [search, setSearch] = useState(state.query);
  const [shownQuery, setShownQuery] = useState(state.query);
  if (shownQuery !== state.query) {
    setShownQuery(state.query);
    setSearch(state.query);
  }
  useEffect(() => {
    if (search.trim() === state.query) return;
    const timer = setTimeout(() => update({ query: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.query, update]);

  const params: UserListParams = {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    query: state.query,
    organizationId: state.filters.organization,
    role: state.filters.role,
    status: state.filters.status,
  };
  const query = useQuery({
    queryKey: userKeys.list(viewer?.id ?? '', params),
    queryFn: ({ signal }) => fetchUsers(api, params, signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(viewer),
  });

  const columns = useMemo(
    () => [
      column.accessor('fullName', {
        header: () => t('columns.name'),
        meta: { sortField: 'last_name' },
        cell: (info) => (
          <Link href={`/users/${info.row.original.id}`} className={linkClass}>
            {info.row.original.lastName || info.row.original.firstName ? `${info.row.original.lastName}, ${info.row.original.firstName}` : info.getValue()}
          </Link>
        ),
      }),
      column.accessor('email', { header: () => t('columns.email'), meta: { sortField: 'email', className: 'break-all' } }),
      column.accessor('roles', {
        header: () => t('columns.roles'),
        cell: (info) => [...new Set(info.getValue().map((r) => tRoles(r.name)))].join(', ') || '–',
      }),
      column.accessor('organizations', {
        header: () => t('columns.organizations'),
        cell: (info) => info.getValue().map((o) => o.name).join(', ') || '–',
      }),
      column.accessor('status', { header: () => t('columns.status'), meta: { sortField: 'status' }, cell: (info) => <UserStatusBadge status={info.getValue()} /> }),
      column.accessor('createdAt', {
        header: () => t('columns.createdAt'),
        meta: { sortField: 'created_at', className: 'whitespace-nowrap' },
        cell: (info) => {
          const value = info.getValue();
          return value ? format.dateTime(new Date(value), { dateStyle: 'medium' }) : '–';
        },
      }),
    ],
    [t, tRoles, format],
  );

  if (query.error instanceof ApiRequestError && query.error.status === 403) return <ForbiddenScreen />;

  const setFilter = (key: string, value: string) => {
    const filters = { ...state.filters };
    if (value) filters[key] = value;
    else delete filters[key];
    update({ filters });
  };
  const filtered = Boolean(state.query || Object.keys(state.filters).length);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
        </div>
        {viewer && canInviteUsers(viewer) ? (
          <Link
            href="/users/add"
            className={`inline-flex h-10 items-center gap-2 rounded-md bg-primary-700 px-4 text-sm font-medium text-primary-foreground hover:bg-primary-800 ${focusRing}`}
          >
            <UserPlus aria-hidden className="size-4" />
            {t('add')}
          </Link>
        ) : null}
      </header>

      <div role="search" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('filters')}>
        <div className="space-y-1.5">
          <label htmlFor={ids.search} className="block text-sm font-medium">
            {t('search')}
          </label>
          <Input id={ids.search} type="search" value={search} placeholder={t('searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.organization} className="block text-sm font-medium">
            {t('organization')}
          </label>
          <select id={ids.organization} className={selectClass} value={state.filters.organization ?? ''} onChange={(e) => setFilter('organization', e.target.value)}>
            <option value="">{t('allOrganizations')}</option>
            {organizations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
            {state.filters.organization && !organizations.some((o) => o.id === state.filters.organization) ? (
              <option value={state.filters.organization}>{t('organizationNumber', { id: state.filters.organization })}</option>
            ) : null}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.role} className="block text-sm font-medium">
            {t('role')}
          </label>
          <select id={ids.role} className={selectClass} value={state.filters.role ?? ''} onChange={(e) => setFilter('role', e.target.value)}>
            <option value="">{t('allRoles')}</option>
            {ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {tRoles(role)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.status} className="block text-sm font-medium">
            {t('status')}
          </label>
          <select id={ids.status} className={selectClass} value={state.filters.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">{t('allStatuses')}</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tStatus(status)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {filtered ? (
        <p>
          <button type="button" className={`text-sm ${linkClass}`} onClick={() => { setSearch(''); update({ query: '', filters: {} }); }}>
            {t('clearFilters')}
          </button>
        </p>
      ) : null}

      {query.isError ? (
        <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : null}

      <div>
        <DataTable
          caption={t('caption')}
          columns={columns}
          data={query.data?.users ?? []}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          loading={query.isFetching}
          emptyMessage={filtered ? t('noResults') : t('empty')}
          getRowId={(user) => user.id}
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
