'use client';
/**
 * Small form pieces for the sign-in journey's forms. Local stand-ins until engineer B's components/forms
 * (TextField, FormErrorSummary, SubmitButton) land: same ids (lib/shared/forms/field-errors), same behaviour
 * (label, required mark, description and error linked with aria-describedby, aria-invalid).
 */
import { forwardRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldDescriptionId, fieldErrorId, fieldId } from '@/lib/shared/forms/field-errors';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  name: string;
  label: string;
  error?: string | undefined;
  description?: string;
  formId: string;
}

export const TextInputField = forwardRef<HTMLInputElement, FieldProps>(function TextInputField(
  { name, label, error, description, formId, required, ...props },
  ref,
) {
  const t = useTranslations('forms');
  const id = fieldId(name, formId);
  const describedBy = [description ? fieldDescriptionId(name, formId) : null, error ? fieldErrorId(name, formId) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-1">
      <Label htmlFor={id} required={required} requiredText={t('requiredMark')}>
        {label}
      </Label>
      <Input
        ref={ref}
        id={id}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {description ? (
        <p id={fieldDescriptionId(name, formId)} className="text-sm text-muted-700 dark:text-muted-300">
          {description}
        </p>
      ) : null}
      <FieldError id={fieldErrorId(name, formId)} message={error} />
    </div>
  );
});

export const CheckboxField = forwardRef<HTMLInputElement, FieldProps & { children?: ReactNode }>(function CheckboxField(
  { name, label, error, formId, required, ...props },
  ref,
) {
  const t = useTranslations('forms');
  const id = fieldId(name, formId);
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          name={name}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(name, formId) : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          {...props}
        />
        <Label htmlFor={id} required={required} requiredText={t('requiredMark')} className="font-normal">
          {label}
        </Label>
      </div>
      <FieldError id={fieldErrorId(name, formId)} message={error} />
    </div>
  );
});

/**
 * The message line under a field. Its line is always reserved: a message appearing or vanishing on blur
 * would otherwise move the control the visitor is just clicking (the click would land beside it).
 */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={message ? id : undefined} className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

export interface SummaryItem {
  name: string;
  message: string;
}

/**
 * The error summary at the top of a form: a titled alert that receives focus after a failed submit, with
 * links to each field in error. `title` defaults to "The form contains errors".
 */
export function FormErrorSummary({
  summaryRef,
  formId,
  title,
  message,
  items,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  formId: string;
  title?: string | null;
  message?: string | null;
  items: readonly SummaryItem[];
}) {
  const t = useTranslations('forms');
  const visible = Boolean(message) || items.length > 0;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-live="assertive"
      className={
        visible
          ? 'rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          : 'sr-only'
      }
    >
      {visible ? (
        <>
          <p className="font-semibold">{title ?? t('formErrors')}</p>
          {message ? <p className="mt-1">{message}</p> : null}
          {items.length ? (
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {items.map((item) => (
                <li key={item.name}>
                  <a className="underline underline-offset-2" href={`#${fieldId(item.name, formId)}`}>
                    {item.message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * Pressing the mouse on the button does not take focus from the field: otherwise that field's blur
 * validation re-renders its message between mousedown and mouseup, the button moves, and the click is lost.
 * Submitting validates every field anyway.
 */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" pending={pending} className="w-full" size="lg" onMouseDown={(event) => event.preventDefault()}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
