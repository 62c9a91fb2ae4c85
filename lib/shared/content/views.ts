/** Client-side shapes of the content API's resources (deserialized: camelCase, attributes on the resource). */
import type { Resource } from '@/lib/shared/api';
import { CONTENT_BLOCK_TYPES, isContentBlockType } from '@/lib/shared/content/blocks';
import { isPageType, type MediaFileWire, type MenuLinkType, PAGE_TYPES, type PageType, type StockImageWire } from '@/domain/content';
import type { Locale } from '@/domain/values';

export { PAGE_TYPES };
export type BlockType = (typeof CONTENT_BLOCK_TYPES)[number];

export interface PageView {
  id: string;
  pageType: PageType;
  locale: Locale;
  title: string;
  slug: string;
  isPublished: boolean;
  publishedAt: string | null;
  summary: string | null;
  featured: boolean;
  featuredImageUrl: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  showTitleOnPage: boolean;
  updatedAt: string | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);

export function toPageView(r: Resource): PageView {
  const pageType: PageType = isPageType(r.pageType) ? r.pageType : 'default';
  return {
    id: r.id,
    pageType,
    locale: r.locale === 'en' ? 'en' : 'nl',
    title: str(r.title) ?? '',
    slug: str(r.slug) ?? '',
    isPublished: r.isPublished === true,
    publishedAt: str(r.publishedAt),
    summary: str(r.summary),
    featured: r.featured === true,
    featuredImageUrl: str(r.featuredImageUrl),
    metaTitle: str(r.metaTitle),
    metaDescription: str(r.metaDescription),
    ogTitle: str(r.ogTitle),
    ogDescription: str(r.ogDescription),
    showTitleOnPage: r.showTitleOnPage !== false,
    updatedAt: str(r.updatedAt),
  };
}

/** A block in the editor: `key` is stable across reorders (new blocks have no server id yet). */
export interface EditorBlock {
  key: string;
  id: string | null;
  blockType: BlockType;
  settings: Record<string, unknown>;
}

let counter = 0;
export const newBlockKey = () => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function toEditorBlocks(resources: readonly Resource[]): EditorBlock[] {
  return [...resources]
    .filter((r) => isContentBlockType(r.blockType))
    .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
    .map((r) => ({
      key: `block-${r.id}`,
      id: r.id,
      blockType: r.blockType as BlockType,
      settings: typeof r.settings === 'object' && r.settings !== null ? (r.settings as Record<string, unknown>) : {},
    }));
}

export interface MenuItemView {
  id: string;
  name: string;
  linkType: MenuLinkType;
  pageId: string | null;
  systemPage: string | null;
  url: string | null;
  parentId: string | null;
  position: number;
  href: string | null;
}

export function toMenuItemView(r: Resource): MenuItemView {
  const linkType = r.linkType === 'page' || r.linkType === 'system_page' ? r.linkType : 'url';
  const id = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: r.id,
    name: str(r.name) ?? '',
    linkType,
    pageId: id(r.pageId),
    systemPage: str(r.systemPage),
    url: str(r.url),
    parentId: id(r.parentId),
    position: Number(r.position ?? 0),
    href: str(r.href),
  };
}

export interface MenuView {
  id: string;
  key: 'header' | 'footer';
  locale: Locale;
  name: string;
}

export const toMenuView = (r: Resource): MenuView => ({
  id: r.id,
  key: r.key === 'footer' ? 'footer' : 'header',
  locale: r.locale === 'en' ? 'en' : 'nl',
  name: str(r.name) ?? '',
});

/** The served attributes (domain/content.ts) the media library shows: the smallest copy as the thumbnail. */
export interface MediaFileView extends Pick<
  MediaFileWire,
  'fileName' | 'url' | 'contentType' | 'byteSize' | 'width' | 'height' | 'altText'
> {
  id: string;
  thumbnailUrl: string;
  createdAt: string | null;
}

export function toMediaFileView(r: Resource): MediaFileView {
  const url = str(r.url) ?? '';
  const variants = Array.isArray(r.variants) ? (r.variants as { url?: unknown; width?: unknown; format?: unknown }[]) : [];
  // The smallest WebP variant is the thumbnail; the original when there are none (e.g. an SVG).
  const thumb = variants
    .filter((v) => typeof v.url === 'string' && v.format === 'webp')
    .sort((a, b) => Number(a.width) - Number(b.width))[0];
  return {
    id: r.id,
    fileName: str(r.fileName) ?? '',
    url,
    contentType: str(r.contentType) ?? '',
    byteSize: Number(r.byteSize ?? 0),
    width: typeof r.width === 'number' ? r.width : null,
    height: typeof r.height === 'number' ? r.height : null,
    altText: str(r.altText),
    thumbnailUrl: typeof thumb?.url === 'string' ? thumb.url : url,
    createdAt: str(r.createdAt),
  };
}

/** The served attributes (domain/content.ts) the stock image screens show and edit. */
export interface StockImageView extends Pick<StockImageWire, 'name' | 'imageUrl' | 'keywords' | 'shared'> {
  id: string;
  description: string | null;
  shortDescription: string | null;
}

export const toStockImageView = (r: Resource): StockImageView => ({
  id: r.id,
  name: str(r.name) ?? '',
  description: str(r.description),
  shortDescription: str(r.shortDescription),
  imageUrl: str(r.imageUrl) ?? '',
  keywords: Array.isArray(r.keywords) ? r.keywords.filter((k): k is string => typeof k === 'string') : [],
  shared: r.shared === true,
});

export const asList = (data: unknown): Resource[] => (Array.isArray(data) ? (data as Resource[]) : []);
export const totalOf = (meta: Record<string, unknown>, fallback: number) => Number(meta.totalCount ?? fallback);
