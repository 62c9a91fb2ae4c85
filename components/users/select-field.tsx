'use client';

/**
 * A registered native <select> inside a FormField (label, required mark, error wiring). Native, so it works
 * with the keyboard, screen readers and mobile pickers without extra code. An empty value is offered with
 * `placeholder`; `setValueAs` turns it into what the schema expects.
 */
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
}

export const selectClass =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600 disabled:cursor-not-allowed disabled:bg-gray-100 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';

export function SelectField({ name, label, options, placeholder, description, required, disabled }: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} description={description} required={required}>
      {(control) => (
        <select {...control} {...register(name)} disabled={disabled} className={selectClass}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
