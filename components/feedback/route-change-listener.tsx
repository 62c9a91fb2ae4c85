'use client';

/**
 * Calls `onChange` after every committed page change (pathname or search parameters), and once on mount.
 * Reads useSearchParams, so render it inside <Suspense> (FeedbackRoot does) to keep static pages static.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

export interface RouteLocation {
  pathname: string;
  search: string;
}

export function RouteChangeListener({ onChange }: { onChange: (location: RouteLocation) => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The latest callback without re-running the effect when only the callback's identity changes.
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);
  useEffect(() => {
    callback.current({ pathname, search });
  }, [pathname, search]);
  return null;
}
