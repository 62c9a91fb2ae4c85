/** /organizations/{id}: profile, address, status and the organization's users. */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { StatusBadge } from '@/components/organizations/status-badge';
import { focusRing } from '@/components/shell/styles';
import type { ApiClient } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import { formatAddress } from '@/lib/shared/organizations/view';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../page-context';
import { canEditOrganization, canListUsers, isCenterStaff, loadLookups, loadOrganization } from '../data';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.show' });
  return { title: t('metaTitle') };
}

const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  status: z.string().nullish(),
  roles: z.array(z.object({ name: z.string().nullish(), organizationId: z.coerce.string().nullish() })).nullish(),
});

async function organizationUsers(api: ApiClient, id: string) {
  try {
    const doc = await api.get('/api/v1/users', { filter: { organizationIdEq: id }, include: ['roles'], page: { size: 1000 }, sort: 'last_name' });
    return z.array(userSchema).parse(doc.data);
  } catch {
    return null;
  }
}

const cardClass = 'rounded-xl border border-muted-200 bg-surface p-5 shadow-sm dark:border-muted-800';
const buttonLinkClass = `inline-flex h-10 items-center rounded-md px-4 text-sm font-medium ${focusRing}`;

export default async function OrganizationPage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params, `/organizations/${id}`);
  const api = await getViewerApi(viewer);
  const loaded = await loadOrganization(api, id);
  if (!loaded) notFound();
  const { organization: org, movingEnabled } = loaded;
  const t = await getTranslations('organizations.show');
  const tFields = await getTranslations('organizations.fields');
  const tTypes = await getTranslations('organizations.types');
  const tRoles = await getTranslations('session.roles');
  const tStatus = await getTranslations('organizations.userStatus');
  const format = await getFormatter();
  const staff = isCenterStaff(viewer);
  const [users, lookups] = await Promise.all([
    canListUsers(viewer, org.id) ? organizationUsers(api, org.id) : Promise.resolve(null),
    org.organizationType === 'NonProfit' && org.profile ? loadLookups(api) : Promise.resolve(null),
  ]);
  const nonProfitType = lookups?.nonProfitTypes.find((o) => o.id === org.profile?.nonProfitTypeId)?.name;
  const activities = lookups?.activityTypes.filter((o) => org.profile?.activityTypeIds.includes(o.id)).map((o) => o.name) ?? [];
  const address = formatAddress(org.address);

  const details: [string, ReactNode][] = [
    [tFields('organizationType'), tTypes(org.organizationType)],
    [tFields('email'), org.email ? <a href={`mailto:${org.email}`} className="text-primary-700 underline dark:text-primary-300">{org.email}</a> : null],
    [tFields('phoneNumber'), org.phoneNumber],
    [tFields('website'), org.website ? <a href={org.website} rel="noopener noreferrer" className="break-all text-primary-700 underline dark:text-primary-300">{org.website}</a> : null],
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
          {canEditOrganization(viewer, org.id) ? (
            <Link href={`/organizations/${org.id}/edit`} className={`${buttonLinkClass} bg-primary-700 text-primary-foreground hover:bg-primary-800`}>
              {t('edit')}
            </Link>
          ) : null}
          {staff && movingEnabled && org.status !== 'deleted' ? (
            <Link href={`/organizations/${org.id}/move`} className={`${buttonLinkClass} border border-primary-600 text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-primary-950`}>
              {t('move')}
            </Link>
          ) : null}
          {staff && org.status === 'pending' ? (
            <Link href="/organizations/approve" className={`${buttonLinkClass} border border-primary-600 text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-primary-950`}>
              {t('review')}
            </Link>
          ) : null}
        </div>
      </header>

      {org.status === 'denied' && org.denialReason ? (
        <p className="rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          <strong>{t('denialReason')}</strong> {org.denialReason}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="organization-profile" className={cardClass}>
          <h2 id="organization-profile" className="font-heading text-xl font-semibold">
            {t('profileTitle')}
          </h2>
          {org.description ? <p className="mt-3 whitespace-pre-line">{org.description}</p> : <p className="mt-3 text-muted-800 dark:text-muted-200">{t('noDescription')}</p>}
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
          {address ? <address className="mt-3 not-italic">{address}</address> : <p className="mt-3 text-muted-800 dark:text-muted-200">{t('noAddress')}</p>}
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
                      <th scope="col" className="py-2 pe-4 font-semibold">{t('userName')}</th>
                      <th scope="col" className="py-2 pe-4 font-semibold">{t('userEmail')}</th>
                      <th scope="col" className="py-2 pe-4 font-semibold">{t('userRoles')}</th>
                      <th scope="col" className="py-2 font-semibold">{t('userStatus')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {users.map((user) => {
                      const roles = (user.roles ?? []).filter((r) => !r.organizationId || r.organizationId === org.id).map((r) => r.name).filter((n): n is string => Boolean(n));
                      return (
                        <tr key={user.id} className="border-b border-muted-100 last:border-0 dark:border-muted-900">
                          <th scope="row" className="py-2 pe-4 font-medium">
                            {staff ? (
                              <Link href={`/users/${user.id}`} className={`text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`}>
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
