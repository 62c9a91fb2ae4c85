/** A content page of the center by its slug; unpublished, unknown or another center's pages are 404. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageView } from '@/components/public-content/content-page-view';
import { SLUG_PATTERN } from '@/lib/content/links';
import { getContentPage } from '@/lib/content/public-api';
import { contentPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/content/public-page';

type Params = Promise<{ center: string; locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [request, { slug }] = await Promise.all([publicRequest(params), params]);
  if (!request || !SLUG_PATTERN.test(slug)) return {};
  const page = await getContentPage(request.key, request.locale, 'default', slug);
  if (!page) return {};
  return contentPageMetadata(request, page, await translationsOf(request, page.path, page));
}

export default async function ContentPage({ params }: { params: Params }) {
  const [request, { slug }] = await Promise.all([requirePublicRequest(params), params]);
  if (!SLUG_PATTERN.test(slug)) notFound();
  const page = await getContentPage(request.key, request.locale, 'default', slug);
  if (!page) notFound();
  return <ContentPageView page={page} context={{ center: request.key, locale: request.locale }} />;
}
