/** /content/stock-images: images editors pick for pages, searchable by keyword. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StockImages } from '@/components/content-admin/stock-images';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { mayWriteStockImage } from '@/domain/content';
import { PLATFORM_TENANT } from '@/lib/shared/tenancy/tenants';
import { type PageParams, signedInPage } from '../../page-context';
import { contentContext } from '@/lib/server/content/access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.stockImages' });
  return { title: t('metaTitle') };
}

export default async function StockImagesPage({ params }: { params: PageParams }) {
  const { center, access, viewer } = contentContext(await signedInPage(params, '/content/stock-images'));
  if (!access.pages) return <ForbiddenScreen />;
  // The shared library is the platform admin's (domain/content.ts, as for the API); to other centers it is read-only.
  const admin = mayWriteStockImage(viewer, { volunteerCenterId: null }, center.tenantKey === PLATFORM_TENANT);
  return <StockImages center={center} canWrite={access.site} admin={admin} />;
}
