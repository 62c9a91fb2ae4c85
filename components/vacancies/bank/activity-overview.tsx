/**
 * Overview of the center's activities: every upcoming one once, by its next date, with its iCal download; then
 * every coming published workshop once, by its next date, labelled as a workshop (docs/domain.md#activity-calendar).
 */
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { focusRing } from '@/components/ui/styles';
import type { Locale } from '@/domain/values';
import { localizedPath } from '@/lib/shared/content/seo';
import { Link } from '@/lib/shared/i18n/navigation';
import { nextOccurrence } from '@/lib/shared/vacancies/calendar';
import { nextWorkshopDates, type WorkshopDate } from '@/lib/shared/vacancies/calendar-entries';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { activityWhen } from './vacancy-when';

export async function ActivityOverview({
  locale,
  today,
  activities,
  workshops,
}: {
  locale: Locale;
  /** Today in the calendar's time zone (YYYY-MM-DD). */
  today: string;
  activities: PublicVacancy[];
  /** The open dates of the center's published workshops. */
  workshops: WorkshopDate[];
}) {
  const [t, format] = await Promise.all([getTranslations('activityCalendar'), getFormatter()]);
  const upcoming = activities
    .map((v) => ({ v, next: nextOccurrence(v, today) }))
    .filter((x): x is { v: (typeof activities)[number]; next: string } => x.next !== null)
    .sort((a, b) => a.next.localeCompare(b.next) || a.v.title.localeCompare(b.v.title));
  const whens = await Promise.all(upcoming.map(({ v }) => activityWhen(v)));
  const comingWorkshops = nextWorkshopDates(workshops, today);
  const link = `font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`;

  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-8 sm:py-10">
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{t('overviewTitle')}</h1>
        <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{t('overviewIntro')}</p>
        <p className="mt-4">
          <Link href="/activiteitenkalender" className={link}>
            {t('calendarView')}
          </Link>
        </p>
        {upcoming.length === 0 && comingWorkshops.length === 0 ? (
          <p className="mt-8">{t('emptyOverview')}</p>
        ) : (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.map(({ v, next }, i) => (
              <li key={v.id} className="flex flex-col rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
                <p className="text-sm font-semibold text-primary-800 dark:text-primary-200">
                  <time dateTime={next}>{format.dateTime(new Date(`${next}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' })}</time>
                </p>
                <h2 className="mt-1 font-heading text-lg font-semibold">
                  <Link href={`/vacancies/search/${v.id}`} className={link}>
                    {v.title}
                  </Link>
                </h2>
                {v.organizationName ? <p className="text-sm text-muted-700 dark:text-muted-300">{v.organizationName}</p> : null}
                {v.summary ? <p className="mt-2 text-sm">{v.summary}</p> : null}
                <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">
                  {[v.activityFrequency ? t(`frequency.${v.activityFrequency}`) : null, ...whens[i]!].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-auto pt-3">
                  <a
                    href={localizedPath(locale, `/vacancies/search/${v.id}/calendar.ics`)}
                    download
                    aria-label={`${t('download')}: ${v.title}`}
                    className={`text-sm ${link}`}
                  >
                    {t('download')}
                  </a>
                </p>
              </li>
            ))}
            {comingWorkshops.map((w) => (
              <li
                key={`workshop-${w.workshopId}`}
                className="flex flex-col rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700"
                data-testid="overview-workshop"
              >
                <p className="text-sm font-semibold text-primary-800 dark:text-primary-200">
                  <time dateTime={w.date}>{format.dateTime(new Date(`${w.date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' })}</time>
                </p>
                <h2 className="mt-1 font-heading text-lg font-semibold">
                  <Link href={`/workshops/${w.workshopId}`} className={link}>
                    {w.title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">
                  {[t('workshopLabel'), `${w.startTime}–${w.endTime}`, w.place].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </PageContainer>
    </div>
  );
}
