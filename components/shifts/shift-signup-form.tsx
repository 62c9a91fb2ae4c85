'use client';
/**
 * The client island of the shift picker: signs up for one shift with a form action (so it also posts without
 * JavaScript) and shows the outcome in place. A full shift offers its waitlist; guests give their name, e-mail and
 * phone in a <details> that opens without script, and confirm by mail (docs/domain.md#shifts).
 */
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { focusRing } from '@/components/ui/styles';
import { signUpForShiftAction } from '@/lib/server/shifts/actions';
import { GUEST_FIELDS, INITIAL_SIGNUP_STATE } from '@/lib/shared/shifts/form-state';

const FIELD_TYPES: Record<(typeof GUEST_FIELDS)[number], { type: string; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
};

interface Props {
  shiftId: string;
  /** Names the shift for screen readers ("za 5 december, 10:00–12:30"). */
  label: string;
  full: boolean;
  signedIn: boolean;
}

export function ShiftSignupForm({ shiftId, label, full, signedIn }: Props) {
  const t = useTranslations('shifts.picker');
  const tForms = useTranslations('forms');
  const [state, action, pending] = useActionState(signUpForShiftAction, INITIAL_SIGNUP_STATE);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== 'idle') statusRef.current?.focus();
  }, [state]);

  if (state.status === 'confirmed' || state.status === 'waitlisted' || state.status === 'pending') {
    const message =
      state.status === 'confirmed'
        ? t('confirmed')
        : state.status === 'waitlisted'
          ? t('waitlisted', { position: state.waitlistPosition ?? 1 })
          : t('pending', { email: state.email ?? '' });
    return (
      <Alert ref={statusRef} tabIndex={-1} role="status" tone="success" data-testid="shift-signup-outcome" data-outcome={state.status}>
        {message}
      </Alert>
    );
  }

  const offerWaitlist = full || state.status === 'full';
  const prefix = `shift-${shiftId}`;
  const submit = (
    <Button type="submit" pending={pending} variant={offerWaitlist ? 'outline' : 'primary'} className="w-full sm:w-auto">
      {offerWaitlist ? t('joinWaitlist') : t('signUp')}
      <span className="sr-only"> {label}</span>
    </Button>
  );
  const feedback =
    state.status === 'full' ? (
      <Alert ref={statusRef} tabIndex={-1} role="alert" tone="warning">
        {t('nowFull')}
      </Alert>
    ) : state.status === 'error' && state.message ? (
      <Alert ref={statusRef} tabIndex={-1} role="alert" tone="error">
        {state.message}
      </Alert>
    ) : null;

  if (signedIn) {
    return (
      <form action={action} className="space-y-3">
        <input type="hidden" name="shiftId" value={shiftId} />
        {offerWaitlist ? <input type="hidden" name="waitlist" value="1" /> : null}
        {feedback}
        {submit}
      </form>
    );
  }

  const requiredText = tForms('requiredMark');
  return (
    <details className="group" open={state.status !== 'idle' || undefined}>
      <summary
        className={`inline-flex h-11 w-full cursor-pointer list-none items-center justify-center rounded-md bg-primary-700 px-4 text-sm font-medium text-primary-foreground hover:bg-primary-800 sm:w-auto ${focusRing} group-open:bg-primary-800`}
      >
        {offerWaitlist ? t('joinWaitlistAsGuest') : t('signUpAsGuest')}
        <span className="sr-only"> {label}</span>
      </summary>
      <form action={action} noValidate className="mt-4 space-y-3">
        <input type="hidden" name="shiftId" value={shiftId} />
        {offerWaitlist ? <input type="hidden" name="waitlist" value="1" /> : null}
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('guestIntro')}</p>
        {feedback}
        <div className="grid gap-3 sm:grid-cols-2">
          {GUEST_FIELDS.map((name) => {
            const error = state.fields[name];
            return (
              <div key={name}>
                <Label htmlFor={`${prefix}-${name}`} required requiredText={requiredText}>
                  {t(`fields.${name}`)}
                </Label>
                <Input
                  id={`${prefix}-${name}`}
                  name={name}
                  type={FIELD_TYPES[name].type}
                  autoComplete={FIELD_TYPES[name].autoComplete}
                  required
                  defaultValue={state.values[name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${prefix}-${name}-error` : undefined}
                  className="mt-1"
                />
                {error ? (
                  <p id={`${prefix}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {submit}
      </form>
    </details>
  );
}
