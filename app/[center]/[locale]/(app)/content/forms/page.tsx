/**
 * /content/forms: the center's forms inside the content section, linking into the form builder (/form_builder).
 * Only for those the form builder's rule lets in (a page manager edits pages, not forms).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { FormsList } from '@/components/form-builder/forms-list';
import { mayManageForms } from '@/domain/forms';
import { type PageParams, signedInPage } from '../../page-context';
import { contentContext } from '@/lib/server/content/access';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'formBuilder.list' });
  return { title: t('metaTitle') };
}

export default async function FormsPage({ params }: { params: PageParams }) {
  const { access, viewer } = contentContext(await signedInPage(params, '/content/forms'));
  if (!access.pages || !mayManageForms(viewer)) return <ForbiddenScreen />;
  return <FormsList />;
}
