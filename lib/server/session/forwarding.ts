/**
 * Pure parts of the same-origin forwarding route (app/bff): which paths it serves, which request headers a
 * browser may pass on, and which response headers go back. Unit-tested; no I/O here.
 */
import 'server-only';
import type { Locale } from '@/domain/values';
import { AUTH_HEADER_NAMES } from './auth-headers';

/**
 * Backend paths a client component may reach. Sign-in itself is not among them: it runs as a server action
 * (lib/server/session/auth.ts), which also restores the remembered organization.
 */
const ALLOWED_PATH = /^(?:api\/v1\/[A-Za-z0-9_\-./]+|auth|auth\/(?:sign_out|password|validate_token|confirmation))$/;

export type ForwardKind = 'signOut' | 'signInAs' | 'other';

/** The backend path for `/bff/<segments>`, or null when it is not served (unknown prefix, dot segments). */
export function forwardPath(segments: readonly string[]): { path: string; kind: ForwardKind } | null {
  if (segments.length === 0 || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) return null;
  const joined = segments.join('/');
  if (!ALLOWED_PATH.test(joined)) return null;
  const kind: ForwardKind = joined === 'auth/sign_out' ? 'signOut' : joined === 'api/v1/sign_in_as_user' ? 'signInAs' : 'other';
  return { path: `/${joined}`, kind };
}

/** Request headers a browser's call may carry to the backend; everything else (cookies, tokens, center) is dropped. */
const PASSED_REQUEST_HEADERS = ['accept', 'content-type', 'if-none-match', 'if-modified-since', 'if-match'] as const;

export function passedRequestHeaders(incoming: Headers): Headers {
  const out = new Headers();
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) out.set(name, value);
  }
  return out;
}

/** Response headers never returned to the browser: tokens, cookies, and what the body re-encoding invalidates. */
const DROPPED_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  ...AUTH_HEADER_NAMES,
  'set-cookie',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
]);

export function returnedResponseHeaders(backend: Headers): Headers {
  const out = new Headers();
  backend.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) out.append(name, value);
  });
  // Per-user answers: no shared cache may keep them.
  out.set('cache-control', 'private, no-store');
  return out;
}

/** `nl` or `en` from the client's Accept-Language (the API client sends exactly one), else `nl`. */
export function forwardLocale(acceptLanguage: string | null): Locale {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'nl';
}
