/** Content rows for the content API tests: pages with blocks, straight into the database. */
import * as schema from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import type { ContentBlockType, PageType } from '@/domain/content';
import type { Locale } from '@/domain/values';

let seq = 0;

export async function createPage(
  db: Database,
  centerId: number,
  attrs: {
    title?: string;
    slug?: string;
    pageType?: PageType;
    locale?: Locale;
    isPublished?: boolean;
    publishedAt?: Date;
    featured?: boolean;
  } = {},
  blocks: { blockType: ContentBlockType; settings: Record<string, unknown> }[] = [],
) {
  seq += 1;
  const [page] = await db
    .insert(schema.pages)
    .values({
      volunteerCenterId: centerId,
      title: attrs.title ?? `Pagina ${seq}`,
      slug: attrs.slug ?? `pagina-${seq}-${Date.now().toString(36)}`,
      pageType: attrs.pageType ?? 'default',
      locale: attrs.locale ?? 'nl',
      isPublished: attrs.isPublished ?? true,
      publishedAt: attrs.publishedAt ?? (attrs.isPublished === false ? null : new Date()),
      featured: attrs.featured ?? false,
    })
    .returning();
  if (!page) throw new Error('no page');
  if (blocks.length) await db.insert(schema.contentBlocks).values(blocks.map((b, position) => ({ pageId: page.id, position, ...b })));
  return page;
}

/** One signed-in header set per role, for the authorization tables of the content tests. */
export const CONTENT_ROLES = [
  'center_superuser',
  'admin',
  'content_manager',
  'page_manager',
  'organization_superuser',
  'volunteer',
] as const;
export type ContentRole = (typeof CONTENT_ROLES)[number];
