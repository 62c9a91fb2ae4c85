/**
 * Next.js 16 proxy (formerly middleware): composition only. The decisions live in lib/shared/tenancy (which center)
 * and lib/server/routing/proxy-rules (which paths, which redirect, which internal path), both pure and unit-tested.
 *
 *   1. center:  cookie `volunteer_center`, else host mapping, else the default center
 *   2. Gelderse Handen host: everything but /gelderse-handen redirects there
 *   3. locale:  next-intl (prefix, else NEXT_LOCALE cookie, else Accept-Language); may redirect
 *   4. rewrite: `/<center>/<locale>/<rest>`, keeping next-intl's response headers and cookies, with the center
 *      passed on as the request headers `x-center-slug` and `x-app-context` (always overwritten: a client cannot
 *      choose them this way)
 *   5. security: the page headers (lib/shared/security) on every answer. Pages rendered per request get a fresh
 *      nonce, and their CSP also goes on the request, where Next.js reads the nonce for its own scripts; the cached
 *      public pages (proxy-rules cachedPublicPage) get the nonce-less policy and no CSP on the request, so no
 *      nonce is baked into the HTML they share. The request id (X-Request-Id) both ways.
 */
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { hostMapping, webEnv } from '@/lib/server/env';
import { routing } from '@/lib/shared/i18n/routing';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/shared/monitoring/request-id';
import { APP_CONTEXT_HEADER, CENTER_HEADER, NONCE_HEADER, ORIGINAL_PATH_HEADER } from '@/lib/server/routing/headers';
import { contentSecurityPolicy, createNonce } from '@/lib/shared/security/content-security-policy';
import { frameAncestorsFor, pageHeaders } from '@/lib/shared/security/headers';
import { buildInternalPath, geldersHandenRedirect, isProxyExcluded, localizedPathname } from '@/lib/server/routing/proxy-rules';
import { CENTER_COOKIE, resolveCenter } from '@/lib/shared/tenancy/resolve-center';
import { SESSION_COOKIE } from '@/lib/server/session/cookie-name';

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
    if (target) return pageSecurity(request, host, false).apply(NextResponse.redirect(new URL(target, request.url), 307));
  }

  const intl = handleI18nRouting(request);
  // Redirects (e.g. /nl/x -> /x, or / -> /en for an English cookie) go out as next-intl made them.
  if (intl.headers.has('location')) return pageSecurity(request, host, false).apply(intl);

  const internal = buildInternalPath(center.centerSlug, localizedPathname(pathname, intl.headers.get('x-middleware-rewrite')), {
    hasQuery: request.nextUrl.search.length > 1,
    // Only whether a session cookie is there: a stale one gets the page per request, which then renders signed out.
    signedIn: request.cookies.has(SESSION_COOKIE),
  });
  if (!internal) return pageSecurity(request, host, false).apply(intl);
  const security = pageSecurity(request, host, internal.cached);

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CENTER_HEADER, center.centerSlug);
  requestHeaders.set(APP_CONTEXT_HEADER, center.geldersHanden ? 'gelderland' : 'meedoen');
  requestHeaders.set(ORIGINAL_PATH_HEADER, pathname);
  requestHeaders.set('x-next-intl-locale', internal.locale);
  security.onRequest(requestHeaders);

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
  return security.apply(response);
}

/**
 * This request's nonce (none for a cached page), CSP and request id. upgrade-insecure-requests only in production
 * and never on a loopback host (the end-to-end tests serve a production build over http on *.localhost, which has no
 * https to upgrade to).
 */
function pageSecurity(request: NextRequest, host: string | null, cached: boolean) {
  const nonce = cached ? null : createNonce();
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const frameAncestors = frameAncestorsFor(request.nextUrl.pathname);
  const policy = contentSecurityPolicy({
    nonce,
    development: webEnv.isDevelopment,
    upgradeInsecureRequests: webEnv.isProduction && !isLoopbackHost(host),
    frameAncestors,
    mapStyleUrl: webEnv.MAP_STYLE_URL,
    sentryDsn: webEnv.SENTRY_DSN,
  });
  return {
    onRequest(headers: Headers) {
      // A client's own CSP or nonce header never reaches Next.js: it would put that nonce into a cached page.
      headers.delete('content-security-policy');
      headers.delete(NONCE_HEADER);
      if (nonce) {
        headers.set('content-security-policy', policy);
        headers.set(NONCE_HEADER, nonce);
      }
      headers.set(REQUEST_ID_HEADER, requestId);
    },
    apply(response: NextResponse): NextResponse {
      for (const [name, value] of Object.entries(pageHeaders({ contentSecurityPolicy: policy, frameAncestors })))
        response.headers.set(name, value);
      response.headers.set(REQUEST_ID_HEADER, requestId);
      return response;
    },
  };
}

function isLoopbackHost(host: string | null): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

export const config = {
  // Must equal PROXY_MATCHER in lib/server/routing/proxy-rules.ts (tests/unit/routing checks it). Next.js reads this
  // literal at build time, so it cannot be imported.
  matcher: [
    '/((?!api(?:/|$)|bff(?:/|$)|healthz$|readyz$|_next/|__nextjs|\\.well-known/|auth(?:/(?:sign_in|sign_out|password|validate_token|confirmation)(?:/|$)|$)|.*\\.(?:ico|png|jpg|jpeg|gif|svg|webp|avif|bmp|css|js|mjs|map|txt|xml|json|webmanifest|woff|woff2|ttf|otf|eot|pdf|mp4|webm|mp3)$).*)',
  ],
};
