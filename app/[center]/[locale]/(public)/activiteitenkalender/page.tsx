/**
 * The activity calendar: one month (?month=YYYY-MM) as a grid of weeks on wider screens and as a list of days on
 * phones, or as a list everywhere (?view=list), with the dates of the center's published workshops. Links to the previous and next month, the overview and the
 * center's iCal feed. 404 where the tenant has no activities.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ActivityCalendar } from '@/components/vacancies/bank/activity-calendar';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { absoluteUrl } from '@/lib/shared/content/seo';
import { dateIn, monthRange, parseMonth } from '@/lib/shared/vacancies/calendar';
import { TIMEZONE } from '@/lib/shared/vacancies/ical';
import { publicFeatureEnabled } from '@/lib/shared/vacancies/labels';
import { listActivities, listWorkshopDates } from '@/lib/server/vacancies/public-api';

// With a query only (a search, a page number, a month): proxy.ts sends the plain address to the cached copy in
// %5Fcached (docs/architecture.md "Cached public pages"). This one reads the query, so it renders per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const BASE = '/activiteitenkalender';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request || !publicFeatureEnabled(request.center.tenantKey, 'activities')) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'activityCalendar' });
  const metadata = fixedPageMetadata(request, {
    title: t('title'),
    description: t('description', { name: request.center.profile.name }),
    path: BASE,
    translations: await translationsOf(request, BASE),
  });
  const feed = absoluteUrl(request.origin, request.locale, `${BASE}/feed.ics`);
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'text/calendar': feed } } };
}

export default async function ActivityCalendarPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const request = await requirePublicRequest(params);
  if (!publicFeatureEnabled(request.center.tenantKey, 'activities')) notFound();
  const query = await searchParams;
  const today = dateIn(TIMEZONE, new Date());
  const month = parseMonth(query.month, today);
  const { first, last } = monthRange(month);
  const [activities, workshops] = await Promise.all([
    listActivities(request.center, request.locale, { from: first, to: last }),
    listWorkshopDates(request.center, request.locale),
  ]);
  return (
    <ActivityCalendar
      locale={request.locale}
      month={month}
      today={today}
      listOnly={query.view === 'list'}
      activities={activities}
      workshops={workshops}
    />
  );
}
