'use client';

/**
 * Label, description and error around one control, wired for assistive technology: `label for`, aria-invalid,
 * aria-describedby (description and error), aria-required, and a required mark with screen-reader text.
 * The control comes from the render prop, which receives the props to spread on it:
 *
 *   <FormField name="bio" label={t('bio')}>{(control) => <textarea {...control} {...register('bio')} />}</FormField>
 */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { fieldDescriptionId, fieldErrorId, fieldId } from '@/lib/shared/forms/field-errors';
import { Label } from '@/components/ui/label';
import { useAppFormContext } from './app-form-context';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  /** Dotted react-hook-form path. */
  name: string;
  label: string;
  description?: ReactNode;
  /** Overrides the schema's answer for the required mark. */
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ name, label, description, required, hideLabel = false, className, children }: FormFieldProps) {
  const t = useTranslations('forms');
  const { formId, isRequired, labels, reserveMessageLines } = useAppFormContext();
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const { error } = getFieldState(name, formState);

  useEffect(() => labels.set(name, label), [labels, name, label]);

  const isFieldRequired = required ?? isRequired(name);
  const id = fieldId(name, formId);
  const descriptionId = description ? fieldDescriptionId(name, formId) : undefined;
  const errorId = error?.message ? fieldErrorId(name, formId) : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('space-y-1.5', className)}>
      <Label htmlFor={id} required={isFieldRequired} requiredText={t('requiredMark')} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {description ? (
        <p id={descriptionId} className="text-sm text-gray-600 dark:text-gray-400">
          {description}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': isFieldRequired || undefined,
      })}
      <FieldMessage id={errorId} message={error?.message} reserve={reserveMessageLines} />
    </div>
  );
}

/** A field's error message; with `reserve` its line stays while empty (see AppFormContextValue). */
export function FieldMessage({
  id,
  message,
  reserve = false,
  className,
}: {
  id: string | undefined;
  message: string | undefined;
  reserve?: boolean | undefined;
  className?: string;
}) {
  if (!message && !reserve) return null;
  return (
    <p
      id={message ? id : undefined}
      className={clsx('text-sm font-medium text-red-700 dark:text-red-400', reserve && 'min-h-5', className)}
    >
      {message}
    </p>
  );
}
