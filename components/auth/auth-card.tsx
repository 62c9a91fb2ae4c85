/** The centered card of the sign-in journey's pages (empty layout): center name, title, intro, content. */
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  centerName,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  centerName: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center justify-center bg-muted-50 px-4 py-12 dark:bg-muted-950">
      <div className="w-full max-w-md">
        <p className="mb-4 text-center font-heading text-lg font-semibold text-primary-800 dark:text-primary-200">{centerName}</p>
        <div className="rounded-xl border border-muted-200 bg-surface p-6 shadow-sm sm:p-8 dark:border-muted-800">
          <h1 className="font-heading text-2xl font-bold tracking-tight text-text">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-muted-800 dark:text-muted-200">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-muted-800 dark:text-muted-200">{footer}</div> : null}
      </div>
    </div>
  );
}

export const authLinkClass =
  'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300';
