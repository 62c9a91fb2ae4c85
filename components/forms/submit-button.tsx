'use client';

/**
 * The form's submit button: shows a spinner and ignores clicks while the form submits, says "Saving…" to
 * screen readers through a status region that stays mounted, and does not lose a click to a validation message
 * that a blur shows or hides.
 */
import { useTranslations } from 'next-intl';
import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '@/components/ui/button';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'pending'>;

export function SubmitButton({ children, ...props }: SubmitButtonProps) {
  const t = useTranslations('forms');
  const { isSubmitting } = useFormState();
  return (
    <>
      <Button
        type="submit"
        pending={isSubmitting}
        // Keep the focus where it is: the blur of the field being left would validate it, and the message that
        // appears or goes shifts this button from under the pointer before the click lands (a lost click).
        // The submit validates every field anyway and focuses the first invalid one.
        onMouseDown={(event) => event.preventDefault()}
        {...props}
      >
        {children}
      </Button>
      <span role="status" className="sr-only">
        {isSubmitting ? t('submitting') : ''}
      </span>
    </>
  );
}
