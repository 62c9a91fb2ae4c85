/**
 * GET /switch/reset: forget the chosen center and go home. The way out when the cookie names a center that no
 * longer exists (every page then shows "No tenant found", which links here).
 */
import { type NextRequest, NextResponse } from 'next/server';
import { CENTER_COOKIE } from '@/lib/tenancy/resolve-center';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const response = NextResponse.redirect(new URL(locale === 'en' ? '/en' : '/', request.url), 303);
  response.cookies.delete({ name: CENTER_COOKIE, path: '/' });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
