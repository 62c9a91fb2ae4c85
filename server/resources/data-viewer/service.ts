/**
 * The data viewer's queries (docs/api.md "Data viewer"): one dataset of the center, only allow-listed columns
 * (columns.ts), every query with `volunteer_center_id = …` in its own WHERE. Sorting adds the id as the last key,
 * so pages are stable and the default sorts run on the indexes named in docs/api.md.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DataViewerColumn, type DataViewerDataset, datasetSpec } from '@/domain/data-viewer';
import type { Executor } from '../../db/client';
import { type ColumnSource, DATA_VIEWER_SOURCES } from './columns';

export type DataViewerRow = Record<string, unknown> & { id: number };

export interface DataViewerQuery {
  centerId: number;
  dataset: DataViewerDataset;
  columns: readonly string[];
  /** Parsed `filter[...]` values (server/jsonapi/query.ts), keyed as in schemas.ts. */
  filters: Record<string, unknown>;
  sort: readonly { field: string; direction: 'asc' | 'desc' }[];
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const snake = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function sourceOf(dataset: DataViewerDataset, name: string): ColumnSource {
  const source = (DATA_VIEWER_SOURCES[dataset].columns as Record<string, ColumnSource>)[name];
  if (!source) throw new Error(`data viewer: ${dataset}.${name} is not allow-listed`);
  return source;
}

/** A day's start in Amsterdam time, where the center's staff live: filters read dates as they see them. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Amsterdam')`;

function conditions(q: DataViewerQuery): SQL[] {
  const ds = DATA_VIEWER_SOURCES[q.dataset];
  const where: SQL[] = [eq(ds.center, q.centerId)];
  if (ds.visible) where.push(ds.visible);
  for (const column of datasetSpec(q.dataset).columns) {
    if (!column.filterable) continue;
    const source = sourceOf(q.dataset, column.name) as PgColumn;
    if (column.kind === 'datetime') {
      const from = q.filters[`${column.name}_from`];
      const to = q.filters[`${column.name}_to`];
      if (typeof from === 'string') where.push(gte(source, dayStart(from)));
      // "to" includes the whole day.
      if (typeof to === 'string') where.push(lt(source, sql`${dayStart(to)} + interval '1 day'`));
      continue;
    }
    const value = q.filters[column.name];
    if (value === undefined) continue;
    if (column.kind === 'text') {
      if (typeof value === 'string' && value.trim()) where.push(ilike(source, escapeLike(value.trim())));
    } else where.push(eq(source, value));
  }
  return where;
}

function orderBy(q: DataViewerQuery): SQL[] {
  const spec = datasetSpec(q.dataset);
  const byName = new Map<string, DataViewerColumn>(spec.columns.map((c) => [c.name, c]));
  const out: SQL[] = [];
  let last: 'asc' | 'desc' = 'asc';
  for (const s of q.sort) {
    const name = snake(s.field);
    const column = byName.get(name);
    if (!column?.sortable || name === 'id') continue;
    const source = sourceOf(q.dataset, name);
    // Text sorts case-insensitively, as the lists' indexes on lower(name) and lower(last_name) do.
    const key = column.kind === 'text' ? sql`lower(${source})` : source;
    out.push(s.direction === 'desc' ? desc(key) : asc(key));
    last = s.direction;
  }
  const idSort = q.sort.find((s) => s.field === 'id');
  const id = DATA_VIEWER_SOURCES[q.dataset].id;
  out.push((idSort?.direction ?? last) === 'desc' ? desc(id) : asc(id));
  return out;
}

function selection(q: DataViewerQuery): Record<string, ColumnSource> {
  const fields: Record<string, ColumnSource> = { id: DATA_VIEWER_SOURCES[q.dataset].id };
  for (const name of q.columns) fields[name] = sourceOf(q.dataset, name);
  return fields;
}

export async function countRows(db: Executor, q: DataViewerQuery): Promise<number> {
  const ds = DATA_VIEWER_SOURCES[q.dataset];
  const [row] = await db
    .select({ n: count() })
    .from(ds.table)
    .where(and(...conditions(q)));
  return row?.n ?? 0;
}

export async function listRows(db: Executor, q: DataViewerQuery, page: { limit: number; offset: number }): Promise<DataViewerRow[]> {
  const ds = DATA_VIEWER_SOURCES[q.dataset];
  const rows = await db
    .select(selection(q))
    .from(ds.table)
    .where(and(...conditions(q)))
    .orderBy(...orderBy(q))
    .limit(page.limit)
    .offset(page.offset);
  return rows as DataViewerRow[];
}
