/**
 * The markers of a social map search, for the map island: the same URL query as the page, answered with the
 * finished body from the data cache (one backend read per center and search until an organization changes), an
 * ETag for a browser that has it already, and headers that let a browser and a CDN keep it a minute
 * (docs/api.md#social-map for the compact format).
 */
import { publicRequest } from '@/lib/server/content/public-page';
import { getSocialMapMarkerFeed } from '@/lib/server/social-map/public-api';
import { parseSocialMapFilters } from '@/lib/shared/social-map/filters';

type Params = Promise<{ center: string; locale: string }>;

const CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

export async function GET(request: Request, { params }: { params: Params }) {
  const publicReq = await publicRequest(params);
  if (!publicReq)
    return Response.json({ errors: [{ status: '404', title: 'Not found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } });
  const filters = parseSocialMapFilters(Object.fromEntries(new URL(request.url).searchParams));
  const feed = await getSocialMapMarkerFeed(publicReq.key, filters);
  const headers = { 'cache-control': CACHE_CONTROL, etag: feed.etag };
  if (
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(feed.etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(feed.body, { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
}
