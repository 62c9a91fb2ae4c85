/**
 * /form_builder/{id}/preview: the form exactly as a respondent sees it, rendered by the public side's own component
 * (components/public-forms) in preview mode, which cannot be submitted. A page may compose two features.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { PublicForm } from '@/components/public-forms/public-form';
import { BackLink } from '@/components/ui/back-link';
import { toPreviewForm } from '@/lib/shared/form-builder/preview';
import type { PageParams } from '../../../page-context';
import { type FormPageParams, formBuilderPage, loadForm } from '../../load-form';

export async function generateMetadata({ params }: { params: FormPageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'formBuilder.preview' });
  return { title: t('metaTitle') };
}

export default async function PreviewFormPage({ params }: { params: FormPageParams }) {
  const { id, locale } = await params;
  const { viewer, allowed } = await formBuilderPage(params as PageParams, `/form_builder/${encodeURIComponent(id)}/preview`);
  if (!allowed) return <ForbiddenScreen />;
  const loaded = await loadForm(viewer, id);
  if (loaded.forbidden) return <ForbiddenScreen />;
  const t = await getTranslations({ locale, namespace: 'formBuilder.preview' });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink href={`/form_builder/${loaded.form.id}`}>{t('back')}</BackLink>
        <BackLink href={`/form_builder/${loaded.form.id}/edit`}>{t('backToEdit')}</BackLink>
      </div>
      <PublicForm form={toPreviewForm(loaded.form)} mode="preview" headingLevel="h1" />
    </div>
  );
}
