'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { authLinkClass } from '@/components/auth/auth-card';
import { AuthForm } from '@/components/auth/auth-form';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { resetPasswordAction } from '@/lib/server/session/actions';
import { type ResetToken, type ResetValues, resetSchema } from '@/lib/shared/session/schemas';

const FORM_ID = 'reset';

export function ResetPasswordForm({ token }: { token: ResetToken }) {
  const t = useTranslations('auth.reset');
  const router = useRouter();
  const schema = useMemo(() => resetSchema({ passwordsDiffer: t('passwordsDiffer') }), [t]);
  const auth = useAuthForm({
    id: FORM_ID,
    schema,
    defaultValues: { password: '', passwordConfirmation: '' } satisfies ResetValues,
    action: (values: ResetValues) => resetPasswordAction({ ...values, token }),
    onSuccess: ({ redirectTo }) => {
      router.replace(redirectTo);
      router.refresh();
    },
  });
  const { pending, serverError } = auth;

  const linkBroken = serverError?.code === 'invalidToken' || serverError?.code === 'expiredLink';
  return (
    <AuthForm auth={auth}>
      {linkBroken ? (
        <p className="text-sm">
          <Link href="/auth/recover" className={authLinkClass}>
            {t('requestNew')}
          </Link>
        </p>
      ) : null}
      <TextField name="password" label={t('password')} type="password" autoComplete="new-password" />
      <TextField
        name="passwordConfirmation"
        label={t('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        deps={['password']}
      />
      <SubmitButton pending={pending} pendingLabel={t('submitting')} size="lg" className="w-full">
        {t('submit')}
      </SubmitButton>
    </AuthForm>
  );
}
