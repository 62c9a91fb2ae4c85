/**
 * /dashboard: loads what the signed-in user can act on, from data the backend already offers (organization counts
 * for center staff, the user's organizations), and renders the dashboard.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Dashboard, ORGANIZATION_COUNT_STATUSES, type OrganizationCounts } from '@/components/dashboard/dashboard';
import type { ApiClient } from '@/lib/shared/api';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { mayAdministerOrganizations } from '@/domain/organizations';
import { type ViewerOrganization, hasRole, roleNames } from '@/lib/shared/session/types';
import { getViewerApi } from '@/lib/server/session/viewer';
import { countOrganizations, fetchCurrentOrganizations } from '@/lib/shared/organizations/api';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return { title: t('metaTitle') };
}

async function organizationCounts(api: ApiClient): Promise<OrganizationCounts | null> {
  try {
    const counts = await Promise.all(
      ORGANIZATION_COUNT_STATUSES.map(async (status) => [status, await countOrganizations(api, status)] as const),
    );
    return Object.fromEntries(counts) as OrganizationCounts;
  } catch {
    return null;
  }
}

async function currentOrganizations(api: ApiClient, fallback: ViewerOrganization[]): Promise<ViewerOrganization[]> {
  try {
    return await fetchCurrentOrganizations(api);
  } catch {
    return fallback;
  }
}

export default async function DashboardPage({ params }: { params: PageParams }) {
  const { center, viewer } = await signedInPage(params, '/dashboard');
  const api = await getViewerApi(viewer);
  // The organizations by status, to review: the center's decisions (domain/organizations.ts).
  const staff = mayAdministerOrganizations(viewer);
  const [counts, organizations] = await Promise.all([
    staff ? organizationCounts(api) : Promise.resolve(null),
    currentOrganizations(api, viewer.organizations),
  ]);
  return (
    <Dashboard
      viewerName={viewer.firstName || viewer.fullName}
      appName={TENANTS[center.tenantKey].appName}
      centerName={center.profile.name || center.name}
      staff={staff}
      counts={counts}
      isVolunteer={hasRole(viewer, 'volunteer', 'student')}
      organizations={organizations}
      selectedOrganizationId={viewer.selectedOrganizationId}
      roles={roleNames(viewer)}
    />
  );
}
