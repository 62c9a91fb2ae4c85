/**
 * A message box in the flow of a page: a refusal, a failed load, a notice. The tone only colours it (every tone
 * keeps 4.5:1 contrast in both colour modes); the text carries the meaning.
 *
 * The box takes no live-region role of its own: the caller says whether it is announced at once
 * (`role="alert"`, an error that appeared after an action), politely (`role="status"`) or not at all (a
 * standing notice), and may pass `ref` and `tabIndex={-1}` to move focus to it. With `title` the first line is
 * bold; with `icon` (decorative, `aria-hidden`) the text sits beside it.
 */
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const toneClasses: Record<AlertTone, string> = {
  error: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
  info: 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100',
  success: 'border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100',
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  tone: AlertTone;
  title?: ReactNode;
  icon?: ReactNode;
}

export function Alert({ tone, title, icon, className, children, ...props }: AlertProps) {
  const body = (
    <>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children}
    </>
  );
  return (
    <div
      {...props}
      className={clsx(
        'rounded-[var(--radius)] border p-4 text-sm outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current',
        toneClasses[tone],
        icon ? 'flex items-start gap-2' : null,
        className,
      )}
    >
      {icon ? (
        <>
          {icon}
          <div className="min-w-0">{body}</div>
        </>
      ) : (
        body
      )}
    </div>
  );
}
