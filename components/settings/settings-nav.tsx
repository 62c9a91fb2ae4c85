'use client';

/** The sub-navigation of /instellingen; the current section is marked with aria-current. */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/shell/styles';
import { Link, usePathname } from '@/lib/i18n/navigation';

export const SETTINGS_SECTIONS = [
  { href: '/instellingen', key: 'overview' },
  { href: '/instellingen/design', key: 'design' },
  { href: '/instellingen/footer', key: 'footer' },
  { href: '/instellingen/organisatie', key: 'organization' },
  { href: '/instellingen/contact-person', key: 'contactPerson' },
] as const;

export function SettingsNav() {
  const t = useTranslations('settings.nav');
  const pathname = usePathname();
  return (
    <nav aria-label={t('label')}>
      <ul className="flex gap-1 overflow-x-auto border-b border-muted-200 pb-2 lg:flex-col lg:border-b-0 lg:border-e lg:pe-4 lg:pb-0 dark:border-muted-800">
        {SETTINGS_SECTIONS.map((item) => {
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
