/**
 * The center's activity calendar as an iCal feed to subscribe to: the activities and one VEVENT per date of a
 * published workshop, linking to the workshop (docs/domain.md#activity-calendar). 404 where the tenant has no
 * activities.
 */
import { getTranslations } from 'next-intl/server';
import { absoluteUrl } from '@/lib/shared/content/seo';
import { activityEvent, calendarText } from '@/lib/shared/vacancies/ical';
import { calendarCenter, icsResponse, notFoundResponse } from '@/lib/server/vacancies/ics-response';
import { listActivities, listWorkshopDates } from '@/lib/server/vacancies/public-api';
import { workshopEvent } from '@/lib/shared/vacancies/calendar-entries';
import { addressLine } from '@/lib/shared/vacancies/public-vacancy';

export async function GET(_request: Request, { params }: { params: Promise<{ center: string; locale: string }> }) {
  const scope = await calendarCenter(params);
  if (!scope) return notFoundResponse();
  const [activities, workshops, t] = await Promise.all([
    listActivities(scope.center, scope.locale),
    listWorkshopDates(scope.center, scope.locale),
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
  const workshopEvents = workshops.map((w) =>
    workshopEvent(w, {
      url: absoluteUrl(scope.origin, scope.locale, `/workshops/${w.workshopId}`),
      // Per shift: each date is its own event, and stays the same event when the shift is changed.
      uid: `shift-${w.shiftId}@${scope.center.slug}`,
      now,
      label: t('workshopLabel'),
    }),
  );
  const name = t('feedName', { name: scope.center.profile.name });
  return icsResponse(calendarText({ name, events: [...events.filter((e) => e.length), ...workshopEvents] }), {
    fileName: `${scope.center.slug}-activiteiten.ics`,
    download: false,
    chosenByCookie: scope.chosenByCookie,
  });
}
