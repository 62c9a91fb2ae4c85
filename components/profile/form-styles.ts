/** Shared class lists of the profile screens. */
export const sectionClass = 'rounded-xl border border-muted-200 bg-surface p-5 shadow-sm sm:p-6 dark:border-muted-800';
export const linkClass =
  'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300';
