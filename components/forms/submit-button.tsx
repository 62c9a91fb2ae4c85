'use client';

/**
 * The form's submit button: shows a spinner and ignores clicks while the form submits, says "Saving…" to
 * screen readers through a status region that stays mounted, and does not lose a click to a validation message
 * that a blur shows or hides.
 *
 * A form whose work outlives react-hook-form's submit (the sign-in forms run a server action in a transition)
 * passes `pending` itself; `pendingLabel` then replaces the label while it runs ("Signing in…").
 */
import { useTranslations } from 'next-intl';
import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '@/components/ui/button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pendingLabel?: string;
}

export function SubmitButton({ children, pending: pendingProp, pendingLabel, ...props }: SubmitButtonProps) {
  const t = useTranslations('forms');
  const { isSubmitting } = useFormState();
  const pending = pendingProp ?? isSubmitting;
  return (
    <>
      <Button
        type="submit"
        pending={pending}
        // Keep the focus where it is: the blur of the field being left would validate it, and the message that
        // appears or goes shifts this button from under the pointer before the click lands (a lost click).
        // The submit validates every field anyway and focuses the first invalid one.
        onMouseDown={(event) => event.preventDefault()}
        {...props}
      >
        {pending && pendingLabel ? pendingLabel : children}
      </Button>
      <span role="status" className="sr-only">
        {pending ? (pendingLabel ?? t('submitting')) : ''}
      </span>
    </>
  );
}
