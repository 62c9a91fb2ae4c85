/**
 * An organization's page (/organizations/{id}): profile, address, status, the non-profit profile and the
 * organization's users, with the actions the viewer may take. A server component: the page loads and guards.
 */
import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/organizations/status-badge';
import { Alert } from '@/components/ui/alert';
import { actionLinkClass, cardClass, focusRing, outlineActionLinkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { formatAddress, type OrganizationView } from '@/lib/shared/organizations/view';
import type { OrganizationMember } from '@/lib/shared/users/api';

export interface OrganizationDetailsProps {
  organization: OrganizationView;
  movingEnabled: boolean;
  /** null when the viewer may not list the organization's users. */
  users: OrganizationMember[] | null;
  nonProfitType: string | undefined;
  activities: string[];
  canEdit: boolean;
  staff: boolean;
}

export async function OrganizationDetails({
  organization: org,
  movingEnabled,
  users,
  nonProfitType,
  activities,
  canEdit,
  staff,
}: OrganizationDetailsProps) {
  const t = await getTranslations('organizations.show');
  const tFields = await getTranslations('organizations.fields');
  const tTypes = await getTranslations('organizations.types');
  const tRoles = await getTranslations('session.roles');
  const tStatus = await getTranslations('organizations.userStatus');
  const format = await getFormatter();
  const address = formatAddress(org.address);

  const details: [string, ReactNode][] = [
    [tFields('organizationType'), tTypes(org.organizationType)],
    [
      tFields('email'),
      org.email ? (
        <a href={`mailto:${org.email}`} className="text-primary-700 underline dark:text-primary-300">
          {org.email}
        </a>
      ) : null,
    ],
    [tFields('phoneNumber'), org.phoneNumber],
    [
      tFields('website'),
      org.website ? (
        <a href={org.website} rel="noopener noreferrer" className="break-all text-primary-700 underline dark:text-primary-300">
          {org.website}
        </a>
      ) : null,
    ],
    [t('createdAt'), org.createdAt ? format.dateTime(new Date(org.createdAt), { dateStyle: 'long' }) : null],
  ];

  return (
    <div className="space-y-8">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link href="/organizations" className={`text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`}>
          {t('back')}
        </Link>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{org.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-800 dark:text-muted-200">
            <span className="sr-only">{t('statusLabel')}</span>
            <StatusBadge status={org.status} />
            {org.city ? <span>{org.city}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit ? (
            <Link href={`/organizations/${org.id}/edit`} className={actionLinkClass}>
              {t('edit')}
            </Link>
          ) : null}
          {staff && movingEnabled && org.status !== 'deleted' ? (
            <Link href={`/organizations/${org.id}/move`} className={outlineActionLinkClass}>
              {t('move')}
            </Link>
          ) : null}
          {staff && org.status === 'pending' ? (
            <Link href="/organizations/approve" className={outlineActionLinkClass}>
              {t('review')}
            </Link>
          ) : null}
        </div>
      </header>

      {org.status === 'denied' && org.denialReason ? (
        <Alert tone="error">
          <strong>{t('denialReason')}</strong> {org.denialReason}
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="organization-profile" className={cardClass}>
          <h2 id="organization-profile" className="font-heading text-xl font-semibold">
            {t('profileTitle')}
          </h2>
          {org.description ? (
            <p className="mt-3 whitespace-pre-line">{org.description}</p>
          ) : (
            <p className="mt-3 text-muted-800 dark:text-muted-200">{t('noDescription')}</p>
          )}
          <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-muted-800 dark:text-muted-200">{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="organization-address" className={cardClass}>
          <h2 id="organization-address" className="font-heading text-xl font-semibold">
            {tFields('addressTitle')}
          </h2>
          {address ? (
            <address className="mt-3 not-italic">{address}</address>
          ) : (
            <p className="mt-3 text-muted-800 dark:text-muted-200">{t('noAddress')}</p>
          )}
        </section>

        {org.organizationType === 'NonProfit' ? (
          <section aria-labelledby="organization-nonprofit" className={cardClass}>
            <h2 id="organization-nonprofit" className="font-heading text-xl font-semibold">
              {tFields('profileTitle')}
            </h2>
            <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-muted-800 dark:text-muted-200">{tFields('nonProfitType')}</dt>
              <dd>{nonProfitType ?? '—'}</dd>
              <dt className="font-medium text-muted-800 dark:text-muted-200">{t('socialMap')}</dt>
              <dd>{org.profile?.showOnSocialMap ? t('yes') : t('no')}</dd>
              <dt className="font-medium text-muted-800 dark:text-muted-200">{tFields('activityTypes')}</dt>
              <dd>{activities.length ? activities.join(', ') : '—'}</dd>
            </dl>
          </section>
        ) : null}

        {users ? (
          <section aria-labelledby="organization-users" className={`${cardClass} lg:col-span-2`}>
            <h2 id="organization-users" className="font-heading text-xl font-semibold">
              {t('usersTitle')}
            </h2>
            {users.length ? (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('usersCaption', { name: org.name })}</caption>
                  <thead>
                    <tr className="border-b border-muted-200 dark:border-muted-800">
                      <th scope="col" className="py-2 pe-4 font-semibold">
                        {t('userName')}
                      </th>
                      <th scope="col" className="py-2 pe-4 font-semibold">
                        {t('userEmail')}
                      </th>
                      <th scope="col" className="py-2 pe-4 font-semibold">
                        {t('userRoles')}
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        {t('userStatus')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {users.map((user) => {
                      const roles = (user.roles ?? [])
                        .filter((r) => !r.organizationId || r.organizationId === org.id)
                        .map((r) => r.name)
                        .filter((n): n is string => Boolean(n));
                      return (
                        <tr key={user.id} className="border-b border-muted-100 last:border-0 dark:border-muted-900">
                          <th scope="row" className="py-2 pe-4 font-medium">
                            {staff ? (
                              <Link
                                href={`/users/${user.id}`}
                                className={`text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`}
                              >
                                {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
                              </Link>
                            ) : (
                              [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
                            )}
                          </th>
                          <td className="py-2 pe-4 break-all">{user.email}</td>
                          <td className="py-2 pe-4">{roles.map((r) => (tRoles.has(r) ? tRoles(r) : r)).join(', ') || '—'}</td>
                          <td className="py-2">{user.status && tStatus.has(user.status) ? tStatus(user.status) : (user.status ?? '—')}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="mt-3 text-muted-800 dark:text-muted-200">{t('noUsers')}</p>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
