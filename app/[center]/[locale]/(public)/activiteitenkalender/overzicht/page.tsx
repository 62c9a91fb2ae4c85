/**
 * Overview of the center's activities and workshops: every upcoming one once, by its next date. 404 where activities
 * are off.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ActivityOverview } from '@/components/vacancies/bank/activity-overview';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { dateIn } from '@/lib/shared/vacancies/calendar';
import { TIMEZONE } from '@/lib/shared/vacancies/ical';
import { publicFeatureEnabled } from '@/lib/shared/vacancies/labels';
import { listActivities, listWorkshopDates } from '@/lib/server/vacancies/public-api';

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
  const [activities, workshops] = await Promise.all([
    listActivities(request.center, request.locale),
    listWorkshopDates(request.center, request.locale),
  ]);
  return <ActivityOverview locale={request.locale} today={dateIn(TIMEZONE, new Date())} activities={activities} workshops={workshops} />;
}
