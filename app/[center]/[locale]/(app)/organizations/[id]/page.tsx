/** /organizations/{id}: loads the organization, its users and lookups for the viewer, and renders its page. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrganizationDetails } from '@/components/organizations/organization-details';
import type { ApiClient } from '@/lib/shared/api';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../page-context';
import { mayAdministerOrganizations, mayListUsersOf, mayUpdateOrganization } from '../data';
import { fetchLookups, fetchOrganization } from '@/lib/shared/organizations/api';
import { fetchOrganizationMembers } from '@/lib/shared/users/api';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.show' });
  return { title: t('metaTitle') };
}

/** A user list that fails to load hides the section rather than the whole page. */
async function organizationUsers(api: ApiClient, id: string) {
  try {
    return await fetchOrganizationMembers(api, id);
  } catch {
    return null;
  }
}

export default async function OrganizationPage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params, `/organizations/${id}`);
  const api = await getViewerApi(viewer);
  const loaded = await fetchOrganization(api, id);
  if (!loaded) notFound();
  const { organization: org, movingEnabled } = loaded;
  const [users, lookups] = await Promise.all([
    mayListUsersOf(viewer, org.id) ? organizationUsers(api, org.id) : Promise.resolve(null),
    org.organizationType === 'NonProfit' && org.profile ? fetchLookups(api) : Promise.resolve(null),
  ]);
  return (
    <OrganizationDetails
      organization={org}
      movingEnabled={movingEnabled}
      users={users}
      nonProfitType={lookups?.nonProfitTypes.find((o) => o.id === org.profile?.nonProfitTypeId)?.name}
      activities={lookups?.activityTypes.filter((o) => org.profile?.activityTypeIds.includes(o.id)).map((o) => o.name) ?? []}
      canEdit={mayUpdateOrganization(viewer, org)}
      staff={mayAdministerOrganizations(viewer)}
    />
  );
}
