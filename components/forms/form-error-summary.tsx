'use client';

/**
 * "The form contains errors" after a failed submit (docs/domain.md#validation), as an alert listing each invalid field as a link
 * that moves focus to it, plus form-level (server) errors. Place `FormErrorSummary` at the top of an <AppForm>.
 *
 * `ErrorSummary` draws it from given lists, for forms that decide themselves what it shows and when: the sign-in
 * forms (components/auth/auth-form.tsx) keep the list they had at submit and title a server refusal with its own
 * heading ("Logged in to the wrong website").
 */
import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type MouseEvent, type Ref } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { fieldId, flattenFieldErrors, rootErrorMessages, type FieldErrorItem } from '@/lib/shared/forms/field-errors';
import { useAppFormContext } from './app-form-context';

export function FormErrorSummary({ className }: { className?: string }) {
  const { control } = useFormContext();
  const { errors, submitCount } = useFormState({ control });
  if (submitCount === 0) return null;
  return <ErrorSummary messages={rootErrorMessages(errors)} items={flattenFieldErrors(errors)} className={className} />;
}

export interface ErrorSummaryProps {
  ref?: Ref<HTMLDivElement>;
  /** Defaults to "The form contains errors". */
  title?: string | null | undefined;
  /** Form-level messages (a server refusal without a field). */
  messages: readonly string[];
  items: readonly FieldErrorItem[];
  className?: string | undefined;
}

export function ErrorSummary({ ref, title, messages, items, className }: ErrorSummaryProps) {
  const t = useTranslations('forms');
  const { formId, labels } = useAppFormContext();
  const labelMap = useSyncExternalStore(labels.subscribe, labels.getSnapshot, labels.getSnapshot);
  const { setFocus } = useFormContext();
  if (messages.length === 0 && items.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    event.preventDefault();
    const element = document.getElementById(fieldId(name, formId));
    if (element) {
      element.scrollIntoView({ block: 'center' });
      element.focus();
    } else {
      setFocus(name);
    }
  };

  return (
    <Alert ref={ref} tone="error" role="alert" tabIndex={-1} title={title ?? t('formErrors')} className={className}>
      {messages.map((message) => (
        <p key={message} className="mt-1 whitespace-pre-line">
          {message}
        </p>
      ))}
      {items.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {items.map(({ name, message }) => {
            const label = labelMap.get(name);
            return (
              <li key={name}>
                <a
                  href={`#${fieldId(name, formId)}`}
                  onClick={(event) => focusField(event, name)}
                  className="underline underline-offset-2 hover:no-underline"
                >
                  {label ? `${label}: ${message}` : message}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Alert>
  );
}
