'use client';

/**
 * /test/step-form-2: the other way to build a multi-step form. Each step is its own useAppForm form with its own zod
 * schema, submitted by "Next" (or Enter); the answers collect in this component, so "Back" and the summary's
 * "Change" links open a step with what was entered. The summary sends everything once.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { SelectField } from '@/components/forms/fields';
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

const ORGANIZATION_KINDS = ['foundation', 'association', 'school', 'other'] as const;
const POSTAL_CODE = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;

const organizationSchema = z.object({ name: z.string().trim().min(2), kind: z.string().min(1), website: z.url().or(z.literal('')) });
type OrganizationValues = z.output<typeof organizationSchema>;
type ContactValues = { contactName: string; email: string; postalCode: string };

const EMPTY_ORGANIZATION: OrganizationValues = { name: '', kind: '', website: '' };
const EMPTY_CONTACT: ContactValues = { contactName: '', email: '', postalCode: '' };

function StepButtons({ onBack, nextLabel, backLabel }: { onBack?: () => void; nextLabel: string; backLabel: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      {onBack ? (
        <Button variant="outline" onMouseDown={keepFocus} onClick={onBack}>
          {backLabel}
        </Button>
      ) : null}
      <SubmitButton>{nextLabel}</SubmitButton>
    </div>
  );
}

function OrganizationStep({ initial, onNext }: { initial: OrganizationValues; onNext: (values: OrganizationValues) => void }) {
  const t = useTranslations('developer.stepForm2');
  const form = useAppForm({ schema: organizationSchema, defaultValues: initial });
  return (
    <AppForm form={form} onSubmit={onNext} className="space-y-5" aria-label={t('steps.organization')}>
      <ReserveMessageLines>
        <FormErrorSummary />
        <TextField name="name" label={t('fields.name')} autoComplete="organization" />
        <SelectField
          name="kind"
          label={t('fields.kind')}
          placeholder={t('fields.kindPlaceholder')}
          options={ORGANIZATION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        <TextField name="website" type="url" label={t('fields.website')} description={t('fields.websiteHint')} />
        <StepButtons nextLabel={t('next')} backLabel={t('back')} />
      </ReserveMessageLines>
    </AppForm>
  );
}

function ContactStep({ initial, onNext, onBack }: { initial: ContactValues; onNext: (values: ContactValues) => void; onBack: () => void }) {
  const t = useTranslations('developer.stepForm2');
  const schema = useMemo(
    () =>
      z.object({
        contactName: z.string().trim().min(1),
        email: z.email(),
        postalCode: z.string().trim().regex(POSTAL_CODE, t('postalCodeInvalid')),
      }),
    [t],
  );
  const form = useAppForm({ schema, defaultValues: initial });
  return (
    <AppForm form={form} onSubmit={onNext} className="space-y-5" aria-label={t('steps.contact')}>
      <ReserveMessageLines>
        <FormErrorSummary />
        <TextField name="contactName" label={t('fields.contactName')} autoComplete="name" />
        <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" />
        <TextField name="postalCode" label={t('fields.postalCode')} description={t('fields.postalCodeHint')} autoComplete="postal-code" />
        <StepButtons onBack={onBack} nextLabel={t('next')} backLabel={t('back')} />
      </ReserveMessageLines>
    </AppForm>
  );
}

export function StepFormTwo() {
  const t = useTranslations('developer.stepForm2');
  const [step, setStep] = useState(0);
  const [organization, setOrganization] = useState<OrganizationValues>(EMPTY_ORGANIZATION);
  const [contact, setContact] = useState<ContactValues>(EMPTY_CONTACT);
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step, sent]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const titles = [t('steps.organization'), t('steps.contact'), t('steps.summary')];

  // Each step's schema accepted its part before the summary could open: sending is only the last confirmation.
  const send = () => {
    moved.current = true;
    setSent(true);
    toast.success(t('completed'));
  };

  return (
    <DeveloperSection title={t('formTitle')} description={t('formDescription')}>
      <StepIndicator steps={titles} current={sent ? titles.length - 1 : step} label={t('progress')} />
      <h3 ref={heading} tabIndex={-1} className="font-heading text-lg font-semibold outline-none">
        {sent ? t('doneTitle') : t('stepOf', { step: step + 1, total: titles.length, title: titles[step] ?? '' })}
      </h3>
      {sent ? (
        <>
          <Alert tone="success" role="status">
            {t('done', { name: organization.name })}
          </Alert>
          <Button
            variant="outline"
            onClick={() => {
              setOrganization(EMPTY_ORGANIZATION);
              setContact(EMPTY_CONTACT);
              setSent(false);
              go(0);
            }}
          >
            {t('again')}
          </Button>
        </>
      ) : step === 0 ? (
        <OrganizationStep
          initial={organization}
          onNext={(values) => {
            setOrganization(values);
            go(1);
          }}
        />
      ) : step === 1 ? (
        <ContactStep
          initial={contact}
          onBack={() => go(0)}
          onNext={(values) => {
            setContact(values);
            go(2);
          }}
        />
      ) : (
        <div className="space-y-5">
          <div className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold">{t('steps.organization')}</h4>
              <Button variant="tertiary" size="sm" onClick={() => go(0)}>
                {t('change', { step: t('steps.organization') })}
              </Button>
            </div>
            <DescriptionList
              items={[
                { term: t('fields.name'), details: organization.name },
                {
                  term: t('fields.kind'),
                  details: organization.kind ? t(`kinds.${organization.kind as (typeof ORGANIZATION_KINDS)[number]}`) : '—',
                },
                { term: t('fields.website'), details: organization.website || '—', detailsClassName: 'break-all' },
              ]}
            />
          </div>
          <div className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold">{t('steps.contact')}</h4>
              <Button variant="tertiary" size="sm" onClick={() => go(1)}>
                {t('change', { step: t('steps.contact') })}
              </Button>
            </div>
            <DescriptionList
              items={[
                { term: t('fields.contactName'), details: contact.contactName },
                { term: t('fields.email'), details: contact.email, detailsClassName: 'break-all' },
                { term: t('fields.postalCode'), details: contact.postalCode.toUpperCase() },
              ]}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => go(1)}>
              {t('back')}
            </Button>
            <Button onClick={send}>{t('submit')}</Button>
          </div>
        </div>
      )}
    </DeveloperSection>
  );
}
