/**
 * /workshops/beheer: every workshop of the center for its managers, filtered by status (links, no script), with the
 * next date and a link to manage each (details and dates).
 */
import { getTranslations } from 'next-intl/server';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { actionLinkClass, cardClass, linkClass } from '@/components/ui/styles';
import { WORKSHOP_STATUSES, type WorkshopStatus } from '@/domain/workshops';
import { Link } from '@/lib/shared/i18n/navigation';
import type { WorkshopView } from '@/lib/shared/workshops/api';

const TONES: Record<WorkshopStatus, BadgeTone> = { draft: 'muted', published: 'success', cancelled: 'danger' };

interface Props {
  workshops: WorkshopView[];
  status: WorkshopStatus | null;
  locale: string;
  notice: string | null;
}

export async function WorkshopAdminList({ workshops, status, locale, notice }: Props) {
  const t = await getTranslations('workshops.admin');
  const tForm = await getTranslations('workshops.form');
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });
  const filters: (WorkshopStatus | null)[] = [null, ...WORKSHOP_STATUSES];
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-heading text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-muted-700 dark:text-muted-300">{t('intro')}</p>
        </div>
        <Link href="/workshops/beheer/nieuw" className={actionLinkClass}>
          {t('new')}
        </Link>
      </header>
      {notice ? (
        <p role="status" className="rounded-md bg-muted-50 p-3 text-sm dark:bg-muted-900">
          {t(`notices.${notice}`)}
        </p>
      ) : null}
      <nav aria-label={t('filterLabel')}>
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={f ?? 'all'}>
              <Link
                href={f ? `/workshops/beheer?status=${f}` : '/workshops/beheer'}
                aria-current={f === status ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border border-muted-300 px-3 text-sm aria-[current=page]:border-primary-700 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold dark:border-muted-700 dark:aria-[current=page]:bg-primary-950 ${linkClass}`}
              >
                {f ? tForm(`statuses.${f}`) : t('all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="workshops-admin-list" className={cardClass}>
        <h2 id="workshops-admin-list" className="sr-only">
          {t('listTitle')}
        </h2>
        {workshops.length ? (
          <ul className="divide-y divide-muted-200 dark:divide-muted-800" data-testid="workshop-admin-list">
            {workshops.map((w) => (
              <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <Link href={`/workshops/beheer/${w.id}`} className={`break-words ${linkClass}`}>
                    {w.title}
                  </Link>
                  <p className="text-sm text-muted-700 dark:text-muted-300">
                    {w.nextStartsAt ? day.format(new Date(w.nextStartsAt)) : t('noDates')} · {tForm(`audiences.${w.audience}`)}
                  </p>
                </div>
                <Badge tone={TONES[w.status]}>{tForm(`statuses.${w.status}`)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
