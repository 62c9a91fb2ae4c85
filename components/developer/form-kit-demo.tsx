'use client';

/**
 * /test/form: every control of the form kit (components/forms) in one useAppForm form: validation on blur with the
 * shared zod messages, required marks from the schema, the error summary, the pending submit button, and a JSON:API
 * refusal put back on its fields (the pointers of a 422, as the API sends them).
 */
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { CheckboxField, CheckboxGroupField, SelectField, TextareaField } from '@/components/forms/fields';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { toast } from '@/lib/browser/toast/toast-store';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { ReserveMessageLines } from './reserve-message-lines';
import { DeveloperSection, JsonBlock } from './section';

const KINDS = ['volunteer', 'organization', 'staff'] as const;
const INTERESTS = ['care', 'sports', 'culture', 'nature'] as const;
/** Long enough to see the pending state of the submit button. */
const PRETEND_LATENCY_MS = 600;

export function FormKitDemo() {
  const t = useTranslations('developer.form');
  const [submitted, setSubmitted] = useState<unknown>(null);
  const schema = useMemo(
    () =>
      z.object({
        firstName: z.string().trim().min(1),
        email: z.email(),
        website: z.url().or(z.literal('')),
        hours: z.number().int().positive().max(40),
        kind: z.string().min(1),
        bio: z.string().max(500).optional(),
        interests: z.array(z.string()),
        terms: z.boolean().refine((value) => value, t('termsRequired')),
        refuse: z.boolean(),
      }),
    [t],
  );
  const form = useAppForm({
    schema,
    defaultValues: { firstName: '', email: '', website: '', hours: 4, kind: '', bio: '', interests: [], terms: false, refuse: false },
  });

  const submit = async (values: z.output<typeof schema>) => {
    await new Promise((resolve) => setTimeout(resolve, PRETEND_LATENCY_MS));
    if (values.refuse)
      throw new ApiRequestError(422, {
        errors: [
          {
            status: '422',
            code: 'taken',
            title: t('refusalTitle'),
            detail: t('emailTaken'),
            source: { pointer: '/data/attributes/email' },
          },
          { status: '422', code: 'invalid', title: t('refusalTitle'), detail: t('formRefused') },
        ],
      });
    setSubmitted(values);
    toast.success(t('saved'));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <DeveloperSection title={t('formTitle')} description={t('formDescription')}>
        <AppForm form={form} onSubmit={submit} className="space-y-5" aria-label={t('formTitle')}>
          <ReserveMessageLines>
            <FormErrorSummary />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
              <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" />
              <TextField name="website" type="url" label={t('fields.website')} description={t('fields.websiteHint')} />
              <TextField name="hours" type="number" label={t('fields.hours')} min={1} max={40} />
            </div>
            <SelectField
              name="kind"
              label={t('fields.kind')}
              placeholder={t('fields.kindPlaceholder')}
              options={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            />
            <TextareaField name="bio" label={t('fields.bio')} description={t('fields.bioHint')} rows={3} />
            <CheckboxGroupField
              name="interests"
              label={t('fields.interests')}
              options={INTERESTS.map((value) => ({ value, label: t(`interests.${value}`) }))}
              emptyText=""
            />
            <CheckboxField name="terms" label={t('fields.terms')} />
            <CheckboxField name="refuse" label={t('fields.refuse')} description={t('fields.refuseHint')} required={false} />
            <SubmitButton pendingLabel={t('saving')}>{t('submit')}</SubmitButton>
          </ReserveMessageLines>
        </AppForm>
      </DeveloperSection>
      <DeveloperSection title={t('resultTitle')}>
        {submitted ? (
          <JsonBlock value={submitted} label={t('resultTitle')} />
        ) : (
          <p className="text-sm text-muted-800 dark:text-muted-200">{t('resultEmpty')}</p>
        )}
      </DeveloperSection>
    </div>
  );
}
