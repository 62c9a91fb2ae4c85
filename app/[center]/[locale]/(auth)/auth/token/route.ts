/**
 * /auth/token: sign in from a one-time link (devise_token_auth style): `?access-token=…&client=…&uid=…`
 * (also `token` / `client_id`). The tokens are checked with GET /auth/validate_token, sealed into the session,
 * and the visitor is sent on (to `redirect` when it is a same-site path, else /dashboard), so the tokens leave
 * the address bar and the history entry at once.
 */
import type { NextRequest } from 'next/server';
import { ApiRequestError } from '@/lib/api';
import { createServerApi } from '@/lib/api/server';
import { isAppLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { readAuthHeaders } from '@/lib/session/auth-headers';
import { startSession } from '@/lib/session/auth';
import { AFTER_SIGN_IN_PATH, SIGN_IN_PATH, sanitizeRedirect } from '@/lib/session/redirect';
import { apiCenter, getRequestContext } from '@/lib/session/request-context';
import { seeOther } from '@/lib/session/route-helpers';

export const dynamic = 'force-dynamic';

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

export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale: raw } = await params;
  const locale = isAppLocale(raw) ? raw : DEFAULT_LOCALE;
  const query = request.nextUrl.searchParams;
  const failed = () => seeOther(locale, `${SIGN_IN_PATH}?error=token`);
  const auth = readAuthHeaders(linkParams(query));
  if (!auth) return failed();
  try {
    const { center } = await getRequestContext();
    const api = await createServerApi({ locale, center: apiCenter(center), auth, currentOrganizationId: null });
    const response = await api.request('GET', '/auth/validate_token', { raw: true });
    const document: unknown = response.document;
    const id = typeof document === 'object' && document !== null && 'data' in document && typeof document.data === 'object' && document.data !== null && 'id' in document.data ? document.data.id : null;
    // The backend may hand out refreshed headers with the answer; those are the ones to keep.
    await startSession(readAuthHeaders(response.headers) ?? auth, typeof id === 'string' || typeof id === 'number' ? String(id) : null);
  } catch (error) {
    if (error instanceof ApiRequestError) return failed();
    throw error;
  }
  return seeOther(locale, sanitizeRedirect(query.get('redirect'), AFTER_SIGN_IN_PATH));
}
