/** One activity as an .ics download. 404 for non-activities, unpublished ones and where activities are off. */
import { absoluteUrl } from '@/lib/shared/content/seo';
import { activityEvent, calendarText, icsFileName } from '@/lib/shared/vacancies/ical';
import { calendarCenter, icsResponse, notFoundResponse } from '@/lib/server/vacancies/ics-response';
import { getPublicVacancy } from '@/lib/server/vacancies/public-api';
import { addressLine } from '@/lib/shared/vacancies/public-vacancy';

export async function GET(_request: Request, { params }: { params: Promise<{ center: string; locale: string; id: string }> }) {
  const [scope, { id }] = await Promise.all([calendarCenter(params), params]);
  if (!scope) return notFoundResponse();
  const found = await getPublicVacancy(scope.center, scope.locale, id);
  if (!found || found.vacancy.vacancyType !== 'activity' || !found.vacancy.startsOn) return notFoundResponse();
  const v = found.vacancy;
  const event = activityEvent(v, {
    url: absoluteUrl(scope.origin, scope.locale, `/vacancies/search/${v.id}`),
    uid: `vacancy-${v.id}@${scope.center.slug}`,
    now: new Date(),
    location: addressLine(v),
  });
  return icsResponse(calendarText({ name: v.title, events: [event] }), {
    fileName: icsFileName(v.title, v.id),
    download: true,
    chosenByCookie: scope.chosenByCookie,
  });
}
