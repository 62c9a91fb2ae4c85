'use client';

/**
 * A server-paginated, server-sorted table (@tanstack/react-table for the column model). Sortable columns
 * name their API sort field in `meta.sortField`; headers become buttons with aria-sort.
 */
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { nextSort, sortDirection } from '@/lib/shared/list/list-state';

export interface ColumnMeta {
  sortField?: string;
  className?: string;
}

export interface DataTableProps<T> {
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<T, any>[];
  data: T[];
  sort: string;
  onSortChange: (sort: string) => void;
  loading?: boolean;
  emptyMessage: string;
  getRowId: (row: T) => string;
  /**
   * Names the scrolling wrapper as a region, focusable so a keyboard can scroll it: for tables wider than a phone
   * (the data viewer). Without it the wrapper stays a plain box.
   */
  scrollLabel?: string;
}

export function DataTable<T>({
  caption,
  columns,
  data,
  sort,
  onSortChange,
  loading,
  emptyMessage,
  getRowId,
  scrollLabel,
}: DataTableProps<T>) {
  const t = useTranslations('dataTable');
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns a new instance by design
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, manualSorting: true, getRowId });
  return (
    <div
      className="relative overflow-x-auto rounded-[var(--radius)] border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-slate-700"
      aria-busy={loading || undefined}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta as ColumnMeta | undefined;
                const field = meta?.sortField;
                const direction = field ? sortDirection(sort, field) : undefined;
                const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={direction} className={`px-3 py-2 font-semibold ${meta?.className ?? ''}`}>
                    {field ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(nextSort(sort, field))}
                        className="inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                      >
                        {label}
                        {direction === 'ascending' ? (
                          <ArrowUp aria-hidden className="size-4" />
                        ) : direction === 'descending' ? (
                          <ArrowDown aria-hidden className="size-4" />
                        ) : (
                          <ArrowUpDown aria-hidden className="size-4 opacity-50" />
                        )}
                        <span className="sr-only">{t('sortBy')}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 dark:border-slate-700">
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-2 align-top ${(cell.column.columnDef.meta as ColumnMeta | undefined)?.className ?? ''}`}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {data.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600 dark:text-slate-300">
                {loading ? t('loading') : emptyMessage}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
