'use client';

/**
 * /admin/data-viewer (docs/frontend.md "Data viewer"): one dataset of the center at a time, read-only. The dataset,
 * columns, filters, sort and page are in the URL (use-data-viewer-state), the rows come from
 * GET /api/v1/data_viewer/{dataset} through /bff, the table is the data-table kit's, and the export downloads the
 * same selection as CSV. The backend decides what may be seen; a 403 shows the forbidden screen.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { DATA_VIEWER_DATASETS, type DataViewerColumn, datasetSpec, defaultColumns, isDataViewerDataset } from '@/domain/data-viewer';
import { DataTable } from '@/components/data-table/data-table';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { Pagination } from '@/components/data-table/pagination';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { useSession } from '@/components/session/session-provider';
import { Select } from '@/components/ui/select';
import { outlineActionLinkClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { dataViewerCsvHref, dataViewerKeys, type DataViewerRow, fetchDataViewerPage } from '@/lib/shared/data-viewer/api';
import { initialState } from '@/lib/shared/data-viewer/view-state';
import { ColumnChooser } from './column-chooser';
import { FilterForm } from './filter-form';
import { useDataViewerState } from './use-data-viewer-state';

export function DataViewerScreen() {
  const t = useTranslations('dataViewer');
  const format = useFormatter();
  const { viewer } = useSession();
  const api = useApi();
  const datasetId = useId();
  const [state, update] = useDataViewerState();
  const query = useQuery({
    queryKey: dataViewerKeys.page(viewer?.id ?? '', state),
    queryFn: ({ signal }) => fetchDataViewerPage(api, state, signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(viewer),
  });
  const spec = datasetSpec(state.dataset);
  const datasetLabel = t(`datasets.${state.dataset}`);
  const labelOf = (name: string) => t(`columns.${name}`);

  const columns = useMemo((): ColumnDef<DataViewerRow, unknown>[] => {
    const cell = (column: DataViewerColumn, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '—';
      if (column.kind === 'datetime') return format.dateTime(new Date(String(value)), { dateStyle: 'medium', timeStyle: 'short' });
      if (column.kind === 'boolean') return value ? t('yes') : t('no');
      // Codes read as words on screen; the CSV keeps the codes (docs/api.md "Data viewer").
      if (column.kind === 'enum') return t(`values.${String(value)}`);
      return String(value);
    };
    return spec.columns
      .filter((c) => state.columns.includes(c.name))
      .map((c) => ({
        id: c.name,
        header: () => t(`columns.${c.name}`),
        accessorFn: (row: DataViewerRow) => row.values[c.name],
        meta: {
          sortField: c.sortable ? c.name : undefined,
          className: c.kind === 'text' ? 'min-w-[8rem] max-w-[24rem] break-words' : 'whitespace-nowrap',
        },
        cell: (info) => cell(c, info.getValue()),
      }));
  }, [format, spec, state.columns, t]);

  if (query.error instanceof ApiRequestError && query.error.status === 403) return <ForbiddenScreen />;

  const total = query.data?.total ?? 0;
  const max = query.data?.exportMaxRows ?? 0;
  const exportNoteId = `${datasetId}-export`;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>

      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1.5">
          <label htmlFor={datasetId} className="block text-sm font-medium">
            {t('dataset')}
          </label>
          <Select
            id={datasetId}
            value={state.dataset}
            onChange={(e) => {
              if (isDataViewerDataset(e.target.value)) update(initialState(e.target.value));
            }}
          >
            {DATA_VIEWER_DATASETS.map((d) => (
              <option key={d} value={d}>
                {t(`datasets.${d}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <a href={dataViewerCsvHref(state)} download className={outlineActionLinkClass} aria-describedby={exportNoteId}>
            <Download aria-hidden className="size-4" />
            {t('export')}
          </a>
        </div>
      </div>
      <p id={exportNoteId} className="text-sm text-muted-700 dark:text-muted-300">
        {query.data
          ? total > max
            ? t('exportCapped', { max: format.number(max), total: format.number(total) })
            : t('exportAll', { count: total })
          : null}
      </p>

      <ColumnChooser
        columns={spec.columns.map((c) => c.name)}
        chosen={state.columns}
        labelOf={labelOf}
        onChange={(next) => update({ columns: next })}
        onReset={() => update({ columns: defaultColumns(state.dataset) })}
      />

      <FilterForm
        // A new dataset or filters changed elsewhere (the back button, a shared link) start from the URL again.
        key={`${state.dataset}:${JSON.stringify(state.filters)}`}
        dataset={state.dataset}
        visible={state.columns}
        filters={state.filters}
        labelOf={labelOf}
        onApply={(filters) => update({ filters })}
      />

      {query.isError ? <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} /> : null}

      <div>
        <DataTable
          caption={t('caption', { dataset: datasetLabel })}
          scrollLabel={t('scrollRegion', { dataset: datasetLabel })}
          columns={columns}
          data={query.data?.rows ?? []}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          loading={query.isFetching}
          emptyMessage={t('empty')}
          getRowId={(row) => row.id}
        />
        <Pagination
          page={state.page}
          perPage={state.perPage}
          total={total}
          onPageChange={(page) => update({ page })}
          onPerPageChange={(perPage) => update({ perPage })}
        />
      </div>
    </div>
  );
}
