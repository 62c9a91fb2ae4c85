'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { CheckboxField } from '@/components/forms/fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { AuthForm } from '@/components/auth/auth-form';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { signUpAction } from '@/lib/server/session/actions';
import { PASSWORD_MIN_LENGTH, type SignUpValues, signUpSchema } from '@/lib/shared/session/schemas';

const FORM_ID = 'signup';

export function SignupForm() {
  const t = useTranslations('signup');
  const router = useRouter();
  const schema = useMemo(() => signUpSchema({ passwordsDiffer: t('passwordsDiffer'), acceptTerms: t('acceptTermsRequired') }), [t]);
  const auth = useAuthForm({
    id: FORM_ID,
    schema,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      passwordConfirmation: '',
      acceptTerms: false,
    } satisfies SignUpValues,
    action: (values: SignUpValues) => signUpAction({ ...values, phoneNumber: values.phoneNumber || undefined }),
    onSuccess: () => router.push('/signup/success'),
  });
  const { pending } = auth;

  return (
    <AuthForm auth={auth}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label={t('firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={t('lastName')} autoComplete="family-name" />
      </div>
      <TextField name="email" label={t('email')} type="email" inputMode="email" autoComplete="email" />
      <TextField name="phoneNumber" label={t('phoneNumber')} type="tel" autoComplete="tel" description={t('phoneNumberHint')} />
      <TextField
        name="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        description={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <TextField
        name="passwordConfirmation"
        label={t('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        deps={['password']}
      />
      <CheckboxField name="acceptTerms" label={t('acceptTerms')} />
      <SubmitButton pending={pending} pendingLabel={t('submitting')} size="lg" className="w-full">
        {t('submit')}
      </SubmitButton>
    </AuthForm>
  );
}
