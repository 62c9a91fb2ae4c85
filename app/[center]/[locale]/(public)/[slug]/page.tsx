/** A content page of the center by its slug; unpublished, unknown or another center's pages are 404. */
import { ContentPageView } from '@/components/public-content/content-page-view';
import { requireSlugPage, slugPageMetadata } from '@/lib/server/content/public-page';

// Rendered on its first visit, then served from the cache until a write names its tags (docs/architecture.md
// "Cached public pages").
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Params = Promise<{ center: string; locale: string; slug: string }>;

export const generateMetadata = ({ params }: { params: Params }) => slugPageMetadata(params, 'default');

export default async function ContentPage({ params }: { params: Params }) {
  const { request, page, original } = await requireSlugPage(params, 'default');
  return <ContentPageView page={page} original={original} context={{ center: request.key, locale: request.locale }} />;
}
