'use client';

/**
 * Starts browser error reporting only when the server passes a DSN; without one not a byte of
 * Sentry reaches the browser (the SDK is imported on demand).
 */
import { useEffect } from 'react';
import { isNavigationSignal, shouldReport } from '@/lib/shared/monitoring/report-filter';

export function SentryClient({ dsn, environment }: { dsn: string; environment: string }) {
  useEffect(() => {
    let cancelled = false;
    void import('@sentry/nextjs').then((Sentry) => {
      if (cancelled || Sentry.getClient()) return;
      Sentry.init({
        dsn,
        environment,
        tracesSampleRate: 0,
        beforeSend(event, hint) {
          const error = hint.originalException;
          return shouldReport(error) && !isNavigationSignal(error) ? event : null;
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [dsn, environment]);
  return null;
}
