/**
 * Where to go after signing in (pure, unit-tested). The `redirect` query parameter is visitor input: only a
 * same-site relative path is followed, anything else falls back to the dashboard.
 */
import 'server-only';
import { LOCALES } from '@/lib/shared/i18n/locales';

export const AFTER_SIGN_IN_PATH = '/dashboard';
export const SIGN_IN_PATH = '/auth/login-1';
export const SIGN_OUT_PATH = '/uitloggen';

const MAX_LENGTH = 2000;
const PROBE_ORIGIN = 'http://same-site.invalid';
/** Pages that make no sense to return to after signing in (and could loop). */
const NO_RETURN = [SIGN_IN_PATH, '/auth/recover', '/auth/reset', '/auth/token', SIGN_OUT_PATH, '/signup', '/confirm'];

/**
 * Returns a locale-less path (`/vacancies?page=2`) to navigate to, or `fallback`.
 * Rejects absolute and protocol-relative URLs (`https://x`, `//x`, `/\x`), control characters and
 * whitespace (browsers drop tabs and newlines, turning `/\t/x` into `//x`), and the sign-in pages themselves.
 * A leading locale prefix is removed: the caller's locale-aware navigation adds the current one.
 */
export function sanitizeRedirect(value: unknown, fallback: string = AFTER_SIGN_IN_PATH): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const pathname = stripLocalePrefix(url.pathname);
  if (NO_RETURN.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return fallback;
  return `${pathname}${url.search}${url.hash}`;
}

/** `/en/dashboard` -> `/dashboard`, `/en` -> `/`; other paths unchanged. */
export function stripLocalePrefix(pathname: string): string {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** `/auth/login-1?redirect=%2Fvacancies` (no parameter when there is nothing worth returning to). */
export function signInPath(returnTo?: string | null): string {
  if (!returnTo) return SIGN_IN_PATH;
  const target = sanitizeRedirect(returnTo, '');
  if (!target || target === AFTER_SIGN_IN_PATH) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;
}
