/** Small helpers for the session's route handlers (/auth/token, /uitloggen). */
import 'server-only';
import type { Locale } from '@/domain/values';

/** A 303 to a locale-less app path, with the locale prefix of docs/domain.md#the-product (Dutch none, English /en). */
export function seeOther(locale: Locale, path: string): Response {
  const prefixed = locale === 'nl' ? path : path === '/' ? '/en' : `/en${path}`;
  return new Response(null, {
    status: 303,
    headers: { location: prefixed, 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' },
  });
}
