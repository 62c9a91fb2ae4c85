/** /content/pages/add: a new page; its blocks are added in the editor it opens next. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddPage } from '@/components/content-admin/add-page';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../../../page-context';
import { contentContext } from '@/lib/server/content/access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.addPage' });
  return { title: t('metaTitle') };
}

export default async function AddContentPage({ params }: { params: PageParams }) {
  const { access, multiLanguage } = contentContext(await signedInPage(params, '/content/pages/add'));
  if (!access.pages) return <ForbiddenScreen />;
  return <AddPage multiLanguage={multiLanguage} />;
}
