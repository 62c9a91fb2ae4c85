'use client';

/**
 * /test/step-form: one useAppForm form over three steps and a summary. "Next" validates only the current step's
 * fields (react-hook-form's trigger with the zod resolver, the same messages as on blur) and moves the focus to the
 * new step's heading; "Back" keeps every value; the summary submits the whole schema once more.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { CheckboxField, SelectField, TextareaField } from '@/components/forms/fields';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { Alert } from '@/components/ui/alert';
import { keepFocus } from '@/components/forms/keep-focus';
import { Button } from '@/components/ui/button';
import { DescriptionList } from '@/components/ui/description-list';
import { toast } from '@/lib/browser/toast/toast-store';
import { ReserveMessageLines } from './reserve-message-lines';
import { DeveloperSection } from './section';
import { StepIndicator } from './step-indicator';

const STEP_FIELDS = [['firstName', 'lastName', 'email'], ['days', 'startDate', 'hours'], ['motivation', 'agree'], []] as const;
const DAYS = ['1', '2', '3', '4', '5'] as const;
const SUMMARY = STEP_FIELDS.length - 1;

const today = () => new Date().toISOString().slice(0, 10);

export function StepForm() {
  const t = useTranslations('developer.stepForm');
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const schema = useMemo(
    () =>
      z.object({
        firstName: z.string().trim().min(1),
        lastName: z.string().trim().min(1),
        email: z.email(),
        days: z.string().min(1),
        startDate: z.iso.date().refine((value) => value >= today(), t('startInPast')),
        hours: z.number().int().min(1).max(40),
        motivation: z.string().trim().min(20),
        agree: z.boolean().refine((value) => value, t('agreeRequired')),
      }),
    [t],
  );
  const form = useAppForm({
    schema,
    defaultValues: { firstName: '', lastName: '', email: '', days: '', startDate: '', hours: 4, motivation: '', agree: false },
  });

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const nextStep = async () => {
    const fields = STEP_FIELDS[step] ?? [];
    const valid = await form.trigger([...fields], { shouldFocus: true });
    if (valid) go(step + 1);
  };

  const stepTitles = [t('steps.person'), t('steps.availability'), t('steps.motivation'), t('steps.summary')];

  if (done)
    return (
      <DeveloperSection title={t('doneTitle')}>
        <Alert tone="success" role="status">
          {t('done', { name: done })}
        </Alert>
        <Button
          variant="outline"
          onClick={() => {
            form.reset();
            setDone(null);
            go(0);
          }}
        >
          {t('again')}
        </Button>
      </DeveloperSection>
    );

  const values = form.getValues();
  return (
    <DeveloperSection title={t('formTitle')} description={t('formDescription')}>
      <StepIndicator steps={stepTitles} current={step} label={t('progress')} />
      <AppForm
        form={form}
        onSubmit={(submitted) => {
          setDone(`${submitted.firstName} ${submitted.lastName}`);
          toast.success(t('completed'));
        }}
        className="space-y-5"
        aria-label={t('formTitle')}
      >
        <h3 ref={heading} tabIndex={-1} className="font-heading text-lg font-semibold outline-none">
          {t('stepOf', { step: step + 1, total: stepTitles.length, title: stepTitles[step] ?? '' })}
        </h3>
        <ReserveMessageLines>
          <FormErrorSummary />
          {step === 0 ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
              <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
              <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" fieldClassName="sm:col-span-2" />
            </div>
          ) : null}
          {step === 1 ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                name="days"
                label={t('fields.days')}
                placeholder={t('fields.daysPlaceholder')}
                options={DAYS.map((value) => ({ value, label: t('daysOption', { count: Number(value) }) }))}
              />
              <TextField name="startDate" type="date" label={t('fields.startDate')} min={today()} />
              <TextField name="hours" type="number" label={t('fields.hours')} min={1} max={40} />
            </div>
          ) : null}
          {step === 2 ? (
            <>
              <TextareaField name="motivation" label={t('fields.motivation')} description={t('fields.motivationHint')} rows={4} />
              <CheckboxField name="agree" label={t('fields.agree')} />
            </>
          ) : null}
          {step === SUMMARY ? (
            <DescriptionList
              items={[
                { term: t('fields.firstName'), details: values.firstName },
                { term: t('fields.lastName'), details: values.lastName },
                { term: t('fields.email'), details: values.email, detailsClassName: 'break-all' },
                { term: t('fields.days'), details: t('daysOption', { count: Number(values.days) }) },
                { term: t('fields.startDate'), details: values.startDate },
                { term: t('fields.hours'), details: String(values.hours) },
                { term: t('fields.motivation'), details: values.motivation, detailsClassName: 'break-words whitespace-pre-line' },
              ]}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            {step > 0 ? (
              <Button variant="outline" onMouseDown={keepFocus} onClick={() => go(step - 1)}>
                {t('back')}
              </Button>
            ) : null}
            {/* keepFocus: the field being left is not validated on blur first, which could move this button from
                under the pointer; "Next" validates the whole step anyway. */}
            {step < SUMMARY ? (
              <Button onMouseDown={keepFocus} onClick={() => void nextStep()}>
                {t('next')}
              </Button>
            ) : (
              <SubmitButton>{t('submit')}</SubmitButton>
            )}
          </div>
        </ReserveMessageLines>
      </AppForm>
    </DeveloperSection>
  );
}
