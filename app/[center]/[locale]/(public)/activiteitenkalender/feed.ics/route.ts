/** The center's activity calendar as an iCal feed to subscribe to. 404 where the tenant has no activities. */
import { getTranslations } from 'next-intl/server';
import { absoluteUrl } from '@/lib/shared/content/seo';
import { activityEvent, calendarText } from '@/lib/shared/vacancies/ical';
import { calendarCenter, icsResponse, notFoundResponse } from '@/lib/server/vacancies/ics-response';
import { listActivities } from '@/lib/server/vacancies/public-api';
import { addressLine } from '@/lib/shared/vacancies/public-vacancy';

export async function GET(_request: Request, { params }: { params: Promise<{ center: string; locale: string }> }) {
  const scope = await calendarCenter(params);
  if (!scope) return notFoundResponse();
  const [activities, t] = await Promise.all([
    listActivities(scope.center, scope.locale),
    getTranslations({ locale: scope.locale, namespace: 'activityCalendar' }),
  ]);
  const now = new Date();
  const events = activities.map((v) =>
    activityEvent(v, {
      url: absoluteUrl(scope.origin, scope.locale, `/vacancies/search/${v.id}`),
      uid: `vacancy-${v.id}@${scope.center.slug}`,
      now,
      location: addressLine(v),
    }),
  );
  const name = t('feedName', { name: scope.center.profile.name });
  return icsResponse(calendarText({ name, events: events.filter((e) => e.length) }), {
    fileName: `${scope.center.slug}-activiteiten.ics`,
    download: false,
    chosenByCookie: scope.chosenByCookie,
  });
}
