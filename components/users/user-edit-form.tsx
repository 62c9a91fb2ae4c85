'use client';

/** The edit form of a user: PATCH /api/v1/users/{id} with only what changed. */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { useSession } from '@/components/session/session-provider';
import { BackLink } from '@/components/ui/back-link';
import { SelectField } from '@/components/forms/fields';
import { useApi } from '@/lib/browser/api/use-api';
import { useOrganizationOptions } from '@/lib/browser/organizations/use-organization-options';
import { updateUser, userKeys, type UserAttributes } from '@/lib/shared/users/api';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { toast } from '@/lib/browser/toast/toast-store';
import { mayAddToOrganization, mayChangeUserStatus } from '@/domain/users';
import { statusOptions } from '@/lib/shared/users/rules';
import { optionalAttribute, organizationIdAttribute, userEditSchema, type UserEditValues } from '@/lib/shared/users/schemas';
import { rulesTarget, type UserView } from '@/lib/shared/users/user-view';

export function UserEditForm({ user }: { user: UserView }) {
  const t = useTranslations('users');
  const { viewer } = useSession();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { options, loading } = useOrganizationOptions(viewer);
  const mayChangeStatus = viewer ? mayChangeUserStatus(viewer, rulesTarget(user)) : false;
  // Adding a membership: staff anywhere, organization superusers in their own organizations.
  const memberOf = new Set(user.organizations.map((o) => o.id));
  const organizationChoices = options.filter((o) => !memberOf.has(o.id) && mayAddToOrganization(viewer, o.id));

  const defaultValues: UserEditValues = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    jobTitle: user.jobTitle ?? '',
    locale: user.locale,
    status: user.status,
    organizationId: '',
  };
  const form = useAppForm({ schema: userEditSchema, defaultValues, warnOnUnsavedChanges: true });

  const submit = async (values: UserEditValues) => {
    const changes: UserAttributes = {};
    if (values.firstName !== user.firstName) changes.firstName = values.firstName;
    if (values.lastName !== user.lastName) changes.lastName = values.lastName;
    if (values.email.trim() !== user.email) changes.email = values.email.trim();
    if (optionalAttribute(values.phoneNumber) !== user.phoneNumber) changes.phoneNumber = optionalAttribute(values.phoneNumber);
    if (optionalAttribute(values.jobTitle) !== user.jobTitle) changes.jobTitle = optionalAttribute(values.jobTitle);
    if (values.locale !== user.locale) changes.locale = values.locale;
    if (mayChangeStatus && values.status !== user.status) changes.status = values.status;
    if (values.organizationId) changes.organizationId = organizationIdAttribute(values.organizationId);
    const next = Object.keys(changes).length ? await updateUser(api, user.id, changes) : user;
    const viewerId = viewer?.id ?? '';
    queryClient.setQueryData(userKeys.detail(viewerId, user.id), next);
    void queryClient.invalidateQueries({ queryKey: [...userKeys.all(viewerId), 'list'] });
    toast.success(t('edit.saved', { name: next.fullName }));
    // A new address is never applied at once (docs/decisions.md, "Who may act on a user"); an invited user's is.
    if (changes.email !== undefined && next.email !== changes.email) toast.info(t('edit.emailPending', { email: changes.email }));
    router.push(`/users/${user.id}`);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink href={`/users/${user.id}`}>{t('edit.back', { name: user.fullName })}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('edit.title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{user.fullName}</p>
      </header>
      <AppForm form={form} onSubmit={submit} className="space-y-5 rounded-xl border border-muted-200 bg-surface p-6 dark:border-muted-800">
        <FormErrorSummary />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label={t('fields.firstName')} autoComplete="off" />
          <TextField name="lastName" label={t('fields.lastName')} autoComplete="off" />
        </div>
        <TextField name="email" type="email" label={t('fields.email')} autoComplete="off" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="phoneNumber" type="tel" label={t('fields.phoneNumber')} autoComplete="off" />
          <TextField name="jobTitle" label={t('fields.jobTitle')} autoComplete="off" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="locale"
            label={t('fields.locale')}
            options={[
              { value: 'nl', label: t('locales.nl') },
              { value: 'en', label: t('locales.en') },
            ]}
          />
          {mayChangeStatus ? (
            <SelectField
              name="status"
              label={t('fields.status')}
              description={t('edit.statusHint')}
              options={statusOptions(user.status).map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          ) : (
            // A disabled control would submit no value; the status simply is not editable here.
            <div className="space-y-1.5 text-sm">
              <p className="font-medium">{t('fields.status')}</p>
              <p>{t(`statuses.${user.status}`)}</p>
              <p className="text-gray-600 dark:text-gray-400">{t('edit.statusLocked')}</p>
            </div>
          )}
        </div>
        <SelectField
          name="organizationId"
          label={t('edit.addOrganization')}
          description={
            user.organizations.length
              ? t('edit.currentOrganizations', { names: user.organizations.map((o) => o.name).join(', ') })
              : t('edit.noOrganizations')
          }
          placeholder={loading ? t('form.loadingOrganizations') : t('edit.keepOrganizations')}
          options={organizationChoices.map((o) => ({ value: o.id, label: o.name }))}
        />
        <SubmitButton>{t('edit.submit')}</SubmitButton>
      </AppForm>
    </div>
  );
}
