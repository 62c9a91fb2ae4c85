'use client';

/**
 * Form controls only the settings screens need: a radio group and a colour field (hex text input plus the
 * browser's colour picker). Checkboxes, selects and textareas are components/forms/fields.
 */
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { initialValue, initiallyChecked } from '@/components/forms/registered-value';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { fieldId } from '@/lib/shared/forms/field-errors';
import { normalizeHex } from '@/lib/shared/theme/color';
import { useAppFormContext } from '@/components/forms/app-form-context';

export const fieldsetClass = 'space-y-4 rounded-xl border border-muted-200 bg-surface p-5 dark:border-muted-800';
export const legendClass = 'px-1 font-heading text-lg font-semibold';
const radioClass =
  'size-4 shrink-0 accent-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300';

/** A radio group in its own fieldset; `section` styles it as one of the form's sections. */
export function RadioGroupField({
  name,
  legend,
  options,
  section = false,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  section?: boolean;
}) {
  const form = useFormContext();
  const { register } = form;
  const { formId } = useAppFormContext();
  const base = fieldId(name, formId);
  return (
    <fieldset className={section ? fieldsetClass : undefined}>
      <legend className={section ? legendClass : 'text-sm font-medium'}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${base}-${option.value}`}
              type="radio"
              value={option.value}
              className={radioClass}
              {...register(name)}
              defaultChecked={initiallyChecked(form, name, option.value)}
            />
            <label htmlFor={`${base}-${option.value}`} className="text-sm">
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A hex colour: the text input is the field (validated on blur); the swatch next to it is the browser's colour
 * picker, labelled separately, which writes a valid value into the field.
 */
export function ColorField({
  name,
  label,
  pickLabel,
  description,
}: {
  name: string;
  label: string;
  pickLabel: string;
  description?: ReactNode;
}) {
  const form = useFormContext();
  const { register, setValue, control } = form;
  const value = useWatch({ control, name }) as string | undefined;
  const hex = normalizeHex(value) ?? '#ffffff';
  return (
    <FormField name={name} label={label} description={description} required={false}>
      {(controlProps) => (
        <div className="flex items-center gap-2">
          <Input
            {...controlProps}
            {...register(name)}
            defaultValue={initialValue(form, name)}
            placeholder="#1d4ed8"
            autoComplete="off"
            spellCheck={false}
            className="max-w-40 font-mono"
          />
          <input
            type="color"
            aria-label={pickLabel}
            value={hex}
            onChange={(event) => setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })}
            className="h-10 w-12 cursor-pointer rounded-md border border-gray-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-gray-600 dark:bg-gray-900"
          />
        </div>
      )}
    </FormField>
  );
}
