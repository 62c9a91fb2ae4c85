'use client';

/** A registered text input (text, email, url, tel, password, number…) inside a FormField. */
import type { ComponentProps, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField } from './form-field';
import { initialValue } from './registered-value';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'id' | 'required' | 'children'> {
  name: string;
  label: string;
  description?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  fieldClassName?: string;
  /** Fields validated again with this one (a repeated password re-checks the password). */
  deps?: string[];
}

export function TextField({
  name,
  label,
  description,
  required,
  hideLabel,
  fieldClassName,
  deps,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const form = useFormContext();
  return (
    <FormField name={name} label={label} description={description} required={required} hideLabel={hideLabel} className={fieldClassName}>
      {(control) => (
        // An empty number input gives NaN, which the error map reports as "required".
        <Input
          type={type}
          {...inputProps}
          {...control}
          {...form.register(name, { valueAsNumber: type === 'number', deps })}
          defaultValue={initialValue(form, name)}
        />
      )}
    </FormField>
  );
}
