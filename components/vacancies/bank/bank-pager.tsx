/** Numbered page links that keep the search's filters (plain links: paging works without script and crawls). */
import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/styles';
import { pagerPages } from '@/lib/shared/content/public-data';
import { Link } from '@/lib/shared/i18n/navigation';

export async function BankPager({ current, total, hrefOf }: { current: number; total: number; hrefOf: (page: number) => string }) {
  const pages = pagerPages(current, total);
  if (pages.length === 0) return null;
  const t = await getTranslations('publicContent.pager');
  const item = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-[var(--radius)] px-3 text-sm font-medium ${focusRing}`;
  return (
    <nav aria-label={t('label')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 ? (
          <li>
            <Link href={hrefOf(current - 1)} rel="prev" className={clsx(item, 'hover:bg-muted-100 dark:hover:bg-muted-800')}>
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-2">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('page', { page })}
                className={clsx(
                  item,
                  page === current ? 'bg-primary-700 text-primary-foreground' : 'hover:bg-muted-100 dark:hover:bg-muted-800',
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link href={hrefOf(current + 1)} rel="next" className={clsx(item, 'hover:bg-muted-100 dark:hover:bg-muted-800')}>
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
