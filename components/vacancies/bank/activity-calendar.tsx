/**
 * The activity calendar: one month as a grid of weeks on wider screens and as a list of days on phones, or as a
 * list everywhere (`listOnly`), with the activities and the dates of the center's published workshops
 * (docs/domain.md#activity-calendar). Links to the previous and next month, the overview and the center's iCal feed.
 * A server component: plain links, no script.
 */
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { focusRing } from '@/components/ui/styles';
import type { Locale } from '@/domain/values';
import { localizedPath } from '@/lib/shared/content/seo';
import { Link } from '@/lib/shared/i18n/navigation';
import { type Month, monthGrid, monthKey, monthRange, shiftMonth } from '@/lib/shared/vacancies/calendar';
import { calendarDays, type WorkshopDate } from '@/lib/shared/vacancies/calendar-entries';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { DayList, MonthGrid } from './calendar-views';

const BASE = '/activiteitenkalender';

export async function ActivityCalendar({
  locale,
  month,
  today,
  listOnly,
  activities,
  workshops,
}: {
  locale: Locale;
  month: Month;
  /** Today in the calendar's time zone (YYYY-MM-DD). */
  today: string;
  listOnly: boolean;
  activities: PublicVacancy[];
  /** The open dates of the center's published workshops. */
  workshops: WorkshopDate[];
}) {
  const { first, last } = monthRange(month);
  const [t, format] = await Promise.all([getTranslations('activityCalendar'), getFormatter()]);
  const days = calendarDays(activities, workshops, first, last);
  const monthName = format.dateTime(new Date(`${first}T12:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const viewSuffix = listOnly ? '&view=list' : '';
  const hrefFor = (by: number) => `${BASE}?month=${monthKey(shiftMonth(month, by))}${viewSuffix}`;
  const link = `inline-flex min-h-11 items-center font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`;
  const current = monthKey(month);

  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-8 sm:py-10">
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{t('intro')}</p>
        <nav aria-label={t('views')} className="mt-4 flex flex-wrap gap-x-6">
          <Link href={`${BASE}?month=${current}`} aria-current={!listOnly ? 'page' : undefined} className={link}>
            {t('calendarView')}
          </Link>
          <Link href={`${BASE}?month=${current}&view=list`} aria-current={listOnly ? 'page' : undefined} className={link}>
            {t('listView')}
          </Link>
          <Link href={`${BASE}/overzicht`} className={link}>
            {t('overview')}
          </Link>
        </nav>
        <section aria-labelledby="calendar-month" className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="calendar-month" className="font-heading text-2xl font-semibold capitalize">
              {monthName}
            </h2>
            <nav aria-label={t('monthNav')} className="flex gap-4">
              <Link href={hrefFor(-1)} rel="prev" className={link}>
                {t('previousMonth')}
              </Link>
              <Link href={hrefFor(1)} rel="next" className={link}>
                {t('nextMonth')}
              </Link>
            </nav>
          </div>
          {days.length === 0 ? (
            <p className="mt-6">{t('empty', { month: monthName })}</p>
          ) : (
            <div className="mt-4">
              {listOnly ? null : <MonthGrid weeks={monthGrid(month)} days={days} today={today} className="hidden md:table" />}
              <DayList days={days} className={listOnly ? undefined : 'md:hidden'} />
            </div>
          )}
        </section>
        <p className="mt-10">
          <a href={localizedPath(locale, `${BASE}/feed.ics`)} className={link} data-testid="calendar-feed">
            {t('subscribe')}
          </a>
        </p>
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('subscribeHint')}</p>
      </PageContainer>
    </div>
  );
}
