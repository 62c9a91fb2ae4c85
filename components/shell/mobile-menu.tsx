'use client';

/** On phones the top navigation collapses into a menu button that opens it in a dialog. */
import { Menu } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { NavigationItem } from '@/lib/shared/navigation/active-item';
import { HeaderNav } from './header-nav';
import { Sheet } from './sheet';
import { toolbarButtonClass } from './styles';

export function MobileMenu({ items, itemClassName }: { items: readonly NavigationItem[]; itemClassName?: string }) {
  const t = useTranslations('shell.menu');
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <Sheet
      side="left"
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      closeLabel={t('close')}
      trigger={
        <button type="button" className={`${toolbarButtonClass} md:hidden`} aria-label={t('open')} aria-expanded={open}>
          <Menu aria-hidden className="size-5" />
        </button>
      }
    >
      <nav aria-label={t('title')}>
        <HeaderNav
          items={items}
          variant="tab"
          centered={false}
          layout="list"
          itemClassName={itemClassName}
          onNavigate={() => setOpen(false)}
        />
      </nav>
    </Sheet>
  );
}
