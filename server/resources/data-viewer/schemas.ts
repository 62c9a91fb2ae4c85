/**
 * The query contract of /api/v1/data_viewer/{dataset} (docs/api.md "Data viewer"), derived per dataset from the
 * allow-list in domain/data-viewer.ts: a filter per filterable column (datetimes as a from and a to date), a sort
 * per sortable column, `fields[<dataset>]` naming the columns. Shared by the router and the OpenAPI description.
 */
import { z } from 'zod';
import {
  columnFilterKeys,
  DATA_VIEWER_DATASETS,
  DATA_VIEWER_DATE_PATTERN,
  type DataViewerColumn,
  type DataViewerDataset,
  datasetSpec,
} from '@/domain/data-viewer';
import { filterId, filterText, type QuerySpec } from '../../jsonapi/query';

const whole = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const yesNo = z.enum(['true', 'false']).transform((v) => v === 'true');
const day = z
  .string()
  .regex(DATA_VIEWER_DATE_PATTERN)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));

function filterSchema(column: DataViewerColumn): z.ZodType {
  switch (column.kind) {
    case 'id':
      return filterId;
    case 'number':
      return whole;
    case 'boolean':
      return yesNo;
    case 'datetime':
      return day;
    case 'enum':
      return z.enum(column.values as [string, ...string[]]);
    case 'text':
      return filterText;
  }
}

/** One page of rows: 10 to 100 at a time (the screen offers 10, 25, 50 and 100). */
export const DATA_VIEWER_PAGE = { defaultSize: 25, maxSize: 100 };

export const fieldsParameter = (dataset: DataViewerDataset) => `fields[${dataset}]`;

function querySpec(dataset: DataViewerDataset): QuerySpec<Record<string, z.ZodType>> {
  const spec = datasetSpec(dataset);
  return {
    filters: Object.fromEntries(spec.columns.flatMap((c) => columnFilterKeys(c).map((key) => [key, filterSchema(c)]))),
    sorts: spec.columns.filter((c) => c.sortable).map((c) => c.name),
    defaultSort: spec.defaultSort,
    params: [fieldsParameter(dataset)],
    page: DATA_VIEWER_PAGE,
  };
}

export const DATA_VIEWER_QUERY_SPECS = Object.fromEntries(DATA_VIEWER_DATASETS.map((d) => [d, querySpec(d)])) as Record<
  DataViewerDataset,
  QuerySpec<Record<string, z.ZodType>>
>;
