/** /form_builder/new: a new form with its questions. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { FormEditor } from '@/components/form-builder/form-editor';
import type { PageParams } from '../../page-context';
import { formBuilderPage } from '../load-form';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'formBuilder.editor' });
  return { title: t('newTitle') };
}

export default async function NewFormPage({ params }: { params: PageParams }) {
  const { allowed } = await formBuilderPage(params, '/form_builder/new');
  if (!allowed) return <ForbiddenScreen />;
  return <FormEditor initialForm={null} />;
}
