'use client';

/**
 * Activity side panel (docs/domain.md#screens-and-routes "Side panels: activity"). The feed itself comes from whoever renders the shell
 * (children); without one the panel says there is nothing yet.
 */
import { Activity } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Sheet } from './sheet';
import { toolbarButtonClass } from './styles';

export function ActivityPanel({ children }: { children?: ReactNode }) {
  const t = useTranslations('shell.activity');
  return (
    <Sheet
      title={t('title')}
      closeLabel={t('close')}
      trigger={
        <button type="button" className={toolbarButtonClass} aria-label={t('open')}>
          <Activity aria-hidden className="size-5" />
        </button>
      }
    >
      {children ?? <p className="text-sm text-muted-700 dark:text-muted-300">{t('empty')}</p>}
    </Sheet>
  );
}
