/** The backend's token headers (devise_token_auth style): reading them from a response, and their names. */
import 'server-only';
import type { AuthHeaders } from '@/lib/shared/api';

/** Never forwarded from a browser, never returned to one. */
export const AUTH_HEADER_NAMES: readonly string[] = ['access-token', 'client', 'uid', 'expiry', 'token-type', 'authorization'];

/** The auth headers a response hands out, or null unless access-token, client and uid are all present. */
export function readAuthHeaders(headers: Headers | URLSearchParams): AuthHeaders | null {
  const accessToken = headers.get('access-token')?.trim();
  const client = headers.get('client')?.trim();
  const uid = headers.get('uid')?.trim();
  if (!accessToken || !client || !uid) return null;
  const auth: AuthHeaders = { accessToken, client, uid };
  const expiry = headers.get('expiry')?.trim();
  const tokenType = headers.get('token-type')?.trim();
  if (expiry) auth.expiry = expiry;
  if (tokenType) auth.tokenType = tokenType;
  return auth;
}

/** SPEC §4: signed in only when access-token, client and uid are all set. */
export function isCompleteAuth(auth: AuthHeaders | null | undefined): auth is AuthHeaders {
  return Boolean(auth && auth.accessToken && auth.client && auth.uid);
}

export function sameAuth(a: AuthHeaders | null | undefined, b: AuthHeaders | null | undefined): boolean {
  if (!a || !b) return a === b;
  return a.accessToken === b.accessToken && a.client === b.client && a.uid === b.uid && (a.expiry ?? null) === (b.expiry ?? null);
}
