'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { keepFocus } from '@/components/organizations/form-controls';
import { OrganizationFields, type OrganizationLookups } from '@/components/organizations/organization-fields';
import { type CenterRef, useBrowserApi } from '@/components/organizations/use-browser-api';
import { serialize } from '@/lib/shared/api';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { emptyOrganizationForm, organizationFormSchema, toOrganizationAttributes } from '@/lib/shared/organizations/form';
import { ORGANIZATION_TYPES } from '@/lib/shared/organizations/status';
import { toast } from '@/lib/browser/toast/toast-store';

export function AddOrganizationClient({ center, lookups }: { center: CenterRef; lookups: OrganizationLookups }) {
  const t = useTranslations('organizations.add');
  const api = useBrowserApi(center);
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
          const doc = await api.post('/api/v1/organizations', serialize('organizations', toOrganizationAttributes(values, { initialStatus: 'approved', canChangeStatus: false })));
          const id = doc.data && !Array.isArray(doc.data) ? doc.data.id : null;
          await queryClient.invalidateQueries({ queryKey: ['organizations'] });
          toast.success(t('saved', { name: values.name }));
          router.push(id ? `/organizations/${id}` : '/organizations');
        }}
      >
        <FormErrorSummary />
        <OrganizationFields types={ORGANIZATION_TYPES} lookups={lookups} />
        <SubmitButton onMouseDown={keepFocus}>{t('submit')}</SubmitButton>
      </AppForm>
    </div>
  );
}
