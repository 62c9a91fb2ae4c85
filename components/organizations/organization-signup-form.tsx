'use client';

/** The organization sign-up form: the organization, its address and profile, and the first user's account. */
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { CheckboxField } from '@/components/forms/fields';
import { keepFocus } from '@/components/forms/keep-focus';
import { OrganizationFields, type OrganizationLookups } from '@/components/organizations/organization-fields';
import { useApi } from '@/lib/browser/api/use-api';
import { signUpOrganization } from '@/lib/shared/organizations/api';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { emptySignupForm, organizationSignupFormSchema, PASSWORD_MIN, toSignupAttributes } from '@/lib/shared/organizations/form';
import { SIGNUP_ORGANIZATION_TYPES } from '@/lib/shared/organizations/status';
import { toast } from '@/lib/browser/toast/toast-store';

export function OrganizationSignupForm({ lookups }: { lookups: OrganizationLookups }) {
  const t = useTranslations('organizationSignup');
  const api = useApi();
  const router = useRouter();
  const schema = useMemo(
    () => organizationSignupFormSchema({ passwordsDiffer: t('passwordsDiffer'), acceptTerms: t('acceptTermsRequired') }),
    [t],
  );
  const form = useAppForm({ schema, defaultValues: emptySignupForm(), warnOnUnsavedChanges: true });

  return (
    <AppForm
      form={form}
      id="organization-signup"
      className="space-y-6"
      onSubmit={async (values) => {
        await signUpOrganization(api, toSignupAttributes(values));
        toast.success(t('sent'));
        router.push('/organizations/signup/success');
      }}
    >
      <FormErrorSummary />
      <OrganizationFields types={SIGNUP_ORGANIZATION_TYPES} lookups={lookups} />
      <section
        aria-labelledby="signup-account"
        className="space-y-4 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800"
      >
        <h2 id="signup-account" className="font-heading text-lg font-semibold">
          {t('accountTitle')}
        </h2>
        <p className="text-sm text-muted-800 dark:text-muted-200">{t('accountIntro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="user.firstName" label={t('firstName')} autoComplete="given-name" />
          <TextField name="user.lastName" label={t('lastName')} autoComplete="family-name" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="user.email" type="email" inputMode="email" label={t('email')} autoComplete="email" />
          <TextField name="user.phoneNumber" type="tel" label={t('phoneNumber')} autoComplete="tel" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="user.password"
            type="password"
            label={t('password')}
            description={t('passwordHint', { min: PASSWORD_MIN })}
            autoComplete="new-password"
          />
          <TextField name="user.passwordConfirmation" type="password" label={t('passwordConfirmation')} autoComplete="new-password" />
        </div>
        <CheckboxField name="user.acceptTerms" label={t('acceptTerms')} />
      </section>
      <SubmitButton onMouseDown={keepFocus} size="lg">
        {t('submit')}
      </SubmitButton>
    </AppForm>
  );
}
