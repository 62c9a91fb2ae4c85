'use client';

/** /profile-edit: first and last name, phone, job title and gender of the signed-in user. */
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SelectField } from '@/components/forms/fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { updateProfile } from '@/lib/shared/profile/api';
import { emptyToNull, GENDERS, type ProfileView } from '@/lib/shared/profile/profile-view';
import { detailsSchema, type DetailsValues } from '@/lib/shared/profile/schemas';
import { toast } from '@/lib/browser/toast/toast-store';
import { keepFocus } from '@/components/forms/keep-focus';
import { useApi } from '@/lib/browser/api/use-api';

const valuesOf = (p: ProfileView): DetailsValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phoneNumber: p.phoneNumber,
  jobTitle: p.jobTitle,
  gender: p.gender ?? '',
});

export function ProfileDetailsForm({ profile }: { profile: ProfileView }) {
  const t = useTranslations('profile.details');
  const api = useApi();
  const router = useRouter();
  const form = useAppForm({ schema: detailsSchema, defaultValues: valuesOf(profile), warnOnUnsavedChanges: true });
  const save = useMutation({
    mutationFn: (values: z.output<typeof detailsSchema>) =>
      updateProfile(api, {
        firstName: values.firstName,
        lastName: values.lastName,
        phoneNumber: emptyToNull(values.phoneNumber),
        jobTitle: emptyToNull(values.jobTitle),
        gender: values.gender === '' ? null : values.gender,
      }),
  });

  const onSubmit = async (values: z.output<typeof detailsSchema>) => {
    const saved = await save.mutateAsync(values);
    form.reset(valuesOf(saved));
    toast.success(t('saved'));
    // The shell shows the name: render it again from the server.
    router.refresh();
  };

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-5" aria-labelledby="profile-details-title">
      <FormErrorSummary />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label={t('firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={t('lastName')} autoComplete="family-name" />
        <TextField name="phoneNumber" type="tel" label={t('phoneNumber')} autoComplete="tel" />
        <TextField name="jobTitle" label={t('jobTitle')} autoComplete="organization-title" />
        <SelectField
          name="gender"
          label={t('gender')}
          placeholder={t('genderUnspecified')}
          options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
        />
      </div>
      <SubmitButton onMouseDown={keepFocus}>{t('save')}</SubmitButton>
    </AppForm>
  );
}
