'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { type DataViewerState, parseDataViewerState, serializeDataViewerState } from '@/lib/shared/data-viewer/view-state';

/**
 * The data viewer's state from the URL, and a setter that replaces the URL (no history entry per click). Every
 * change but paging goes back to page 1, as the admin lists do.
 */
export function useDataViewerState(): [DataViewerState, (change: Partial<DataViewerState>) => void] {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parseDataViewerState(new URLSearchParams(search.toString())), [search]);
  const update = useCallback(
    (change: Partial<DataViewerState>) => {
      const next = { ...state, ...change, page: change.page ?? 1 };
      router.replace(`${pathname}${serializeDataViewerState(next)}`, { scroll: false });
    },
    [pathname, router, state],
  );
  return [state, update];
}
