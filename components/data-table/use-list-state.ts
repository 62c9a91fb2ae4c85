'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { type ListSpec, type ListState, parseListState, serializeListState, updateListState } from '@/lib/shared/list/list-state';

/** The list state from the URL, and a setter that replaces the URL (no new history entry per keystroke). */
export function useListState(spec: ListSpec): [ListState, (change: Partial<ListState>) => void] {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parseListState(new URLSearchParams(search.toString()), spec), [search, spec]);
  const update = useCallback(
    (change: Partial<ListState>) => {
      const next = updateListState(state, change);
      router.replace(`${pathname}${serializeListState(next, spec)}`, { scroll: false });
    },
    [pathname, router, spec, state],
  );
  return [state, update];
}
