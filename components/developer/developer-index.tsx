/** /test: every developer page by group, with what it shows, and when these pages exist at all. */
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { cardClass, linkClass } from '@/components/ui/styles';
import { DEVELOPER_BASE_PATH, DEVELOPER_PAGE_GROUPS } from '@/lib/shared/developer/pages';
import { Link } from '@/lib/shared/i18n/navigation';

export async function DeveloperIndex({ nodeEnv }: { nodeEnv: string }) {
  const t = await getTranslations('developer');
  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('index.title')}</h1>
        <p className="mt-2 max-w-3xl text-muted-800 dark:text-muted-200">{t('index.intro')}</p>
      </header>
      <Alert tone="info" title={t('index.gateTitle')}>
        {t('index.gate', { nodeEnv })}
      </Alert>
      {DEVELOPER_PAGE_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`developer-group-${group.key}`} className="space-y-3">
          <h2 id={`developer-group-${group.key}`} className="font-heading text-xl font-semibold">
            {t(`groups.${group.key}`)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.pages.map((page) => (
              <li key={page.slug} className={cardClass}>
                <Link href={`${DEVELOPER_BASE_PATH}/${page.slug}`} className={`${linkClass} text-lg`}>
                  {t(`pages.${page.key}.title`)}
                </Link>
                <p className="mt-1 font-mono text-xs text-muted-800 dark:text-muted-200">
                  {DEVELOPER_BASE_PATH}/{page.slug}
                </p>
                <p className="mt-2 text-sm text-muted-800 dark:text-muted-200">{t(`pages.${page.key}.description`)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
