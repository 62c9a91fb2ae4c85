/** A content page of the center by its slug; unpublished, unknown or another center's pages are 404. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageView } from '@/components/public-content/content-page-view';
import { SLUG_PATTERN } from '@/lib/shared/content/links';
import { OnlyInDutchNotice } from '@/components/public-content/only-in-dutch-notice';
import {
  contentPageMetadata,
  findContentPage,
  publicRequest,
  requirePublicRequest,
  translationsOf,
} from '@/lib/server/content/public-page';

type Params = Promise<{ center: string; locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [request, { slug }] = await Promise.all([publicRequest(params), params]);
  if (!request || !SLUG_PATTERN.test(slug)) return {};
  const found = await findContentPage(request, 'default', slug);
  if (!found) return {};
  const { page, metadataRequest } = found;
  return contentPageMetadata(metadataRequest, page, found.original ? {} : await translationsOf(request, page.path, page));
}

export default async function ContentPage({ params }: { params: Params }) {
  const [request, { slug }] = await Promise.all([requirePublicRequest(params), params]);
  if (!SLUG_PATTERN.test(slug)) notFound();
  const found = await findContentPage(request, 'default', slug);
  if (!found) notFound();
  const view = <ContentPageView page={found.page} context={{ center: request.key, locale: request.locale }} />;
  if (!found.original) return view;
  return (
    <>
      <OnlyInDutchNotice />
      <div lang="nl">{view}</div>
    </>
  );
}
