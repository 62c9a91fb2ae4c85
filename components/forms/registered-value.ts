'use client';

import type { UseFormReturn, FieldValues } from 'react-hook-form';

/**
 * The field's value for the server-rendered HTML. react-hook-form fills an uncontrolled input only in its ref
 * callback, after hydration, so without this a registered input is empty until the JavaScript has run: a visitor
 * on a slow phone sees a blank form, and what they type before hydration is overwritten with the default.
 */
export function initialValue(form: Pick<UseFormReturn<FieldValues>, 'getValues'>, name: string): string | number | undefined {
  const value: unknown = form.getValues(name);
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** The same for a checkbox (checked when the value is true) or a radio (checked when it holds this option). */
export function initiallyChecked(form: Pick<UseFormReturn<FieldValues>, 'getValues'>, name: string, option?: string): boolean {
  const value: unknown = form.getValues(name);
  return option === undefined ? value === true : value === option;
}
