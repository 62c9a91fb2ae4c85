'use client';

/** The alert a list shows when its page could not be loaded, with a retry that keeps the current filters. */
import { focusRing } from '@/components/ui/styles';

export function ListLoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p>{message}</p>
      <button type="button" className={`mt-2 font-semibold underline ${focusRing}`} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
