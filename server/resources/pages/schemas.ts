/** The contract of page writes and of the block list replacement (PUT /pages/{id}/content_blocks). */
import { z } from 'zod';
import { imageUrlSchema } from '@/lib/shared/content/blocks';
import { SLUG_PATTERN } from '@/lib/shared/content/links';
import { locales, pageLayouts, pageTypes } from '../../db/schema/enums';
import { NEWS_FEED_PAGE_TYPES } from '../../../domain/content';
import { filterText } from '../../jsonapi/query';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const optionalImage = imageUrlSchema
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

/** '' is the home page; whether it is allowed depends on the page type (checked by the service). */
export const slugSchema = z
  .string()
  .trim()
  .max(100)
  .refine((s) => s === '' || SLUG_PATTERN.test(s), { message: 'contentApi.validation.slug' });

export const pageAttributes = z
  .object({
    pageType: z.enum(pageTypes),
    pageLayout: z.enum(pageLayouts),
    locale: z.enum(locales),
    title: text(200).min(1),
    slug: slugSchema,
    showTitleOnPage: z.boolean(),
    isPublished: z.boolean(),
    /** Only to back-date news; publishing without it stamps the current time. */
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    summary: optionalText(1000),
    featured: z.boolean(),
    featuredImageUrl: optionalImage,
    metaTitle: optionalText(200),
    metaDescription: optionalText(500),
    ogTitle: optionalText(200),
    ogDescription: optionalText(500),
    ogImageUrl: optionalImage,
    translationKey: optionalText(100),
  })
  .strict();

export const pageCreate = pageAttributes.partial().required({ title: true }).strict();
export const pageUpdate = pageAttributes.partial().strict();

export type PageCreate = z.output<typeof pageCreate>;
export type PageUpdate = z.output<typeof pageUpdate>;

export const MAX_BLOCKS = 100;

/** One entry of the PUT body before its settings are validated against the schema of its type. */
export const blockEntry = z.object({
  type: z.literal('content_blocks'),
  id: z.union([z.string().regex(/^\d{1,9}$/), z.number().int().positive()]).optional(),
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
