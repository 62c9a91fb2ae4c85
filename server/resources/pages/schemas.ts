/**
 * The contract of page writes, derived from the page's attribute schema (domain/pages.ts): on create every field
 * may be left out but the title. Also the block list replacement (PUT /pages/{id}/content_blocks).
 */
import { z } from 'zod';
import { pageAttributesSchema } from '@/domain/pages';
import { NEWS_FEED_PAGE_TYPES, PAGE_TYPES } from '@/domain/content';
import { LOCALES, RECORD_ID_PATTERN } from '@/domain/values';
import { filterText } from '../../jsonapi/query';

export const pageCreate = pageAttributesSchema.partial().required({ title: true }).strict();
export const pageUpdate = pageAttributesSchema.partial().strict();

export type PageCreate = z.output<typeof pageCreate>;
export type PageUpdate = z.output<typeof pageUpdate>;

export const MAX_BLOCKS = 100;

/** One entry of the PUT body before its settings are validated against the schema of its type. */
export const blockEntry = z.object({
  type: z.literal('content_blocks'),
  id: z.union([z.string().regex(RECORD_ID_PATTERN), z.number().int().positive()]).optional(),
  attributes: z
    .object({
      blockType: z.string(),
      settings: z.record(z.string(), z.unknown()).default({}),
    })
    .strict(),
});

/*
 * The query specs of /api/v1/pages and of the public content routes (public-routes.ts), shared by their routers
 * and the OpenAPI description (server/openapi), which must not import a router.
 */

const typeList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(PAGE_TYPES)).min(1));
const booleanFilter = z.enum(['true', 'false']).transform((v) => v === 'true');

export const listSpec = {
  includes: ['content_blocks'],
  filters: { page_type: typeList, locale: z.enum(LOCALES), q: filterText, is_published: booleanFilter },
  sorts: ['title', 'created_at', 'updated_at', 'published_at', 'slug'],
  defaultSort: '-updated_at',
} as const;

export const showSpec = { includes: ['content_blocks'] } as const;

export const bySlugSpec = {
  includes: ['content_blocks'],
  filters: { slug: z.string().max(100), locale: z.enum(LOCALES), page_type: z.enum(PAGE_TYPES) },
} as const;

export const newsSpec = {
  filters: { locale: z.enum(LOCALES), page_type: z.enum(NEWS_FEED_PAGE_TYPES), featured: booleanFilter },
} as const;

export const publicMenusSpec = { filters: { locale: z.enum(LOCALES) } } as const;
