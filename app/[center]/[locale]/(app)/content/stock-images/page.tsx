/** /content/stock-images: images editors pick for pages, searchable by keyword. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StockImages } from '@/components/content-admin/stock-images';
import { ForbiddenScreen } from '@/components/organizations/forbidden-screen';
import { hasRole } from '@/lib/shared/session/types';
import { PLATFORM_TENANT } from '@/lib/shared/tenancy/tenants';
import type { PageParams } from '../../page-context';
import { contentPage } from '../access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.stockImages' });
  return { title: t('metaTitle') };
}

export default async function StockImagesPage({ params }: { params: PageParams }) {
  const { center, access, viewer } = await contentPage(params, '/content/stock-images');
  if (!access.pages) return <ForbiddenScreen />;
  // The shared library is the platform admin's (server/policies/content.ts); to other centers it is read-only.
  return <StockImages center={center} canWrite={access.site} admin={hasRole(viewer, 'admin') && center.tenantKey === PLATFORM_TENANT} />;
}
