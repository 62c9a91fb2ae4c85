'use client';

/**
 * /form_builder/new and /form_builder/{id}/edit: the form's details and its questions (every type; add, remove,
 * reorder by dragging the handle, by the keyboard on the handle, or with the move buttons). One AppForm: validation
 * on blur, the error summary, the unsaved-changes prompt; a save sends the complete question list (contract: ids
 * kept, removed ones as `{ id, _destroy: true }`), and the API's 422 pointers land on the question fields.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { AppForm } from '@/components/forms/app-form';
import { CheckboxField, SelectField, TextareaField } from '@/components/forms/fields';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { navigationProgress } from '@/components/feedback/loading-bar';
import { useSession } from '@/components/session/session-provider';
import { BackLink } from '@/components/ui/back-link';
import { mayManageAllForms } from '@/domain/forms';
import { useApi } from '@/lib/browser/api/use-api';
import { useOrganizationOptions } from '@/lib/browser/organizations/use-organization-options';
import { toast } from '@/lib/browser/toast/toast-store';
import { formBuilderKeys, saveForm } from '@/lib/shared/form-builder/api';
import { formValuesOf, formValuesSchema, type FormValues } from '@/lib/shared/form-builder/schemas';
import { FORM_ACCESS_PERMISSIONS, type FormView } from '@/lib/shared/form-builder/view';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { QuestionList } from './question-list';

const sectionClass = 'space-y-5 rounded-xl border border-muted-200 bg-surface p-4 sm:p-6 dark:border-muted-800';

export function FormEditor({ initialForm }: { initialForm: FormView | null }) {
  const t = useTranslations('formBuilder.editor');
  const tAccess = useTranslations('formBuilder.access');
  const tValidation = useTranslations('formBuilder.validation');
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  const staff = viewer ? mayManageAllForms(viewer) : false;
  const { options: organizations } = useOrganizationOptions(viewer);
  const [saved, setSaved] = useState<FormView | null>(initialForm);
  const savedIds = useRef<string[]>(initialForm?.questions.map((q) => q.id) ?? []);

  const schema = useMemo(
    () =>
      formValuesSchema({
        optionsMin: tValidation('optionsMin'),
        optionsMax: tValidation('optionsMax'),
        optionDuplicate: tValidation('optionDuplicate'),
      }).superRefine((values, ctx) => {
        if (!staff && !values.organizationId)
          ctx.addIssue({ code: 'custom', path: ['organizationId'], message: tValidation('organizationRequired') });
      }),
    [staff, tValidation],
  );
  const defaultOrganization = staff ? '' : (viewer?.selectedOrganizationId ?? organizations[0]?.id ?? '');
  const form = useAppForm({
    schema,
    defaultValues: formValuesOf(initialForm, { organizationId: defaultOrganization }),
    warnOnUnsavedChanges: true,
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });

  const submit = async (values: FormValues) => {
    const id = saved?.id ?? null;
    const result = await saveForm(api, id, values, id ? savedIds.current : null);
    await queryClient.invalidateQueries({ queryKey: formBuilderKeys.all });
    if (!id) {
      toast.success(t('created', { title: result.title }));
      form.reset(formValuesOf(result));
      navigationProgress.start();
      router.push(`/form_builder/${result.id}`);
      return;
    }
    savedIds.current = result.questions.map((q) => q.id);
    setSaved(result);
    form.reset(formValuesOf(result));
    toast.success(t('saved', { title: result.title }));
  };

  const organizationOptions = [
    ...(staff ? [{ value: '', label: t('centerForm') }] : []),
    ...organizations.map((o) => ({ value: o.id, label: o.name })),
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink href={saved ? `/form_builder/${saved.id}` : '/form_builder'}>{saved ? t('backToForm') : t('backToList')}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight break-words">
          {saved ? t('editTitle', { title: saved.title }) : t('newTitle')}
        </h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      <AppForm
        form={form}
        onSubmit={submit}
        className="space-y-6"
        aria-label={saved ? t('editTitle', { title: saved.title }) : t('newTitle')}
      >
        <FormErrorSummary />
        <section aria-labelledby="form-details-heading" className={sectionClass}>
          <h2 id="form-details-heading" className="font-heading text-xl font-semibold">
            {t('detailsHeading')}
          </h2>
          <TextField name="title" label={t('fields.title')} maxLength={200} />
          <TextareaField
            name="description"
            label={t('fields.description')}
            description={t('fields.descriptionHint')}
            rows={3}
            required={false}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="accessPermission"
              label={t('fields.accessPermission')}
              description={t('fields.accessPermissionHint')}
              options={FORM_ACCESS_PERMISSIONS.map((value) => ({ value, label: tAccess(value) }))}
            />
            {organizationOptions.length > 1 || !staff ? (
              <SelectField
                name="organizationId"
                label={t('fields.organization')}
                options={organizationOptions}
                placeholder={staff ? undefined : t('chooseOrganization')}
              />
            ) : null}
          </div>
          <CheckboxField name="notifyOwner" label={t('fields.notifyOwner')} description={t('fields.notifyOwnerHint')} required={false} />
          <CheckboxField
            required={false}
            name="acceptingSubmissions"
            label={t('fields.acceptingSubmissions')}
            description={t('fields.acceptingSubmissionsHint')}
          />
        </section>
        <QuestionList array={questions} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton>{saved ? t('save') : t('create')}</SubmitButton>
        </div>
      </AppForm>
    </div>
  );
}
