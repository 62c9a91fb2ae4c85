/**
 * /dashboard: the signed-in person's figures per role from GET /api/v1/dashboard (docs/domain.md#dashboard) and their
 * organizations, rendered by the dashboard screen.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Dashboard } from '@/components/dashboard/dashboard';
import type { ApiClient } from '@/lib/shared/api';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { type ViewerOrganization, roleNames } from '@/lib/shared/session/types';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type DashboardView, fetchDashboard } from '@/lib/shared/dashboard/api';
import { fetchCurrentOrganizations } from '@/lib/shared/organizations/api';
import { type PageParams, signedInPage } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return { title: t('metaTitle') };
}

async function dashboardData(api: ApiClient): Promise<DashboardView | null> {
  try {
    return await fetchDashboard(api);
  } catch {
    // The screen says the figures could not be loaded; the rest of it still works.
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
  const [data, organizations] = await Promise.all([dashboardData(api), currentOrganizations(api, viewer.organizations)]);
  return (
    <Dashboard
      viewerName={viewer.firstName || viewer.fullName}
      appName={TENANTS[center.tenantKey].appName}
      centerName={center.profile.name || center.name}
      data={data}
      organizations={organizations}
      selectedOrganizationId={viewer.selectedOrganizationId}
      roles={roleNames(viewer)}
    />
  );
}
