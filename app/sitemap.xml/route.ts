/** The sitemap (or sitemap index, or one file it names via ?part=) of the center this host belongs to (lib/server/content/site-files). */
import { sitemapBody } from '@/lib/server/content/site-files';

export async function GET(request: Request) {
  const body = await sitemapBody(request.headers.get('host'), new URL(request.url).searchParams.get('part'));
  if (body === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
