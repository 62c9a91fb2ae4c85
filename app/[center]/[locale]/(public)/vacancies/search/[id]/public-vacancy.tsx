/**
 * A public vacancy: metadata (Open Graph, canonical, hreflang) and the page. Drafts, other centers' vacancies and
 * unknown ids are 404 (the API decides what is public). Rendered for the visitor of the request (page.tsx, a
 * signed-in visitor) or signed out (the copy the cache keeps for everyone else: (public)/%5Fcached/vacancies/search/[id]).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VacancyPage } from '@/components/vacancies/bank/vacancy-page';
import { ShiftPicker } from '@/components/shifts/shift-picker';
import { loadPublicShifts } from '@/lib/server/shifts/public-api';
import { activityWhen } from '@/components/vacancies/bank/vacancy-when';
import {
  type PublicRequest,
  type Visitor,
  pageAlternates,
  publicRequest,
  requirePublicRequest,
  translationsOf,
} from '@/lib/server/content/public-page';
import { absoluteAsset, absoluteUrl, localizedPath } from '@/lib/shared/content/seo';
import { signInPath } from '@/lib/server/session/redirect';
import { getViewer } from '@/lib/server/session/viewer';
import { requestTypeLabels } from '@/lib/server/vacancies/page-labels';
import { getPublicVacancy, listAgeGroups } from '@/lib/server/vacancies/public-api';
import { jobPostingJsonLd } from '@/lib/shared/vacancies/seo';

export type Params = Promise<{ center: string; locale: string; id: string }>;

const pathOf = (id: string) => `/vacancies/search/${id}`;

async function load(request: PublicRequest | null, id: string) {
  if (!request) return null;
  return getPublicVacancy(request.center, request.locale, id);
}

export async function publicVacancyMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [request, { id }] = await Promise.all([publicRequest(params), params]);
  const found = await load(request, id);
  if (!request || !found) return {};
  const { vacancy } = found;
  const path = pathOf(vacancy.id);
  const description = vacancy.summary ?? undefined;
  const image = absoluteAsset(request.origin, vacancy.imageUrl);
  return {
    title: vacancy.title,
    description,
    alternates: pageAlternates(request, path, await translationsOf(request, path)),
    openGraph: {
      type: 'website',
      title: vacancy.title,
      description,
      siteName: request.center.profile.name,
      locale: request.locale === 'nl' ? 'nl_NL' : 'en_GB',
      url: absoluteUrl(request.origin, request.locale, path),
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}

export async function PublicVacancy({ params, visitor }: { params: Params; visitor: Visitor }) {
  const [request, { id }] = await Promise.all([requirePublicRequest(params), params]);
  const found = await load(request, id);
  if (!found) notFound();
  const { vacancy, contact } = found;
  const [labels, ageGroups, viewer, when, shifts] = await Promise.all([
    requestTypeLabels(request),
    listAgeGroups(request.center, request.locale),
    visitor === 'request' ? getViewer() : null,
    activityWhen(vacancy),
    // Activities may have shifts (docs/domain.md#shifts); other vacancy types never do.
    vacancy.vacancyType === 'activity' ? loadPublicShifts(visitor, request.center, request.locale, { vacancyId: vacancy.id }) : null,
  ]);
  const path = pathOf(vacancy.id);
  const jsonLd = jobPostingJsonLd(vacancy, {
    url: absoluteUrl(request.origin, request.locale, path),
    centerName: request.center.profile.name,
    imageUrl: absoluteAsset(request.origin, vacancy.imageUrl),
    language: request.locale,
  });
  return (
    <VacancyPage
      vacancy={vacancy}
      contact={contact}
      labels={labels}
      groups={ageGroups.filter((g) => vacancy.ageGroupIds.includes(g.id)).map((g) => g.name)}
      when={when}
      jsonLd={jsonLd}
      signedInAs={viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() : null}
      signInHref={localizedPath(request.locale, signInPath(path))}
      calendarHref={localizedPath(request.locale, `${path}/calendar.ics`)}
      shifts={
        shifts?.shifts.length ? (
          <ShiftPicker
            shifts={shifts.shifts}
            locale={request.locale}
            signedIn={shifts.signedIn}
            signInHref={localizedPath(request.locale, signInPath(`${path}#diensten`))}
            returnTo={path}
          />
        ) : null
      }
    />
  );
}
