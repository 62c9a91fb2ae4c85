/**
 * The full-page error screen (docs/domain.md#screens-and-routes "Error screen"): the status code huge in the background (decorative),
 * title, description, an optional detail line, 'Back to home', and, in development only, a stack trace toggle
 * (a native <details>, no script). Texts arrive translated, so this also renders where no i18n provider exists.
 */
import type { ReactNode } from 'react';

export interface ErrorScreenProps {
  code: number | null;
  title: string;
  description: string;
  detail?: ReactNode;
  homeHref: string;
  homeLabel: string;
  /** Only passed in development. */
  stack?: string | null;
  stackLabel?: string;
  /** Extra actions next to 'Back to home' (e.g. "Try again"). */
  actions?: ReactNode;
  /** Render as <main> (default) or as a plain <div> when the surrounding page already has a main landmark. */
  as?: 'main' | 'div';
}

export function ErrorScreen({
  code,
  title,
  description,
  detail,
  homeHref,
  homeLabel,
  stack,
  stackLabel,
  actions,
  as = 'main',
}: ErrorScreenProps) {
  const Root = as;
  return (
    <Root
      id={as === 'main' ? 'main-content' : undefined}
      tabIndex={as === 'main' ? -1 : undefined}
      className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden bg-background px-6 py-24 text-text outline-none"
    >
      {code !== null ? (
        // Decorative: drawn from a CSS pseudo-element so it is not page text (contrast checkers, find-in-page, copy).
        <span
          aria-hidden
          data-code={code}
          className="pointer-events-none absolute inset-0 -z-10 flex items-center justify-center font-heading text-[clamp(8rem,32vw,22rem)] leading-none font-black text-primary-100 select-none before:content-[attr(data-code)] dark:text-primary-950"
        />
      ) : null}
      <div className="max-w-xl text-center">
        <h1 className="font-heading text-3xl font-bold tracking-tight text-primary-900 sm:text-4xl dark:text-primary-100">{title}</h1>
        <p className="mt-4 text-base text-muted-800 dark:text-muted-200">{description}</p>
        {detail ? <p className="mt-3 font-mono text-sm break-all text-muted-700 dark:text-muted-300">{detail}</p> : null}
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <a
            href={homeHref}
            className="inline-flex items-center rounded-[var(--radius)] bg-primary-700 px-5 py-2.5 font-semibold text-primary-foreground shadow-sm hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          >
            {homeLabel}
          </a>
          {actions}
        </div>
        {stack ? (
          <details className="mt-8 text-left">
            <summary className="cursor-pointer text-sm font-medium text-muted-700 dark:text-muted-300">{stackLabel}</summary>
            <pre className="mt-2 max-h-80 overflow-auto rounded-[var(--radius)] bg-muted-100 p-3 text-xs whitespace-pre-wrap dark:bg-muted-900">
              {stack}
            </pre>
          </details>
        ) : null}
      </div>
    </Root>
  );
}

/** What crawlers get instead of the screen: the bare message, no chrome (docs/domain.md#screens-and-routes). */
export function BareError({ code, title }: { code: number | null; title: string }) {
  return (
    <main>
      <h1>{code !== null ? `${code} ${title}` : title}</h1>
    </main>
  );
}
