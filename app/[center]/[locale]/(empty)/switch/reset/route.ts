/**
 * GET /switch/reset: forget the chosen center and go home. The way out when the cookie names a center that no
 * longer exists (every page then shows "No tenant found", which links here).
 */
import { type NextRequest, NextResponse } from 'next/server';
import { CENTER_COOKIE } from '@/lib/shared/tenancy/resolve-center';

export const dynamic = 'force-dynamic';

export async function GET(_request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  // A relative Location: behind `next start`, request.url carries the server's own host (localhost), not the
  // center's host name, so an absolute URL built from it would leave the center's site.
  const response = new NextResponse(null, { status: 303, headers: { Location: locale === 'en' ? '/en' : '/' } });
  response.cookies.delete({ name: CENTER_COOKIE, path: '/' });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
