'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { keepFocus } from '@/components/forms/keep-focus';
import { OrganizationFields, type OrganizationLookups } from '@/components/organizations/organization-fields';
import { SocialMapPreview } from '@/components/organizations/social-map-preview';
import { useApi } from '@/lib/browser/api/use-api';
import { createOrganization, organizationKeys } from '@/lib/shared/organizations/api';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { emptyOrganizationForm, organizationFormSchema, toOrganizationAttributes } from '@/lib/shared/organizations/form';
import { ORGANIZATION_TYPES } from '@/lib/shared/organizations/status';
import { toast } from '@/lib/browser/toast/toast-store';

export function AddOrganizationForm({ lookups }: { lookups: OrganizationLookups }) {
  const t = useTranslations('organizations.add');
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useAppForm({ schema: organizationFormSchema, defaultValues: emptyOrganizationForm(), warnOnUnsavedChanges: true });

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      <AppForm
        form={form}
        id="organization-add"
        className="max-w-3xl space-y-6"
        onSubmit={async (values) => {
          const id = await createOrganization(api, toOrganizationAttributes(values, { initialStatus: 'approved', canChangeStatus: false }));
          await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
          toast.success(t('saved', { name: values.name }));
          router.push(id ? `/organizations/${id}` : '/organizations');
        }}
      >
        <FormErrorSummary />
        <OrganizationFields types={ORGANIZATION_TYPES} lookups={lookups} profileAside={<SocialMapPreview id="new" lookups={lookups} />} />
        <SubmitButton onMouseDown={keepFocus}>{t('submit')}</SubmitButton>
      </AppForm>
    </div>
  );
}
