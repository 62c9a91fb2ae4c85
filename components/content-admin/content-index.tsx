/** The /content index: a card per sub-section with what it is for. */
import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { visibleSections } from './sections';

export function ContentIndex({ site, forms }: { site: boolean; forms: boolean }) {
  const t = useTranslations('contentAdmin.index');
  const tNav = useTranslations('contentAdmin.nav');
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {visibleSections(site, forms)
          .filter((s) => s.key !== 'overview')
          .map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className={`block h-full rounded-lg border border-muted-200 p-5 hover:border-primary-600 hover:bg-primary-50 dark:border-muted-800 dark:hover:bg-primary-950 ${focusRing}`}
              >
                <span className="block font-heading text-lg font-semibold">{tNav(section.key)}</span>
                <span className="mt-1 block text-sm text-muted-800 dark:text-muted-200">{t(`cards.${section.key}`)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
