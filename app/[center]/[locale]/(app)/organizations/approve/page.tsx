/** /organizations/approve (center staff): the organizations waiting for approval. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../../page-context';
import { centerRef, mayAdministerOrganizations } from '../data';
import { ApprovalQueue } from '@/components/organizations/approval-queue';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.approve' });
  return { title: t('metaTitle') };
}

export default async function ApproveOrganizationsPage({ params }: { params: PageParams }) {
  const { center, viewer } = await signedInPage(params, '/organizations/approve');
  if (!mayAdministerOrganizations(viewer)) return <ForbiddenScreen />;
  return <ApprovalQueue center={centerRef(center)} />;
}
