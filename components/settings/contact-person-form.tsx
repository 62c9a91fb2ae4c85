'use client';

/** /instellingen/contact-person: the center's contact e-mail address and phone number. */
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import * as z from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { PHONE_NUMBER, PROFILE_LIMITS } from '@/lib/shared/center/profile-rules';
import type { CenterProfile } from '@/lib/shared/center/types';
import { fieldsetClass } from './fields';
import { useSaveProfile } from './use-save-profile';

export function ContactPersonForm({ profile }: { profile: CenterProfile }) {
  const t = useTranslations('settings');
  const schema = useMemo(
    () =>
      z.object({
        contactEmail: z.email().max(PROFILE_LIMITS.email).or(z.literal('')),
        contactPhoneNumber: z
          .string()
          .trim()
          .refine((v) => v === '' || PHONE_NUMBER.test(v), t('validation.phone')),
      }),
    [t],
  );
  const defaultValues = useMemo(
    () => ({ contactEmail: profile.contactEmail ?? '', contactPhoneNumber: profile.contactPhoneNumber ?? '' }),
    [profile],
  );
  const form = useAppForm({ schema, defaultValues, warnOnUnsavedChanges: true });
  const save = useSaveProfile();

  const onSubmit = async (values: z.output<typeof schema>) => {
    await save(values);
    form.reset(values);
  };

  return (
    <AppForm form={form} onSubmit={onSubmit} id="contact-person" className="max-w-xl space-y-6">
      <FormErrorSummary />
      <div className={fieldsetClass}>
        <TextField name="contactEmail" type="email" label={t('contactPerson.contactEmail')} autoComplete="off" />
        <TextField name="contactPhoneNumber" type="tel" label={t('contactPerson.contactPhoneNumber')} autoComplete="off" required={false} />
      </div>
      <SubmitButton>{t('save')}</SubmitButton>
    </AppForm>
  );
}
