/**
 * The signed-out copy of a workshop page, rendered once per center, locale and workshop and served from the cache to
 * every visitor without a session (proxy.ts rewrites `/workshops/12` here; docs/architecture.md "Cached public
 * pages"). Dropped when a workshop or shift write names the center's vacancies tag; its places left follow sign-ups
 * within a minute (lib/server/shifts/public-api.ts).
 */
import { type Params, PublicWorkshop, publicWorkshopMetadata } from '../../../workshops/[id]/public-workshop';

export const revalidate = 300;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export const generateMetadata = publicWorkshopMetadata;

export default function CachedWorkshopPage({ params }: { params: Params }) {
  return <PublicWorkshop params={params} visitor="signed-out" />;
}
