/** Text input primitive: styles `aria-invalid="true"` as an error, so fields only set the attribute. */
import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={clsx(
        'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-500',
        'focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600',
        'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500',
        'aria-invalid:border-red-600 aria-invalid:focus:outline-red-600',
        'dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-invalid:border-red-400',
        className,
      )}
      {...props}
    />
  );
}
