'use client';

/**
 * The sub-navigation of a section with child pages (/instellingen, /profile-edit, /content): a row that scrolls
 * on phones and a column beside the page from `stackFrom` up. The current page is marked with aria-current.
 */
import clsx from 'clsx';
import { focusRing } from './styles';
import { Link, usePathname } from '@/lib/shared/i18n/navigation';

export interface SectionNavItem {
  href: string;
  label: string;
}

export function SectionNav({
  label,
  items,
  stackFrom = 'lg',
}: {
  label: string;
  items: readonly SectionNavItem[];
  stackFrom?: 'md' | 'lg';
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul
        className={clsx(
          'flex gap-1 overflow-x-auto border-b border-muted-200 pb-2 dark:border-muted-800',
          stackFrom === 'md'
            ? 'md:flex-col md:border-b-0 md:border-e md:pe-4 md:pb-0'
            : 'lg:flex-col lg:border-b-0 lg:border-e lg:pe-4 lg:pb-0',
        )}
      >
        {items.map((item) => {
          const current = pathname === item.href;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'block rounded-md px-3 py-2 text-sm',
                  current
                    ? 'bg-primary-50 font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-100'
                    : 'text-text hover:bg-muted-100 dark:hover:bg-muted-800',
                  focusRing,
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
