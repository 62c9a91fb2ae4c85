/**
 * Select primitive: a styled native <select>, so it works without JavaScript (the public search forms), opens the
 * phone's own picker and needs no script. The options come in as children; `aria-invalid="true"` draws the error.
 * In a react-hook-form form use SelectField (components/forms/fields.tsx), which labels and registers it.
 */
import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { controlClass } from './styles';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={clsx(controlClass, className)} {...props} />;
}
