'use client';

/**
 * The form's submit button: shows a spinner and ignores clicks while the form submits, and says "Saving…" to
 * screen readers through a status region that stays mounted.
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
      <Button type="submit" pending={isSubmitting} {...props}>
        {children}
      </Button>
      <span role="status" className="sr-only">
        {isSubmitting ? t('submitting') : ''}
      </span>
    </>
  );
}
