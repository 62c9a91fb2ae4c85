'use client';

/**
 * A user's page: profile, status, roles (with organization names) and organizations, and the actions the
 * viewer may take (domain/users.ts, the backend's own rules; the API still decides every call). Role removal is
 * optimistic with rollback; status changes, deletion and sign-in-as wait for the answer.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, LogIn, Mail, Pencil, Plus, Power, PowerOff, Trash2, X } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSession } from '@/components/session/session-provider';
import { cardClass, outlineActionLinkClass } from '@/components/ui/styles';
import { Button } from '@/components/ui/button';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DescriptionList } from '@/components/ui/description-list';
import { UserStatusBadge } from '@/components/users/status-badge';
import { useApi } from '@/lib/browser/api/use-api';
import { changeRole, deleteUser, fetchUser, resendConfirmation, signInAsUser, updateUser, userKeys } from '@/lib/shared/users/api';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { getPathname, Link, useRouter } from '@/lib/shared/i18n/navigation';
import { toast } from '@/lib/browser/toast/toast-store';
import { mayManageRole } from '@/domain/roles';
import { mayChangeUserStatus, mayDeleteUser, maySignInAs, mayUpdateUser } from '@/domain/users';
import { grantableRoles, statusTransitions, type UserStatus } from '@/lib/shared/users/rules';
import { rulesTarget, type UserRoleView, type UserView } from '@/lib/shared/users/user-view';

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? (error.firstDetail() ?? fallback) : fallback;
}

export function UserDetail({ initialUser }: { initialUser: UserView }) {
  const t = useTranslations('users');
  const tRoles = useTranslations('session.roles');
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const { viewer } = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  const viewerId = viewer?.id ?? '';
  const key = userKeys.detail(viewerId, initialUser.id);

  const { data: user = initialUser } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchUser(api, initialUser.id, signal),
    initialData: initialUser,
  });

  const afterChange = (next: UserView) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: [...userKeys.all(viewerId), 'list'] });
  };

  const removeRole = useMutation({
    mutationFn: (role: UserRoleView) => changeRole(api, user.id, 'remove', role.name, role.organizationId),
    onMutate: async (role) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserView>(key);
      if (previous) queryClient.setQueryData<UserView>(key, { ...previous, roles: previous.roles.filter((r) => r.id !== role.id) });
      return { previous };
    },
    onError: (error, _role, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.danger(errorMessage(error, t('detail.removeRoleFailed')), { title: t('detail.actionFailed') });
    },
    onSuccess: (next, role) => {
      afterChange(next);
      toast.success(t('detail.roleRemoved', { role: tRoles(role.name) }));
    },
  });

  const changeStatus = useMutation({
    mutationFn: (status: UserStatus) => updateUser(api, user.id, { status }),
    onSuccess: (next) => {
      afterChange(next);
      toast.success(t('detail.statusChanged', { status: t(`statuses.${next.status}`) }));
    },
    onError: (error) => toast.danger(errorMessage(error, t('detail.statusFailed')), { title: t('detail.actionFailed') }),
  });

  const resend = useMutation({
    mutationFn: () => resendConfirmation(api, user.id),
    onSuccess: () =>
      toast.success(
        user.status === 'invited' ? t('detail.invitationSent', { email: user.email }) : t('detail.confirmationSent', { email: user.email }),
      ),
    onError: (error) => toast.danger(errorMessage(error, t('detail.resendFailed')), { title: t('detail.actionFailed') }),
  });

  const remove = useMutation({
    mutationFn: () => deleteUser(api, user.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: [...userKeys.all(viewerId), 'list'] });
      toast.success(t('detail.deleted', { name: user.fullName }));
      router.push('/users');
    },
    onError: (error) => toast.danger(errorMessage(error, t('detail.deleteFailed')), { title: t('detail.actionFailed') }),
  });

  const signInAs = useMutation({
    mutationFn: () => signInAsUser(api, user.id),
    // A full page load: the signed-in shell (and the impersonation banner) render for the new session.
    onSuccess: () => window.location.assign(getPathname({ href: '/dashboard', locale })),
    onError: (error) => toast.danger(errorMessage(error, t('detail.signInAsFailed')), { title: t('detail.actionFailed') }),
  });

  if (!viewer) return null;
  const target = rulesTarget(user);
  const mayUpdate = mayUpdateUser(viewer, target);
  const mayChangeStatus = mayChangeUserStatus(viewer, target);
  const mayAddRole = grantableRoles(viewer).length > 0 && user.status !== 'archived';
  const isSelf = viewer.id === user.id;
  const date = (value: string | null) =>
    value ? format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' }) : t('detail.never');
  const statusIcon: Record<UserStatus, ReactNode> = {
    active: <Power aria-hidden className="size-4" />,
    inactive: <PowerOff aria-hidden className="size-4" />,
    archived: <Archive aria-hidden className="size-4" />,
    invited: null,
  };

  return (
    <div className="space-y-6">
      <BackLink href="/users">{t('detail.back')}</BackLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{user.fullName}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-muted-800 dark:text-muted-200">
            <span className="break-all">{user.email}</span>
            <UserStatusBadge status={user.status} />
          </p>
        </div>
      </header>

      <section aria-labelledby="user-actions" className="flex flex-wrap gap-3">
        <h2 id="user-actions" className="sr-only">
          {t('detail.actions')}
        </h2>
        {mayUpdate ? (
          <Link href={`/users/${user.id}/edit`} className={outlineActionLinkClass}>
            <Pencil aria-hidden className="size-4" />
            {t('detail.edit')}
          </Link>
        ) : null}
        {mayAddRole ? (
          <Link href={`/users/${user.id}/add_role`} className={outlineActionLinkClass}>
            <Plus aria-hidden className="size-4" />
            {t('detail.addRole')}
          </Link>
        ) : null}
        {mayUpdate && (user.status === 'invited' || !user.confirmedAt) ? (
          <Button variant="outline" pending={resend.isPending} onClick={() => resend.mutate()}>
            <Mail aria-hidden className="size-4" />
            {user.status === 'invited' ? t('detail.resendInvitation') : t('detail.resendConfirmation')}
          </Button>
        ) : null}
        {mayChangeStatus
          ? statusTransitions(user.status).map((status) =>
              status === 'archived' ? (
                <ConfirmDialog
                  key={status}
                  trigger={
                    <Button variant="outline" pending={changeStatus.isPending && changeStatus.variables === status}>
                      {statusIcon[status]}
                      {t(`detail.statusAction.${status}`)}
                    </Button>
                  }
                  title={t('detail.archiveTitle')}
                  description={t('detail.archiveBody', { name: user.fullName })}
                  confirmLabel={t('detail.statusAction.archived')}
                  cancelLabel={t('detail.cancel')}
                  onConfirm={() => changeStatus.mutateAsync(status)}
                />
              ) : (
                <Button
                  key={status}
                  variant="outline"
                  pending={changeStatus.isPending && changeStatus.variables === status}
                  onClick={() => changeStatus.mutate(status)}
                >
                  {statusIcon[status]}
                  {t(`detail.statusAction.${status}`)}
                </Button>
              ),
            )
          : null}
        {maySignInAs(viewer, target) ? (
          <Button variant="outline" pending={signInAs.isPending} onClick={() => signInAs.mutate()}>
            <LogIn aria-hidden className="size-4" />
            {t('detail.signInAs')}
          </Button>
        ) : null}
        {mayDeleteUser(viewer, target) && !isSelf ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="border-red-600 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950">
                <Trash2 aria-hidden className="size-4" />
                {t('detail.delete')}
              </Button>
            }
            title={t('detail.deleteTitle')}
            description={t('detail.deleteBody', { name: user.fullName })}
            confirmLabel={t('detail.delete')}
            cancelLabel={t('detail.cancel')}
            onConfirm={() => remove.mutateAsync()}
          />
        ) : null}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="user-profile" className={cardClass}>
          <h2 id="user-profile" className="font-heading text-xl font-semibold">
            {t('detail.profile')}
          </h2>
          <DescriptionList
            className="mt-4 text-sm"
            items={[
              { term: t('fields.firstName'), details: user.firstName || '–' },
              { term: t('fields.lastName'), details: user.lastName || '–' },
              { term: t('fields.email'), details: user.email, detailsClassName: 'break-all' },
              { term: t('fields.phoneNumber'), details: user.phoneNumber ?? '–' },
              { term: t('fields.jobTitle'), details: user.jobTitle ?? '–' },
              { term: t('fields.locale'), details: t(`locales.${user.locale}`) },
              { term: t('fields.status'), details: t(`statuses.${user.status}`) },
              { term: t('detail.emailConfirmed'), details: user.confirmedAt ? date(user.confirmedAt) : t('detail.notConfirmed') },
              { term: t('detail.signupMethod'), details: user.signupMethod ? t(`signupMethods.${user.signupMethod}`) : '–' },
              { term: t('detail.createdAt'), details: date(user.createdAt) },
              { term: t('detail.lastSignInAt'), details: date(user.lastSignInAt) },
            ]}
          />
        </section>

        <div className="space-y-6">
          <section aria-labelledby="user-roles" className={cardClass}>
            <h2 id="user-roles" className="font-heading text-xl font-semibold">
              {t('detail.roles')}
            </h2>
            {user.roles.length ? (
              <ul className="mt-4 divide-y divide-muted-200 dark:divide-muted-800">
                {user.roles.map((role) => {
                  const where = role.organizationId ? (role.organizationName ?? `#${role.organizationId}`) : t('detail.wholeCenter');
                  return (
                    <li key={role.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <div>
                        <p className="font-medium">{tRoles(role.name)}</p>
                        <p className="text-sm text-muted-700 dark:text-muted-300">{where}</p>
                      </div>
                      {mayManageRole(viewer, role.name, role.organizationId) && !(isSelf && role.name === 'admin') ? (
                        <ConfirmDialog
                          trigger={
                            <Button
                              variant="tertiary"
                              size="sm"
                              aria-label={t('detail.removeRoleLabel', { role: tRoles(role.name), organization: where })}
                            >
                              <X aria-hidden className="size-4" />
                              {t('detail.removeRole')}
                            </Button>
                          }
                          title={t('detail.removeRoleTitle')}
                          description={t('detail.removeRoleBody', { name: user.fullName, role: tRoles(role.name), organization: where })}
                          confirmLabel={t('detail.removeRole')}
                          cancelLabel={t('detail.cancel')}
                          onConfirm={() => removeRole.mutate(role)}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-4 text-sm">{t('detail.noRoles')}</p>
            )}
          </section>

          <section aria-labelledby="user-organizations" className={cardClass}>
            <h2 id="user-organizations" className="font-heading text-xl font-semibold">
              {t('detail.organizations')}
            </h2>
            {user.organizations.length ? (
              <ul className="mt-4 space-y-1 text-sm">
                {user.organizations.map((organization) => (
                  <li key={organization.id}>{organization.name}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-sm">{t('detail.noOrganizations')}</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
