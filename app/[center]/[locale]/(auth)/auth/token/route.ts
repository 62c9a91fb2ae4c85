/**
 * /auth/token: sign in from a one-time link (devise_token_auth style): `?access-token=…&client=…&uid=…`
 * (also `token` / `client_id`).
 *
 * GET (following the link) signs nobody in: a link on another site could otherwise sign the visitor in to the
 * sender's account (login CSRF). It parks the tokens in a sealed, short-lived cookie (lib/server/session/token-link)
 * and sends the visitor to /auth/token/confirm, so the tokens leave the address bar and the history entry at once.
 * POST (the "continue" button there, same origin only) checks them with GET /auth/validate_token, seals them into
 * the session and sends the visitor on (to `redirect` when it is a same-site path, else /dashboard).
 */
import type { NextRequest } from 'next/server';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { isAppLocale, DEFAULT_LOCALE, type AppLocale } from '@/lib/shared/i18n/locales';
import { readAuthHeaders } from '@/lib/server/session/auth-headers';
import { startSession } from '@/lib/server/session/auth';
import { checkSameOrigin } from '@/lib/server/session/origin';
import { AFTER_SIGN_IN_PATH, SIGN_IN_PATH, sanitizeRedirect } from '@/lib/server/session/redirect';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { seeOther } from '@/lib/server/session/route-helpers';
import { clearTokenLink, parkTokenLink, readTokenLink, TOKEN_CONFIRM_PATH } from '@/lib/server/session/token-link';
import { validateToken } from '@/lib/shared/session/api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

function linkParams(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const pick = (...names: string[]) => names.map((n) => query.get(n)).find((v) => v !== null && v !== '') ?? null;
  const accessToken = pick('access-token', 'access_token', 'token', 'auth_token');
  const client = pick('client', 'client_id');
  const uid = pick('uid');
  const expiry = pick('expiry');
  if (accessToken) out.set('access-token', accessToken);
  if (client) out.set('client', client);
  if (uid) out.set('uid', uid);
  if (expiry) out.set('expiry', expiry);
  return out;
}

async function localeOf({ params }: Context): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : DEFAULT_LOCALE;
}

const failed = (locale: AppLocale) => seeOther(locale, `${SIGN_IN_PATH}?error=token`);

export async function GET(request: NextRequest, context: Context): Promise<Response> {
  const locale = await localeOf(context);
  const query = request.nextUrl.searchParams;
  const auth = readAuthHeaders(linkParams(query));
  if (!auth) return failed(locale);
  await parkTokenLink({ auth, redirect: sanitizeRedirect(query.get('redirect'), AFTER_SIGN_IN_PATH) });
  return seeOther(locale, TOKEN_CONFIRM_PATH);
}

export async function POST(request: NextRequest, context: Context): Promise<Response> {
  const locale = await localeOf(context);
  const check = checkSameOrigin({
    method: request.method,
    host: request.headers.get('host'),
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  });
  // A form on another site cannot press "continue" for the visitor; the parked link stays for their own answer.
  if (!check.ok) return failed(locale);
  const link = await readTokenLink();
  await clearTokenLink();
  if (!link) return failed(locale);
  try {
    const { center } = await getRequestContext();
    const api = await createServerApi({ locale, center: apiCenter(center), auth: link.auth, currentOrganizationId: null });
    const { userId, headers } = await validateToken(api);
    // The backend may hand out refreshed headers with the answer; those are the ones to keep.
    await startSession(readAuthHeaders(headers) ?? link.auth, userId);
  } catch (error) {
    if (error instanceof ApiRequestError) return failed(locale);
    throw error;
  }
  return seeOther(locale, link.redirect);
}
