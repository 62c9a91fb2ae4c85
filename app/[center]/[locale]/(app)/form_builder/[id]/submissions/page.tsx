/** /form_builder/{id}/submissions: the submissions, the CSV download and the per-question summaries. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { Submissions } from '@/components/form-builder/submissions';
import type { PageParams } from '../../../page-context';
import { type FormPageParams, formBuilderPage, loadForm } from '../../load-form';

export async function generateMetadata({ params }: { params: FormPageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'formBuilder.submissions' });
  return { title: t('metaTitle') };
}

export default async function FormSubmissionsPage({ params }: { params: FormPageParams }) {
  const { id } = await params;
  const { viewer, allowed } = await formBuilderPage(params as PageParams, `/form_builder/${encodeURIComponent(id)}/submissions`);
  if (!allowed) return <ForbiddenScreen />;
  const loaded = await loadForm(viewer, id);
  if (loaded.forbidden) return <ForbiddenScreen />;
  return <Submissions form={loaded.form} />;
}
