'use client';

/** Grant a role: only roles the viewer may grant are offered (lib/shared/users/rules mirrors userPolicy.manageRole). */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { useSession } from '@/components/session/session-provider';
import { BackLink } from '@/components/ui/back-link';
import { RoleOrganizationFields } from '@/components/users/role-organization-fields';
import { useApi } from '@/lib/browser/api/use-api';
import { changeRole, userKeys } from '@/lib/shared/users/api';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { toast } from '@/lib/browser/toast/toast-store';
import { grantableRoles } from '@/lib/shared/users/rules';
import { addRoleSchema, type AddRoleValues } from '@/lib/shared/users/schemas';
import type { UserView } from '@/lib/shared/users/user-view';

export function AddRoleForm({ user }: { user: UserView }) {
  const t = useTranslations('users');
  const tRoles = useTranslations('session.roles');
  const { viewer } = useSession();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      addRoleSchema(viewer ?? { id: '', roles: [] }, {
        organizationRequired: t('form.organizationRequired'),
        roleNotAllowed: t('form.roleNotAllowed'),
      }),
    [viewer, t],
  );
  const roles = viewer ? grantableRoles(viewer) : [];
  const form = useAppForm({ schema, defaultValues: { role: roles[0] ?? 'volunteer', organizationId: '' }, warnOnUnsavedChanges: true });

  const submit = async (values: AddRoleValues) => {
    // A role without an organization is center-wide; the organization then only authorizes the grant.
    const organizationId = values.organizationId || null;
    const next = await changeRole(api, user.id, 'add', values.role, organizationId);
    const viewerId = viewer?.id ?? '';
    queryClient.setQueryData(userKeys.detail(viewerId, user.id), next);
    void queryClient.invalidateQueries({ queryKey: [...userKeys.all(viewerId), 'list'] });
    toast.success(t('addRole.added', { role: tRoles(values.role), name: next.fullName }));
    router.push(`/users/${user.id}`);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink href={`/users/${user.id}`}>{t('edit.back', { name: user.fullName })}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('addRole.title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('addRole.intro', { name: user.fullName })}</p>
      </header>
      {user.roles.length ? (
        <p className="text-sm">
          {t('addRole.current', {
            roles: user.roles.map((r) => (r.organizationName ? `${tRoles(r.name)} (${r.organizationName})` : tRoles(r.name))).join(', '),
          })}
        </p>
      ) : null}
      <AppForm form={form} onSubmit={submit} className="space-y-5 rounded-xl border border-muted-200 bg-surface p-6 dark:border-muted-800">
        <FormErrorSummary />
        <RoleOrganizationFields roles={roles} />
        <SubmitButton>{t('addRole.submit')}</SubmitButton>
      </AppForm>
    </div>
  );
}
