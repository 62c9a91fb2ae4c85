/** The page settings form: SEO fields, summary, featured, slug, type, language and the published flag. */
import { z } from 'zod';
import { pageAttributesSchema, SLUG_PATTERN } from '@/domain/pages';
import type { PageView } from '@/lib/shared/content/views';

const fields = pageAttributesSchema.shape;

const optional = (max: number) => z.string().trim().max(max);

export const pageFormSchema = z.object({
  title: fields.title,
  // Empty: the server derives it from the title (and '' is the home page only for default pages, server-checked).
  // The pattern without the API's message key, so the form shows its own translated default message.
  slug: z
    .string()
    .trim()
    .max(100)
    .refine((s) => s === '' || SLUG_PATTERN.test(s)),
  pageType: fields.pageType,
  locale: fields.locale,
  isPublished: z.boolean(),
  showTitleOnPage: z.boolean(),
  featured: z.boolean(),
  summary: optional(1000),
  featuredImageUrl: optional(2000),
  metaTitle: optional(200),
  metaDescription: optional(500),
  ogTitle: optional(200),
  ogDescription: optional(500),
});

export type PageFormValues = z.input<typeof pageFormSchema>;

export function pageFormValues(page: PageView | null): PageFormValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    pageType: page?.pageType ?? 'default',
    locale: page?.locale ?? 'nl',
    isPublished: page?.isPublished ?? false,
    showTitleOnPage: page?.showTitleOnPage ?? true,
    featured: page?.featured ?? false,
    summary: page?.summary ?? '',
    featuredImageUrl: page?.featuredImageUrl ?? '',
    metaTitle: page?.metaTitle ?? '',
    metaDescription: page?.metaDescription ?? '',
    ogTitle: page?.ogTitle ?? '',
    ogDescription: page?.ogDescription ?? '',
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** API attributes; on create an empty slug is left out so the server suggests one from the title. */
export function toPageAttributes(values: z.output<typeof pageFormSchema>, creating: boolean): Record<string, unknown> {
  return {
    title: values.title,
    ...(creating && values.slug === '' ? {} : { slug: values.slug }),
    pageType: values.pageType,
    locale: values.locale,
    isPublished: values.isPublished,
    showTitleOnPage: values.showTitleOnPage,
    featured: values.featured,
    summary: orNull(values.summary),
    featuredImageUrl: orNull(values.featuredImageUrl),
    metaTitle: orNull(values.metaTitle),
    metaDescription: orNull(values.metaDescription),
    ogTitle: orNull(values.ogTitle),
    ogDescription: orNull(values.ogDescription),
  };
}
