'use client';

/**
 * Adding and editing a vacancy: every attribute of the API (type, texts with a tiptap description, tags, age
 * groups, contact person, hours, location, remote, an activity's frequency with dates, times and weekdays, the
 * expiry and an image). Adding offers "publish" and "save as draft"; editing a draft offers publishing too.
 * The server's refusals land on their fields (AppForm); leaving with unsaved changes asks first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { CheckboxField, CheckboxGroupField, SelectField, TextareaField } from '@/components/forms/fields';
import { keepFocus } from '@/components/forms/keep-focus';
import { Button } from '@/components/ui/button';
import { useSession } from '@/components/session/session-provider';
import { useApi } from '@/lib/browser/api/use-api';
import { useOrganizationOptions } from '@/lib/browser/organizations/use-organization-options';
import { saveVacancy } from '@/lib/shared/vacancies/api';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { toast } from '@/lib/browser/toast/toast-store';
import { DescriptionField } from './description-field';
import { useContactOptions } from './use-contact-options';
import { toVacancyAttributes, vacancyFormSchema, vacancyFormValues } from './vacancy-form-schema';
import {
  ACTIVITY_FREQUENCIES,
  type AgeGroupOption,
  VACANCY_TYPES,
  type VacancyView,
  vacancyKeys,
  WEEKDAYS,
} from '@/lib/shared/vacancies/view';

type Intent = 'save' | 'publish' | 'draft';

const sectionClass = 'space-y-4 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="font-heading text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrganizationAndContact({ staff }: { staff: boolean }) {
  const t = useTranslations('vacancies.form');
  const { viewer } = useSession();
  const organizations = useOrganizationOptions(viewer);
  const organizationId = useWatch({ name: 'organizationId' }) as string | undefined;
  const contacts = useContactOptions(organizationId || undefined);
  const showOrganization = staff || organizations.options.length > 1;
  return (
    <Section id="vacancy-contact" title={t('sections.contact')}>
      {showOrganization ? (
        <SelectField
          name="organizationId"
          label={t('organization')}
          required={staff}
          options={[{ value: '', label: t('chooseOrganization') }, ...organizations.options.map((o) => ({ value: o.id, label: o.name }))]}
        />
      ) : null}
      <SelectField
        name="contactPersonId"
        label={t('contactPerson')}
        description={t('contactPersonHint')}
        options={[{ value: '', label: t('noContactPerson') }, ...contacts]}
      />
      <CheckboxField name="contactPhoneVisible" label={t('contactPhoneVisible')} />
    </Section>
  );
}

function ActivityFields() {
  const t = useTranslations('vacancies.form');
  const tFrequency = useTranslations('vacancies.frequencies');
  const tDay = useTranslations('vacancies.weekdays');
  const type = useWatch({ name: 'vacancyType' }) as string;
  const frequency = useWatch({ name: 'activityFrequency' }) as string;
  if (type !== 'activity') return null;
  return (
    <Section id="vacancy-activity" title={t('sections.activity')}>
      <SelectField
        name="activityFrequency"
        label={t('activityFrequency')}
        required
        options={[{ value: '', label: t('chooseFrequency') }, ...ACTIVITY_FREQUENCIES.map((f) => ({ value: f, label: tFrequency(f) }))]}
      />
      {frequency ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="startsOn"
            type="date"
            label={frequency === 'regularly' ? t('startsOnRegularly') : t('startsOn')}
            required={frequency !== 'regularly'}
          />
          {frequency === 'multi_day' ? <TextField name="endsOn" type="date" label={t('endsOn')} required /> : null}
          <TextField name="startTime" type="time" label={t('startTime')} />
          <TextField name="endTime" type="time" label={t('endTime')} />
        </div>
      ) : null}
      {frequency === 'regularly' ? (
        <CheckboxGroupField
          name="weekdays"
          label={t('weekdays')}
          options={WEEKDAYS.map((d) => ({ value: String(d), label: tDay(String(d)) }))}
          emptyText=""
        />
      ) : null}
    </Section>
  );
}

export interface VacancyFormProps {
  vacancy: VacancyView | null;
  ageGroups: AgeGroupOption[];
  staff: boolean;
  defaultOrganizationId?: string;
}

export function VacancyForm({ vacancy, ageGroups, staff, defaultOrganizationId }: VacancyFormProps) {
  const t = useTranslations('vacancies.form');
  const tType = useTranslations('vacancies.types');
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const intent = useRef<Intent>(vacancy ? 'save' : 'publish');
  const form = useAppForm({
    schema: vacancyFormSchema,
    defaultValues: vacancyFormValues(vacancy, { organizationId: defaultOrganizationId }),
    warnOnUnsavedChanges: true,
  });
  const remote = useWatch({ control: form.control, name: 'remote' });

  return (
    <AppForm
      form={form}
      id="vacancy-form"
      className="max-w-3xl space-y-6"
      onSubmit={async (values) => {
        if (staff && !values.organizationId) {
          form.setError('organizationId', { message: t('organizationRequired') }, { shouldFocus: true });
          return;
        }
        const attributes = toVacancyAttributes(values, { includeOrganization: Boolean(values.organizationId) });
        if (intent.current === 'publish') attributes.status = 'published';
        else if (intent.current === 'draft' && !vacancy) attributes.status = 'draft';
        const saved = await saveVacancy(api, vacancy?.id ?? null, attributes);
        await queryClient.invalidateQueries({ queryKey: vacancyKeys.all });
        toast.success(intent.current === 'publish' ? t('published', { title: saved.title }) : t('saved', { title: saved.title }));
        form.reset(vacancyFormValues(saved));
        router.push(`/vacancies/${saved.id}`);
        router.refresh();
      }}
    >
      <FormErrorSummary />
      <Section id="vacancy-basics" title={t('sections.basics')}>
        <SelectField name="vacancyType" label={t('vacancyType')} options={VACANCY_TYPES.map((v) => ({ value: v, label: tType(v) }))} />
        <TextField name="title" label={t('title')} maxLength={200} />
        <TextareaField name="summary" label={t('summary')} description={t('summaryHint')} rows={3} maxLength={500} />
        <DescriptionField name="description" label={t('description')} description={t('descriptionHint')} />
        <TextField name="tags" label={t('tags')} description={t('tagsHint')} />
        <CheckboxGroupField
          name="ageGroupIds"
          label={t('ageGroups')}
          options={ageGroups.map((g) => ({ value: g.id, label: g.name }))}
          emptyText={t('noAgeGroups')}
        />
        <TextField name="hoursPerWeek" type="text" inputMode="numeric" label={t('hoursPerWeek')} fieldClassName="max-w-48" />
      </Section>

      <ActivityFields />

      <Section id="vacancy-location" title={t('sections.location')}>
        <CheckboxField name="remote" label={t('remote')} description={t('remoteHint')} />
        {remote ? null : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="street" label={t('street')} autoComplete="address-line1" />
            <TextField name="houseNumber" label={t('houseNumber')} />
            <TextField name="postalCode" label={t('postalCode')} description={t('postalCodeHint')} autoComplete="postal-code" />
            <TextField name="city" label={t('city')} autoComplete="address-level2" />
          </div>
        )}
      </Section>

      <OrganizationAndContact staff={staff} />

      <Section id="vacancy-publication" title={t('sections.publication')}>
        <TextField name="expiresAt" type="date" label={t('expiresAt')} description={t('expiresAtHint')} fieldClassName="max-w-64" />
        <TextField name="imageUrl" type="url" label={t('imageUrl')} description={t('imageUrlHint')} />
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        {vacancy ? (
          <>
            <SubmitButton onMouseDown={keepFocus} onClick={() => (intent.current = 'save')}>
              {t('submitSave')}
            </SubmitButton>
            {vacancy.status === 'draft' ? (
              <Button type="submit" variant="outline" onMouseDown={keepFocus} onClick={() => (intent.current = 'publish')}>
                {t('submitSaveAndPublish')}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <SubmitButton onMouseDown={keepFocus} onClick={() => (intent.current = 'publish')}>
              {t('submitPublish')}
            </SubmitButton>
            <Button type="submit" variant="outline" onMouseDown={keepFocus} onClick={() => (intent.current = 'draft')}>
              {t('submitDraft')}
            </Button>
          </>
        )}
      </div>
    </AppForm>
  );
}
