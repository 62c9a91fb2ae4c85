/**
 * Locale routing (SPEC §1): Dutch is the default and has no prefix, English lives under /en. The locale comes
 * from the URL prefix, else the NEXT_LOCALE cookie (kept 365 days), else the browser's Accept-Language.
 */
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from './locales';

export * from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
});
