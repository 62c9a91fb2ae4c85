'use client';

/**
 * The users list: search (name or e-mail), filters (organization, role, status), sort, page size and page in
 * the URL (useListState); data from GET /api/v1/users through /bff with TanStack Query. The API decides what
 * the viewer may see: a 403 shows the forbidden screen.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { UserPlus } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { FilterSelect } from '@/components/data-table/filter-select';
import { ListScreen } from '@/components/data-table/list-screen';
import { SearchField } from '@/components/data-table/search-form';
import { useListQuery } from '@/components/data-table/use-list-query';
import { useSession } from '@/components/session/session-provider';
import { actionLinkClass, linkClass } from '@/components/ui/styles';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { UserStatusBadge } from '@/components/users/status-badge';
import { useApi } from '@/lib/browser/api/use-api';
import { useOrganizationOptions } from '@/lib/browser/organizations/use-organization-options';
import { fetchUsers, userKeys } from '@/lib/shared/users/api';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';
import { ROLE_NAMES } from '@/lib/shared/session/types';
import { mayManageUsers } from '@/domain/users';
import { USER_STATUSES } from '@/lib/shared/users/rules';
import type { UserView } from '@/lib/shared/users/user-view';

const LIST_SPEC: ListSpec = {
  sorts: ['last_name', 'email', 'created_at', 'status'],
  defaultSort: 'last_name',
  filters: ['organization', 'role', 'status'],
};

const SEARCH_DELAY_MS = 300;
const column = createColumnHelper<UserView>();

export function UsersList() {
  const t = useTranslations('users.list');
  const tStatus = useTranslations('users.statuses');
  const tRoles = useTranslations('session.roles');
  const format = useFormatter();
  const { viewer } = useSession();
  const api = useApi();
  const { options: organizations } = useOrganizationOptions(viewer);
  const list = useListQuery<UserView>(LIST_SPEC, (state) => {
    const params = {
      page: state.page,
      perPage: state.perPage,
      sort: state.sort,
      query: state.query,
      organizationId: state.filters.organization,
      role: state.filters.role,
      status: state.filters.status,
    };
    return {
      key: userKeys.list(viewer?.id ?? '', params),
      fetch: (signal) => fetchUsers(api, params, signal),
      enabled: Boolean(viewer),
    };
  });
  const { state, update, setFilter, query } = list;
  // The search box updates the URL after a pause in typing; a URL change from elsewhere (back) resets it.
  const search = useCallback((text: string) => update({ query: text }), [update]);

  const columns = useMemo(
    () => [
      column.accessor('fullName', {
        header: () => t('columns.name'),
        meta: { sortField: 'last_name' },
        cell: (info) => (
          <Link href={`/users/${info.row.original.id}`} className={linkClass}>
            {info.row.original.lastName || info.row.original.firstName
              ? `${info.row.original.lastName}, ${info.row.original.firstName}`
              : info.getValue()}
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
        cell: (info) =>
          info
            .getValue()
            .map((o) => o.name)
            .join(', ') || '–',
      }),
      column.accessor('status', {
        header: () => t('columns.status'),
        meta: { sortField: 'status' },
        cell: (info) => <UserStatusBadge status={info.getValue()} />,
      }),
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

  const filtered = Boolean(state.query || Object.keys(state.filters).length);

  return (
    <ListScreen
      list={list}
      title={t('title')}
      intro={t('intro')}
      action={
        viewer && mayManageUsers(viewer) ? (
          <Link href="/users/add" className={actionLinkClass}>
            <UserPlus aria-hidden className="size-4" />
            {t('add')}
          </Link>
        ) : null
      }
      toolbar={
        <div role="search" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('filters')}>
          <SearchField
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            query={state.query}
            onSearch={search}
            delayMs={SEARCH_DELAY_MS}
          />
          <FilterSelect
            label={t('organization')}
            value={state.filters.organization}
            onChange={(value) => setFilter('organization', value)}
            allLabel={t('allOrganizations')}
            options={[
              ...organizations.map((o) => ({ value: o.id, label: o.name })),
              // A filter from a link (an organization's page) before the options arrive, or one the viewer cannot list.
              ...(state.filters.organization && !organizations.some((o) => o.id === state.filters.organization)
                ? [{ value: state.filters.organization, label: t('organizationNumber', { id: state.filters.organization }) }]
                : []),
            ]}
          />
          <FilterSelect
            label={t('role')}
            value={state.filters.role}
            onChange={(value) => setFilter('role', value)}
            allLabel={t('allRoles')}
            options={ROLE_NAMES.map((role) => ({ value: role, label: tRoles(role) }))}
          />
          <FilterSelect
            label={t('status')}
            value={state.filters.status}
            onChange={(value) => setFilter('status', value)}
            allLabel={t('allStatuses')}
            options={USER_STATUSES.map((status) => ({ value: status, label: tStatus(status) }))}
          />
        </div>
      }
      notice={
        filtered ? (
          <p>
            <button type="button" className={`text-sm ${linkClass}`} onClick={() => update({ query: '', filters: {} })}>
              {t('clearFilters')}
            </button>
          </p>
        ) : null
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={filtered ? t('noResults') : t('empty')}
      table={{ caption: t('caption'), columns, getRowId: (user) => user.id }}
    />
  );
}
