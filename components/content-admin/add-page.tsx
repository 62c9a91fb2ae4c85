'use client';

/** /content/pages/add: the page's settings first; saving opens the editor, where blocks are added. */
import { useTranslations } from 'next-intl';
import type { CenterRef } from '@/components/organizations/use-browser-api';
import { BackLink } from '@/components/users/back-link';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { PageSettingsForm } from './page-settings-form';

export function AddPage({ center, multiLanguage }: { center: CenterRef; multiLanguage: boolean }) {
  const t = useTranslations('contentAdmin.addPage');
  const router = useRouter();
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href="/content/pages">{t('back')}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      <PageSettingsForm center={center} page={null} multiLanguage={multiLanguage} onSaved={(page) => router.push(`/content/pages/${page.id}`)} />
    </div>
  );
}
