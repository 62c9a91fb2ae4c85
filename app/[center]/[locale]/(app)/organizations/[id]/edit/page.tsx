/** /organizations/{id}/edit: center staff and the organization's own superusers; status and delete for staff. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/organizations/forbidden-screen';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../../page-context';
import { canEditOrganization, centerRef, isAdmin, isCenterStaff, loadLookups, loadOrganization } from '../../data';
import { EditOrganizationClient } from './edit-organization-client';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.edit' });
  return { title: t('metaTitle') };
}

export default async function EditOrganizationPage({ params }: { params: Params }) {
  const { id } = await params;
  const { center, viewer } = await signedInPage(params, `/organizations/${id}/edit`);
  const api = await getViewerApi(viewer);
  const loaded = await loadOrganization(api, id);
  if (!loaded) notFound();
  if (!canEditOrganization(viewer, loaded.organization.id)) return <ForbiddenScreen />;
  const lookups = await loadLookups(api);
  const staff = isCenterStaff(viewer);
  return <EditOrganizationClient center={centerRef(center)} organization={loaded.organization} lookups={lookups} staff={staff} admin={isAdmin(viewer)} />;
}
