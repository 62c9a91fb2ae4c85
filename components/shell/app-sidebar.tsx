'use client';

/**
 * The signed-in sidebar (docs/domain.md#screens-and-routes "Sidebar layout"): Dashboard, Support and Customize (the
 * theme switcher). A column beside the page on wide screens; below that the same list sits in the menu drawer
 * (SiteShell places both). A client island for aria-current.
 */
import clsx from 'clsx';
import { LayoutDashboard, LifeBuoy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/shared/i18n/navigation';
import { focusRing } from '@/components/ui/styles';
import { CustomizePanel } from './customize-panel';

const LINKS = [
  { key: 'dashboard', href: '/dashboard', Icon: LayoutDashboard },
  { key: 'support', href: '/support', Icon: LifeBuoy },
] as const;

const rowClass = clsx(
  'flex w-full items-center gap-3 rounded-[var(--radius)] px-3 py-2 text-left text-sm font-medium hover:bg-muted-100 dark:hover:bg-muted-800',
  focusRing,
);

/** `drawer`: inside the menu drawer, whose navigation already lists the dashboard, so it is left out here. */
export function AppSidebar({ variant = 'column' }: { variant?: 'column' | 'drawer' }) {
  const t = useTranslations('shell.sidebar');
  const pathname = usePathname();
  const links = variant === 'drawer' ? LINKS.filter((link) => link.key !== 'dashboard') : LINKS;
  return (
    <nav aria-label={t('label')}>
      <ul className="flex flex-col gap-1">
        {links.map(({ key, href, Icon }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={clsx(rowClass, current && 'bg-primary-50 text-primary-800 dark:bg-primary-900 dark:text-primary-100')}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span>{t(key)}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <CustomizePanel triggerClassName={rowClass} />
        </li>
      </ul>
    </nav>
  );
}
