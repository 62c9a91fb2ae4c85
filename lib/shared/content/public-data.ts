/**
 * What the public site renders, read from the API's deserialized resources: content pages with their blocks,
 * news summaries and menus. Pure (no server-only imports) so the unit tests cover the parsing.
 * A block whose stored settings no longer pass its schema is skipped rather than breaking the whole page.
 */
import { isPageType, type PageType } from '@/domain/content';
import type { Locale } from '@/domain/values';
import type { Resource } from '@/lib/shared/api/jsonapi';
import { type ContentBlock, isContentBlockType, parseBlockSettings } from './blocks';
import type { MediaImageIndex } from './images';
import { pagePath } from './links';

export interface PublicPage {
  id: string;
  pageType: PageType;
  locale: Locale;
  title: string;
  slug: string;
  showTitleOnPage: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
  summary: string | null;
  featured: boolean;
  featuredImageUrl: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImageUrl: string | null;
  translationKey: string | null;
  /** Path below the center and locale, e.g. "/nieuws/x" ("/" for the home page). */
  path: string;
}

export interface PublicContentPage extends PublicPage {
  blocks: (ContentBlock & { id: string })[];
  /** Size variants of the uploaded images the page shows, by address (lib/shared/content/images). */
  images?: MediaImageIndex;
}

export interface MenuLink {
  id: string;
  name: string;
  href: string | null;
  children: MenuLink[];
}

export interface PublicMenus {
  header: MenuLink[];
  footer: MenuLink[];
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function toPublicPage(resource: Resource): PublicPage {
  const pageType: PageType = isPageType(resource.pageType) ? resource.pageType : 'default';
  const slug = typeof resource.slug === 'string' ? resource.slug : '';
  return {
    id: resource.id,
    pageType,
    locale: resource.locale === 'en' ? 'en' : 'nl',
    title: typeof resource.title === 'string' ? resource.title : '',
    slug,
    showTitleOnPage: resource.showTitleOnPage !== false,
    publishedAt: str(resource.publishedAt),
    updatedAt: str(resource.updatedAt),
    summary: str(resource.summary),
    featured: resource.featured === true,
    featuredImageUrl: str(resource.featuredImageUrl),
    metaTitle: str(resource.metaTitle),
    metaDescription: str(resource.metaDescription),
    ogTitle: str(resource.ogTitle),
    ogDescription: str(resource.ogDescription),
    ogImageUrl: str(resource.ogImageUrl),
    translationKey: str(resource.translationKey),
    path: pagePath({ pageType, slug }),
  };
}

/** The block resources of a page in position order, each with settings parsed by its type's schema. */
export function toBlocks(resources: readonly Resource[]): PublicContentPage['blocks'] {
  return [...resources]
    .filter((r) => r.type === 'content_blocks')
    .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
    .flatMap((r) => {
      if (!isContentBlockType(r.blockType)) return [];
      const parsed = parseBlockSettings(r.blockType, r.settings ?? {});
      if (!parsed.success) return [];
      return [{ id: r.id, blockType: r.blockType, settings: parsed.data } as ContentBlock & { id: string }];
    });
}

export function toContentPage(resource: Resource): PublicContentPage {
  const blocks = Array.isArray(resource.contentBlocks) ? (resource.contentBlocks as Resource[]) : [];
  return { ...toPublicPage(resource), blocks: toBlocks(blocks) };
}

function toMenuLink(resource: Resource, depth: number): MenuLink {
  const children = depth === 0 && Array.isArray(resource.children) ? (resource.children as Resource[]) : [];
  return {
    id: resource.id,
    name: typeof resource.name === 'string' ? resource.name : '',
    href: str(resource.href),
    children: [...children].sort(byPosition).map((child) => toMenuLink(child, depth + 1)),
  };
}

const byPosition = (a: Resource, b: Resource) => Number(a.position ?? 0) - Number(b.position ?? 0);

/** Header and footer menus; items without a target and without children are left out. */
export function toMenus(resources: readonly Resource[]): PublicMenus {
  const menus: PublicMenus = { header: [], footer: [] };
  for (const menu of resources) {
    if (menu.key !== 'header' && menu.key !== 'footer') continue;
    const items = Array.isArray(menu.menuItems) ? (menu.menuItems as Resource[]) : [];
    menus[menu.key] = [...items]
      .sort(byPosition)
      .map((item) => toMenuLink(item, 0))
      .filter((link) => link.href !== null || link.children.length > 0);
  }
  return menus;
}

/** Page numbers to show in a pager: first, last, and the neighbours of the current page; null marks a gap. */
export function pagerPages(current: number, total: number): (number | null)[] {
  if (total <= 1) return [];
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && n - previous > 1) out.push(null);
    out.push(n);
  }
  return out;
}

/** A positive page number from a search param; anything else is page 1. */
export function parsePageNumber(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
