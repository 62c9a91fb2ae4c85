/**
 * Server start: opens, migrates and (in development, when empty) seeds the database so the first
 * visitor does not pay for it, and starts Sentry when SENTRY_DSN is set. Never during `next build`:
 * the build must not open the PGlite folder (STACK.md).
 */
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    const { shouldReport, isNavigationSignal } = await import('./lib/monitoring/report-filter');
    Sentry.init({
      dsn: process.env.SENTRY_DSN,
      environment: process.env.NODE_ENV,
      tracesSampleRate: 0,
      beforeSend: (event, hint) => (shouldReport(hint.originalException) && !isNavigationSignal(hint.originalException) ? event : null),
    });
  }
  const { getBackend, closeBackendBeforeExit } = await import('./server/runtime');
  await getBackend();
  // Next drains its server on SIGTERM, then exits; the backend closes in between (unless signals are left to the host).
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) closeBackendBeforeExit();
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(error, request, context);
};
