/**
 * Class lists shared by the primitives and the feature screens, so a control or a link looks the same everywhere.
 * Focus rings must stay visible (WCAG 2.4.7).
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300';

/** Text inputs, selects and textareas; `aria-invalid="true"` draws the error state, so fields only set the attribute. */
export const controlClass = [
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-500',
  'focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600',
  'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500',
  'aria-invalid:border-red-600 aria-invalid:focus:outline-red-600',
  'dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-invalid:border-red-400',
].join(' ');

/** An inline text link. */
export const linkClass = `font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`;

/** A link that looks like a button ("Add vacancy", "Edit"): a link because it navigates. */
export const actionLinkClass = `inline-flex h-10 items-center gap-2 rounded-md bg-primary-700 px-4 text-sm font-medium text-primary-foreground hover:bg-primary-800 ${focusRing}`;

/** The secondary action link next to an `actionLinkClass` one. */
export const outlineActionLinkClass = `inline-flex h-10 items-center gap-2 rounded-md border border-primary-600 px-4 text-sm font-medium text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-primary-950 ${focusRing}`;

/** A card: a bordered surface grouping one section of a page (details, roles, organizations…). */
export const cardClass = 'rounded-xl border border-muted-200 bg-surface p-5 shadow-sm dark:border-muted-800';
