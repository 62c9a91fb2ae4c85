/** /content/pages/{id}: the page editor (settings, blocks, preview). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageEditor } from '@/components/content-admin/page-editor';
import { fetchPage } from '@/lib/shared/content/api';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../../../page-context';
import { contentContext, validId } from '@/lib/server/content/access';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.editor' });
  return { title: t('metaTitle') };
}

export default async function EditContentPage({ params }: { params: Params }) {
  const { id } = await params;
  const { access, viewer, multiLanguage } = contentContext(await signedInPage(params as PageParams, `/content/pages/${id}`));
  if (!access.pages) return <ForbiddenScreen />;
  if (!validId(id)) notFound();
  const api = await getViewerApi(viewer);
  const found = await fetchPage(api, id);
  if (!found) notFound();
  const { page, blocks } = found;
  return <PageEditor key={page.id} page={page} blocks={blocks} multiLanguage={multiLanguage} />;
}
