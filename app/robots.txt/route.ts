/** robots.txt of the center this host belongs to, pointing at that host's sitemap (lib/server/content/site-files). */
import { robotsBody } from '@/lib/server/content/site-files';

export async function GET(request: Request) {
  const body = await robotsBody(request.headers.get('host'));
  // A host without a center is not for indexing.
  return new Response(body ?? 'User-agent: *\nDisallow: /\n', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
