/**
 * /{product}/changelog (white background): the release notes of a product are a content page with the slug
 * "{product}-changelog", so content managers keep them like any other page; 404 until one exists.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageView } from '@/components/public-content/content-page-view';
import { SLUG_PATTERN } from '@/lib/shared/content/links';
import { getContentPage } from '@/lib/server/content/public-api';
import { contentPageMetadata, publicRequest, requirePublicRequest } from '@/lib/server/content/public-page';

// Rendered on its first visit, then served from the cache until a write names its tags (docs/architecture.md
// "Cached public pages").
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Params = Promise<{ center: string; locale: string; slug: string }>;

const changelogSlug = (product: string) => (SLUG_PATTERN.test(product) && product.length <= 90 ? `${product}-changelog` : null);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [request, { slug }] = await Promise.all([publicRequest(params), params]);
  const pageSlug = changelogSlug(slug);
  if (!request || !pageSlug) return {};
  const page = await getContentPage(request.key, request.locale, 'default', pageSlug);
  if (!page) return {};
  const meta = contentPageMetadata(request, { ...page, path: `/${slug}/changelog` }, {});
  return meta;
}

export default async function ChangelogPage({ params }: { params: Params }) {
  const [request, { slug }] = await Promise.all([requirePublicRequest(params), params]);
  const pageSlug = changelogSlug(slug);
  if (!pageSlug) notFound();
  const page = await getContentPage(request.key, request.locale, 'default', pageSlug);
  if (!page) notFound();
  return <ContentPageView page={page} context={{ center: request.key, locale: request.locale }} />;
}
