'use client';

/**
 * Warns before leaving a form with unsaved changes (SPEC §5):
 * - closing or reloading the tab: the browser's own `beforeunload` prompt;
 * - an in-app link (captured before Next's Link handles it) or back/forward: `window.confirm` with
 *   "You have unsaved changes. Are you sure you want to leave?". Staying cancels the click; for back/forward the
 *   form's URL is pushed back, since popstate cannot be cancelled.
 *
 * Pass `enabled` = dirty and not yet saved (useAppForm does this when `warnOnUnsavedChanges` is set).
 * Programmatic navigation (router.push after saving) is not intercepted.
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { internalNavigationUrlFromEvent } from '@/lib/browser/feedback/internal-link';

/** After the user agreed to leave, a full page load that follows must not ask a second time. */
const BYPASS_MS = 3000;

export function useUnsavedChanges(enabled: boolean): void {
  const t = useTranslations('forms');
  const message = t('unsavedChanges');

  useEffect(() => {
    if (!enabled) return;
    const guardUrl = window.location.href;
    const guardState: unknown = window.history.state;
    let bypassUntil = 0;

    const pathAndSearch = (href: string) => {
      const url = new URL(href);
      return url.pathname + url.search;
    };
    const confirmLeave = () => {
      const leave = window.confirm(message);
      if (leave) bypassUntil = Date.now() + BYPASS_MS;
      return leave;
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (Date.now() < bypassUntil) return;
      event.preventDefault();
      // Older browsers need returnValue set; its text is ignored by all current ones.
      event.returnValue = '';
    };
    // Window + capture: runs before the loading bar (document, capture) and before Next's Link (bubble).
    const onClick = (event: MouseEvent) => {
      if (!internalNavigationUrlFromEvent(event, window.location.href)) return;
      if (confirmLeave()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const onPopState = (event: PopStateEvent) => {
      // A move between #fragments of the form's own page is not leaving.
      if (pathAndSearch(window.location.href) === pathAndSearch(guardUrl)) return;
      if (confirmLeave()) return;
      // Keep Next.js (and scroll restoration) from following, and put the form's entry back.
      event.stopImmediatePropagation();
      window.history.pushState(guardState, '', guardUrl);
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [enabled, message]);
}
