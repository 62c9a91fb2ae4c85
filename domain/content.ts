/** The public site's content (docs/domain.md): page types and layouts, content block types, menus. */
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
