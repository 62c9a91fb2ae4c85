'use client';

/**
 * The one shape of an admin list: heading, toolbar (search and filters), load error with retry, the rows (a
 * sortable table, or the list's own markup) with their empty state, and pagination. A list brings its columns,
 * its toolbar and its data (useListQuery); every list looks and behaves the same around them.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from './data-table';
import { ListLoadError } from './list-load-error';
import { Pagination } from './pagination';
import type { ListPage, ListQuery } from './use-list-query';

export interface ListTable<T> {
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
}

interface ListScreenBase<T, P extends ListPage<T>> {
  list: ListQuery<T, P>;
  /** The page heading (h1) and its introduction; lists embedded in another page have none. */
  title?: string;
  intro?: ReactNode;
  /** The add button or link beside the heading. */
  action?: ReactNode;
  /** Search form and filters. */
  toolbar?: ReactNode;
  /** A line between the toolbar and the rows (a selection bar, "clear filters"). */
  notice?: ReactNode;
  loadFailed: string;
  retryLabel: string;
  /** What an empty page says: "nothing yet" or, when searched or filtered, "no results". */
  emptyMessage: string;
  className?: string;
  /** A heading for screen readers over rows that are not a table (a table has its caption). */
  rowsHeading?: string;
  /** Dialogs and other parts that belong to the screen, after the rows. */
  children?: ReactNode;
}

export type ListScreenProps<T, P extends ListPage<T> = ListPage<T>> = ListScreenBase<T, P> &
  ({ table: ListTable<T>; renderRows?: never } | { table?: never; renderRows: (rows: T[]) => ReactNode });

export function ListScreen<T, P extends ListPage<T> = ListPage<T>>(props: ListScreenProps<T, P>) {
  const { list, title, intro, action, toolbar, notice, loadFailed, retryLabel, emptyMessage, className, rowsHeading, children } = props;
  const headingId = useId();
  const { state, update, query, rows, total } = list;
  const pagination = (
    <Pagination
      page={state.page}
      perPage={state.perPage}
      total={total}
      onPageChange={(page) => update({ page })}
      onPerPageChange={(perPage) => update({ perPage })}
    />
  );
  return (
    <div className={className ?? 'space-y-6'}>
      {title ? (
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-heading text-3xl font-bold tracking-tight">{title}</h1>
            {intro ? <p className="mt-2 text-muted-800 dark:text-muted-200">{intro}</p> : null}
          </div>
          {action}
        </header>
      ) : null}
      {toolbar}
      {notice}
      {query.isError ? <ListLoadError message={loadFailed} retryLabel={retryLabel} onRetry={() => void query.refetch()} /> : null}
      {props.table ? (
        <div>
          <DataTable
            caption={props.table.caption}
            columns={props.table.columns}
            data={rows}
            sort={state.sort}
            onSortChange={(sort) => update({ sort })}
            loading={query.isFetching}
            emptyMessage={emptyMessage}
            getRowId={props.table.getRowId}
          />
          {pagination}
        </div>
      ) : (
        <section aria-labelledby={rowsHeading ? headingId : undefined} aria-busy={query.isFetching || undefined} className="space-y-4">
          {rowsHeading ? (
            <h2 id={headingId} className="sr-only">
              {rowsHeading}
            </h2>
          ) : null}
          {query.isSuccess && rows.length === 0 ? <EmptyState title={emptyMessage} /> : null}
          {rows.length > 0 ? props.renderRows?.(rows) : null}
          {total > 0 ? pagination : null}
        </section>
      )}
      {children}
    </div>
  );
}

/** The row of filters beside the search form. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-end gap-4">{children}</div>;
}
