/**
 * A public vacancy as a signed-in visitor sees it, rendered per request. proxy.ts sends everyone without a session to
 * the cached signed-out copy instead (docs/architecture.md "Cached public pages"); public-vacancy.tsx renders both.
 */
import { type Params, PublicVacancy, publicVacancyMetadata } from './public-vacancy';

export const generateMetadata = publicVacancyMetadata;

export default function PublicVacancyPage({ params }: { params: Params }) {
  return <PublicVacancy params={params} visitor="request" />;
}
