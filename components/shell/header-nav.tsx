'use client';

/** The top navigation links, marking the current section with aria-current (needs the pathname: a client island). */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/shared/i18n/navigation';
import { activeNavigationKey, type NavigationItem } from '@/lib/shared/navigation/active-item';
import { focusRing } from '@/components/ui/styles';

export interface HeaderNavProps {
  items: readonly NavigationItem[];
  variant: 'tab' | 'legacy';
  centered: boolean;
  itemClassName?: string;
  /** 'bar' in the header, 'list' in the phone menu. */
  layout?: 'bar' | 'list';
  onNavigate?: () => void;
}

export function HeaderNav({ items, variant, centered, itemClassName, layout = 'bar', onNavigate }: HeaderNavProps) {
  const t = useTranslations('navigation');
  const pathname = usePathname();
  const active = activeNavigationKey(pathname, items);
  return (
    <ul
      className={clsx(
        layout === 'bar' ? 'flex items-stretch gap-1' : 'flex flex-col gap-1',
        layout === 'bar' && centered && 'justify-center',
      )}
    >
      {items.map((item) => {
        const current = item.key === active;
        return (
          <li key={item.key} className="flex">
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'flex items-center px-3 text-sm font-medium',
                focusRing,
                itemClassName,
                layout === 'list' && 'w-full rounded-[var(--radius)] py-2 hover:bg-muted-100 dark:hover:bg-muted-800',
                layout === 'list' && current && 'bg-primary-50 text-primary-800 dark:bg-primary-900 dark:text-primary-100',
                layout === 'bar' && variant === 'tab' && 'rounded-t-[var(--radius)] border-b-2 py-2',
                layout === 'bar' &&
                  variant === 'tab' &&
                  (current
                    ? 'border-primary-600 text-primary-700 dark:border-primary-300 dark:text-primary-200'
                    : 'border-transparent hover:border-muted-300 hover:text-primary-700 dark:hover:text-primary-200'),
                layout === 'bar' && variant === 'legacy' && 'rounded-[var(--radius)] py-1.5',
                layout === 'bar' &&
                  variant === 'legacy' &&
                  (current ? 'bg-primary-700 text-primary-foreground' : 'hover:bg-muted-100 dark:hover:bg-muted-800'),
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
