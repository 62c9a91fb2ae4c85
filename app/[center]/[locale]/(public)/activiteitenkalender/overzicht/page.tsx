/** Overview of the center's activities: every upcoming one once, by its next date. 404 where activities are off. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { focusRing } from '@/components/ui/styles';
import { activityWhen } from '@/components/vacancies/bank/vacancy-when';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { localizedPath } from '@/lib/shared/content/seo';
import { Link } from '@/lib/shared/i18n/navigation';
import { dateIn, nextOccurrence } from '@/lib/shared/vacancies/calendar';
import { TIMEZONE } from '@/lib/shared/vacancies/ical';
import { publicFeatureEnabled } from '@/lib/shared/vacancies/labels';
import { listActivities } from '@/lib/server/vacancies/public-api';

type Params = Promise<{ center: string; locale: string }>;

const PATH = '/activiteitenkalender/overzicht';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request || !publicFeatureEnabled(request.center.tenantKey, 'activities')) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'activityCalendar' });
  return fixedPageMetadata(request, {
    title: t('overviewTitle'),
    description: t('overviewDescription', { name: request.center.profile.name }),
    path: PATH,
    translations: await translationsOf(request, PATH),
  });
}

export default async function ActivityOverviewPage({ params }: { params: Params }) {
  const request = await requirePublicRequest(params);
  if (!publicFeatureEnabled(request.center.tenantKey, 'activities')) notFound();
  const today = dateIn(TIMEZONE, new Date());
  const [t, format, activities] = await Promise.all([
    getTranslations('activityCalendar'),
    getFormatter(),
    listActivities(request.center, request.locale),
  ]);
  const upcoming = activities
    .map((v) => ({ v, next: nextOccurrence(v, today) }))
    .filter((x): x is { v: (typeof activities)[number]; next: string } => x.next !== null)
    .sort((a, b) => a.next.localeCompare(b.next) || a.v.title.localeCompare(b.v.title));
  const whens = await Promise.all(upcoming.map(({ v }) => activityWhen(v)));
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
        {upcoming.length === 0 ? (
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
                    href={localizedPath(request.locale, `/vacancies/search/${v.id}/calendar.ics`)}
                    download
                    aria-label={`${t('download')}: ${v.title}`}
                    className={`text-sm ${link}`}
                  >
                    {t('download')}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </PageContainer>
    </div>
  );
}
