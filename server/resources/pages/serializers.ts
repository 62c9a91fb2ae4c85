import type { PageAttributes } from '@/domain/pages';
import type { contentBlocks, pages } from '../../db/schema';
import { ref, resource } from '../../jsonapi/document';

export type PageRow = typeof pages.$inferSelect;
export type ContentBlockRow = typeof contentBlocks.$inferSelect;

/** Every attribute of domain/pages.ts, no other: `satisfies` makes a new field a compile error here until served. */
export function pageResource(page: PageRow, blocks?: ContentBlockRow[]) {
  return resource({
    type: 'pages',
    id: page.id,
    attributes: {
      pageType: page.pageType,
      pageLayout: page.pageLayout,
      locale: page.locale,
      title: page.title,
      slug: page.slug,
      showTitleOnPage: page.showTitleOnPage,
      isPublished: page.isPublished,
      publishedAt: page.publishedAt,
      summary: page.summary,
      featured: page.featured,
      featuredImageUrl: page.featuredImageUrl,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      ogTitle: page.ogTitle,
      ogDescription: page.ogDescription,
      ogImageUrl: page.ogImageUrl,
      translationKey: page.translationKey,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
    } satisfies PageAttributes,
    relationships: { contentBlocks: blocks ? blocks.map((b) => ({ type: 'content_blocks', id: String(b.id) })) : undefined },
  });
}

/** Settings keys become snake_case on the wire like every attribute (resource() converts deeply). */
export function contentBlockResource(block: ContentBlockRow) {
  return resource({
    type: 'content_blocks',
    id: block.id,
    attributes: { blockType: block.blockType, position: block.position, settings: block.settings },
    relationships: { page: ref('pages', block.pageId) },
  });
}
