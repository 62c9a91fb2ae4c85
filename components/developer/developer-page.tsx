/** The frame of every developer page: the way back to /test, the page's title and what it shows. */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { DEVELOPER_BASE_PATH, type DeveloperPageKey } from '@/lib/shared/developer/pages';

export async function DeveloperPage({ pageKey, children }: { pageKey: DeveloperPageKey; children: ReactNode }) {
  const t = await getTranslations('developer');
  return (
    <div className="space-y-6">
      <BackLink href={DEVELOPER_BASE_PATH}>{t('backToIndex')}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight break-words">{t(`pages.${pageKey}.title`)}</h1>
        <p className="mt-2 max-w-3xl text-muted-800 dark:text-muted-200">{t(`pages.${pageKey}.description`)}</p>
      </header>
      {children}
    </div>
  );
}
