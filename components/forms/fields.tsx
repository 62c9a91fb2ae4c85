'use client';

/**
 * Select, textarea, checkbox and checkbox-group fields for app forms, wired like TextField (FormField): label,
 * required mark, description and error. Native controls, so they work with the keyboard, screen readers and
 * mobile pickers without extra code.
 */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { controlClass, focusRing } from '@/components/ui/styles';
import { fieldDescriptionId, fieldErrorId, fieldId } from '@/lib/shared/forms/field-errors';
import { useAppFormContext } from './app-form-context';
import { FieldMessage, FormField } from './form-field';
import { initialValue, initiallyChecked } from './registered-value';

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

/**
 * A registered native <select>. `placeholder` offers an empty first option; the schema (or `setValueAs` on the
 * caller's side) turns that empty value into what it expects.
 */
export function SelectField({
  name,
  label,
  description,
  required,
  className,
  options,
  placeholder,
  ...selectProps
}: BaseProps & { options: readonly Option[]; placeholder?: string } & Omit<ComponentProps<'select'>, 'name' | 'id' | 'children'>) {
  const form = useFormContext();
  const { register } = form;
  return (
    <FormField name={name} label={label} description={description} required={required} className={className}>
      {(control) => (
        <Select defaultValue={initialValue(form, name)} {...selectProps} {...control} {...register(name)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export function TextareaField({
  name,
  label,
  description,
  required,
  className,
  rows = 5,
  ...props
}: BaseProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const form = useFormContext();
  const { register } = form;
  return (
    <FormField name={name} label={label} description={description} required={required} className={className}>
      {(control) => (
        <textarea
          rows={rows}
          defaultValue={initialValue(form, name)}
          {...props}
          {...control}
          {...register(name)}
          className={controlClass}
        />
      )}
    </FormField>
  );
}

/** One checkbox with its label beside it and its description (linked for screen readers) below. */
export function CheckboxField({ name, label, description, required, className }: BaseProps) {
  const t = useTranslations('forms');
  const form = useFormContext();
  const { register, getFieldState } = form;
  const { formId, isRequired, labels, reserveMessageLines } = useAppFormContext();
  const formState = useFormState({ name });
  const { error } = getFieldState(name, formState);
  const id = fieldId(name, formId);
  const errorId = error?.message ? fieldErrorId(name, formId) : undefined;
  const descriptionId = description ? fieldDescriptionId(name, formId) : undefined;
  const isFieldRequired = required ?? isRequired(name);
  useEffect(() => labels.set(name, label), [labels, name, label]);
  return (
    <div className={clsx('space-y-1', className)}>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          aria-required={isFieldRequired || undefined}
          {...register(name)}
          defaultChecked={initiallyChecked(form, name)}
          className={clsx('mt-0.5 size-4 shrink-0 rounded border-gray-400 accent-primary-700', focusRing)}
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
      {description ? (
        <p id={descriptionId} className="ps-6 text-sm text-gray-600 dark:text-gray-400">
          {description}
        </p>
      ) : null}
      <FieldMessage id={errorId} message={error?.message} reserve={reserveMessageLines} className="ps-6" />
    </div>
  );
}

/** Several checkboxes for an array of string values, grouped in a fieldset with a legend. */
export function CheckboxGroupField({
  name,
  label,
  options,
  emptyText,
}: {
  name: string;
  label: string;
  options: readonly Option[];
  emptyText: string;
}) {
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
