'use client';
/**
 * The social map's two views on a phone: the list and the map as tabs (side by side from the lg breakpoint,
 * where the tabs are not shown). Without JavaScript there are no tabs and no map: the server-rendered list is the
 * whole page. The tab bar follows the WAI-ARIA tabs pattern (arrow keys move between the two).
 */
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, useRef, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/styles';

type View = 'list' | 'map';
const VIEWS: View[] = ['list', 'map'];
const subscribeNothing = () => () => {};

export function ListMapTabs({ list, map }: { list: ReactNode; map: ReactNode }) {
  const t = useTranslations('socialMap.tabs');
  const [view, setView] = useState<View>('list');
  // Tabs exist only once scripts run (false in the server's HTML): before that the list is the page, as without JavaScript.
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const tabs = useRef<Record<View, HTMLButtonElement | null>>({ list: null, map: null });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 'list' : event.key === 'End' ? 'map' : view === 'list' ? 'map' : 'list';
    setView(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mt-4 gap-6 lg:grid lg:grid-cols-[3fr_2fr] lg:items-start">
      {enhanced ? (
        <div
          role="tablist"
          aria-label={t('label')}
          className="mb-4 inline-flex rounded-[var(--radius)] border border-muted-300 p-1 lg:hidden dark:border-muted-700"
        >
          {VIEWS.map((v) => (
            <button
              key={v}
              ref={(el) => {
                tabs.current[v] = el;
              }}
              type="button"
              role="tab"
              id={`social-map-tab-${v}`}
              aria-controls={`social-map-panel-${v}`}
              aria-selected={view === v}
              tabIndex={view === v ? 0 : -1}
              onClick={() => setView(v)}
              onKeyDown={onKeyDown}
              className={clsx(
                'min-h-10 rounded-[calc(var(--radius)-2px)] px-4 text-sm font-medium',
                view === v
                  ? 'bg-primary-700 text-primary-foreground'
                  : 'text-muted-800 hover:bg-muted-100 dark:text-muted-200 dark:hover:bg-muted-800',
                focusRing,
              )}
            >
              {t(v)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id="social-map-panel-list"
        role={enhanced ? 'tabpanel' : undefined}
        aria-labelledby={enhanced ? 'social-map-tab-list' : undefined}
        className={clsx(enhanced && view !== 'list' && 'hidden lg:block')}
      >
        {list}
      </div>
      <div
        id="social-map-panel-map"
        role={enhanced ? 'tabpanel' : undefined}
        aria-labelledby={enhanced ? 'social-map-tab-map' : undefined}
        className={clsx('lg:sticky lg:top-4', enhanced ? view !== 'map' && 'hidden lg:block' : 'hidden lg:block')}
      >
        {enhanced ? map : null}
      </div>
    </div>
  );
}
