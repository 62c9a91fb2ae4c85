'use client';

/**
 * The data side of an admin list: its state in the URL (useListState) and one page of rows through TanStack
 * Query, the previous page kept on screen while the next one loads. The list describes only what is its own:
 * the query key and the call (from lib/<feature>/api.ts), both built from the state.
 */
import { keepPreviousData, type QueryKey, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListSpec, ListState } from '@/lib/shared/list/list-state';
import { useListState } from './use-list-state';

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export interface ListRequest<T, P extends ListPage<T> = ListPage<T>> {
  key: QueryKey;
  fetch: (signal: AbortSignal) => Promise<P>;
  enabled?: boolean;
}

export interface ListQuery<T, P extends ListPage<T> = ListPage<T>> {
  state: ListState;
  /** The current page's query key (for optimistic updates of its rows). */
  key: QueryKey;
  update: (change: Partial<ListState>) => void;
  /** Sets one filter; the empty value clears it (and, like every change but paging, goes back to page 1). */
  setFilter: (key: string, value: string) => void;
  query: UseQueryResult<P>;
  rows: T[];
  total: number;
}

export function useListQuery<T, P extends ListPage<T> = ListPage<T>>(
  spec: ListSpec,
  request: (state: ListState) => ListRequest<T, P>,
): ListQuery<T, P> {
  const [state, update] = useListState(spec);
  const { key, fetch, enabled } = request(state);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData, enabled });
  const setFilter = useCallback(
    (name: string, value: string) => {
      const filters = { ...state.filters };
      if (value) filters[name] = value;
      else delete filters[name];
      update({ filters });
    },
    [state.filters, update],
  );
  return { state, key, update, setFilter, query, rows: query.data?.rows ?? [], total: query.data?.total ?? 0 };
}
