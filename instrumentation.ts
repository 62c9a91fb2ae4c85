/**
 * Server start: refuses to start without the runtime secrets (SESSION_SECRET in production), strips Next's internal
 * response headers, opens, migrates and (in development, when empty) seeds the database so the first visitor does
 * not pay for it, and starts Sentry when SENTRY_DSN is set, with the request id on every event. Never during
 * `next build`: the build must not open the PGlite folder (docs/architecture.md, Data) and needs no secret.
 */
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // First, before anything slow: from here on every request carries its socket address (server/net/peer-stamp.ts).
  const { installPeerStamp } = await import('./server/net/peer-stamp');
  installPeerStamp();
  const { assertRuntimeSecrets } = await import('./lib/server/env');
  assertRuntimeSecrets();
  const { stripInternalResponseHeaders } = await import('./lib/shared/security/strip-internal-headers');
  stripInternalResponseHeaders();
  if (process.env.SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    const { shouldReport, isNavigationSignal } = await import('./lib/shared/monitoring/report-filter');
    const { setErrorReporter } = await import('./server/log');
    Sentry.init({
      dsn: process.env.SENTRY_DSN,
      environment: process.env.NODE_ENV,
      tracesSampleRate: 0,
      beforeSend: (event, hint) => (shouldReport(hint.originalException) && !isNavigationSignal(hint.originalException) ? event : null),
    });
    // The backend's unexpected errors (answered 500 by server/jsonapi/respond.ts) with their request id.
    setErrorReporter((error, { requestId }) =>
      Sentry.withScope((scope) => {
        if (requestId) scope.setTag('request_id', requestId);
        Sentry.captureException(error);
      }),
    );
  }
  const { getBackend, closeBackendBeforeExit } = await import('./server/runtime');
  await getBackend();
  // Next drains its server on SIGTERM, then exits; the backend closes in between (unless signals are left to the host).
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) closeBackendBeforeExit();
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  // proxy.ts put the request id on the page request (and on the response the visitor saw).
  const header = request.headers['x-request-id'];
  const requestId = Array.isArray(header) ? header[0] : header;
  Sentry.withScope((scope) => {
    if (requestId) scope.setTag('request_id', requestId);
    Sentry.captureRequestError(error, request, context);
  });
};
