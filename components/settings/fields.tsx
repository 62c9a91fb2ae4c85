'use client';

/**
 * Form controls the settings screens need beyond TextField: checkbox, radio group, select, textarea and a colour
 * field (hex text input plus the browser's colour picker). All are registered with react-hook-form and labelled.
 */
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { fieldId } from '@/lib/shared/forms/field-errors';
import { normalizeHex } from '@/lib/shared/theme/color';
import { useAppFormContext } from '@/components/forms/app-form-context';

export const fieldsetClass = 'space-y-4 rounded-xl border border-muted-200 bg-surface p-5 dark:border-muted-800';
export const legendClass = 'px-1 font-heading text-lg font-semibold';
const controlClass =
  'size-4 shrink-0 accent-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300';

export function CheckboxField({ name, label, description }: { name: string; label: string; description?: ReactNode }) {
  const { register } = useFormContext();
  const { formId } = useAppFormContext();
  const id = fieldId(name, formId);
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" className={clsx(controlClass, 'mt-0.5')} aria-describedby={description ? `${id}-description` : undefined} {...register(name)} />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-muted-700 dark:text-muted-300">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A radio group in its own fieldset; `section` styles it as one of the form's sections. */
export function RadioGroupField({ name, legend, options, section = false }: { name: string; legend: string; options: readonly { value: string; label: string }[]; section?: boolean }) {
  const { register } = useFormContext();
  const { formId } = useAppFormContext();
  const base = fieldId(name, formId);
  return (
    <fieldset className={section ? fieldsetClass : undefined}>
      <legend className={section ? legendClass : 'text-sm font-medium'}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input id={`${base}-${option.value}`} type="radio" value={option.value} className={controlClass} {...register(name)} />
            <label htmlFor={`${base}-${option.value}`} className="text-sm">
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

const selectClass =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';

export function SelectField({ name, label, description, options }: { name: string; label: string; description?: ReactNode; options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} description={description} required={false}>
      {(control) => (
        <select {...control} {...register(name)} className={selectClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function TextareaField({ name, label, description, rows = 4, ...props }: { name: string; label: string; description?: ReactNode } & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} description={description}>
      {(control) => (
        <textarea
          rows={rows}
          {...props}
          {...control}
          {...register(name)}
          className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
        />
      )}
    </FormField>
  );
}

/**
 * A hex colour: the text input is the field (validated on blur); the swatch next to it is the browser's colour
 * picker, labelled separately, which writes a valid value into the field.
 */
export function ColorField({ name, label, pickLabel, description }: { name: string; label: string; pickLabel: string; description?: ReactNode }) {
  const { register, setValue, control } = useFormContext();
  const value = useWatch({ control, name }) as string | undefined;
  const hex = normalizeHex(value) ?? '#ffffff';
  return (
    <FormField name={name} label={label} description={description} required={false}>
      {(controlProps) => (
        <div className="flex items-center gap-2">
          <Input {...controlProps} {...register(name)} placeholder="#1d4ed8" autoComplete="off" spellCheck={false} className="max-w-40 font-mono" />
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
