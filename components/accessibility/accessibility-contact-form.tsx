'use client';

/** /instellingen/toegankelijkheid: where the accessibility statement sends visitors who report a barrier. */
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import * as z from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { type AccessibilityContactValues, saveAccessibilityContact } from '@/lib/shared/accessibility/api';
import { PHONE_NUMBER } from '@/lib/shared/center/profile-rules';

export function AccessibilityContactForm({ contact }: { contact: AccessibilityContactValues }) {
  const t = useTranslations('accessibility.settings');
  const tSettings = useTranslations('settings');
  const api = useApi();
  const router = useRouter();
  const schema = useMemo(
    () =>
      z.object({
        email: z.email().max(254).or(z.literal('')),
        phoneNumber: z
          .string()
          .trim()
          .refine((v) => v === '' || PHONE_NUMBER.test(v), t('invalidPhone')),
      }),
    [t],
  );
  const form = useAppForm({ schema, defaultValues: contact, warnOnUnsavedChanges: true });

  const onSubmit = async (values: z.output<typeof schema>) => {
    const saved = await saveAccessibilityContact(api, values);
    form.reset(saved);
    toast.success(t('saved'));
    router.refresh();
  };

  return (
    <AppForm form={form} onSubmit={onSubmit} id="accessibility-contact" className="max-w-xl space-y-6">
      <FormErrorSummary />
      <div className="space-y-4 rounded-xl border border-muted-200 bg-surface p-5 dark:border-muted-800">
        <TextField name="email" type="email" label={t('email')} autoComplete="off" required={false} />
        <TextField name="phoneNumber" type="tel" label={t('phoneNumber')} autoComplete="off" required={false} />
      </div>
      <SubmitButton>{tSettings('save')}</SubmitButton>
    </AppForm>
  );
}
