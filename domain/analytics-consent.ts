/**
 * The visitor's choice about Google Analytics (docs/domain.md#analytics). Apart from domain/analytics.ts, which makes zod
 * schemas, because the consent banner runs on every public page and should not bring zod with it.
 */

/** The localStorage key of the choice ('granted' | 'denied'). */
export const ANALYTICS_CONSENT_KEY = 'vp-analytics-consent';
