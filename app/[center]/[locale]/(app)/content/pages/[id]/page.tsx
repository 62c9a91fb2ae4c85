/** /content/pages/{id}: the page editor (settings, blocks, preview). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageEditor } from '@/components/content-admin/page-editor';
import { toEditorBlocks, toPageView } from '@/components/content-admin/views';
import { ForbiddenScreen } from '@/components/organizations/forbidden-screen';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { getViewerApi } from '@/lib/server/session/viewer';
import type { PageParams } from '../../../page-context';
import { contentPage, validId } from '../../access';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.editor' });
  return { title: t('metaTitle') };
}

export default async function EditContentPage({ params }: { params: Params }) {
  const { id } = await params;
  const { center, access, viewer, multiLanguage } = await contentPage(params as PageParams, `/content/pages/${id}`);
  if (!access.pages) return <ForbiddenScreen />;
  if (!validId(id)) notFound();
  const api = await getViewerApi(viewer);
  let doc;
  try {
    doc = await api.get(`/api/v1/pages/${id}`, { include: ['content_blocks'] });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
  if (!doc.data || Array.isArray(doc.data)) notFound();
  const page = toPageView(doc.data);
  const blocks = toEditorBlocks(doc.included.filter((r) => r.type === 'content_blocks'));
  return <PageEditor key={page.id} center={center} page={page} blocks={blocks} multiLanguage={multiLanguage} />;
}
