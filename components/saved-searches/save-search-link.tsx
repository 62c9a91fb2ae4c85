/**
 * "Save this search" on the vacancy bank: a plain link to the signed-in page that saves it, carrying the bank's
 * query, so the public bank stays cacheable and needs no session (signed out, that page asks to sign in first).
 */
import { getTranslations } from 'next-intl/server';
import { outlineActionLinkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';

export async function SaveSearchLink({ query }: { query: string }) {
  const t = await getTranslations('savedSearches.bank');
  return (
    <section
      aria-labelledby="save-search-title"
      className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-muted-200 bg-surface p-4 dark:border-muted-800"
    >
      <div>
        <h2 id="save-search-title" className="font-heading text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('hint')}</p>
      </div>
      <Link href={`/profiel/zoekopdrachten/nieuw${query ? `?${query}` : ''}`} className={outlineActionLinkClass} data-testid="save-search">
        {t('action')}
      </Link>
    </section>
  );
}
