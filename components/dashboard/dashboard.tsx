/**
 * The dashboard: what the signed-in user can act on, per role: for center staff the organizations by status
 * (with the way to approve), the user's organizations and roles, and for volunteers the way to the vacancy bank.
 * A server component; the page (app/[center]/[locale]/(app)/dashboard/page.tsx) loads the data.
 */
import { getTranslations } from 'next-intl/server';
import { OrganizationSelectButton } from '@/components/session/organization-select-button';
import { cardClass, focusRing } from '@/components/ui/styles';
import type { OrganizationStatus } from '@/domain/organizations';
import { Link } from '@/lib/shared/i18n/navigation';
import type { RoleName, ViewerOrganization } from '@/lib/shared/session/types';

/** The statuses the dashboard counts, in the order of an organization's review; deleted ones are not shown. */
export const ORGANIZATION_COUNT_STATUSES = ['pending', 'approved', 'denied', 'archived'] as const satisfies readonly OrganizationStatus[];
export type OrganizationCounts = Record<(typeof ORGANIZATION_COUNT_STATUSES)[number], number>;

export interface DashboardProps {
  viewerName: string;
  appName: string;
  centerName: string;
  /** Center staff see the organizations by status. */
  staff: boolean;
  /** null when the counts could not be loaded. */
  counts: OrganizationCounts | null;
  isVolunteer: boolean;
  organizations: ViewerOrganization[];
  selectedOrganizationId: string | null;
  roles: RoleName[];
}

const linkClass = `font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900 dark:text-primary-300 ${focusRing}`;

export async function Dashboard({
  viewerName,
  appName,
  centerName,
  staff,
  counts,
  isVolunteer,
  organizations,
  selectedOrganizationId,
  roles,
}: DashboardProps) {
  const t = await getTranslations('dashboard');
  const tSession = await getTranslations('session');
  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title', { name: viewerName })}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('centerIntro', { appName, center: centerName })}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        {staff ? (
          <section aria-labelledby="dashboard-organizations" className={cardClass}>
            <h2 id="dashboard-organizations" className="font-heading text-xl font-semibold">
              {t('organizations.title')}
            </h2>
            {counts ? (
              <dl className="mt-4 grid grid-cols-2 gap-4">
                {ORGANIZATION_COUNT_STATUSES.map((status) => (
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
                const selected = organization.id === selectedOrganizationId;
                return (
                  <li key={organization.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div>
                      <p className="font-medium">{organization.name}</p>
                      <p className="text-sm text-muted-700 dark:text-muted-300">
                        {t('yourOrganizations.type', { type: organization.organizationType || '-' })}
                      </p>
                    </div>
                    {selected ? (
                      <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
                        {t('yourOrganizations.selected')}
                      </span>
                    ) : organizations.length > 1 ? (
                      <OrganizationSelectButton
                        organizationId={organization.id}
                        label={t('yourOrganizations.select', { name: organization.name })}
                      />
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
