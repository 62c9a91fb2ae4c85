'use client';

/**
 * The menu drawer: on phones it holds the top navigation; in the signed-in shell it also holds the sidebar (below the
 * width where the sidebar has its own column). On phones the toolbar is compact, so the drawer also carries what it
 * leaves out: the theme switcher (Customize) and the language panel.
 */
import clsx from 'clsx';
import { Menu } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type MouseEvent, type ReactNode, useState } from 'react';
import type { NavigationItem } from '@/lib/shared/navigation/active-item';
import { focusRing } from '@/components/ui/styles';
import { CustomizePanel } from './customize-panel';
import { HeaderNav } from './header-nav';
import { LanguageSelector } from './language-selector';
import { Sheet } from './sheet';
import { toolbarButtonClass } from './styles';

export interface MobileMenuProps {
  items: readonly NavigationItem[];
  itemClassName?: string;
  /** The signed-in sidebar (Dashboard, Support, Customize); without it the drawer offers Customize itself. */
  sidebar?: ReactNode;
  /** Offer the language panel (multi-language centers). */
  language: boolean;
  /** From which width the button goes away: md where the top bar takes over, xl where the sidebar has its column. */
  hiddenFrom: 'md' | 'xl';
}

const rowClass = clsx(
  'flex w-full items-center gap-3 rounded-[var(--radius)] px-3 py-2 text-left text-sm font-medium hover:bg-muted-100 dark:hover:bg-muted-800',
  focusRing,
);

export function MobileMenu({ items, itemClassName, sidebar, language, hiddenFrom }: MobileMenuProps) {
  const t = useTranslations('shell.menu');
  const [open, setOpen] = useState(false);
  // Any link in the drawer navigates: close it (the panels it opens are dialogs of their own and stay).
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };
  return (
    <Sheet
      side="left"
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      closeLabel={t('close')}
      trigger={
        <button
          type="button"
          className={clsx(toolbarButtonClass, 'shrink-0', hiddenFrom === 'md' ? 'md:hidden' : 'xl:hidden')}
          aria-label={t('open')}
          aria-expanded={open}
        >
          <Menu aria-hidden className="size-5" />
        </button>
      }
    >
      <div className="space-y-6" onClickCapture={closeOnLink}>
        {items.length > 0 ? (
          <nav aria-label={t('title')}>
            <HeaderNav items={items} variant="tab" centered={false} layout="list" itemClassName={itemClassName} />
          </nav>
        ) : null}
        <div className="space-y-1 border-t border-muted-200 pt-4 dark:border-muted-700">
          {sidebar ?? <CustomizePanel triggerClassName={rowClass} />}
          {language ? <LanguageSelector rowClassName={rowClass} /> : null}
        </div>
      </div>
    </Sheet>
  );
}
