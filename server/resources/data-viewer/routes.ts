/**
 * /api/v1/data_viewer/{dataset} and /api/v1/data_viewer/{dataset}.csv (docs/api.md "Data viewer"): one dataset of
 * the center, read-only, in allow-listed columns only. The same policy decides both (policies/data-viewer.ts), and
 * the export applies the same filters and sort as the page it was asked from.
 */
import { Hono, type Context } from 'hono';
import {
  DATA_VIEWER_DATASETS,
  DATA_VIEWER_EXPORT_MAX_ROWS,
  type DataViewerDataset,
  datasetSpec,
  defaultColumns,
} from '@/domain/data-viewer';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { dataViewerPolicy } from '../../policies/data-viewer';
import { collection, resource } from '../../jsonapi/document';
import { ApiError, authorize } from '../../jsonapi/errors';
import { parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { log } from '../../log';
import { csvCell, CSV_SEPARATOR } from '../forms/csv';
import { DATA_VIEWER_QUERY_SPECS, fieldsParameter } from './schemas';
import { countRows, type DataViewerQuery, type DataViewerRow, listRows } from './service';

export const dataViewerRoutes = new Hono<AppEnv>();

/** The chosen columns: `fields[<dataset>]`, each allow-listed, else 400 naming the parameter and the column. */
function chosenColumns(c: Context<AppEnv>, dataset: DataViewerDataset, value: string | undefined): string[] {
  if (value === undefined || !value.trim()) return defaultColumns(dataset);
  const allowed = datasetSpec(dataset).columns.map((col) => col.name);
  const names = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = names.filter((n) => !allowed.includes(n));
  if (unknown.length) {
    const parameter = fieldsParameter(dataset);
    throw new ApiError(
      400,
      unknown.slice(0, 5).map((name) => ({
        code: 'invalidParameter',
        params: { name: parameter },
        detail: c.get('t')('dataViewer.api.unknownColumn', { column: name.slice(0, 60), allowed: allowed.join(', ') }),
        source: { parameter },
      })),
    );
  }
  // The screen's column order is the allow-list's, whatever order the URL names them in.
  return allowed.filter((n) => names.includes(n));
}

function prepare(c: Context<AppEnv>, dataset: DataViewerDataset) {
  const viewer = requireViewer(c);
  authorize(dataViewerPolicy.read(viewer, dataset));
  const url = new URL(c.req.url);
  const q = parseQuery(url, DATA_VIEWER_QUERY_SPECS[dataset]);
  const query: DataViewerQuery = {
    centerId: c.get('scope').center.id,
    dataset,
    columns: chosenColumns(c, dataset, q.params[fieldsParameter(dataset)]),
    filters: q.filter,
    sort: q.sort,
  };
  return { viewer, url, q, query };
}

const wire = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

function rowResource(dataset: DataViewerDataset, columns: readonly string[], row: DataViewerRow) {
  // Attribute names are the allow-list's (already snake_case); `resource` keeps them.
  return resource({ type: dataset, id: row.id, attributes: Object.fromEntries(columns.map((n) => [n, wire(row[n])])) });
}

/** "2026-11-26 14:05:09", Amsterdam time: what the screen shows, and Excel reads it as a date and time. */
function localDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : value instanceof Date ? localDateTime(value) : String(value);

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;

/** Rows are read this many at a time while the export streams. */
const EXPORT_BATCH = 500;

for (const dataset of DATA_VIEWER_DATASETS) {
  dataViewerRoutes.get(`/${dataset}`, async (c) => {
    const { url, q, query } = prepare(c, dataset);
    const { db } = c.get('deps');
    const [rows, total] = await Promise.all([listRows(db, query, { limit: q.page.size, offset: q.page.offset }), countRows(db, query)]);
    const doc = collection(
      rows.map((r) => rowResource(dataset, query.columns, r)),
      { number: q.page.number, size: q.page.size, total },
      url,
    );
    doc.meta = { ...doc.meta, columns: query.columns, export_max_rows: DATA_VIEWER_EXPORT_MAX_ROWS };
    return json(c, doc);
  });

  dataViewerRoutes.get(`/${dataset}.csv`, async (c) => {
    const { viewer, query } = prepare(c, dataset);
    const { db } = c.get('deps');
    const t = c.get('t');
    const total = await countRows(db, query);
    const rowCount = Math.min(total, DATA_VIEWER_EXPORT_MAX_ROWS);
    // Personal data leaves the system here: who exported what stays in the audit log (never the rows).
    await audit(db, {
      volunteerCenterId: query.centerId,
      actorId: viewer.user.id,
      action: 'data_viewer.export',
      subjectType: dataset,
      subjectId: null,
      data: { columns: [...query.columns], filters: query.filters, rows: rowCount, total },
      ip: c.get('ip'),
    });
    const encoder = new TextEncoder();
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // A byte order mark, so Excel reads the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(query.columns.map((n) => t(`dataViewer.columns.${n}`)))}`));
      },
      async pull(controller) {
        try {
          const limit = Math.min(EXPORT_BATCH, rowCount - offset);
          if (limit <= 0) {
            controller.close();
            return;
          }
          const rows = await listRows(db, query, { limit, offset });
          offset += limit;
          controller.enqueue(encoder.encode(rows.map((r) => csvLine(query.columns.map((n) => cellText(r[n])))).join('')));
          if (rows.length < limit) controller.close();
        } catch (error) {
          log().error({ err: error, dataset }, 'data viewer export failed');
          controller.error(error);
        }
      },
    });
    const name = `${dataset}-${localDateTime(new Date()).slice(0, 10)}.csv`;
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Total-Count': String(total),
      'X-Export-Row-Count': String(rowCount),
      'X-Export-Truncated': String(total > rowCount),
    });
  });
}
