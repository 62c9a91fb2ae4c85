/** Shared class lists of the shell's controls (focus rings must stay visible: WCAG 2.4.7). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300';

export const toolbarButtonClass = `inline-flex size-10 items-center justify-center rounded-[var(--radius)] text-text hover:bg-muted-100 dark:hover:bg-muted-800 ${focusRing}`;
