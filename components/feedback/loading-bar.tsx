'use client';

/**
 * The page-change progress bar (SPEC §2, §9): 3 px, primary color, at the top of the viewport. It starts when an
 * in-app link is clicked and finishes when the pathname or search parameters change; see
 * lib/browser/feedback/loading-progress.ts for the timings. Programmatic navigations (router.push) can start it with
 * `navigationProgress.start()`.
 */
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { internalNavigationUrlFromEvent } from '@/lib/browser/feedback/internal-link';
import { IDLE_LOADING_STATE, createLoadingProgress, type LoadingProgress } from '@/lib/browser/feedback/loading-progress';
import { RouteChangeListener } from './route-change-listener';

/** The app's one loading bar controller. */
export const navigationProgress: LoadingProgress = createLoadingProgress();

const serverSnapshot = () => IDLE_LOADING_STATE;

export const LOADING_BAR_HEIGHT = 3;

export function LoadingBar({ controller = navigationProgress }: { controller?: LoadingProgress }) {
  const t = useTranslations('loadingBar');
  const { progress, visible } = useSyncExternalStore(controller.subscribe, controller.getSnapshot, serverSnapshot);

  useEffect(() => {
    // Capture phase on document: runs before Next's Link handler; the unsaved-changes guard (window, capture)
    // runs earlier still and stops the click when the user chooses to stay.
    const onClick = (event: MouseEvent) => {
      if (internalNavigationUrlFromEvent(event, window.location.href)) controller.start();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
    };
  }, [controller]);

  const percent = Math.round(progress * 100);
  return (
    <>
      <Suspense fallback={null}>
        <RouteChangeListener onChange={controller.finish} />
      </Suspense>
      <div
        role={visible ? 'progressbar' : undefined}
        aria-hidden={visible ? undefined : true}
        aria-label={visible ? t('label') : undefined}
        aria-valuemin={visible ? 0 : undefined}
        aria-valuemax={visible ? 100 : undefined}
        aria-valuenow={visible ? percent : undefined}
        className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
        style={{ height: LOADING_BAR_HEIGHT }}
      >
        <div
          className="h-full origin-left bg-primary-600 transition-[transform,opacity] duration-200 ease-out motion-reduce:transition-none rtl:origin-right"
          style={{ transform: `scaleX(${progress})`, opacity: visible ? 1 : 0 }}
        />
      </div>
    </>
  );
}
