/** The public site's content (docs/domain.md): page types and layouts, content block types, menus, the stock image library. */
import { z } from 'zod';
import { imageUrlSchema } from './links';
import { type Holder, isAdmin, isSiteManager } from './roles';
import { isOneOf } from './values';

/** One order everywhere: the database enum's, which the admin selects follow. */
export const PAGE_TYPES = ['news', 'success_story', 'default'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const isPageType = (value: unknown): value is PageType => isOneOf(PAGE_TYPES, value);

/** The page types that the public news feed lists (GET /api/v1/public/news); news when none is asked for. */
export const NEWS_FEED_PAGE_TYPES = ['news', 'success_story'] as const satisfies readonly PageType[];
export type NewsFeedPageType = (typeof NEWS_FEED_PAGE_TYPES)[number];

export const PAGE_LAYOUTS = ['default', 'wide'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

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

/**
 * Changing a stock image. The shared library (images without a center) is seen by every center of every tenant,
 * while an admin's reach is one tenant (docs/decisions.md): so only a platform admin, an admin acting in the
 * platform's own tenant (`inPlatformTenant`), may change it. A center's own images are its site managers'.
 */
export const mayWriteStockImage = (actor: Holder, image: { volunteerCenterId: unknown }, inPlatformTenant: boolean): boolean =>
  image.volunteerCenterId === null ? inPlatformTenant && isAdmin(actor) : isSiteManager(actor);
