'use client';

/** The alert a list shows when its page could not be loaded, with a retry that keeps the current filters. */
import { Alert } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/styles';

export function ListLoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert role="alert" tone="error">
      <p>{message}</p>
      <button type="button" className={`mt-2 font-semibold underline ${focusRing}`} onClick={onRetry}>
        {retryLabel}
      </button>
    </Alert>
  );
}
