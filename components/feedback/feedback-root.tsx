'use client';

/**
 * Everything the application shell shows for feedback (SPEC §2): the toast container, the page-change loading
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
