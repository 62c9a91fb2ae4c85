/**
 * The error hook: hands an error to the reporting service when one is running (components/monitoring starts it
 * only with a DSN), skipping expected client errors (status 300-499) and Next's navigation signals.
 */
import { isNavigationSignal, shouldReport } from '@/lib/shared/monitoring/report-filter';

export function reportClientError(error: unknown): void {
  if (!shouldReport(error) || isNavigationSignal(error)) return;
  console.error(error);
  void import('@sentry/nextjs')
    .then((Sentry) => {
      if (Sentry.getClient()) Sentry.captureException(error);
    })
    .catch(() => undefined);
}
