/** /content/forms: the forms of the form builder, which does not exist yet: an honest empty state until then. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormsEmptyState } from '@/components/content-admin/forms-empty-state';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../../page-context';
import { contentContext } from '@/lib/server/content/access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.forms' });
  return { title: t('metaTitle') };
}

export default async function FormsPage({ params }: { params: PageParams }) {
  const { access } = contentContext(await signedInPage(params, '/content/forms'));
  if (!access.pages) return <ForbiddenScreen />;
  return <FormsEmptyState />;
}
