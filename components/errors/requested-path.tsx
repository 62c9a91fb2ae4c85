'use client';

/**
 * "Page not found: {path}" under a 404 that a page's notFound() raised. The path is read in the browser: the
 * not-found boundary of a cached public page is itself cached, so it cannot read the request (docs/architecture.md
 * "Cached public pages"), and the boundary is drawn by the browser anyway (docs/decisions.md "Global not-found").
 */
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

export function RequestedPath() {
  const t = useTranslations('errors');
  const path = useSyncExternalStore(
    noChange,
    () => window.location.pathname,
    () => null,
  );
  if (!path) return null;
  let readable = path;
  try {
    readable = decodeURIComponent(path);
  } catch {
    // A malformed escape: show it as typed.
  }
  return <>{t('pageNotFoundPath', { path: readable })}</>;
}
