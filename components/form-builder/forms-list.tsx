'use client';

/**
 * The forms of /form_builder (and /content/forms, inside the content section): search by title, filters (access,
 * organization), submission counts, the new button. State in the URL (useListState), data through TanStack Query.
 * Organization superusers get only their organizations' forms from the API.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { FilterSelect } from '@/components/data-table/filter-select';
import { ListScreen, ListToolbar } from '@/components/data-table/list-screen';
import { SearchForm } from '@/components/data-table/search-form';
import { useListQuery } from '@/components/data-table/use-list-query';
import { dateCell } from '@/components/data-table/date-cell';
import { useSession } from '@/components/session/session-provider';
import { Badge } from '@/components/ui/badge';
import { actionLinkClass, linkClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { useOrganizationOptions } from '@/lib/browser/organizations/use-organization-options';
import { fetchForms, formBuilderKeys } from '@/lib/shared/form-builder/api';
import { FORM_ACCESS_PERMISSIONS, type FormView, isAccessPermission } from '@/lib/shared/form-builder/view';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';

const LIST_SPEC: ListSpec = { sorts: ['title', 'created_at'], defaultSort: '-created_at', filters: ['access', 'organization'] };

export function FormsList() {
  const t = useTranslations('formBuilder.list');
  const tAccess = useTranslations('formBuilder.access');
  const format = useFormatter();
  const api = useApi();
  const { viewer } = useSession();
  const { options: organizations } = useOrganizationOptions(viewer);
  const organizationName = new Map(organizations.map((o) => [o.id, o.name]));
  const list = useListQuery<FormView>(LIST_SPEC, (state) => {
    const access = isAccessPermission(state.filters.access) ? state.filters.access : undefined;
    const organizationId = /^\d+$/.test(state.filters.organization ?? '') ? state.filters.organization : undefined;
    return {
      key: formBuilderKeys.list(viewer?.id ?? '', { ...state, filters: { access, organizationId } }),
      fetch: (signal) =>
        fetchForms(
          api,
          { page: state.page, perPage: state.perPage, sort: state.sort, query: state.query, accessPermission: access, organizationId },
          signal,
        ),
    };
  });
  const { state, update, setFilter } = list;
  const access = isAccessPermission(state.filters.access) ? state.filters.access : '';
  const organization = state.filters.organization ?? '';

  const columns: ColumnDef<FormView>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      meta: { sortField: 'title' },
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link href={`/form_builder/${row.original.id}`} className={linkClass}>
            {row.original.title}
          </Link>
          {row.original.kind === 'contact' ? <Badge tone="info">{t('contactForm')}</Badge> : null}
          {!row.original.acceptingSubmissions ? <Badge tone="muted">{t('closed')}</Badge> : null}
        </span>
      ),
    },
    { id: 'access', header: t('columns.access'), cell: ({ row }) => tAccess(row.original.accessPermission) },
    {
      id: 'organization',
      header: t('columns.organization'),
      cell: ({ row }) =>
        row.original.organizationId ? (organizationName.get(row.original.organizationId) ?? t('organizationFallback')) : t('centerForm'),
    },
    {
      id: 'submissions',
      header: t('columns.submissions'),
      meta: { className: 'text-right tabular-nums' },
      cell: ({ row }) => (
        <Link
          href={`/form_builder/${row.original.id}/submissions`}
          className={linkClass}
          aria-label={t('submissionsOf', { count: row.original.submissionCount, title: row.original.title })}
        >
          {format.number(row.original.submissionCount)}
        </Link>
      ),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      meta: { sortField: 'created_at' },
      cell: ({ row }) => dateCell(format, row.original.createdAt, { dateStyle: 'medium' }),
    },
  ];

  return (
    <ListScreen
      list={list}
      title={t('title')}
      intro={t('intro')}
      action={
        <Link href="/form_builder/new" className={actionLinkClass}>
          <Plus aria-hidden className="size-4" />
          {t('new')}
        </Link>
      }
      toolbar={
        <ListToolbar>
          <SearchForm label={t('searchLabel')} submitLabel={t('search')} query={state.query} onSearch={(query) => update({ query })} />
          <FilterSelect
            label={t('filterAccess')}
            value={access}
            onChange={(value) => setFilter('access', value)}
            allLabel={t('allAccess')}
            options={FORM_ACCESS_PERMISSIONS.map((value) => ({ value, label: tAccess(value) }))}
          />
          {organizations.length > 0 ? (
            <FilterSelect
              label={t('filterOrganization')}
              value={organization}
              onChange={(value) => setFilter('organization', value)}
              allLabel={t('allOrganizations')}
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
            />
          ) : null}
        </ListToolbar>
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={state.query || access || organization ? t('noResults') : t('empty')}
      table={{ caption: t('caption'), columns, getRowId: (row) => row.id }}
    />
  );
}
