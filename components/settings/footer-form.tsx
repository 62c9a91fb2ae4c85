'use client';

/** /instellingen/footer: title and content of footer columns 1-4, 6 and 8, and the ANBI and NOV logos. */
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import * as z from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { PROFILE_LIMITS } from '@/lib/shared/center/profile-rules';
import { FOOTER_COLUMNS, type CenterProfile } from '@/lib/shared/center/types';
import { CheckboxField, TextareaField } from '@/components/forms/fields';
import { fieldsetClass, legendClass } from './fields';
import { useSaveProfile } from './use-save-profile';

const columnFields = Object.fromEntries(
  FOOTER_COLUMNS.flatMap((n) => [
    [`footerColumn${n}Title`, z.string().trim().max(PROFILE_LIMITS.footerTitle).optional()],
    [`footerColumn${n}Content`, z.string().trim().max(PROFILE_LIMITS.footerContent).optional()],
  ]),
);
const schema = z.object({ ...columnFields, showAnbiLogo: z.boolean(), showNovLogo: z.boolean() });
type FooterValues = z.output<typeof schema>;

export function FooterForm({ profile }: { profile: CenterProfile }) {
  const t = useTranslations('settings');
  const defaultValues = useMemo(
    () => ({
      ...Object.fromEntries(
        FOOTER_COLUMNS.flatMap((n) => [
          [`footerColumn${n}Title`, profile[`footerColumn${n}Title`] ?? ''],
          [`footerColumn${n}Content`, profile[`footerColumn${n}Content`] ?? ''],
        ]),
      ),
      showAnbiLogo: profile.showAnbiLogo,
      showNovLogo: profile.showNovLogo,
    }),
    [profile],
  );
  const form = useAppForm({ schema, defaultValues, warnOnUnsavedChanges: true });
  const save = useSaveProfile();

  const onSubmit = async (values: FooterValues) => {
    await save(values);
    form.reset(values);
  };

  return (
    <AppForm form={form} onSubmit={onSubmit} id="footer" className="max-w-3xl space-y-6">
      <FormErrorSummary />
      {FOOTER_COLUMNS.map((n) => (
        <fieldset key={n} className={fieldsetClass}>
          <legend className={legendClass}>{t('footer.column', { number: n })}</legend>
          <TextField name={`footerColumn${n}Title`} label={t('footer.columnTitle', { number: n })} maxLength={PROFILE_LIMITS.footerTitle} />
          <TextareaField
            name={`footerColumn${n}Content`}
            label={t('footer.columnContent', { number: n })}
            description={t('footer.contentHint')}
            rows={4}
          />
        </fieldset>
      ))}
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('footer.logos.legend')}</legend>
        <CheckboxField required={false} name="showAnbiLogo" label={t('footer.logos.showAnbiLogo')} />
        <CheckboxField required={false} name="showNovLogo" label={t('footer.logos.showNovLogo')} />
      </fieldset>
      <SubmitButton>{t('save')}</SubmitButton>
    </AppForm>
  );
}
