/** /organizations/add (center staff): a new organization, approved from the start (docs/domain.md). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../../page-context';
import { mayAdministerOrganizations } from '../data';
import { fetchLookups } from '@/lib/shared/organizations/api';
import { AddOrganizationForm } from '@/components/organizations/add-organization-form';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.add' });
  return { title: t('metaTitle') };
}

export default async function AddOrganizationPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/organizations/add');
  if (!mayAdministerOrganizations(viewer)) return <ForbiddenScreen />;
  const lookups = await fetchLookups(await getViewerApi(viewer));
  return <AddOrganizationForm lookups={lookups} />;
}
