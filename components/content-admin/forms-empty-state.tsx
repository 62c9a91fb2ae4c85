/** /content/forms before the form builder exists: what the section will hold and what works meanwhile. */
import { ClipboardList } from 'lucide-react';
import { useTranslations } from 'next-intl';

export function FormsEmptyState() {
  const t = useTranslations('contentAdmin.forms');
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      <section aria-labelledby="forms-empty" className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-muted-300 p-10 text-center dark:border-muted-700">
        <ClipboardList aria-hidden className="size-10 text-muted-600" />
        <h2 id="forms-empty" className="font-heading text-xl font-semibold">
          {t('emptyTitle')}
        </h2>
        <p className="max-w-prose text-muted-800 dark:text-muted-200">{t('emptyText')}</p>
      </section>
    </div>
  );
}
