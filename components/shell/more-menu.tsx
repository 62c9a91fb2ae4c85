'use client';

/** The "More" menu of the header bar (./header-nav.tsx), loaded on intent: the items that did not fit beside the logo. */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/shared/i18n/navigation';
import type { NavigationItem } from '@/lib/shared/navigation/active-item';
import { type Opening, useOpeningFocus } from './load-on-intent';

const menuItemClass =
  'flex w-full cursor-pointer items-center rounded-[calc(var(--radius)*0.75)] px-3 py-2 text-sm text-text outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900 aria-[current=page]:font-semibold dark:data-[highlighted]:bg-primary-900 dark:data-[highlighted]:text-primary-50';

export interface MoreMenuProps {
  items: readonly NavigationItem[];
  active: string | null;
  triggerClassName: string;
  opening: Opening;
  /** The trigger's content: label, current-section hint, chevron. */
  children: ReactNode;
}

export function MoreMenu({ items, active, triggerClassName, opening, children }: MoreMenuProps) {
  const t = useTranslations('navigation');
  const { triggerRef, contentRef } = useOpeningFocus(opening);
  return (
    <DropdownMenu.Root defaultOpen={opening.open}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={contentRef}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-48 rounded-[var(--radius)] border border-muted-200 bg-surface p-1 text-text shadow-lg dark:border-muted-700"
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.key} asChild className={menuItemClass}>
              <Link href={item.href} aria-current={item.key === active ? 'page' : undefined}>
                {t(item.key)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
