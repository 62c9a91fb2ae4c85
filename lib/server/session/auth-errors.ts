/**
 * Backend failures of the sign-in journey turned into typed, translated errors for forms (docs/domain.md#errors): the
 * wrong-center case gets its own title and text, everything else a code the page can explain.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ApiRequestError } from '@/lib/shared/api';
import type { Locale } from '@/domain/values';

export const AUTH_ERROR_CODES = [
  'invalidCredentials',
  'wrongCenter',
  'accountUnconfirmed',
  'accountInactive',
  'accountArchived',
  'tooManyRequests',
  'invalidToken',
  'expiredLink',
  'emailTaken',
  'unknown',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export interface AuthError {
  code: AuthErrorCode;
  title: string;
  message: string;
  /** Messages per form field (camelCase names), from JSON:API pointers. */
  fieldErrors?: Record<string, string>;
}

/** What a server action of the sign-in journey returns to its form. */
export type ActionResult<T = null> = { ok: true; data: T } | { ok: false; error: AuthError };

const KNOWN: ReadonlySet<string> = new Set<string>(AUTH_ERROR_CODES);

function codeOf(error: ApiRequestError): AuthErrorCode {
  if (error.isWrongCenter()) return 'wrongCenter';
  if (error.status === 429) return 'tooManyRequests';
  for (const e of error.errors) {
    if (e.code && KNOWN.has(e.code)) return e.code as AuthErrorCode;
  }
  return 'unknown';
}

/** Pointers of /auth errors are flat (`/password_confirmation`); JSON:API ones are `/data/attributes/...`. */
function fieldErrorsOf(error: ApiRequestError): Record<string, string> {
  const out: Record<string, string> = { ...error.fieldErrors() };
  for (const e of error.errors) {
    const pointer = e.source?.pointer;
    const text = e.detail ?? e.title;
    if (!pointer || !text || pointer.startsWith('/data/')) continue;
    const field = pointer.replace(/^\//, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    if (field && !(field in out)) out[field] = text;
  }
  return out;
}

export async function describeAuthError(error: unknown, locale: Locale): Promise<AuthError> {
  const t = await getTranslations({ locale, namespace: 'session.errors' });
  if (!(error instanceof ApiRequestError)) {
    return { code: 'unknown', title: t('generic.title'), message: t('generic.message') };
  }
  const code = codeOf(error);
  const fieldErrors = fieldErrorsOf(error);
  const withFields = (e: AuthError): AuthError => (Object.keys(fieldErrors).length ? { ...e, fieldErrors } : e);
  switch (code) {
    case 'wrongCenter':
      return { code, title: t('wrongCenter.title'), message: t('wrongCenter.message') };
    case 'tooManyRequests':
      // The backend's text is already in the visitor's language and names the waiting time.
      return { code, title: t('tooManyRequests.title'), message: error.firstDetail() ?? t('tooManyRequests.message') };
    case 'invalidCredentials':
    case 'accountUnconfirmed':
    case 'accountInactive':
    case 'accountArchived':
    case 'invalidToken':
    case 'expiredLink':
    case 'emailTaken':
      return withFields({ code, title: t(`${code}.title`), message: t(`${code}.message`) });
    default:
      if (error.status === 422 && Object.keys(fieldErrors).length) {
        return { code: 'unknown', title: t('validation.title'), message: t('validation.message'), fieldErrors };
      }
      return { code: 'unknown', title: t('generic.titleWithCode', { code: error.status }), message: t('generic.message') };
  }
}
