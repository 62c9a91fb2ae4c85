/**
 * The texts of app/global-error.tsx. That boundary replaces the root layout, so no i18n provider exists there;
 * these mirror messages/<locale>.json "errors.generic" and "errors.backToHome" and must be kept in step.
 */
import type { Locale } from '@/domain/values';

export const GLOBAL_ERROR_TEXTS: Record<Locale, { title: string; description: string; backToHome: string; tryAgain: string }> = {
  nl: {
    title: 'Oeps... er ging iets mis!',
    description:
      'Er is een fout opgetreden. Blijft het probleem zich voordoen, neem dan contact op met een systeembeheerder of probeer het later opnieuw.',
    backToHome: 'Terug naar home',
    tryAgain: 'Opnieuw proberen',
  },
  en: {
    title: 'Oops... something went wrong!',
    description: 'An error has occurred. If the problem persists, please contact a system administrator or try again later.',
    backToHome: 'Back to home',
    tryAgain: 'Try again',
  },
};

/** English under /en, Dutch elsewhere (the URL is all a global error still knows). */
export function localeFromPath(pathname: string | null | undefined): Locale {
  return pathname === '/en' || pathname?.startsWith('/en/') ? 'en' : 'nl';
}
