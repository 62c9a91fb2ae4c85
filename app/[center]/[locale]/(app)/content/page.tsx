/** /content: the index of the content section, a card per sub-section the viewer may open. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentIndex } from '@/components/content-admin/content-index';
import { mayManageForms } from '@/domain/forms';
import { type PageParams, signedInPage } from '../page-context';
import { contentContext } from '@/lib/server/content/access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.index' });
  return { title: t('metaTitle') };
}

export default async function ContentIndexPage({ params }: { params: PageParams }) {
  const { access, viewer } = contentContext(await signedInPage(params, '/content'));
  return <ContentIndex site={access.site} forms={mayManageForms(viewer)} />;
}
