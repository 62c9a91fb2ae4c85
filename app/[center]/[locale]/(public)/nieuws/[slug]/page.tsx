/** A news article: title, date, featured image and blocks, with schema.org Article structured data. */
import { NewsArticle } from '@/components/public-content/news-article';
import { requireSlugPage, slugPageMetadata } from '@/lib/server/content/public-page';
import { articleJsonLd } from '@/lib/shared/content/seo';

// Rendered on its first visit, then served from the cache until a write names its tags (docs/architecture.md
// "Cached public pages").
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Params = Promise<{ center: string; locale: string; slug: string }>;

export const generateMetadata = ({ params }: { params: Params }) => slugPageMetadata(params, 'news');

export default async function NewsArticlePage({ params }: { params: Params }) {
  const { request, page, original } = await requireSlugPage(params, 'news');
  const jsonLd = articleJsonLd(page, {
    origin: request.origin,
    publisher: request.center.profile.name,
    logoUrl: request.center.profile.websiteLogoUrl,
  });
  return <NewsArticle page={page} original={original} context={{ center: request.key, locale: request.locale }} jsonLd={jsonLd} />;
}
