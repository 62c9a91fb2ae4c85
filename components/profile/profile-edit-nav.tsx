'use client';

/** The sub-navigation of /profile-edit: details, e-mail address, settings, periodic mail; the current page is marked. */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/shell/styles';
import { Link, usePathname } from '@/lib/i18n/navigation';

const ITEMS = [
  { href: '/profile-edit', key: 'details' },
  { href: '/profile-edit/email', key: 'email' },
  { href: '/profile-edit/settings', key: 'settings' },
  { href: '/profile-edit/periodieke-mail', key: 'digest' },
] as const;

export function ProfileEditNav() {
  const t = useTranslations('profile.nav');
  const pathname = usePathname();
  return (
    <nav aria-label={t('label')}>
      <ul className="flex gap-1 overflow-x-auto border-b border-muted-200 md:flex-col md:border-b-0 md:border-e md:pe-4 dark:border-muted-800">
        {ITEMS.map((item) => {
          const current = pathname === item.href;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'block rounded-md px-3 py-2 text-sm',
                  current ? 'bg-primary-50 font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-100' : 'text-text hover:bg-muted-100 dark:hover:bg-muted-800',
                  focusRing,
                )}
              >
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
