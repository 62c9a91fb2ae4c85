/**
 * The signed-out copy of a public vacancy, rendered once per center, locale and vacancy and served from the cache to
 * every visitor without a session (proxy.ts rewrites `/vacancies/search/12` here; docs/architecture.md "Cached public
 * pages"). Dropped when a write names the center's vacancies tag, and rendered again after five minutes at most:
 * vacancies expire by the clock.
 */
import { type Params, PublicVacancy, publicVacancyMetadata } from '../../../../vacancies/search/[id]/public-vacancy';

export const revalidate = 300;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export const generateMetadata = publicVacancyMetadata;

export default function CachedPublicVacancyPage({ params }: { params: Params }) {
  return <PublicVacancy params={params} visitor="signed-out" />;
}
