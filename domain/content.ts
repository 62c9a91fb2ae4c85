/** The public site's content (docs/domain.md): page types and layouts, content block types, menus, the stock image library. */
import { z } from 'zod';
import { imageUrlSchema } from './links';
import { type Holder, isAdmin, isSiteManager } from './roles';
import { isOneOf, type Wire } from './values';

/** One order everywhere: the database enum's, which the admin selects follow. */
export const PAGE_TYPES = ['news', 'success_story', 'default'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const isPageType = (value: unknown): value is PageType => isOneOf(PAGE_TYPES, value);

/** The page types that the public news feed lists (GET /api/v1/public/news); news when none is asked for. */
export const NEWS_FEED_PAGE_TYPES = ['news', 'success_story'] as const satisfies readonly PageType[];
export type NewsFeedPageType = (typeof NEWS_FEED_PAGE_TYPES)[number];

export const PAGE_LAYOUTS = ['default', 'wide'] as const;

/** The nineteen block types; each has its settings schema in lib/shared/content/blocks.ts. */
export const CONTENT_BLOCK_TYPES = [
  'Markdown',
  'Image',
  'ImageTextButtons',
  'FourCards',
  'DynamicCards',
  'YouTube',
  'TextWithUsps',
  'QuoteBlock',
  'PhotoSlideshow',
  'PhotoHero',
  'Hotlinks',
  'CallToAction',
  'DualCta',
  'NewsCarousel',
  'SectionTitle',
  'BuilderForm',
  'LogoBar',
  'VacancyCategories',
  'HeroWithSearch',
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];
export const isContentBlockType = (value: unknown): value is ContentBlockType => isOneOf(CONTENT_BLOCK_TYPES, value);

export const MENU_KEYS = ['header', 'footer'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

export const MENU_LINK_TYPES = ['page', 'system_page', 'url'] as const;
export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * A stock image's attributes and the rule of each: the API's create and update contracts
 * (server/resources/stock-images/schemas.ts) and the web's stock image form derive from it.
 */
export const stockImageAttributesSchema = z.object({
  name: z.string().trim().min(1).max(150),
  description: optionalText(2000),
  shortDescription: optionalText(300),
  imageUrl: imageUrlSchema,
  keywords: z
    .array(z.string().trim().toLowerCase().min(1).max(50))
    .max(30)
    .transform((list) => [...new Set(list)]),
  width: z.number().int().min(1).max(20_000).nullable(),
  height: z.number().int().min(1).max(20_000).nullable(),
  /** Part of the shared library of every center (platform admins only). */
  shared: z.boolean(),
});

/** A stock image's attributes as the API serves them (the backend's serializer satisfies this type). */
export type StockImageAttributes = z.output<typeof stockImageAttributesSchema> & { createdAt: Date; updatedAt: Date };

/** The same attributes as JSON carries them to the web. */
export type StockImageWire = Wire<StockImageAttributes>;

/** One size of an uploaded image: a WebP or AVIF copy at one width (server/resources/media-files/images.ts makes them). */
export interface ImageVariant {
  format: string;
  width: number;
  height: number;
  url: string;
}

/**
 * A media file's attributes as the API serves them (the backend's serializer satisfies this type): an uploaded
 * image (its largest WebP copy as `url`, every copy in `variants`) or a PDF. Only the backend writes them, from the
 * upload itself (server/resources/media-files/routes.ts).
 */
export interface MediaFileAttributes {
  fileName: string;
  contentType: string;
  byteSize: number;
  url: string;
  width: number | null;
  height: number | null;
  altText: string | null;
  variants: ImageVariant[];
  createdAt: Date;
}

/** The same attributes as JSON carries them to the web. */
export type MediaFileWire = Wire<MediaFileAttributes>;

/**
 * Changing a stock image. The shared library (images without a center) is seen by every center of every tenant,
 * while an admin's reach is one tenant (docs/decisions.md): so only a platform admin, an admin acting in the
 * platform's own tenant (`inPlatformTenant`), may change it. A center's own images are its site managers'.
 */
export const mayWriteStockImage = (actor: Holder, image: { volunteerCenterId: unknown }, inPlatformTenant: boolean): boolean =>
  image.volunteerCenterId === null ? inPlatformTenant && isAdmin(actor) : isSiteManager(actor);
