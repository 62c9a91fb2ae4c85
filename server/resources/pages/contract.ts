/**
 * The query specs of /api/v1/pages, shared by its router and the OpenAPI description (server/openapi), which must
 * not import a router.
 */
import { z } from 'zod';
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
