'use client';

/**
 * Editing an organization: every field; for center staff also the status (only the allowed transitions are
 * offered, a denial asks for the reason that is mailed) and deleting (soft) after a confirmation dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { SelectField, TextareaField } from '@/components/forms/fields';
import { keepFocus } from '@/components/forms/keep-focus';
import { Modal } from '@/components/ui/modal';
import { OrganizationFields, type OrganizationLookups } from '@/components/organizations/organization-fields';
import { SocialMapPreview } from '@/components/organizations/social-map-preview';
import { useApi } from '@/lib/browser/api/use-api';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/shared/api';
import { deleteOrganization, organizationKeys, updateOrganization } from '@/lib/shared/organizations/api';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { organizationFormSchema, organizationFormValues, toOrganizationAttributes } from '@/lib/shared/organizations/form';
import { ORGANIZATION_TYPES, needsReason, statusOptions } from '@/lib/shared/organizations/status';
import type { OrganizationView } from '@/lib/shared/organizations/view';
import { toast } from '@/lib/browser/toast/toast-store';

interface Props {
  organization: OrganizationView;
  lookups: OrganizationLookups;
  staff: boolean;
  admin: boolean;
}

function StatusFields({ options }: { options: { value: string; label: string }[] }) {
  const t = useTranslations('organizations.edit');
  const status = useWatch({ name: 'status' }) as string;
  return (
    <section
      aria-labelledby="organization-status"
      className="space-y-4 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800"
    >
      <h2 id="organization-status" className="font-heading text-lg font-semibold">
        {t('statusTitle')}
      </h2>
      <SelectField name="status" label={t('status')} description={t('statusHint')} options={options} />
      {status === 'denied' ? (
        <TextareaField name="denialReason" label={t('denialReason')} description={t('denialReasonHint')} rows={3} />
      ) : null}
    </section>
  );
}

export function EditOrganizationForm({ organization, lookups, staff, admin }: Props) {
  const t = useTranslations('organizations.edit');
  const tStatus = useTranslations('organizations.status');
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useAppForm({
    schema: organizationFormSchema,
    defaultValues: organizationFormValues(organization),
    warnOnUnsavedChanges: true,
  });
  const options = statusOptions(organization.status, { isAdmin: admin }).map((value) => ({ value, label: tStatus(value) }));

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteOrganization(api, organization.id);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      toast.success(t('deleted', { name: organization.name }));
      setConfirmDelete(false);
      router.push('/organizations');
    } catch (error) {
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('deleteFailed')) : t('deleteFailed'), {
        title: t('deleteFailed'),
      });
      setDeleting(false);
    }
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title', { name: organization.name })}</h1>
        <p className="mt-2 text-sm">
          <Link
            href={`/organizations/${organization.id}`}
            className="text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
          >
            {t('back')}
          </Link>
        </p>
      </header>
      <AppForm
        form={form}
        id="organization-edit"
        className="max-w-3xl space-y-6"
        onSubmit={async (values) => {
          if (staff && needsReason(values.status) && values.status !== organization.status && !values.denialReason?.trim()) {
            form.setError('denialReason', { message: t('denialReasonRequired') }, { shouldFocus: true });
            return;
          }
          const attributes = toOrganizationAttributes(values, { initialStatus: organization.status, canChangeStatus: staff });
          await updateOrganization(api, organization.id, attributes);
          await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
          toast.success(t('saved', { name: values.name }));
          router.push(`/organizations/${organization.id}`);
          router.refresh();
        }}
      >
        <FormErrorSummary />
        {/* The type is the center's decision (docs/api.md): others see only the current one. */}
        <OrganizationFields
          types={staff ? ORGANIZATION_TYPES : [organization.organizationType]}
          lookups={lookups}
          profileAside={<SocialMapPreview id={organization.id} lookups={lookups} />}
        />
        {staff ? <StatusFields options={options} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SubmitButton onMouseDown={keepFocus}>{t('submit')}</SubmitButton>
          {staff && organization.status !== 'deleted' ? (
            <Button variant="dangerOutline" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden className="size-4" />
              {t('delete')}
            </Button>
          ) : null}
        </div>
      </AppForm>
      <Modal
        open={confirmDelete}
        onOpenChange={(open) => !deleting && setConfirmDelete(open)}
        title={t('deleteTitle', { name: organization.name })}
        description={t('deleteDescription')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmDelete(false)} disabled={deleting}>
            {t('cancel')}
          </Button>
          <Button variant="danger" pending={deleting} onClick={() => void remove()}>
            {t('confirmDelete')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
