/**
 * One-click mail links (the digest's and a saved search's unsubscribe): the token in the link is the only credential,
 * so its pages and their buttons call the backend signed out. Shared here so that every such link reads its token
 * and treats a refused one the same way.
 */
import 'server-only';
import type { ApiClient } from '@/lib/shared/api/client';
import { ApiRequestError } from '@/lib/shared/api';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { createServerApi } from './server';

/** 32 random bytes in base64url (server/auth/tokens.ts); anything else is never sent on. */
const MAILED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a query string or form value, or '' when it is not one. */
export function mailedToken(raw: unknown): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  return MAILED_TOKEN.test(value) ? value : '';
}

/**
 * Calls the backend with the token, signed out. No token, or one the backend refuses (4xx: unknown, expired), gives
 * null, so the page explains instead of failing; a server error goes on to the error screen.
 */
export async function withMailedToken<T>(token: string, call: (api: ApiClient, token: string) => Promise<T>): Promise<T | null> {
  if (!token) return null;
  const { center, locale } = await getRequestContext();
  try {
    return await call(await createServerApi({ locale, center: apiCenter(center), auth: null }), token);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return null;
    throw error;
  }
}
