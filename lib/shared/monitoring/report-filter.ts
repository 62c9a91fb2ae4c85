/**
 * Which errors go to the error-reporting service (docs/domain.md#errors): client errors with a status from 300 to
 * 499 (redirects, not found, forbidden, validation) are expected and never reported.
 */
export function statusOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const candidate = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof candidate === 'number' ? candidate : undefined;
}

export function shouldReport(error: unknown): boolean {
  const status = statusOf(error);
  return !(status !== undefined && status >= 300 && status <= 499);
}

/** Next.js signals notFound() and redirect() by throwing errors with these digests. */
export function isNavigationSignal(error: unknown): boolean {
  const digest = error !== null && typeof error === 'object' ? (error as { digest?: unknown }).digest : undefined;
  return (
    typeof digest === 'string' &&
    (digest.startsWith('NEXT_REDIRECT') || digest.startsWith('NEXT_HTTP_ERROR_FALLBACK') || digest === 'NEXT_NOT_FOUND')
  );
}
