/**
 * Pages of the public site (docs/domain.md): the one schema of their attributes, from which the API's validation
 * (server/resources/pages/schemas.ts) and the web's page form (components/content-admin/page-form-schema.ts)
 * derive. Whether '' (the home page) is allowed depends on the page type and is checked by the backend's service.
 * Messages are i18n keys (messages/*.json).
 */
import { z } from 'zod';
import { PAGE_LAYOUTS, PAGE_TYPES } from './content';
import { imageUrlSchema } from './links';
import { LOCALES } from './values';

/** Page slugs: lowercase letters, digits and single dashes between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** '' is the home page (default pages only) or, on create, asks the backend to derive the slug from the title. */
const pageSlugSchema = z
  .string()
  .trim()
  .max(100)
  .refine((s) => s === '' || SLUG_PATTERN.test(s), { message: 'contentApi.validation.slug' });

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
/** An image may also be cleared with ''. */
const optionalImage = imageUrlSchema
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

/** THE list of a page's attributes and the rule of each. */
export const pageAttributesSchema = z
  .object({
    pageType: z.enum(PAGE_TYPES),
    pageLayout: z.enum(PAGE_LAYOUTS),
    locale: z.enum(LOCALES),
    title: text(200).min(1),
    slug: pageSlugSchema,
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

/** The attributes only the backend sets, and publishedAt as stored (a time, not the ISO string written). */
interface PageReadOnlyAttributes {
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A page's attributes as the API serves them (the backend's serializer satisfies this type). */
export type PageAttributes = Omit<z.output<typeof pageAttributesSchema>, 'publishedAt'> & PageReadOnlyAttributes;
