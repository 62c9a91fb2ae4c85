/**
 * The markers of a social map search, for the map island: the same URL query as the page, answered from the data
 * cache (one backend read per center and search until an organization changes) with headers that let a browser
 * and a CDN keep it a minute (docs/api.md#social-map for the compact format).
 */
import { publicRequest } from '@/lib/server/content/public-page';
import { getSocialMapMarkers } from '@/lib/server/social-map/public-api';
import { parseSocialMapFilters } from '@/lib/shared/social-map/filters';

type Params = Promise<{ center: string; locale: string }>;

export async function GET(request: Request, { params }: { params: Params }) {
  const publicReq = await publicRequest(params);
  if (!publicReq)
    return Response.json({ errors: [{ status: '404', title: 'Not found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } });
  const filters = parseSocialMapFilters(Object.fromEntries(new URL(request.url).searchParams));
  const markers = await getSocialMapMarkers(publicReq.key, filters);
  return Response.json(
    {
      data: markers.map((m) => [Number(m.id), m.name, m.nonProfitTypeId, m.latitude, m.longitude]),
      meta: { fields: ['id', 'name', 'non_profit_type_id', 'latitude', 'longitude'], total_count: markers.length },
    },
    { headers: { 'cache-control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300' } },
  );
}
