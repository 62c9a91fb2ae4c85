'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import { FormErrorSummary, SubmitButton, TextInputField } from '@/components/session/form-fields';
import { useAuthForm } from '@/components/session/use-auth-form';
import { requestPasswordResetAction } from '@/lib/server/session/actions';
import { type RecoverValues, recoverSchema } from '@/lib/shared/session/schemas';

const FORM_ID = 'recover';

export function RecoverClient() {
  const t = useTranslations('auth.recover');
  const [pending, startTransition] = useTransition();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement | null>(null);
  const { form, summaryRef, serverError, showServerError, onInvalid, beginSubmit, items } = useAuthForm<RecoverValues>(recoverSchema, { email: '' });
  const { register, handleSubmit, formState } = form;

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div ref={sentRef} tabIndex={-1} role="status" className="space-y-2 outline-none">
        <h2 className="font-heading text-lg font-semibold">{t('sentTitle')}</h2>
        <p className="text-sm">{t('sent', { email: sentTo })}</p>
      </div>
    );
  }

  const onSubmit = handleSubmit(
    (values) =>
      startTransition(async () => {
        beginSubmit();
        const result = await requestPasswordResetAction(values);
        if (!result.ok) showServerError(result.error);
        else setSentTo(values.email.trim());
      }),
    onInvalid,
  );

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-3">
      <p className="text-sm text-muted-800 dark:text-muted-200">{t('intro')}</p>
      <FormErrorSummary summaryRef={summaryRef} formId={FORM_ID} title={serverError?.title} message={serverError?.message} items={items} />
      <TextInputField
        formId={FORM_ID}
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={pending} pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
