'use client';

/** /profile-edit/periodieke-mail: the weekdays of the periodic digest; no day checked means no digest. */
import { useMutation } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { fieldId } from '@/lib/shared/forms/field-errors';
import { updateProfile } from '@/lib/shared/profile/api';
import { digestSchedule, ISO_WEEKDAYS, normalizeDigestDays, type IsoWeekday } from '@/lib/shared/profile/digest-days';
import { digestSchema, type DigestValues } from '@/lib/shared/profile/schemas';
import { toast } from '@/lib/browser/toast/toast-store';
import { keepFocus } from '@/components/forms/keep-focus';
import { useApi } from '@/lib/browser/api/use-api';

const FORM_ID = 'digest';
const valuesOf = (days: readonly number[]): DigestValues => ({
  digestDays: normalizeDigestDays(days).map((d) => String(d) as DigestValues['digestDays'][number]),
});

export function DigestForm({ digestDays }: { digestDays: IsoWeekday[] }) {
  const t = useTranslations('profile.digest');
  const format = useFormatter();
  const api = useApi();
  const form = useAppForm({ schema: digestSchema, defaultValues: valuesOf(digestDays), warnOnUnsavedChanges: true });
  const selected = useWatch({ control: form.control, name: 'digestDays' });
  const save = useMutation({ mutationFn: (days: IsoWeekday[]) => updateProfile(api, { digestDays: days }) });

  const onSubmit = async (values: z.output<typeof digestSchema>) => {
    const saved = await save.mutateAsync(normalizeDigestDays(values.digestDays));
    form.reset(valuesOf(saved.digestDays));
    toast.success(t('saved'));
  };

  const schedule = digestSchedule(Array.isArray(selected) ? selected : []);
  const summary =
    schedule.kind === 'some'
      ? t('summary.some', {
          days: format.list(
            schedule.days.map((d) => t(`dayInSentence.${d}`)),
            { type: 'conjunction' },
          ),
        })
      : t(`summary.${schedule.kind}`);

  return (
    <AppForm form={form} onSubmit={onSubmit} id={FORM_ID} className="space-y-5">
      <FormErrorSummary />
      <fieldset aria-describedby="digest-description digest-summary">
        <legend className="text-sm font-medium">{t('legend')}</legend>
        <p id="digest-description" className="mt-1 text-sm text-muted-700 dark:text-muted-300">
          {t('description')}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {ISO_WEEKDAYS.map((day, index) => (
            <label key={day} className="flex w-fit items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={String(day)}
                id={index === 0 ? fieldId('digestDays', FORM_ID) : undefined}
                className="size-4 accent-primary-700"
                {...form.register('digestDays')}
              />
              {t(`days.${day}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p id="digest-summary" className="rounded-md bg-muted-50 p-3 text-sm dark:bg-muted-900">
        {summary}
      </p>
      <SubmitButton onMouseDown={keepFocus}>{t('save')}</SubmitButton>
    </AppForm>
  );
}
