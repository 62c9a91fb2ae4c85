'use client';

/**
 * Editing an organization: every field; for center staff also the status (only the allowed transitions are
 * offered, a denial asks for the reason that is mailed) and deleting (soft) after a confirmation dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { SelectField, TextareaField, keepFocus } from '@/components/organizations/form-controls';
import { Modal } from '@/components/organizations/modal';
import { OrganizationFields, type OrganizationLookups } from '@/components/organizations/organization-fields';
import { type CenterRef, useBrowserApi } from '@/components/organizations/use-browser-api';
import { Button } from '@/components/ui/button';
import { ApiRequestError, serialize } from '@/lib/shared/api';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { organizationFormSchema, organizationFormValues, toOrganizationAttributes } from '@/lib/shared/organizations/form';
import { ORGANIZATION_TYPES, needsReason, statusOptions } from '@/lib/shared/organizations/status';
import type { OrganizationView } from '@/lib/shared/organizations/view';
import { toast } from '@/lib/browser/toast/toast-store';

const dangerBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 aria-disabled:opacity-60';
const dangerOutlineClass = `${dangerBase} border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950`;
const dangerClass = `${dangerBase} bg-red-700 text-white hover:bg-red-800`;

interface Props {
  center: CenterRef;
  organization: OrganizationView;
  lookups: OrganizationLookups;
  staff: boolean;
  admin: boolean;
}

function StatusFields({ options }: { options: { value: string; label: string }[] }) {
  const t = useTranslations('organizations.edit');
  const status = useWatch({ name: 'status' }) as string;
  return (
    <section aria-labelledby="organization-status" className="space-y-4 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800">
      <h2 id="organization-status" className="font-heading text-lg font-semibold">
        {t('statusTitle')}
      </h2>
      <SelectField name="status" label={t('status')} description={t('statusHint')} options={options} />
      {status === 'denied' ? <TextareaField name="denialReason" label={t('denialReason')} description={t('denialReasonHint')} rows={3} /> : null}
    </section>
  );
}

export function EditOrganizationClient({ center, organization, lookups, staff, admin }: Props) {
  const t = useTranslations('organizations.edit');
  const tStatus = useTranslations('organizations.status');
  const api = useBrowserApi(center);
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useAppForm({ schema: organizationFormSchema, defaultValues: organizationFormValues(organization), warnOnUnsavedChanges: true });
  const options = statusOptions(organization.status, { isAdmin: admin }).map((value) => ({ value, label: tStatus(value) }));

  const remove = async () => {
    setDeleting(true);
    try {
      await api.delete(`/api/v1/organizations/${organization.id}`);
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
      toast.success(t('deleted', { name: organization.name }));
      setConfirmDelete(false);
      router.push('/organizations');
    } catch (error) {
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('deleteFailed')) : t('deleteFailed'), { title: t('deleteFailed') });
      setDeleting(false);
    }
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title', { name: organization.name })}</h1>
        <p className="mt-2 text-sm">
          <Link href={`/organizations/${organization.id}`} className="text-primary-700 underline-offset-2 hover:underline dark:text-primary-300">
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
          await api.put(`/api/v1/organizations/${organization.id}`, serialize('organizations', attributes, { id: organization.id }));
          await queryClient.invalidateQueries({ queryKey: ['organizations'] });
          toast.success(t('saved', { name: values.name }));
          router.push(`/organizations/${organization.id}`);
          router.refresh();
        }}
      >
        <FormErrorSummary />
        {/* The type is the center's decision (docs/api.md): others see only the current one. */}
        <OrganizationFields types={staff ? ORGANIZATION_TYPES : [organization.organizationType]} lookups={lookups} />
        {staff ? <StatusFields options={options} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SubmitButton onMouseDown={keepFocus}>{t('submit')}</SubmitButton>
          {staff && organization.status !== 'deleted' ? (
            <button type="button" className={dangerOutlineClass} onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden className="size-4" />
              {t('delete')}
            </button>
          ) : null}
        </div>
      </AppForm>
      <Modal open={confirmDelete} onOpenChange={(open) => !deleting && setConfirmDelete(open)} title={t('deleteTitle', { name: organization.name })} description={t('deleteDescription')}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmDelete(false)} disabled={deleting}>
            {t('cancel')}
          </Button>
          <button type="button" className={dangerClass} aria-disabled={deleting || undefined} onClick={() => !deleting && void remove()}>
            {deleting ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
            {t('confirmDelete')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
