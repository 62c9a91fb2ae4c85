/** /content/forms before the form builder exists: what the section will hold and what works meanwhile. */
import { ClipboardList } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';

export function FormsEmptyState() {
  const t = useTranslations('contentAdmin.forms');
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      <EmptyState
        id="forms-empty"
        heading="h2"
        icon={<ClipboardList aria-hidden className="size-10 text-muted-600" />}
        title={t('emptyTitle')}
        description={t('emptyText')}
      />
    </div>
  );
}
