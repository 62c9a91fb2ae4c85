/** /content/file-upload: the center's uploaded images and files. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaLibrary } from '@/components/content-admin/media-library';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../../page-context';
import { contentContext } from '@/lib/server/content/access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.media' });
  return { title: t('metaTitle') };
}

export default async function FileUploadPage({ params }: { params: PageParams }) {
  const { center, access } = contentContext(await signedInPage(params, '/content/file-upload'));
  if (!access.pages) return <ForbiddenScreen />;
  return <MediaLibrary center={center} canDelete={access.site} />;
}
