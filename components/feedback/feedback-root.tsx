'use client';

/**
 * Everything the application shell shows for feedback (docs/domain.md#screens-and-routes): the toast container, the page-change loading
 * bar and scroll restoration. Mount once in the root layout, inside NextIntlClientProvider:
 *
 *   <FeedbackRoot />
 */
import { LoadingBar } from './loading-bar';
import { ScrollRestoration } from './scroll-restoration';
import { Toaster } from './toaster';

export function FeedbackRoot() {
  return (
    <>
      <LoadingBar />
      <ScrollRestoration />
      <Toaster />
    </>
  );
}
