/** /content/pages: the pages, news and success stories of this center. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PagesList } from '@/components/content-admin/pages-list';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../../page-context';
import { contentContext } from '@/lib/server/content/access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.pages' });
  return { title: t('metaTitle') };
}

export default async function ContentPagesPage({ params }: { params: PageParams }) {
  const { center, access, multiLanguage } = contentContext(await signedInPage(params, '/content/pages'));
  if (!access.pages) return <ForbiddenScreen />;
  return <PagesList center={center} multiLanguage={multiLanguage} />;
}
