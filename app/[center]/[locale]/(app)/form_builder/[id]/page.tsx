/** /form_builder/{id}: the form's overview (details, public address or invitations, links). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { FormOverview } from '@/components/form-builder/form-overview';
import type { PageParams } from '../../page-context';
import { type FormPageParams, formBuilderPage, loadForm } from '../load-form';

export async function generateMetadata({ params }: { params: FormPageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'formBuilder.overview' });
  return { title: t('metaTitle') };
}

export default async function FormPage({ params }: { params: FormPageParams }) {
  const { id } = await params;
  const { viewer, allowed } = await formBuilderPage(params as PageParams, `/form_builder/${encodeURIComponent(id)}`);
  if (!allowed) return <ForbiddenScreen />;
  const loaded = await loadForm(viewer, id);
  if (loaded.forbidden) return <ForbiddenScreen />;
  return <FormOverview initialForm={loaded.form} />;
}
