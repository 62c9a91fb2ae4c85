'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { AuthForm } from '@/components/auth/auth-form';
import { authLinkClass } from '@/components/auth/auth-card';
import { Alert } from '@/components/ui/alert';
import { useAuthForm } from '@/components/auth/use-auth-form';
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
  const { getValues } = form;

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
          <Alert tone="info" role="status">
            {notice}
          </Alert>
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
      <TextField name="email" label={t('email')} type="email" autoComplete="username" inputMode="email" />
      <TextField name="password" label={t('password')} type="password" autoComplete="current-password" />
      <p className="text-sm">
        <Link href="/auth/recover" className={authLinkClass}>
          {t('forgotPassword')}
        </Link>
      </p>
      <SubmitButton pending={pending} pendingLabel={t('submitting')} size="lg" className="w-full">
        {t('submit')}
      </SubmitButton>
    </AuthForm>
  );
}
