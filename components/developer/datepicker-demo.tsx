'use client';

/**
 * /test/datepicker: the date and time controls the app uses, the browser's own (<input type="date|time|datetime-local">
 * through the form kit's TextField): keyboard, screen reader and phone pickers come with the browser, the value is
 * ISO (yyyy-mm-dd) whatever the display language, and zod checks range and order.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { DescriptionList } from '@/components/ui/description-list';
import { ReserveMessageLines } from './reserve-message-lines';
import { DeveloperSection } from './section';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function DatepickerDemo() {
  const t = useTranslations('developer.datepicker');
  const locale = useLocale();
  const [chosen, setChosen] = useState<{ from: string; until: string; time: string; moment: string } | null>(null);
  // Fixed when the page opens: a range that moved at midnight under an open form would surprise.
  const [{ min, max }] = useState(() => {
    const now = Date.now();
    return { min: isoDay(new Date(now)), max: isoDay(new Date(now + 365 * 24 * 3600 * 1000)) };
  });

  const schema = useMemo(
    () =>
      z
        .object({
          from: z.iso.date().refine((value) => value >= min && value <= max, t('outOfRange')),
          until: z.iso.date(),
          time: z.iso.time().or(z.literal('')),
          moment: z.string(),
        })
        .refine((values) => values.until >= values.from, { path: ['until'], message: t('untilBeforeFrom') }),
    [t, min, max],
  );
  const form = useAppForm({ schema, defaultValues: { from: '', until: '', time: '', moment: '' } });

  const longDate = (value: string) =>
    value ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)) : '—';
  const dateTime = (value: string) =>
    value ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value)) : '—';

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DeveloperSection title={t('formTitle')} description={t('formDescription')}>
        <AppForm form={form} onSubmit={(values) => setChosen(values)} className="space-y-5" aria-label={t('formTitle')}>
          <ReserveMessageLines>
            <FormErrorSummary />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="from" type="date" label={t('fields.from')} min={min} max={max} description={t('fields.fromHint')} />
              <TextField name="until" type="date" label={t('fields.until')} min={min} deps={['from']} />
              <TextField name="time" type="time" label={t('fields.time')} step={300} />
              <TextField name="moment" type="datetime-local" label={t('fields.moment')} required={false} />
            </div>
            <SubmitButton>{t('submit')}</SubmitButton>
          </ReserveMessageLines>
        </AppForm>
      </DeveloperSection>
      <DeveloperSection title={t('resultTitle')}>
        <div role="status">
          {chosen ? (
            <DescriptionList
              items={[
                { term: t('fields.from'), details: `${longDate(chosen.from)} (${chosen.from})` },
                { term: t('fields.until'), details: `${longDate(chosen.until)} (${chosen.until})` },
                { term: t('fields.time'), details: chosen.time || '—' },
                { term: t('fields.moment'), details: dateTime(chosen.moment) },
              ]}
            />
          ) : (
            <p className="text-sm text-muted-800 dark:text-muted-200">{t('resultEmpty')}</p>
          )}
        </div>
      </DeveloperSection>
    </div>
  );
}
