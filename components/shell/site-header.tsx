/**
 * The site header (docs/domain.md#screens-and-routes "Navigation", "Toolbar"): logo, top navigation, and a toolbar with color mode,
 * language (only for multi-language tenants), notifications, activity panel and an account-menu slot.
 * Header options come from the center's theme config: full width, sticky, tab or legacy variant, centered
 * menu items and the menu item font class.
 *
 * Fitting (docs/frontend.md "Shell"): the toolbar never shrinks; the navigation takes the space left and moves what
 * does not fit into its "More" menu (HeaderNav). Below md the navigation is in the menu drawer and the toolbar is
 * compact: color mode and language move into the drawer (signed in: below lg, the drawer being there up to xl), and
 * the logo may shrink.
 */
import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CenterProfile } from '@/lib/shared/center/types';
import { Link } from '@/lib/shared/i18n/navigation';
import type { NavigationItem } from '@/lib/shared/navigation/active-item';
import type { ResolvedThemeConfig } from '@/lib/shared/theme/config';
import { ColorModeToggle } from './color-mode-toggle';
import { HeaderNav } from './header-nav';
import { LanguageSelector } from './language-selector';
import { CenterLogo } from './logo';
import { MobileMenu } from './mobile-menu';
import { focusRing } from '@/components/ui/styles';

export interface SiteHeaderProps {
  profile: Pick<CenterProfile, 'name' | 'websiteLogoUrl' | 'websiteLogoDarkUrl'>;
  theme: ResolvedThemeConfig;
  items: readonly NavigationItem[];
  /** The tenant's multiLanguage flag; the theme's header.languageToggle can still hide the selector. */
  multiLanguage: boolean;
  /** Signed-in extras (notifications, activity) show only when true. Public pages render signed out. */
  signedIn?: boolean;
  /** The account menu (provided by the auth feature); rendered at the end of the toolbar. */
  accountMenu?: ReactNode;
  /** The activity panel (signed-in layout), passed in for the same reason as the notifications bell. */
  activity?: ReactNode;
  /** The signed-in sidebar's entries, repeated in the menu drawer below the width where the sidebar has its column. */
  sidebar?: ReactNode;
  /**
   * The notifications bell, passed in by the signed-in layout: imported here, its client code (TanStack Query, the API
   * client) would be loaded by every public page too, since Next loads the client modules a layout imports.
   */
  notifications?: ReactNode;
}

export async function SiteHeader({
  profile,
  theme,
  items,
  multiLanguage,
  signedIn = false,
  accountMenu,
  activity,
  notifications,
  sidebar,
}: SiteHeaderProps) {
  const t = await getTranslations('shell');
  const { header } = theme;
  const language = multiLanguage && header.languageToggle;
  return (
    <header
      className={clsx(
        'z-30 border-b border-muted-200 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85 dark:border-muted-800',
        header.sticky && 'sticky top-0',
        header.variant === 'legacy' && 'border-b-4 border-b-primary-700',
      )}
    >
      <div className={clsx('mx-auto flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6', !header.fullWidth && 'max-w-7xl')}>
        <MobileMenu
          items={items}
          itemClassName={header.menuItemFontClass}
          sidebar={sidebar}
          language={language}
          hiddenFrom={sidebar ? 'xl' : 'md'}
        />
        <Link
          href="/"
          className={clsx('flex min-w-0 items-center rounded-[var(--radius)]', focusRing)}
          aria-label={t('homeLink', { name: profile.name })}
        >
          <CenterLogo profile={profile} className="h-10 w-auto max-w-full min-w-0 object-contain object-left" />
        </Link>
        <nav
          aria-label={t('mainNavigation')}
          // At least room for the More button: when space runs out the logo gives way first.
          className={clsx('hidden h-full min-w-24 flex-1 md:flex', header.centerMenuItems ? 'justify-center' : 'justify-start')}
        >
          <HeaderNav items={items} variant={header.variant} centered={header.centerMenuItems} itemClassName={header.menuItemFontClass} />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0" role="group" aria-label={t('toolbar')}>
          {/* Below the width where the menu drawer goes away, the drawer offers these (Customize, language). */}
          <div className={clsx('hidden items-center gap-1', sidebar ? 'lg:flex' : 'md:flex')}>
            <ColorModeToggle />
            {language ? <LanguageSelector /> : null}
          </div>
          {signedIn ? (
            <>
              {notifications}
              {activity}
            </>
          ) : null}
          {accountMenu}
        </div>
      </div>
    </header>
  );
}
