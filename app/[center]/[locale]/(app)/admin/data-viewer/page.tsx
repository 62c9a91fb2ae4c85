/** /admin/data-viewer: the center's own records, read-only, for admins and center superusers (mayUseDataViewer). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { mayUseDataViewer } from '@/domain/data-viewer';
import { DataViewerScreen } from '@/components/data-viewer/data-viewer-screen';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dataViewer' });
  return { title: t('title') };
}

export default async function DataViewerPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/admin/data-viewer');
  if (!mayUseDataViewer(viewer)) return <ForbiddenScreen />;
  return (
    // useSearchParams (the view's state) needs a Suspense boundary.
    <Suspense>
      <DataViewerScreen />
    </Suspense>
  );
}
