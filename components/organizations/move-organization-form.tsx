'use client';

/** Choose another center of this tenant and move the organization (with its own users) there. */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { SelectField } from '@/components/forms/fields';
import { keepFocus } from '@/components/forms/keep-focus';
import { useApi } from '@/lib/browser/api/use-api';
import { moveOrganization, organizationKeys } from '@/lib/shared/organizations/api';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { toast } from '@/lib/browser/toast/toast-store';

interface Props {
  organization: { id: string; name: string };
  currentCenterName: string;
  centers: { id: string; name: string }[];
}

export function MoveOrganizationForm({ organization, currentCenterName, centers }: Props) {
  const t = useTranslations('organizations.move');
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const schema = useMemo(() => z.object({ volunteerCenterId: z.string().min(1) }), []);
  const form = useAppForm({ schema, defaultValues: { volunteerCenterId: '' }, warnOnUnsavedChanges: true });

  return (
    <div className="max-w-2xl space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title', { name: organization.name })}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro', { center: currentCenterName })}</p>
        <p className="mt-2 text-sm">
          <Link
            href={`/organizations/${organization.id}`}
            className="text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
          >
            {t('back')}
          </Link>
        </p>
      </header>
      {centers.length === 0 ? (
        <p role="status">{t('noCenters')}</p>
      ) : (
        <AppForm
          form={form}
          id="organization-move"
          className="space-y-5"
          onSubmit={async ({ volunteerCenterId }) => {
            await moveOrganization(api, organization.id, Number(volunteerCenterId));
            await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
            const target = centers.find((c) => c.id === volunteerCenterId)?.name ?? '';
            toast.success(t('moved', { name: organization.name, center: target }));
            router.push('/organizations');
          }}
        >
          <FormErrorSummary />
          <SelectField
            name="volunteerCenterId"
            label={t('target')}
            options={[{ value: '', label: t('choose') }, ...centers.map((c) => ({ value: c.id, label: c.name }))]}
          />
          <p className="text-sm text-muted-800 dark:text-muted-200">{t('whatMoves')}</p>
          <SubmitButton onMouseDown={keepFocus}>{t('submit')}</SubmitButton>
        </AppForm>
      )}
    </div>
  );
}
