/**
 * Field label. A required field shows a visual `*` (hidden from assistive technology) and, for screen readers,
 * `requiredText` (the caller passes the translated "(required)").
 */
import clsx from 'clsx';
import type { ComponentProps } from 'react';

export interface LabelProps extends ComponentProps<'label'> {
  required?: boolean;
  requiredText?: string;
}

export function Label({ required = false, requiredText, className, children, ...props }: LabelProps) {
  return (
    <label className={clsx('block text-sm font-medium text-gray-900 dark:text-gray-100', className)} {...props}>
      {children}
      {required ? (
        <>
          <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
            *
          </span>
          {requiredText ? <span className="sr-only"> {requiredText}</span> : null}
        </>
      ) : null}
    </label>
  );
}
