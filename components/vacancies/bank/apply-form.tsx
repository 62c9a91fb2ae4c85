'use client';
/**
 * The apply form of a public vacancy. A form action (server action), so it posts without JavaScript as well;
 * with it, the result replaces the form without a page load. Guests fill in who they are; signed-in volunteers
 * only write a message.
 */
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { applyToVacancy } from '@/lib/server/vacancies/actions';
import { type ApplyField, INITIAL_APPLY_STATE } from '@/lib/shared/vacancies/apply-state';

interface Props {
  vacancyId: string;
  /** The signed-in volunteer's name, or null for a guest. */
  signedInAs: string | null;
  signInHref: string;
}

const GUEST_FIELDS: {
  name: Exclude<ApplyField, 'message'>;
  type: string;
  autoComplete: string;
  label: 'firstName' | 'lastName' | 'email' | 'phone';
}[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', label: 'firstName' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', label: 'lastName' },
  { name: 'email', type: 'email', autoComplete: 'email', label: 'email' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel', label: 'phone' },
];

export function ApplyForm({ vacancyId, signedInAs, signInHref }: Props) {
  const t = useTranslations('vacancyBank.apply');
  const tForms = useTranslations('forms');
  const [state, action, pending] = useActionState(applyToVacancy, INITIAL_APPLY_STATE);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'sent' || state.status === 'confirm' || state.status === 'error') statusRef.current?.focus();
  }, [state]);

  if (state.status === 'sent' || state.status === 'confirm') {
    return (
      <Alert ref={statusRef} tabIndex={-1} role="status" tone="success">
        {state.status === 'confirm' ? t('confirmMail', { email: state.email ?? '' }) : t('sent')}
      </Alert>
    );
  }

  const requiredText = tForms('requiredMark');
  const error = (name: ApplyField) => state.fields[name];
  const describedBy = (name: ApplyField, hint?: string) =>
    [hint, error(name) ? `apply-${name}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form action={action} noValidate className="space-y-4">
      <input type="hidden" name="vacancyId" value={vacancyId} />
      {signedInAs ? (
        <p>{t('signedInIntro', { name: signedInAs })}</p>
      ) : (
        <>
          <p>{t('guestIntro')}</p>
          <p>
            <a href={signInHref} className="font-medium text-primary-700 underline dark:text-primary-300">
              {t('signInInstead')}
            </a>
          </p>
        </>
      )}
      {state.status === 'error' && state.message ? (
        <Alert ref={statusRef} tabIndex={-1} role="alert" tone="error">
          {state.message}
        </Alert>
      ) : null}
      {signedInAs
        ? null
        : GUEST_FIELDS.map((field) => (
            <div key={field.name}>
              <Label htmlFor={`apply-${field.name}`} required requiredText={requiredText}>
                {t(field.label)}
              </Label>
              <Input
                id={`apply-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                defaultValue={state.values[field.name]}
                aria-invalid={error(field.name) ? true : undefined}
                aria-describedby={describedBy(field.name)}
                className="mt-1"
              />
              {error(field.name) ? (
                <p id={`apply-${field.name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {error(field.name)}
                </p>
              ) : null}
            </div>
          ))}
      <div>
        <Label htmlFor="apply-message" required={!signedInAs} requiredText={requiredText}>
          {t('message')}
        </Label>
        <p id="apply-message-hint" className="text-sm text-muted-700 dark:text-muted-300">
          {t('messageHint')}
        </p>
        <textarea
          id="apply-message"
          name="message"
          rows={5}
          required={!signedInAs}
          maxLength={5000}
          defaultValue={state.values.message}
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={describedBy('message', 'apply-message-hint')}
          className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
        />
        {error('message') ? (
          <p id="apply-message-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error('message')}
          </p>
        ) : null}
      </div>
      <Button type="submit" pending={pending}>
        {pending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
