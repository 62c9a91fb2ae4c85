/** /form_builder/{id}/edit: the form's details and questions. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { FormEditor } from '@/components/form-builder/form-editor';
import type { PageParams } from '../../../page-context';
import { type FormPageParams, formBuilderPage, loadForm } from '../../load-form';

export async function generateMetadata({ params }: { params: FormPageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'formBuilder.editor' });
  return { title: t('metaTitle') };
}

export default async function EditFormPage({ params }: { params: FormPageParams }) {
  const { id } = await params;
  const { viewer, allowed } = await formBuilderPage(params as PageParams, `/form_builder/${encodeURIComponent(id)}/edit`);
  if (!allowed) return <ForbiddenScreen />;
  const loaded = await loadForm(viewer, id);
  if (loaded.forbidden) return <ForbiddenScreen />;
  return <FormEditor initialForm={loaded.form} />;
}
