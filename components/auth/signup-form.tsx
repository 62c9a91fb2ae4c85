'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { AuthForm } from '@/components/session/auth-form';
import { CheckboxField, SubmitButton, TextInputField } from '@/components/session/form-fields';
import { useAuthForm } from '@/components/session/use-auth-form';
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
  const { form, pending } = auth;
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <AuthForm auth={auth}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInputField
          formId={FORM_ID}
          label={t('firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextInputField
          formId={FORM_ID}
          label={t('lastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextInputField
        formId={FORM_ID}
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInputField
        formId={FORM_ID}
        label={t('phoneNumber')}
        type="tel"
        autoComplete="tel"
        description={t('phoneNumberHint')}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextInputField
        formId={FORM_ID}
        label={t('password')}
        type="password"
        autoComplete="new-password"
        required
        description={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextInputField
        formId={FORM_ID}
        label={t('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation', { deps: ['password'] })}
      />
      <CheckboxField formId={FORM_ID} label={t('acceptTerms')} required error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <SubmitButton pending={pending} pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </AuthForm>
  );
}
