'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AuthForm } from '@/components/session/auth-form';
import { SubmitButton, TextInputField } from '@/components/session/form-fields';
import { authLinkClass } from '@/components/session/auth-card';
import { useAuthForm } from '@/components/session/use-auth-form';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { resendConfirmationAction, signInAction } from '@/lib/server/session/actions';
import { type SignInValues, signInSchema } from '@/lib/shared/session/schemas';

const FORM_ID = 'login';

export function LoginForm({ redirect, notice }: { redirect: string; notice: string | null }) {
  const t = useTranslations('auth.login');
  const router = useRouter();
  const [resent, setResent] = useState(false);
  const auth = useAuthForm({
    id: FORM_ID,
    schema: signInSchema,
    defaultValues: { email: '', password: '' } satisfies SignInValues,
    action: (values: SignInValues) => signInAction({ ...values, redirect }),
    onSubmitStart: () => setResent(false),
    onSuccess: ({ redirectTo }) => {
      router.replace(redirectTo);
      router.refresh();
    },
  });
  const { form, pending, startTransition, serverError, showServerError } = auth;
  const { register, getValues, formState } = form;

  const resend = () =>
    startTransition(async () => {
      const result = await resendConfirmationAction({ email: getValues('email') });
      if (result.ok) setResent(true);
      else showServerError(result.error);
    });

  return (
    <AuthForm
      auth={auth}
      before={
        notice ? (
          <p
            role="status"
            className="rounded-md border border-primary-200 bg-primary-50 p-3 text-sm text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100"
          >
            {notice}
          </p>
        ) : null
      }
    >
      {serverError?.code === 'accountUnconfirmed' ? (
        <button type="button" onClick={resend} disabled={pending} className={authLinkClass}>
          {t('resendConfirmation')}
        </button>
      ) : null}
      {resent ? (
        <p role="status" className="text-sm">
          {t('confirmationResent')}
        </p>
      ) : null}
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
    </AuthForm>
  );
}
