/**
 * /dashboard: what the signed-in user can act on, per role, from data the backend already offers: the center,
 * for center staff the organizations by status (with the way to approve), the user's organizations, roles,
 * and for volunteers the way to the vacancy bank.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { OrganizationSelectButton } from '@/components/session/organization-select-button';
import { focusRing } from '@/components/shell/styles';
import type { ApiClient } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { CENTER_STAFF_ROLES, type ViewerOrganization, hasRole, roleNames } from '@/lib/shared/session/types';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return { title: t('metaTitle') };
}

const STATUSES = ['pending', 'approved', 'denied', 'archived'] as const;
const totalCount = z.object({ totalCount: z.number().int().nonnegative() });

async function organizationCounts(api: ApiClient): Promise<Record<(typeof STATUSES)[number], number> | null> {
  try {
    const counts = await Promise.all(
      STATUSES.map(async (status) => {
        const doc = await api.get('/api/v1/organizations', { filter: { statusEq: status }, page: { size: 1 } });
        return [status, totalCount.parse(doc.meta).totalCount] as const;
      }),
    );
    return Object.fromEntries(counts) as Record<(typeof STATUSES)[number], number>;
  } catch {
    return null;
  }
}

const organizationSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  organizationType: z.string().nullish(),
  status: z.string().nullish(),
});

async function currentOrganizations(api: ApiClient, fallback: ViewerOrganization[]): Promise<ViewerOrganization[]> {
  try {
    const doc = await api.get('/api/v1/current_organizations', { page: { size: 100 } });
    return z
      .array(organizationSchema)
      .parse(doc.data)
      .map((o) => ({ id: o.id, name: o.name ?? '', organizationType: o.organizationType ?? '', status: o.status ?? null }));
  } catch {
    return fallback;
  }
}

const cardClass = 'rounded-xl border border-muted-200 bg-surface p-5 shadow-sm dark:border-muted-800';
const linkClass = `font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900 dark:text-primary-300 ${focusRing}`;

export default async function DashboardPage({ params }: { params: PageParams }) {
  const { center, viewer } = await signedInPage(params, '/dashboard');
  const t = await getTranslations('dashboard');
  const tSession = await getTranslations('session');
  const api = await getViewerApi(viewer);
  const staff = hasRole(viewer, ...CENTER_STAFF_ROLES);
  const [counts, organizations] = await Promise.all([staff ? organizationCounts(api) : Promise.resolve(null), currentOrganizations(api, viewer.organizations)]);
  const roles = roleNames(viewer);
  const isVolunteer = hasRole(viewer, 'volunteer', 'student');

  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title', { name: viewer.firstName || viewer.fullName })}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('centerIntro', { appName: TENANTS[center.tenantKey].appName, center: center.profile.name || center.name })}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        {staff ? (
          <section aria-labelledby="dashboard-organizations" className={cardClass}>
            <h2 id="dashboard-organizations" className="font-heading text-xl font-semibold">
              {t('organizations.title')}
            </h2>
            {counts ? (
              <dl className="mt-4 grid grid-cols-2 gap-4">
                {STATUSES.map((status) => (
                  <div key={status} className="rounded-lg bg-muted-50 p-3 dark:bg-muted-900">
                    <dt className="text-sm text-muted-800 dark:text-muted-200">{t('organizations.status', { status })}</dt>
                    <dd className="mt-1 text-2xl font-bold">{counts[status]}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p role="alert" className="mt-4 text-sm">
                {t('organizations.loadFailed')}
              </p>
            )}
            <p className="mt-4 text-sm">
              <Link href="/organizations/approve" className={linkClass}>
                {t('organizations.approveLink')}
              </Link>
            </p>
          </section>
        ) : null}

        {isVolunteer ? (
          <section aria-labelledby="dashboard-volunteer" className={cardClass}>
            <h2 id="dashboard-volunteer" className="font-heading text-xl font-semibold">
              {t('volunteer.title')}
            </h2>
            <p className="mt-2 text-sm">{t('volunteer.body')}</p>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <Link href="/vacancies/search" className={linkClass}>
                  {t('volunteer.search')}
                </Link>
              </li>
              <li>
                <Link href="/profile-edit" className={linkClass}>
                  {t('volunteer.profile')}
                </Link>
              </li>
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="dashboard-your-organizations" className={cardClass}>
          <h2 id="dashboard-your-organizations" className="font-heading text-xl font-semibold">
            {t('yourOrganizations.title')}
          </h2>
          {organizations.length ? (
            <ul className="mt-4 divide-y divide-muted-200 dark:divide-muted-800">
              {organizations.map((organization) => {
                const selected = organization.id === viewer.selectedOrganizationId;
                return (
                  <li key={organization.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div>
                      <p className="font-medium">{organization.name}</p>
                      <p className="text-sm text-muted-700 dark:text-muted-300">{t('yourOrganizations.type', { type: organization.organizationType || '-' })}</p>
                    </div>
                    {selected ? (
                      <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
                        {t('yourOrganizations.selected')}
                      </span>
                    ) : organizations.length > 1 ? (
                      <OrganizationSelectButton organizationId={organization.id} label={t('yourOrganizations.select', { name: organization.name })} />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-4 text-sm">{t('yourOrganizations.empty')}</p>
          )}
        </section>

        <section aria-labelledby="dashboard-roles" className={cardClass}>
          <h2 id="dashboard-roles" className="font-heading text-xl font-semibold">
            {t('yourRoles')}
          </h2>
          {roles.length ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {roles.map((role) => (
                <li key={role} className="rounded-full bg-muted-100 px-3 py-1 text-sm dark:bg-muted-800">
                  {tSession(`roles.${role}`)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm">{t('noRoles')}</p>
          )}
          <p className="mt-4 text-sm">
            <Link href="/account/roles" className={linkClass}>
              {t('links.roles')}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
