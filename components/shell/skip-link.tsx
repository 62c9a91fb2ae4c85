/** The first focusable element of every page: jumps past the header to <main id="main-content">. */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[100] rounded-[var(--radius)] bg-primary-700 px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-offset-2 focus:outline-primary-300"
    >
      {label}
    </a>
  );
}
