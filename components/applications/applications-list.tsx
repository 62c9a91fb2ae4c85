'use client';

/**
 * The applications the viewer may see (the API scopes them: own, their organizations', their students', or the
 * whole center for staff), with filters (state, vacancy), server sort and pagination in the URL. On a vacancy's
 * page the vacancy is fixed and the table is a section of that page.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { FilterSelect } from '@/components/data-table/filter-select';
import { linkClass } from '@/components/ui/styles';
import { ListScreen, ListToolbar } from '@/components/data-table/list-screen';
import { useListQuery } from '@/components/data-table/use-list-query';
import { useApi } from '@/lib/browser/api/use-api';
import { fetchApplications, fetchVacancyOptions } from '@/lib/shared/applications/api';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec, ListState } from '@/lib/shared/list/list-state';
import { APPLICATION_STATES, type ApplicationView, applicationKeys, isApplicationState } from '@/lib/shared/applications/view';
import { ApplicationStateBadge } from './state-badge';
import { dateCell } from '@/components/data-table/date-cell';
import { UNANSWERED_AFTER_DAYS } from '@/domain/dashboard';

const LIST_SPEC: ListSpec = {
  sorts: ['created_at', 'status', 'name', 'vacancy_title'],
  defaultSort: '-created_at',
  filters: ['status', 'vacancy', 'waiting'],
};

function useVacancyOptions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['applications-admin', 'vacancy-options'],
    enabled,
    retry: false,
    staleTime: 60_000,
    queryFn: ({ signal }) => fetchVacancyOptions(api, signal),
  });
}

export function ApplicationsList({ fixedVacancyId, canFilterVacancy = true }: { fixedVacancyId?: string; canFilterVacancy?: boolean }) {
  const t = useTranslations('applications.list');
  const tState = useTranslations('applications.states');
  const format = useFormatter();
  const api = useApi();
  const embedded = fixedVacancyId !== undefined;
  const vacancies = useVacancyOptions(!embedded && canFilterVacancy);
  const filtersOf = (state: ListState) => ({
    status: isApplicationState(state.filters.status) ? state.filters.status : undefined,
    vacancy: fixedVacancyId ?? (/^\d+$/.test(state.filters.vacancy ?? '') ? state.filters.vacancy : undefined),
    // The dashboard's "without an answer for more than a week" (docs/domain.md#dashboard): the one period offered.
    waitingDays: state.filters.waiting === String(UNANSWERED_AFTER_DAYS) ? UNANSWERED_AFTER_DAYS : undefined,
  });
  const list = useListQuery<ApplicationView>(LIST_SPEC, (state) => {
    const { status, vacancy, waitingDays } = filtersOf(state);
    return {
      key: applicationKeys.list({ ...state, filters: { status, vacancy, waiting: waitingDays } }),
      fetch: (signal) =>
        fetchApplications(api, { page: state.page, perPage: state.perPage, sort: state.sort, status, vacancy, waitingDays }, signal),
    };
  });
  const { state, setFilter } = list;
  const { status, vacancy, waitingDays } = filtersOf(state);
  const tDashboard = useTranslations('dashboard.listFilters');

  const columns: ColumnDef<ApplicationView>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      meta: { sortField: 'name' },
      cell: ({ row }) => (
        <Link href={`/applications/${row.original.id}`} className={linkClass}>
          {row.original.name || row.original.email}
        </Link>
      ),
    },
    ...(embedded
      ? []
      : [
          {
            id: 'vacancy',
            header: t('columns.vacancy'),
            meta: { sortField: 'vacancy_title' },
            cell: ({ row }: { row: { original: ApplicationView } }) => row.original.vacancyTitle,
          },
        ]),
    {
      id: 'state',
      header: t('columns.state'),
      meta: { sortField: 'status' },
      cell: ({ row }) => <ApplicationStateBadge state={row.original.state} />,
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
      className="space-y-4"
      toolbar={
        <ListToolbar>
          <FilterSelect
            label={t('filterState')}
            value={status}
            onChange={(value) => setFilter('status', value)}
            allLabel={t('allStates')}
            options={APPLICATION_STATES.map((value) => ({ value, label: tState(value) }))}
          />
          {embedded ? null : (
            <FilterSelect
              label={tDashboard('waiting')}
              value={waitingDays === undefined ? undefined : String(waitingDays)}
              onChange={(value) => setFilter('waiting', value)}
              allLabel={tDashboard('anyAge')}
              options={[{ value: String(UNANSWERED_AFTER_DAYS), label: tDashboard('waitingLonger', { days: UNANSWERED_AFTER_DAYS }) }]}
            />
          )}
          {!embedded && vacancies.data ? (
            <FilterSelect
              label={t('filterVacancy')}
              value={vacancy}
              onChange={(value) => setFilter('vacancy', value)}
              allLabel={t('allVacancies')}
              options={vacancies.data.map((v) => ({ value: String(v.id), label: v.title }))}
              className="max-w-80"
            />
          ) : null}
        </ListToolbar>
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={status || waitingDays || (!embedded && vacancy) ? t('noResults') : t('empty')}
      table={{ caption: t('caption'), columns, getRowId: (row) => row.id }}
    />
  );
}
