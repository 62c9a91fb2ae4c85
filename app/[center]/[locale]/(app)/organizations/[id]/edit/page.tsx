/** /organizations/{id}/edit: center staff and the organization's own superusers; status and delete for staff. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../../page-context';
import { mayAdministerOrganizations, mayRestoreOrganization, mayUpdateOrganization } from '../../data';
import { fetchLookups, fetchOrganization } from '@/lib/shared/organizations/api';
import { EditOrganizationForm } from '@/components/organizations/edit-organization-form';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.edit' });
  return { title: t('metaTitle') };
}

export default async function EditOrganizationPage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params, `/organizations/${id}/edit`);
  const api = await getViewerApi(viewer);
  const loaded = await fetchOrganization(api, id);
  if (!loaded) notFound();
  if (!mayUpdateOrganization(viewer, loaded.organization)) return <ForbiddenScreen />;
  const lookups = await fetchLookups(api);
  return (
    <EditOrganizationForm
      organization={loaded.organization}
      lookups={lookups}
      staff={mayAdministerOrganizations(viewer)}
      admin={mayRestoreOrganization(viewer)}
    />
  );
}
