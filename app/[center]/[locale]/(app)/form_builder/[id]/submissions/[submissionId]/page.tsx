/** /form_builder/{id}/submissions/{submissionId}: one submission, every answer with its question as it was. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { SubmissionDetail } from '@/components/form-builder/submission-detail';
import type { PageParams } from '../../../../page-context';
import { formBuilderPage, loadForm, loadSubmission } from '../../../load-form';

type Params = Promise<{ center: string; locale: string; id: string; submissionId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'formBuilder.submission' });
  return { title: t('metaTitle') };
}

export default async function SubmissionPage({ params }: { params: Params }) {
  const { id, submissionId } = await params;
  const path = `/form_builder/${encodeURIComponent(id)}/submissions/${encodeURIComponent(submissionId)}`;
  const { viewer, allowed } = await formBuilderPage(params as PageParams, path);
  if (!allowed) return <ForbiddenScreen />;
  const loaded = await loadForm(viewer, id);
  if (loaded.forbidden) return <ForbiddenScreen />;
  const submission = await loadSubmission(viewer, id, submissionId);
  if (!submission) notFound();
  return <SubmissionDetail form={{ id: loaded.form.id, title: loaded.form.title }} submission={submission} />;
}
