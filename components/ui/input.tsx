/** Text input primitive: styles `aria-invalid="true"` as an error, so fields only set the attribute. */
import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { controlClass } from './styles';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={clsx(controlClass, className)} {...props} />;
}
