/**
 * The activity calendar's two renderings of one month: a grid of weeks (wider screens) and a list of days with
 * their activities and workshop dates (phones, and the list view). A workshop date links to its workshop and says
 * "Workshop" in words, not only by color (docs/domain.md#activity-calendar). Server components: plain links, no script.
 */
import clsx from 'clsx';
import { getFormatter, getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import type { CalendarDay } from '@/lib/shared/vacancies/calendar';
import { type CalendarEntry, dayEntries } from '@/lib/shared/vacancies/calendar-entries';
import { bankHref } from '@/lib/shared/vacancies/filters';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';

/** Activities per day in a grid cell and in the day list; the rest are one link away (calendar-entries.ts dayEntries). */
const GRID_LIMIT = 3;
const LIST_LIMIT = 10;

/** The bank filtered to one day's activities: complete and paginated, where the calendar shows a few. */
const dayInBank = (date: string) =>
  bankHref('/vacancies/search', { vacancyTypes: ['activity'], startsFrom: date, startsUntil: date, sort: 'starts_on', page: 1 });

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const link = `font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`;
const hours = (v: PublicVacancy) => (v.startTime ? (v.endTime ? `${v.startTime}–${v.endTime}` : v.startTime) : null);
/** The workshop label: words on a tinted badge, so it does not rest on color alone (WCAG 1.4.1). */
const badge =
  'mr-1 inline-block rounded-sm bg-secondary-100 px-1 text-[0.7rem] font-semibold uppercase tracking-wide text-secondary-900 no-underline dark:bg-secondary-900 dark:text-secondary-100';

function entryHref(e: CalendarEntry) {
  return e.kind === 'activity' ? `/vacancies/search/${e.vacancy.id}` : `/workshops/${e.workshop.workshopId}`;
}

export async function MonthGrid({
  weeks,
  days,
  today,
  className,
}: {
  weeks: (string | null)[][];
  days: CalendarDay<CalendarEntry>[];
  today: string;
  className?: string;
}) {
  const [t, format] = await Promise.all([getTranslations('activityCalendar'), getFormatter()]);
  const byDate = new Map(days.map((d) => [d.date, dayEntries(d.items, GRID_LIMIT)]));
  const weekdayNames = t('weekdaysShort').split(',');
  return (
    <table className={clsx('w-full table-fixed border-collapse text-sm', className)}>
      <thead>
        <tr>
          {weekdayNames.map((name) => (
            <th key={name} scope="col" className="border-b border-muted-200 py-2 text-left font-semibold dark:border-muted-700">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={i}>
            {week.map((date, j) =>
              date ? (
                <td
                  key={date}
                  className={clsx(
                    'h-28 border border-muted-200 p-1 align-top dark:border-muted-700',
                    date === today && 'bg-primary-50 dark:bg-primary-950',
                  )}
                >
                  <time dateTime={date} className="block text-xs font-semibold">
                    <span aria-hidden>{Number(date.slice(8))}</span>
                    <span className="sr-only">{format.dateTime(day(date), { dateStyle: 'full', timeZone: 'UTC' })}</span>
                  </time>
                  <ul className="mt-1 space-y-1">
                    {(byDate.get(date)?.shown ?? []).map((e) =>
                      e.kind === 'activity' ? (
                        <li key={e.key} className="truncate">
                          <Link href={entryHref(e)} className={`${link} text-xs`} title={e.vacancy.title}>
                            {hours(e.vacancy) ? `${e.vacancy.startTime} ` : ''}
                            {e.vacancy.title}
                          </Link>
                        </li>
                      ) : (
                        <li key={e.key} className="truncate" data-testid="calendar-workshop">
                          <span className={badge}>{t('workshopLabel')}</span>
                          <Link href={entryHref(e)} className={`${link} text-xs`} title={`${t('workshopLabel')}: ${e.workshop.title}`}>
                            {`${e.workshop.startTime} `}
                            {e.workshop.title}
                          </Link>
                        </li>
                      ),
                    )}
                    <MoreOnDay date={date} hidden={byDate.get(date)?.hidden ?? 0} short />
                  </ul>
                </td>
              ) : (
                <td key={`empty-${j}`} className="border border-muted-200 bg-muted-50 dark:border-muted-700 dark:bg-muted-900" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export async function DayList({ days, className }: { days: CalendarDay<CalendarEntry>[]; className?: string }) {
  const [t, format] = await Promise.all([getTranslations('activityCalendar'), getFormatter()]);
  return (
    <ol className={clsx('space-y-6', className)}>
      {days
        .map((d) => ({ date: d.date, ...dayEntries(d.items, LIST_LIMIT) }))
        .map((d) => (
          <li key={d.date}>
            <h3 className="font-heading text-lg font-semibold">
              <time dateTime={d.date}>{format.dateTime(day(d.date), { dateStyle: 'full', timeZone: 'UTC' })}</time>
            </h3>
            <ul className="mt-2 space-y-2">
              {d.shown.map((e) =>
                e.kind === 'activity' ? (
                  <li key={e.key} className="rounded-[var(--radius)] border border-muted-200 p-3 dark:border-muted-700">
                    <Link href={entryHref(e)} className={link}>
                      {e.vacancy.title}
                    </Link>
                    <p className="text-sm text-muted-700 dark:text-muted-300">
                      {[
                        hours(e.vacancy),
                        e.vacancy.organizationName,
                        e.vacancy.city,
                        e.vacancy.activityFrequency ? t(`frequency.${e.vacancy.activityFrequency}`) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </li>
                ) : (
                  <li
                    key={e.key}
                    className="rounded-[var(--radius)] border border-muted-200 p-3 dark:border-muted-700"
                    data-testid="calendar-workshop"
                  >
                    <span className={badge}>{t('workshopLabel')}</span>
                    <Link href={entryHref(e)} className={link}>
                      {e.workshop.title}
                    </Link>
                    <p className="text-sm text-muted-700 dark:text-muted-300">
                      {[`${e.workshop.startTime}–${e.workshop.endTime}`, e.workshop.place].filter(Boolean).join(' · ')}
                    </p>
                  </li>
                ),
              )}
              <MoreOnDay date={d.date} hidden={d.hidden} />
            </ul>
          </li>
        ))}
    </ol>
  );
}

/** The link to the activities a day leaves out; nothing when it leaves none out. */
async function MoreOnDay({ date, hidden, short = false }: { date: string; hidden: number; short?: boolean }) {
  if (hidden === 0) return null;
  const [t, format] = await Promise.all([getTranslations('activityCalendar'), getFormatter()]);
  const when = format.dateTime(day(date), { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <li className={short ? 'truncate' : undefined}>
      <Link
        href={dayInBank(date)}
        className={`${link} ${short ? 'text-xs' : 'inline-flex min-h-11 items-center text-sm'}`}
        data-testid="calendar-more"
      >
        {t.rich(short ? 'moreShort' : 'moreOnDay', {
          count: hidden,
          date: when,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </Link>
    </li>
  );
}
