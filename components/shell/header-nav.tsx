'use client';

/**
 * The top navigation links, marking the current section with aria-current (needs the pathname: a client island).
 *
 * In the header bar it follows the "priority+" pattern: the items that do not fit beside the logo and the toolbar
 * move, from the end, into a "More" menu (Radix dropdown: menu semantics, arrow keys, Escape, focus return; loaded on
 * intent from ./more-menu.tsx, until then a plain button of the same look). The
 * widths come from an invisible copy of the items (text only, nothing focusable) and the bar's own width, both
 * watched by a ResizeObserver, so a font that loads late or a window that resizes re-counts; the rule itself is
 * lib/shared/navigation/fit.ts. The server (and the first client render, so hydration matches) renders every item
 * in a bar that wraps and hides its overflow: an item that does not fit is hidden whole, never drawn under the
 * toolbar or cut in half. The count is taken in a layout effect, before the browser paints the hydrated header.
 */
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Link, usePathname } from '@/lib/shared/i18n/navigation';
import { activeNavigationKey, type NavigationItem } from '@/lib/shared/navigation/active-item';
import { fittingItemCount } from '@/lib/shared/navigation/fit';
import { focusRing } from '@/components/ui/styles';
import { useLoadOnIntent } from './load-on-intent';

export interface HeaderNavProps {
  items: readonly NavigationItem[];
  variant: 'tab' | 'legacy';
  centered: boolean;
  itemClassName?: string;
  /** 'bar' in the header, 'list' in the phone menu. */
  layout?: 'bar' | 'list';
  onNavigate?: () => void;
}

/** The flex gap of the bar (Tailwind gap-1). */
const BAR_GAP = 4;

function barItemClass(variant: 'tab' | 'legacy', current: boolean, itemClassName?: string) {
  return clsx(
    'flex items-center px-3 text-sm font-medium whitespace-nowrap',
    focusRing,
    itemClassName,
    variant === 'tab' && 'rounded-t-[var(--radius)] border-b-2 py-2',
    variant === 'tab' &&
      (current
        ? 'border-primary-600 text-primary-700 dark:border-primary-300 dark:text-primary-200'
        : 'border-transparent hover:border-muted-300 hover:text-primary-700 dark:hover:text-primary-200'),
    variant === 'legacy' && 'rounded-[var(--radius)] py-1.5',
    variant === 'legacy' && (current ? 'bg-primary-700 text-primary-foreground' : 'hover:bg-muted-100 dark:hover:bg-muted-800'),
  );
}

export function HeaderNav({ items, variant, centered, itemClassName, layout = 'bar', onNavigate }: HeaderNavProps) {
  if (layout === 'list') return <ListNav items={items} itemClassName={itemClassName} onNavigate={onNavigate} />;
  return <BarNav items={items} variant={variant} centered={centered} itemClassName={itemClassName} />;
}

function ListNav({ items, itemClassName, onNavigate }: Pick<HeaderNavProps, 'items' | 'itemClassName' | 'onNavigate'>) {
  const t = useTranslations('navigation');
  const active = activeNavigationKey(usePathname(), items);
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const current = item.key === active;
        return (
          <li key={item.key} className="flex">
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'flex w-full items-center rounded-[var(--radius)] px-3 py-2 text-sm font-medium hover:bg-muted-100 dark:hover:bg-muted-800',
                focusRing,
                itemClassName,
                current && 'bg-primary-50 text-primary-800 dark:bg-primary-900 dark:text-primary-100',
              )}
            >
              {t(item.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function BarNav({ items, variant, centered, itemClassName }: Omit<HeaderNavProps, 'layout' | 'onNavigate'>) {
  const t = useTranslations('navigation');
  const tMore = useTranslations('shell.more');
  const active = activeNavigationKey(usePathname(), items);
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  /** null until measured: the server's render and the hydrating one show every item (see the header comment). */
  const [visible, setVisible] = useState<number | null>(null);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const count = () => {
      const itemWidths = [...measure.querySelectorAll('[data-measure="item"]')].map((el) => el.getBoundingClientRect().width);
      const moreWidth = measure.querySelector('[data-measure="more"]')?.getBoundingClientRect().width ?? 0;
      setVisible(fittingItemCount({ itemWidths, moreWidth, gap: BAR_GAP, available: bar.clientWidth }));
    };
    count();
    const observer = new ResizeObserver(count);
    observer.observe(bar);
    // The copy itself is zero-sized (see below): watch its pieces, whose widths change when a font arrives.
    for (const piece of measure.children) observer.observe(piece);
    return () => observer.disconnect();
  }, [items]);

  const shown = visible === null ? items : items.slice(0, visible);
  const moved = visible === null ? [] : items.slice(visible);
  const movedActive = moved.some((item) => item.key === active);

  return (
    <div ref={barRef} className="relative flex h-full min-w-0 flex-1" data-measured={visible === null ? undefined : ''}>
      <ul
        className={clsx(
          'flex h-full min-w-0 flex-1 items-stretch gap-1',
          // Before the first count: wrap and hide, so what does not fit is hidden whole (see the header comment).
          visible === null && 'flex-wrap overflow-hidden',
          centered && 'justify-center',
        )}
      >
        {shown.map((item) => {
          const current = item.key === active;
          return (
            <li key={item.key} className="flex h-full">
              <Link href={item.href} aria-current={current ? 'page' : undefined} className={barItemClass(variant, current, itemClassName)}>
                {t(item.key)}
              </Link>
            </li>
          );
        })}
        {moved.length > 0 ? (
          <li className="flex h-full">
            <MoreButton items={moved} active={active} className={clsx(barItemClass(variant, movedActive, itemClassName), 'gap-1')}>
              {tMore('label')}
              {movedActive ? <span className="sr-only">{tMore('containsCurrent')}</span> : null}
              <ChevronDown aria-hidden className="size-4" />
            </MoreButton>
          </li>
        ) : null}
      </ul>
      {/*
        What the items and the More button need: same classes, plain text, invisible and out of the flow. A zero-sized
        box that hides its overflow, so the copy never makes the page wider; its pieces keep their own widths.
      */}
      <div
        ref={measureRef}
        aria-hidden
        className="pointer-events-none invisible absolute top-0 left-0 flex h-0 w-0 gap-1 overflow-hidden whitespace-nowrap"
      >
        {items.map((item) => (
          <span key={item.key} data-measure="item" className={clsx(barItemClass(variant, true, itemClassName), 'shrink-0')}>
            {t(item.key)}
          </span>
        ))}
        <span data-measure="more" className={clsx(barItemClass(variant, true, itemClassName), 'shrink-0 gap-1')}>
          {tMore('label')}
          <ChevronDown aria-hidden className="size-4" />
        </span>
      </div>
    </div>
  );
}

/** The More button: plain until the visitor shows intent, then the Radix menu of ./more-menu.tsx. */
function MoreButton({
  items,
  active,
  className,
  children,
}: {
  items: readonly NavigationItem[];
  active: string | null;
  className: string;
  children: ReactNode;
}) {
  const { loaded, triggerProps } = useLoadOnIntent(() => import('./more-menu'));
  if (loaded) {
    const { MoreMenu } = loaded.module;
    return (
      <MoreMenu items={items} active={active} triggerClassName={className} opening={loaded}>
        {children}
      </MoreMenu>
    );
  }
  return (
    <button type="button" className={className} {...triggerProps}>
      {children}
    </button>
  );
}
