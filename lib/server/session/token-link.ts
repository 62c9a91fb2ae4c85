/**
 * A sign-in link (/auth/token?access-token=…) waiting for the visitor's own confirmation. Following the link
 * only parks its tokens here, sealed and short-lived; the session starts when the visitor presses "continue" on
 * /auth/token/confirm, a same-origin POST. A link on another site can therefore never sign a browser in to
 * someone else's account by itself (login CSRF; docs/decisions.md).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { sealData, unsealData } from 'iron-session';
import type { AuthHeaders } from '@/lib/shared/api';
import { sessionSecret, webEnv } from '@/lib/server/env';
import { isCompleteAuth } from './auth-headers';

export const TOKEN_LINK_COOKIE = 'vp_token_link';
export const TOKEN_LINK_PATH = '/auth/token';
export const TOKEN_CONFIRM_PATH = '/auth/token/confirm';
/** Long enough to read the question and answer it; the link's tokens stay valid on the backend anyway. */
const TTL_SECONDS = 10 * 60;

export interface PendingTokenLink {
  auth: AuthHeaders;
  /** A sanitized, locale-less path to continue to. */
  redirect: string;
}

export async function parkTokenLink(link: PendingTokenLink): Promise<void> {
  const sealed = await sealData(link, { password: sessionSecret(), ttl: TTL_SECONDS });
  // Lax: it must arrive with the top-level navigation that follows the link, and with the same-origin POST.
  (await cookies()).set(TOKEN_LINK_COOKIE, sealed, {
    httpOnly: true,
    secure: webEnv.NODE_ENV === 'production',
    sameSite: 'lax',
    path: '/',
    maxAge: TTL_SECONDS,
  });
}

/** The parked link, or null when there is none or it was tampered with or has expired. */
export async function readTokenLink(): Promise<PendingTokenLink | null> {
  const value = (await cookies()).get(TOKEN_LINK_COOKIE)?.value;
  if (!value) return null;
  try {
    const data = await unsealData<Partial<PendingTokenLink>>(value, { password: sessionSecret(), ttl: TTL_SECONDS });
    return isCompleteAuth(data.auth) && typeof data.redirect === 'string' ? { auth: data.auth, redirect: data.redirect } : null;
  } catch {
    return null;
  }
}

export async function clearTokenLink(): Promise<void> {
  (await cookies()).delete(TOKEN_LINK_COOKIE);
}
