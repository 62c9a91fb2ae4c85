/**
 * /uitloggen (docs/domain.md#screens-and-routes): signs out and goes to '/'. Also the way out of a refused session: server components
 * cannot clear cookies, so they send the visitor here with `?redirect=<path>` (or `?expired=1`), and this
 * clears the session and continues to the sign-in page.
 *
 * A cross-site link may not end a working session (logout CSRF): then only a token the backend already
 * refuses is cleared.
 */
import type { NextRequest } from 'next/server';
import { createServerApi } from '@/lib/server/api/server';
import { isAppLocale, DEFAULT_LOCALE, type AppLocale } from '@/lib/shared/i18n/locales';
import { isCompleteAuth } from '@/lib/server/session/auth-headers';
import { signOut } from '@/lib/server/session/auth';
import { checkSameOrigin } from '@/lib/server/session/origin';
import { sanitizeRedirect, signInPath } from '@/lib/server/session/redirect';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { seeOther } from '@/lib/server/session/route-helpers';
import { getSession } from '@/lib/server/session/session';
import { validateToken } from '@/lib/shared/session/api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

async function tokenStillValid(locale: AppLocale): Promise<boolean> {
  const session = await getSession();
  if (!isCompleteAuth(session.auth)) return false;
  try {
    const { center } = await getRequestContext();
    const api = await createServerApi({ locale, center: apiCenter(center), auth: session.auth, currentOrganizationId: null });
    await validateToken(api);
    return true;
  } catch {
    return false;
  }
}

function destination(query: URLSearchParams): string {
  const returnTo = sanitizeRedirect(query.get('redirect'), '');
  if (!returnTo && !query.has('expired')) return '/';
  const path = signInPath(returnTo || null);
  return `${path}${path.includes('?') ? '&' : '?'}expired=1`;
}

async function handle(request: NextRequest, { params }: Context): Promise<Response> {
  const { locale: raw } = await params;
  const locale = isAppLocale(raw) ? raw : DEFAULT_LOCALE;
  const query = request.nextUrl.searchParams;
  const check = checkSameOrigin({
    method: request.method,
    host: request.headers.get('host'),
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  });
  if (!check.ok && (await tokenStillValid(locale))) return seeOther(locale, '/');
  await signOut();
  return seeOther(locale, destination(query));
}

export { handle as GET, handle as POST };
