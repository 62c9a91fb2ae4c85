'use client';

/** Select, textarea, checkbox and checkbox-group fields for app forms, wired like TextField (FormField). */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { useAppFormContext } from '@/components/forms/app-form-context';
import { fieldErrorId, fieldId } from '@/lib/shared/forms/field-errors';

export const controlClass =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:aria-invalid:border-red-400';

export interface Option {
  value: string;
  label: string;
}

interface BaseProps {
  name: string;
  label: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
}

export function SelectField({ name, label, description, required, className, options, ...selectProps }: BaseProps & { options: Option[] } & Omit<ComponentProps<'select'>, 'name' | 'id'>) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} description={description} required={required} className={className}>
      {(control) => (
        <select {...selectProps} {...control} {...register(name)} className={controlClass}>
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

export function TextareaField({ name, label, description, required, className, rows = 5, ...props }: BaseProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} description={description} required={required} className={className}>
      {(control) => <textarea rows={rows} {...props} {...control} {...register(name)} className={controlClass} />}
    </FormField>
  );
}

/** One checkbox with its label beside it. */
export function CheckboxField({ name, label, description, required, className }: BaseProps) {
  const t = useTranslations('forms');
  const { register, getFieldState } = useFormContext();
  const { formId, isRequired, labels } = useAppFormContext();
  const formState = useFormState({ name });
  const { error } = getFieldState(name, formState);
  const id = fieldId(name, formId);
  const errorId = error?.message ? fieldErrorId(name, formId) : undefined;
  const isFieldRequired = required ?? isRequired(name);
  useEffect(() => labels.set(name, label), [labels, name, label]);
  return (
    <div className={clsx('space-y-1', className)}>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          aria-required={isFieldRequired || undefined}
          {...register(name)}
          className="mt-0.5 size-4 rounded border-gray-400 accent-primary-700"
        />
        <label htmlFor={id} className="text-sm text-gray-900 dark:text-gray-100">
          {label}
          {isFieldRequired ? (
            <>
              <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
                *
              </span>
              <span className="sr-only"> {t('requiredMark')}</span>
            </>
          ) : null}
        </label>
      </div>
      {description ? <p className="ps-6 text-sm text-gray-600 dark:text-gray-400">{description}</p> : null}
      {error?.message ? (
        <p id={errorId} className="ps-6 text-sm font-medium text-red-700 dark:text-red-400">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** Several checkboxes for an array of string values, grouped in a fieldset with a legend. */
export function CheckboxGroupField({ name, label, options, emptyText }: { name: string; label: string; options: Option[]; emptyText: string }) {
  const { control } = useFormContext();
  const { formId } = useAppFormContext();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">{label}</legend>
      {options.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-400">{emptyText}</p> : null}
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
          return (
            <ul className="grid gap-2 sm:grid-cols-2">
              {options.map((o) => {
                const id = `${fieldId(name, formId)}-${o.value}`;
                return (
                  <li key={o.value} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      id={id}
                      checked={selected.includes(o.value)}
                      onBlur={field.onBlur}
                      onChange={(e) => field.onChange(e.target.checked ? [...selected, o.value] : selected.filter((v) => v !== o.value))}
                      className="size-4 rounded border-gray-400 accent-primary-700"
                    />
                    <label htmlFor={id} className="text-sm">
                      {o.label}
                    </label>
                  </li>
                );
              })}
            </ul>
          );
        }}
      />
    </fieldset>
  );
}

/**
 * For submit buttons after a failed submit: keeping focus where it is on mousedown avoids the blur validation
 * that would remove an error line, shift the button from under the pointer and swallow the click.
 */
export const keepFocus = (event: MouseEvent) => event.preventDefault();
