/**
 * Next.js 16 proxy (formerly middleware): composition only. The decisions live in lib/tenancy (which center)
 * and lib/routing/proxy-rules (which paths, which redirect, which internal path), both pure and unit-tested.
 *
 *   1. center:  cookie `volunteer_center`, else host mapping, else the default center
 *   2. Gelderse Handen host: everything but /gelderse-handen redirects there
 *   3. locale:  next-intl (prefix, else NEXT_LOCALE cookie, else Accept-Language); may redirect
 *   4. rewrite: `/<center>/<locale>/<rest>`, keeping next-intl's response headers and cookies, with the center
 *      passed on as the request headers `x-center-slug` and `x-app-context` (always overwritten: a client cannot
 *      choose them this way)
 */
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { hostMapping } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { APP_CONTEXT_HEADER, CENTER_HEADER, ORIGINAL_PATH_HEADER } from '@/lib/routing/headers';
import { buildInternalPath, geldersHandenRedirect, isProxyExcluded, localizedPathname } from '@/lib/routing/proxy-rules';
import { CENTER_COOKIE, resolveCenter } from '@/lib/tenancy/resolve-center';

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  // The matcher already skips these; the check keeps the proxy correct if the matcher is ever widened.
  if (isProxyExcluded(pathname)) return NextResponse.next();

  // The Host header only: X-Forwarded-Host is whatever a client sends unless a trusted proxy rewrites it.
  const host = request.headers.get('host');
  const center = resolveCenter({ host, cookieCenter: request.cookies.get(CENTER_COOKIE)?.value, mapping: hostMapping });

  if (center.geldersHanden) {
    const target = geldersHandenRedirect(pathname);
    if (target) return NextResponse.redirect(new URL(target, request.url), 307);
  }

  const intl = handleI18nRouting(request);
  // Redirects (e.g. /nl/x -> /x, or / -> /en for an English cookie) go out as next-intl made them.
  if (intl.headers.has('location')) return intl;

  const internal = buildInternalPath(center.centerSlug, localizedPathname(pathname, intl.headers.get('x-middleware-rewrite')));
  if (!internal) return intl;

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CENTER_HEADER, center.centerSlug);
  requestHeaders.set(APP_CONTEXT_HEADER, center.geldersHanden ? 'gelderland' : 'meedoen');
  requestHeaders.set(ORIGINAL_PATH_HEADER, pathname);
  requestHeaders.set('x-next-intl-locale', internal.locale);

  const url = request.nextUrl.clone();
  url.pathname = internal.pathname;
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });

  // Keep what next-intl put on its response (Link alternates, the NEXT_LOCALE cookie), but not its own
  // rewrite instructions, which this rewrite replaces.
  intl.headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (key.startsWith('x-middleware-') || key === 'set-cookie') return;
    response.headers.set(name, value);
  });
  for (const cookie of intl.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}

export const config = {
  // Must equal PROXY_MATCHER in lib/routing/proxy-rules.ts (tests/unit/routing checks it). Next.js reads this
  // literal at build time, so it cannot be imported.
  matcher: [
    '/((?!api(?:/|$)|bff(?:/|$)|_next/|__nextjs|\\.well-known/|auth(?:/(?:sign_in|sign_out|password|validate_token|confirmation)(?:/|$)|$)|.*\\.(?:ico|png|jpg|jpeg|gif|svg|webp|avif|bmp|css|js|mjs|map|txt|xml|json|webmanifest|woff|woff2|ttf|otf|eot|pdf|mp4|webm|mp3)$).*)',
  ],
};
