/**
 * Numbered page links for public lists (news, the vacancy bank): plain links, so paging works without script and
 * crawlers follow them; the caller builds each page's URL (keeping its filters) and passes the texts translated.
 * Renders on the server. The admin lists page with buttons instead (components/data-table/pagination.tsx).
 */
import clsx from 'clsx';
import { focusRing } from './styles';
import { pagerPages } from '@/lib/shared/content/public-data';
import { Link } from '@/lib/shared/i18n/navigation';

export interface PagerLabels {
  /** The navigation's name ("Pages"). */
  label: string;
  previous: string;
  next: string;
  /** The accessible name of one page's link ("Page 3"). */
  page: (page: number) => string;
}

const item = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-[var(--radius)] px-3 text-sm font-medium ${focusRing}`;
const idle = 'hover:bg-muted-100 dark:hover:bg-muted-800';

export function Pager({
  current,
  total,
  hrefOf,
  labels,
}: {
  current: number;
  total: number;
  hrefOf: (page: number) => string;
  labels: PagerLabels;
}) {
  const pages = pagerPages(current, total);
  if (pages.length === 0) return null;
  return (
    <nav aria-label={labels.label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 ? (
          <li>
            <Link href={hrefOf(current - 1)} rel="prev" className={clsx(item, idle)}>
              {labels.previous}
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
                aria-label={labels.page(page)}
                className={clsx(item, page === current ? 'bg-primary-700 text-primary-foreground' : idle)}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link href={hrefOf(current + 1)} rel="next" className={clsx(item, idle)}>
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
