'use client';

/** /profile-edit/settings: a new password, confirmed with the current one. Other devices are signed out. */
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { updateProfile } from '@/lib/shared/profile/api';
import { withPasswordMessageError } from '@/lib/shared/profile/errors';
import { passwordSchema } from '@/lib/shared/profile/schemas';
import { PASSWORD_MIN_LENGTH } from '@/lib/shared/session/schemas';
import { toast } from '@/lib/browser/toast/toast-store';
import { keepFocus } from '@/components/forms/keep-focus';
import { useApi } from '@/lib/browser/api/use-api';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

export function PasswordForm() {
  const t = useTranslations('profile.settings.password');
  const tProfile = useTranslations('profile');
  const api = useApi();
  const schema = useMemo(() => passwordSchema({ passwordsDiffer: t('passwordsDiffer') }), [t]);
  const form = useAppForm({ schema, defaultValues: EMPTY, warnOnUnsavedChanges: true });
  const save = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      updateProfile(api, {
        currentPassword: values.currentPassword,
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
      }).catch((error: unknown) => {
        throw withPasswordMessageError(error, tProfile('wrongPassword'));
      }),
  });

  const onSubmit = async (values: z.output<typeof schema>) => {
    await save.mutateAsync(values);
    form.reset(EMPTY);
    toast.success(t('saved'));
  };

  return (
    <AppForm form={form} onSubmit={onSubmit} id="password" className="space-y-5">
      <FormErrorSummary />
      <TextField name="currentPassword" type="password" label={t('currentPassword')} autoComplete="current-password" />
      <TextField
        name="password"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        description={t('newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <TextField name="passwordConfirmation" type="password" label={t('confirmation')} autoComplete="new-password" />
      <SubmitButton onMouseDown={keepFocus}>{t('save')}</SubmitButton>
    </AppForm>
  );
}
