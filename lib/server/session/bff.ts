/**
 * The same-origin forwarding route's handler (mounted by app/bff/[...path]/route.ts). Client components
 * call `/bff/api/v1/...` and `/bff/auth/...`; this:
 *
 * 1. refuses cross-site callers (Origin / Sec-Fetch-Site, lib/server/session/origin.ts);
 * 2. resolves the center exactly as proxy.ts does (cookie, else host; the proxy does not run for /bff, so any
 *    `x-center-slug` a client sends is ignored);
 * 3. unseals the session and forwards with the auth, center and organization headers (in-process, or to
 *    API_BASE_URL), dropping whatever tokens or center headers the browser sent;
 * 4. reseals refreshed or newly issued tokens and never returns token headers to the browser.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { AuthHeaders } from '@/lib/shared/api';
import { backendConnection } from '@/lib/server/api/server';
import { getCenter } from '@/lib/server/center/get-center';
import { hostMapping } from '@/lib/server/env';
import { centerSegment } from '@/lib/server/routing/proxy-rules';
import { formatBytes } from '@/lib/shared/forms/format-bytes';
import type { Locale } from '@/domain/values';
import { readBodyWithin } from '@/lib/shared/http/read-body-within';
import { CENTER_COOKIE, resolveCenter } from '@/lib/shared/tenancy/resolve-center';
import { MAX_REQUEST_BODY_BYTES } from '@/lib/shared/uploads/rules';
import { isCompleteAuth, readAuthHeaders, sameAuth } from './auth-headers';
import { forwardLocale, forwardPath, passedRequestHeaders, returnedResponseHeaders } from './forwarding';
import { checkSameOrigin } from './origin';
import { getSession } from './session';

type ErrorCode = 'routeNotFound' | 'forbidden' | 'noTenant' | 'payloadTooLarge';

/** The forwarding route's own refusals, as JSON:API errors in the visitor's language (messages: api.errors). */
async function jsonApiError(status: number, code: ErrorCode, locale: Locale, params?: Record<string, string>): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'api.errors' });
  const error = { status: String(status), code, title: t(`${code}.title`), detail: t(`${code}.detail`, params) };
  return new Response(JSON.stringify({ errors: [error] }), {
    status,
    headers: { 'content-type': 'application/vnd.api+json', 'cache-control': 'private, no-store' },
  });
}

interface Outgoing {
  url: string;
  method: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer> | null;
  signal?: AbortSignal;
}

function withContext(out: Outgoing, auth: AuthHeaders | null, organizationId: string | null): Request {
  const headers = new Headers(out.headers);
  if (auth) {
    headers.set('access-token', auth.accessToken);
    headers.set('client', auth.client);
    headers.set('uid', auth.uid);
    headers.set('token-type', auth.tokenType ?? 'Bearer');
    if (auth.expiry) headers.set('expiry', auth.expiry);
  }
  if (organizationId) headers.set('current-organization-id', organizationId);
  // The browser's signal: a closed EventSource ends the backend's stream too.
  return new Request(out.url, { method: out.method, headers, body: out.body, signal: out.signal });
}

async function isNotMemberRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  return text.includes('organizationNotMember');
}

export async function forwardToBackend(request: NextRequest, segments: readonly string[]): Promise<Response> {
  const locale = forwardLocale(request.headers.get('accept-language'));
  const target = forwardPath(segments);
  if (!target) return jsonApiError(404, 'routeNotFound', locale, { path: `/${segments.join('/')}` });

  const method = request.method.toUpperCase();
  const host = request.headers.get('host');
  const origin = checkSameOrigin({
    method,
    host,
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  });
  if (!origin.ok) return jsonApiError(403, 'forbidden', locale);

  const resolution = resolveCenter({ host, cookieCenter: request.cookies.get(CENTER_COOKIE)?.value, mapping: hostMapping });
  const center = await getCenter(centerSegment(resolution.centerSlug), locale);
  if (!center) return jsonApiError(404, 'noTenant', locale);

  const session = await getSession();
  const auth = isCompleteAuth(session.auth) ? session.auth : null;

  const headers = passedRequestHeaders(request.headers);
  headers.set('accept-language', locale);
  headers.set('x-tenant', center.tenantKey);
  headers.set('app-context', resolution.geldersHanden ? 'gelderland' : 'meedoen');
  headers.set('volunteer-center-id', center.id);
  if (host) headers.set('x-forwarded-host', host);

  const { visitorAddress } = await import('@/server/net/visitor-address');
  // Redirects go back to the browser as they are: following one here would hand it another URL's answer.
  const backend = await backendConnection(visitorAddress(request.headers), { redirect: 'manual' });
  const out: Outgoing = {
    url: `${backend.baseUrl}${target.path}${request.nextUrl.search}`,
    method,
    headers,
    body: null,
    signal: request.signal,
  };
  if (method !== 'GET' && method !== 'HEAD') {
    // Read within the largest body the API accepts, so an endless body is cut off here instead of held in memory;
    // the backend applies each route's own, smaller limit.
    const body = await readBodyWithin(request, MAX_REQUEST_BODY_BYTES);
    if (!body) return jsonApiError(413, 'payloadTooLarge', locale, { limit: formatBytes(MAX_REQUEST_BODY_BYTES, locale) });
    out.body = body.byteLength ? body : null;
  }

  const organizationId = session.currentOrganizationId ?? null;
  let response = await backend.transport(withContext(out, auth, organizationId));
  let sessionChanged = false;
  if (organizationId && (await isNotMemberRefusal(response))) {
    // The stored organization is no longer one of the user's (docs/domain.md#states-and-transitions: cleared). The backend refused before
    // acting, so asking again without it is safe for every method.
    session.currentOrganizationId = null;
    sessionChanged = true;
    await response.body?.cancel().catch(() => undefined);
    response = await backend.transport(withContext(out, auth, null));
  }

  const issued = readAuthHeaders(response.headers);
  if (target.kind === 'signOut' && auth && (response.ok || response.status === 401)) {
    session.destroy();
    sessionChanged = false;
  } else if (target.kind === 'signInAs' && response.ok && issued && auth) {
    // Keep the admin's own tokens for "back to yourself"; a second sign-in-as keeps the first admin.
    session.impersonator ??= auth;
    session.auth = issued;
    session.currentOrganizationId = null;
    sessionChanged = true;
  } else if (issued && !sameAuth(issued, auth)) {
    // Refreshed tokens, or new ones from a password change: sealed, never shown to the browser.
    session.auth = issued;
    sessionChanged = true;
  } else if (response.status === 401 && auth) {
    // The token is refused (expired, revoked): the browser is signed out.
    session.destroy();
    sessionChanged = false;
  }
  if (sessionChanged) await session.save();

  const returned = returnedResponseHeaders(response.headers);
  // An event stream (GET /api/v1/conversations/events) passes through as a stream: no-transform keeps compression
  // from holding events back in a buffer.
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream'))
    returned.set('cache-control', 'private, no-store, no-transform');
  return new Response(method === 'HEAD' ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: returned,
  });
}
