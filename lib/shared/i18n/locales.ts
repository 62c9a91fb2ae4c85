/** The app's locales, without any next-intl import so pure modules and tests can use them. */
export const LOCALES = ['nl', 'en'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'nl';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** SPEC §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
