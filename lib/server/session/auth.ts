/**
 * Signing in and out on the server. The backend's token headers go into the sealed session cookie and
 * nowhere else: they are read from the backend's response here and never handed to the browser.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { ApiRequestError, type AuthHeaders } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { webEnv } from '@/lib/server/env';
import { isCompleteAuth, readAuthHeaders } from './auth-headers';
import { type AuthError, describeAuthError } from './auth-errors';
import {
  ORGANIZATION_COOKIE,
  ORGANIZATION_COOKIE_MAX_AGE,
  decodeOrganizationCookie,
  encodeOrganizationCookie,
} from './organization-cookie';
import { apiCenter, getRequestContext } from './request-context';
import { getSession } from './session';

/** The known-device token of the backend's sign-in; outlives sessions (sign-out keeps it), like a device would. */
const DEVICE_COOKIE = 'vp_device';
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;

export type SignInResult = { ok: true; userId: string } | { ok: false; error: AuthError };

/** The user id of a devise-style sign-in answer (`{ data: { id } }`). */
function userIdOf(document: unknown): string | null {
  if (typeof document !== 'object' || document === null || !('data' in document)) return null;
  const data = document.data;
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  const id = data.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Stores freshly issued auth headers as the session (sign-in, password reset, token link). Any earlier
 * session, including an impersonation, ends; the user's remembered organization comes back from its cookie.
 */
export async function startSession(auth: AuthHeaders, userId: string | null): Promise<void> {
  const session = await getSession();
  session.auth = auth;
  delete session.impersonator;
  const jar = await cookies();
  session.currentOrganizationId = userId ? decodeOrganizationCookie(jar.get(ORGANIZATION_COOKIE)?.value, userId) : null;
  await session.save();
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { center, locale } = await getRequestContext();
  const api = await createServerApi({ locale, center: apiCenter(center), auth: null, currentOrganizationId: null });
  try {
    const jar = await cookies();
    const device = jar.get(DEVICE_COOKIE)?.value;
    const response = await api.request('POST', '/auth/sign_in', {
      body: { email: email.trim(), password },
      raw: true,
      // A device that signed in before is not locked out by other people's wrong passwords (docs/decisions.md).
      headers: device ? { device } : undefined,
    });
    const auth = readAuthHeaders(response.headers);
    if (!auth) throw new ApiRequestError(502, { errors: [{ detail: 'The sign-in answer carried no tokens' }] });
    const userId = userIdOf(response.document);
    await startSession(auth, userId);
    const issued = response.headers.get('device');
    if (issued)
      jar.set(DEVICE_COOKIE, issued, {
        httpOnly: true,
        secure: webEnv.isProduction,
        sameSite: 'lax',
        path: '/',
        maxAge: DEVICE_COOKIE_MAX_AGE,
      });
    return { ok: true, userId: userId ?? '' };
  } catch (error) {
    return { ok: false, error: await describeAuthError(error, locale) };
  }
}

/**
 * Ends the session: revokes the token at the backend (and the admin's own one during a sign-in-as), then
 * clears the session cookie. The organization cookie stays, so the choice survives the next sign-in.
 */
export async function signOut(): Promise<void> {
  const session = await getSession();
  const tokens = [session.auth, session.impersonator].filter(isCompleteAuth);
  if (tokens.length) {
    try {
      const { center, locale } = await getRequestContext();
      await Promise.all(
        tokens.map(async (auth) => {
          const api = await createServerApi({ locale, center: apiCenter(center), auth, currentOrganizationId: null });
          await api.delete('/auth/sign_out').catch(() => undefined);
        }),
      );
    } catch {
      // An unknown center or an unreachable backend must not keep anyone signed in: the cookie goes anyway.
    }
  }
  session.destroy();
}

/**
 * Clears the session without calling the backend (its token was refused already). Returns false where
 * cookies cannot be written (a server component); the caller then sends the visitor to /uitloggen.
 */
export async function clearSession(): Promise<boolean> {
  try {
    const session = await getSession();
    session.destroy();
    return true;
  } catch {
    return false;
  }
}

/** Remembers the selected organization in the session and, for later sessions, in its own cookie. */
export async function storeSelectedOrganization(userId: string, organizationId: string | null): Promise<void> {
  const session = await getSession();
  session.currentOrganizationId = organizationId;
  await session.save();
  const jar = await cookies();
  if (organizationId === null) jar.delete(ORGANIZATION_COOKIE);
  else
    jar.set(ORGANIZATION_COOKIE, encodeOrganizationCookie(userId, organizationId), {
      httpOnly: true,
      secure: webEnv.isProduction,
      sameSite: 'lax',
      path: '/',
      maxAge: ORGANIZATION_COOKIE_MAX_AGE,
    });
}
