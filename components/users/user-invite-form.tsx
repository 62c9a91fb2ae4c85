'use client';

/** The invitation form: the user gets status "invited" and an e-mail to choose a password. */
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { useSession } from '@/components/session/session-provider';
import { BackLink } from '@/components/ui/back-link';
import { RoleOrganizationFields } from '@/components/users/role-organization-fields';
import { SelectField } from '@/components/forms/fields';
import { useApi } from '@/lib/browser/api/use-api';
import { inviteUser, userKeys } from '@/lib/shared/users/api';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { toast } from '@/lib/browser/toast/toast-store';
import { grantableRoles } from '@/lib/shared/users/rules';
import { optionalAttribute, organizationIdAttribute, userInviteSchema, type UserInviteValues } from '@/lib/shared/users/schemas';

export function UserInviteForm() {
  const t = useTranslations('users');
  const locale = useLocale();
  const { viewer } = useSession();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      userInviteSchema(viewer ?? { id: '', roles: [] }, {
        organizationRequired: t('form.organizationRequired'),
        roleNotAllowed: t('form.roleNotAllowed'),
      }),
    [viewer, t],
  );
  const roles = viewer ? grantableRoles(viewer) : [];
  const form = useAppForm({
    schema,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      locale: locale === 'en' ? 'en' : 'nl',
      role: roles.includes('volunteer') ? 'volunteer' : (roles[0] ?? 'volunteer'),
      organizationId: '',
    },
    warnOnUnsavedChanges: true,
  });

  const submit = async (values: UserInviteValues) => {
    const user = await inviteUser(api, {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email.trim(),
      phoneNumber: optionalAttribute(values.phoneNumber),
      locale: values.locale,
      role: values.role,
      organizationId: organizationIdAttribute(values.organizationId),
    });
    await queryClient.invalidateQueries({ queryKey: userKeys.all(viewer?.id ?? '') });
    queryClient.setQueryData(userKeys.detail(viewer?.id ?? '', user.id), user);
    toast.success(t('add.success', { name: user.fullName, email: user.email }));
    router.push(`/users/${user.id}`);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink href="/users">{t('detail.back')}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('add.title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('add.intro')}</p>
      </header>
      <AppForm form={form} onSubmit={submit} className="space-y-5 rounded-xl border border-muted-200 bg-surface p-6 dark:border-muted-800">
        <FormErrorSummary />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label={t('fields.firstName')} autoComplete="off" />
          <TextField name="lastName" label={t('fields.lastName')} autoComplete="off" />
        </div>
        <TextField name="email" type="email" label={t('fields.email')} autoComplete="off" description={t('add.emailHint')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="phoneNumber" type="tel" label={t('fields.phoneNumber')} autoComplete="off" />
          <SelectField
            name="locale"
            label={t('fields.locale')}
            options={[
              { value: 'nl', label: t('locales.nl') },
              { value: 'en', label: t('locales.en') },
            ]}
          />
        </div>
        <RoleOrganizationFields roles={roles} />
        <SubmitButton>{t('add.submit')}</SubmitButton>
      </AppForm>
    </div>
  );
}
