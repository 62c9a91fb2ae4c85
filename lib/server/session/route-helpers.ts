/** Small helpers for the session's route handlers (/auth/token, /uitloggen). */
import 'server-only';
import type { AppLocale } from '@/lib/shared/i18n/locales';

/** A 303 to a locale-less app path, with the locale prefix of SPEC §1 (Dutch none, English /en). */
export function seeOther(locale: AppLocale, path: string): Response {
  const prefixed = locale === 'nl' ? path : path === '/' ? '/en' : `/en${path}`;
  return new Response(null, {
    status: 303,
    headers: { location: prefixed, 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' },
  });
}
