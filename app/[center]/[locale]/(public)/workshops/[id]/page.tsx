/**
 * A workshop as a signed-in visitor sees it (their own sign-ups), rendered per request. proxy.ts sends everyone without
 * a session to the cached signed-out copy instead (docs/architecture.md "Cached public pages").
 */
import { type Params, PublicWorkshop, publicWorkshopMetadata } from './public-workshop';

export const generateMetadata = publicWorkshopMetadata;

export default function PublicWorkshopPage({ params }: { params: Params }) {
  return <PublicWorkshop params={params} visitor="request" />;
}
