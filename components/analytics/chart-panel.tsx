'use client';

/**
 * One analytics chart with its data: the chart (recharts; docs/decisions.md "Charts"), the same rows as a table
 * behind a visible toggle, and a CSV download of exactly those rows. The chart is one image for assistive
 * technology (its name says the table holds the figures), so screen readers get the numbers from the table only once.
 *
 * The chart itself (./chart.tsx, recharts: about 125 kB gzip) is its own chunk, fetched as this module loads, so the
 * screen's heading, filters, figures and tables do not wait for it; its box keeps its height meanwhile.
 */
import { useId } from 'react';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { Download } from 'lucide-react';
import { cardClass, focusRing } from '@/components/ui/styles';
import { toCsv } from '@/lib/shared/analytics/csv';

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartRow {
  /** What the first column and the CSV hold (an ISO date, a vacancy type key, a word). */
  key: string;
  /** The x axis label and the table's row header (a formatted date, a type's name). */
  label: string;
  values: Record<string, number>;
}

export interface ChartPanelProps {
  /** Stable id: the panel's anchor and the e2e hook (data-chart). */
  id: string;
  title: string;
  description?: string;
  /** 'table': no chart (long labels such as paths), the table shown at once. */
  kind: 'line' | 'bar' | 'table';
  /** The first column's heading (Week, Type, Word…). */
  keyLabel: string;
  series: ChartSeries[];
  rows: ChartRow[];
  /** The CSV's file name without extension. */
  fileName: string;
  /** Values on the bars (short bar charts); the e2e compares them with the table. */
  valueLabels?: boolean;
}

const loadChart = () => import('./chart');
const Chart = dynamic(() => loadChart().then((m) => m.Chart), { ssr: false });
// Start fetching at once, beside the report's data, rather than when the first chart renders.
if (typeof window !== 'undefined') void loadChart();

export function ChartPanel({ id, title, description, kind, keyLabel, series, rows, fileName, valueLabels = false }: ChartPanelProps) {
  const t = useTranslations('analytics.chart');
  const format = useFormatter();
  const headingId = useId();
  const empty = rows.every((r) => series.every((s) => !r.values[s.key]));

  function download() {
    const csv = toCsv(
      [keyLabel, ...series.map((s) => s.label)],
      rows.map((r) => [r.key, ...series.map((s) => r.values[s.key] ?? 0)]),
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const table = (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm" data-chart-table={id}>
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-muted-200 dark:border-muted-800">
            <th scope="col" className="py-2 pe-4 text-start font-medium">
              {keyLabel}
            </th>
            {series.map((s) => (
              <th key={s.key} scope="col" className="py-2 ps-4 text-end font-medium">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-muted-100 last:border-0 dark:border-muted-900">
              <th scope="row" className="py-1.5 pe-4 text-start font-normal">
                {r.label}
              </th>
              {series.map((s) => (
                <td key={s.key} className="py-1.5 ps-4 text-end tabular-nums" data-value={r.values[s.key] ?? 0}>
                  {format.number(r.values[s.key] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <section aria-labelledby={headingId} className={`${cardClass} min-w-0`} data-chart={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold">
            {title}
          </h3>
          {description ? <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{description}</p> : null}
        </div>
        <button
          type="button"
          onClick={download}
          className={`inline-flex h-9 shrink-0 items-center gap-2 rounded-md border border-muted-300 px-3 text-sm font-medium hover:bg-muted-50 dark:border-muted-700 dark:hover:bg-muted-900 ${focusRing}`}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('downloadCsv')}
          <span className="sr-only">: {title}</span>
        </button>
      </div>
      {kind === 'table' ? null : empty ? (
        <p className="mt-4 text-sm text-muted-700 dark:text-muted-300">{t('empty')}</p>
      ) : (
        <div role="img" aria-label={t('chartLabel', { title })} className="mt-4 h-64 w-full text-muted-700 dark:text-muted-300">
          <Chart kind={kind} series={series} rows={rows} valueLabels={valueLabels} />
        </div>
      )}
      {kind === 'table' ? (
        empty ? (
          <p className="mt-4 text-sm text-muted-700 dark:text-muted-300">{t('empty')}</p>
        ) : (
          table
        )
      ) : (
        <details className="mt-4">
          <summary className={`cursor-pointer text-sm font-medium text-primary-700 dark:text-primary-300 ${focusRing}`}>
            {t('showTable')}
            <span className="sr-only">: {title}</span>
          </summary>
          {table}
        </details>
      )}
    </section>
  );
}
