'use client';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormErrorSummary, SubmitButton, TextInputField } from '@/components/session/form-fields';
import { authLinkClass } from '@/components/session/auth-card';
import { useAuthForm } from '@/components/session/use-auth-form';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { resendConfirmationAction, signInAction } from '@/lib/server/session/actions';
import { type SignInValues, signInSchema } from '@/lib/shared/session/schemas';

const FORM_ID = 'login';

export function LoginClient({ redirect, notice }: { redirect: string; notice: string | null }) {
  const t = useTranslations('auth.login');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [resent, setResent] = useState(false);
  const { form, summaryRef, serverError, showServerError, onInvalid, beginSubmit, items } = useAuthForm<SignInValues>(signInSchema, {
    email: '',
    password: '',
  });
  const { register, handleSubmit, getValues, formState } = form;

  const onSubmit = handleSubmit(
    (values) =>
      startTransition(async () => {
        beginSubmit();
        setResent(false);
        const result = await signInAction({ ...values, redirect });
        if (!result.ok) {
          showServerError(result.error);
          return;
        }
        router.replace(result.data.redirectTo);
        router.refresh();
      }),
    onInvalid,
  );

  const resend = () =>
    startTransition(async () => {
      const result = await resendConfirmationAction({ email: getValues('email') });
      if (result.ok) setResent(true);
      else showServerError(result.error);
    });

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-3">
      {notice ? (
        <p role="status" className="rounded-md border border-primary-200 bg-primary-50 p-3 text-sm text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100">
          {notice}
        </p>
      ) : null}
      <FormErrorSummary summaryRef={summaryRef} formId={FORM_ID} title={serverError?.title} message={serverError?.message} items={items} />
      {serverError?.code === 'accountUnconfirmed' ? (
        <button type="button" onClick={resend} disabled={pending} className={authLinkClass}>
          {t('resendConfirmation')}
        </button>
      ) : null}
      {resent ? <p role="status" className="text-sm">{t('confirmationResent')}</p> : null}
      <TextInputField
        formId={FORM_ID}
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextInputField
        formId={FORM_ID}
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <p className="text-sm">
        <Link href="/auth/recover" className={authLinkClass}>
          {t('forgotPassword')}
        </Link>
      </p>
      <SubmitButton pending={pending} pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
