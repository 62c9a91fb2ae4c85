/** /organizations/add (center staff): a new organization, approved from the start (DOMAIN.md). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/organizations/forbidden-screen';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../../page-context';
import { centerRef, isCenterStaff, loadLookups } from '../data';
import { AddOrganizationClient } from './add-organization-client';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.add' });
  return { title: t('metaTitle') };
}

export default async function AddOrganizationPage({ params }: { params: PageParams }) {
  const { center, viewer } = await signedInPage(params, '/organizations/add');
  if (!isCenterStaff(viewer)) return <ForbiddenScreen />;
  const lookups = await loadLookups(await getViewerApi(viewer));
  return <AddOrganizationClient center={centerRef(center)} lookups={lookups} />;
}
