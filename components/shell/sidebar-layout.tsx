/**
 * The sidebar layout (SPEC §2): Dashboard, Support and a Customize entry opening the theme switcher.
 * For the signed-in (app) group: render it inside <SiteShell width="wide">, with the page as children.
 */
import { LayoutDashboard, LifeBuoy } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SidebarLink } from './sidebar-link';
import { ThemeSwitcher } from './theme-switcher';

export async function SidebarLayout({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const t = await getTranslations('shell.sidebar');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row">
      <aside className="shrink-0 lg:w-56" aria-label={t('label')}>
        <nav aria-label={t('label')}>
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            <li>
              <SidebarLink href="/dashboard" icon={<LayoutDashboard aria-hidden className="size-4" />}>
                {t('dashboard')}
              </SidebarLink>
            </li>
            <li>
              <SidebarLink href="/support" icon={<LifeBuoy aria-hidden className="size-4" />}>
                {t('support')}
              </SidebarLink>
            </li>
            {extra}
            <li>
              <ThemeSwitcher />
            </li>
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
