'use client';

/** /profile-edit/settings: the account's language (mails and the interface); saving switches the interface to it. */
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { fieldId } from '@/lib/shared/forms/field-errors';
import { usePathname, useRouter } from '@/lib/shared/i18n/navigation';
import { updateProfile } from '@/lib/shared/profile/api';
import type { ProfileLocale } from '@/lib/shared/profile/profile-view';
import { languageSchema } from '@/lib/shared/profile/schemas';
import { toast } from '@/lib/browser/toast/toast-store';
import { keepFocus } from './form-styles';
import { useProfileApi } from './use-profile-api';

/** Each language in its own name, so everyone finds theirs whatever the current language. */
const LANGUAGES: { value: ProfileLocale; name: string }[] = [
  { value: 'nl', name: 'Nederlands' },
  { value: 'en', name: 'English' },
];

const FORM_ID = 'language';

export function LanguageForm({ locale }: { locale: ProfileLocale }) {
  const t = useTranslations('profile.settings.language');
  const api = useProfileApi();
  const router = useRouter();
  const pathname = usePathname();
  const form = useAppForm({ schema: languageSchema, defaultValues: { locale }, warnOnUnsavedChanges: true });
  const save = useMutation({ mutationFn: (next: ProfileLocale) => updateProfile(api, { locale: next }) });

  const onSubmit = async (values: z.output<typeof languageSchema>) => {
    const saved = await save.mutateAsync(values.locale);
    form.reset({ locale: saved.locale });
    toast.success(t('saved'));
    // The interface follows the account's language; next-intl's router also updates the locale cookie.
    router.replace(pathname, { locale: saved.locale, scroll: false });
  };

  return (
    <AppForm form={form} onSubmit={onSubmit} id={FORM_ID} className="space-y-5">
      <FormErrorSummary />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('legend')}</legend>
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('description')}</p>
        {LANGUAGES.map((language, index) => (
          <label key={language.value} className="flex w-fit items-center gap-2 text-sm" lang={language.value}>
            <input
              type="radio"
              value={language.value}
              // The error summary links to the first option.
              id={index === 0 ? fieldId('locale', FORM_ID) : undefined}
              className="size-4 accent-primary-700"
              {...form.register('locale')}
            />
            {language.name}
          </label>
        ))}
      </fieldset>
      <SubmitButton onMouseDown={keepFocus}>{t('save')}</SubmitButton>
    </AppForm>
  );
}
