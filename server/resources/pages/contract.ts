/**
 * The query specs of /api/v1/pages and of the public content routes (public-routes.ts), shared by their routers
 * and the OpenAPI description (server/openapi), which must not import a router.
 */
import { z } from 'zod';
import { NEWS_FEED_PAGE_TYPES } from '../../../domain/content';
import { locales, pageTypes } from '../../db/schema/enums';
import { filterText } from '../../jsonapi/query';

const typeList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(pageTypes)).min(1));
const booleanFilter = z.enum(['true', 'false']).transform((v) => v === 'true');

export const listSpec = {
  includes: ['content_blocks'],
  filters: { page_type: typeList, locale: z.enum(locales), q: filterText, is_published: booleanFilter },
  sorts: ['title', 'created_at', 'updated_at', 'published_at', 'slug'],
  defaultSort: '-updated_at',
} as const;

export const showSpec = { includes: ['content_blocks'] } as const;

export const bySlugSpec = {
  includes: ['content_blocks'],
  filters: { slug: z.string().max(100), locale: z.enum(locales), page_type: z.enum(pageTypes) },
} as const;

export const newsSpec = {
  filters: { locale: z.enum(locales), page_type: z.enum(NEWS_FEED_PAGE_TYPES), featured: booleanFilter },
} as const;

export const publicMenusSpec = { filters: { locale: z.enum(locales) } } as const;
