/**
 * /workshops: the center's published trainings and meetings as cards (title, next date, place or online, for whom),
 * one column on a phone. Server-rendered, no script.
 */
import { CalendarClock, MapPin, MonitorPlay, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import type { WorkshopView } from '@/lib/shared/workshops/api';

export async function WorkshopList({ workshops, locale }: { workshops: WorkshopView[]; locale: string }) {
  const t = await getTranslations('workshops.public');
  if (!workshops.length) return <p className="mt-6">{t('empty')}</p>;
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Amsterdam', dateStyle: 'full', timeStyle: 'short' });
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="workshop-list">
      {workshops.map((w) => (
        <li
          key={w.id}
          className="flex flex-col rounded-[var(--radius)] border border-muted-200 bg-white p-5 shadow-sm dark:border-muted-700 dark:bg-muted-950"
        >
          <h2 className="font-heading text-xl font-semibold">
            <Link href={`/workshops/${w.id}`} className={`underline-offset-2 hover:underline ${focusRing}`}>
              {w.title}
            </Link>
          </h2>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex items-center gap-2">
              <dt>
                <CalendarClock aria-hidden className="size-4" />
                <span className="sr-only">{t('next')}</span>
              </dt>
              <dd>{w.nextStartsAt ? day.format(new Date(w.nextStartsAt)) : t('noDates')}</dd>
            </div>
            {w.place ? (
              <div className="flex items-center gap-2">
                <dt>
                  <MapPin aria-hidden className="size-4" />
                  <span className="sr-only">{t('place')}</span>
                </dt>
                <dd>{w.place}</dd>
              </div>
            ) : null}
            {w.onlineUrl ? (
              <div className="flex items-center gap-2">
                <dt>
                  <MonitorPlay aria-hidden className="size-4" />
                  <span className="sr-only">{t('online')}</span>
                </dt>
                <dd>{t('onlineValue')}</dd>
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <dt>
                <Users aria-hidden className="size-4" />
                <span className="sr-only">{t('audience')}</span>
              </dt>
              <dd>{t(`audiences.${w.audience}`)}</dd>
            </div>
          </dl>
          {w.status === 'cancelled' ? <p className="mt-2 text-sm font-semibold text-red-800 dark:text-red-300">{t('cancelled')}</p> : null}
        </li>
      ))}
    </ul>
  );
}
