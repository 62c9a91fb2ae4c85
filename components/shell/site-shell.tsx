/**
 * The default and wide page frame: skip link, header, <main id="main-content">, footer. Used by the (public)
 * route group; the signed-in (app) group can use it too, passing the viewer, the account menu and activity.
 */
import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Center } from '@/lib/shared/center/types';
import { navigationItems, type NavigationViewer } from '@/lib/shared/navigation/items';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { resolveThemeConfig } from '@/lib/shared/theme/config';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export interface ShellViewer {
  signedIn: boolean;
  /** The viewer's roles with their organizations: the navigation asks the domain's rules with them. */
  roles: NavigationViewer['roles'];
}

export interface SiteShellProps {
  center: Center;
  /** Public pages render for a signed-out viewer so their HTML can be cached (docs/architecture.md). */
  viewer?: ShellViewer;
  /** 'wide' lets the page span the window (content pages); 'default' centers it in the site's width. */
  width?: 'default' | 'wide';
  accountMenu?: ReactNode;
  /** The activity panel of signed-in pages (see SiteHeader). */
  activity?: ReactNode;
  /**
   * The signed-in sidebar (Dashboard, Support, Customize): its own column from xl, in the menu drawer below that.
   * Public pages have none.
   */
  sidebar?: { column: ReactNode; drawer: ReactNode };
  /** The notifications bell of signed-in pages (see SiteHeader). */
  notifications?: ReactNode;
  /** The center's own menus (public pages): a bar under the header and links above the footer. */
  headerMenu?: ReactNode;
  footerMenu?: ReactNode;
  children: ReactNode;
}

const SIGNED_OUT: ShellViewer = { signedIn: false, roles: [] };

export async function SiteShell({
  center,
  viewer = SIGNED_OUT,
  width = 'default',
  accountMenu,
  activity,
  sidebar,
  notifications,
  headerMenu,
  footerMenu,
  children,
}: SiteShellProps) {
  const t = await getTranslations('shell');
  const theme = resolveThemeConfig(center.profile.themeConfig);
  const features = TENANTS[center.tenantKey].features;
  const items = navigationItems({ roles: viewer.roles, features, signedIn: viewer.signedIn });
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={t('skipToContent')} />
      <SiteHeader
        profile={center.profile}
        theme={theme}
        items={items}
        multiLanguage={features.multiLanguage}
        signedIn={viewer.signedIn}
        accountMenu={accountMenu}
        activity={activity}
        notifications={notifications}
        sidebar={sidebar?.drawer}
      />
      {headerMenu}
      <div className="flex flex-1">
        {sidebar ? (
          <aside className="hidden w-56 shrink-0 border-r border-muted-200 xl:block dark:border-muted-800">
            <div className={clsx('p-4', theme.header.sticky && 'sticky top-16')}>{sidebar.column}</div>
          </aside>
        ) : null}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={clsx('min-w-0 flex-1 outline-none', width === 'default' && 'mx-auto w-full max-w-7xl px-4 py-8 sm:px-6')}
        >
          {children}
        </main>
      </div>
      {footerMenu}
      <SiteFooter profile={center.profile} theme={theme} />
    </div>
  );
}

/** A page inside the wide frame that wants the site's usual width. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6', className)}>{children}</div>;
}
