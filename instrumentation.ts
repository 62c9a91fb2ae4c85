/**
 * Server start: opens, migrates and (in development, when empty) seeds the database so the first
 * visitor does not pay for it, and starts Sentry when SENTRY_DSN is set. Never during `next build`:
 * the build must not open the PGlite folder (STACK.md).
 */
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // First, before anything slow: from here on every request carries its socket address (server/net/peer-stamp.ts).
  const { installPeerStamp } = await import('./server/net/peer-stamp');
  installPeerStamp();
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
  const { getBackend } = await import('./server/runtime');
  await getBackend();
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(error, request, context);
};
