/** The app's locales, without any next-intl import so pure modules and tests can use them. */
import { isOneOf, LOCALES, type Locale } from '@/domain/values';

export { LOCALES };
/** Kept for app/ and components/, which import it from here: the name is domain/values.ts's `Locale`. */
export type AppLocale = Locale;
export const DEFAULT_LOCALE: Locale = 'nl';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** docs/domain.md#constants-and-limits: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isAppLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value);
}
