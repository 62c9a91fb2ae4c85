'use client';

/**
 * "The form contains errors" after a failed submit (docs/domain.md#validation), as an alert listing each invalid field as a link
 * that moves focus to it, plus form-level (server) errors. Place it at the top of an <AppForm>.
 */
import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { fieldId, flattenFieldErrors, rootErrorMessages } from '@/lib/shared/forms/field-errors';
import { useAppFormContext } from './app-form-context';

export function FormErrorSummary({ className }: { className?: string }) {
  const t = useTranslations('forms');
  const { formId, labels } = useAppFormContext();
  const labelMap = useSyncExternalStore(labels.subscribe, labels.getSnapshot, labels.getSnapshot);
  const { control, setFocus } = useFormContext();
  const { errors, submitCount } = useFormState({ control });

  const fields = flattenFieldErrors(errors);
  const root = rootErrorMessages(errors);
  if (submitCount === 0 || (fields.length === 0 && root.length === 0)) return null;

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
    <div
      role="alert"
      tabIndex={-1}
      className={
        className ??
        'rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100'
      }
    >
      <p className="font-semibold">{t('formErrors')}</p>
      {root.map((message) => (
        <p key={message} className="mt-1 whitespace-pre-line">
          {message}
        </p>
      ))}
      {fields.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {fields.map(({ name, message }) => {
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
    </div>
  );
}
