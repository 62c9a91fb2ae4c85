/** Shared class lists of the profile screens. */
export const sectionClass = 'rounded-xl border border-muted-200 bg-surface p-5 shadow-sm sm:p-6 dark:border-muted-800';
export const selectClass =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';
export const linkClass =
  'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300';

/**
 * For submit buttons: do not take focus on mousedown. Otherwise the field being left re-validates between
 * mousedown and mouseup, the error summary above shrinks, the button moves, and the click is lost.
 */
export const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();
