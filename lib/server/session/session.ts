/**
 * The web session: the backend's auth headers sealed in one httpOnly iron-session cookie, never
 * readable by scripts. Host-only, so each center's site has its own session.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession, type SessionOptions } from 'iron-session';
import type { AuthHeaders } from '@/lib/shared/api';
import { sessionSecret, webEnv } from '@/lib/server/env';
import { SESSION_COOKIE } from './cookie-name';

export { SESSION_COOKIE };

export interface SessionData {
  auth?: AuthHeaders;
  /** While an admin acts as another user: the admin's own headers, to switch back with one click. */
  impersonator?: AuthHeaders;
  /** The selected organization (docs/domain.md#states-and-transitions); persists across sessions through its own cookie too. */
  currentOrganizationId?: string | null;
}

export function sessionOptions(): SessionOptions {
  return {
    password: sessionSecret(),
    cookieName: SESSION_COOKIE,
    ttl: 14 * 24 * 3600,
    cookieOptions: { httpOnly: true, secure: webEnv.NODE_ENV === 'production', sameSite: 'lax', path: '/' },
  };
}

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}
