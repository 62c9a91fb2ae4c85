/** /organizations: the organizations of this center (center staff see every status; others what the API shows). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type PageParams, signedInPage } from '../page-context';
import { centerRef, mayAdministerOrganizations } from './data';
import { OrganizationsList } from '@/components/organizations/organizations-list';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.list' });
  return { title: t('metaTitle') };
}

export default async function OrganizationsPage({ params }: { params: PageParams }) {
  const { center, viewer } = await signedInPage(params, '/organizations');
  return <OrganizationsList center={centerRef(center)} staff={mayAdministerOrganizations(viewer)} />;
}
