/**
 * Responsive images of the public site. A block stores an image as one address; when that address is an uploaded
 * media file, the upload also made smaller WebP and AVIF copies (server/resources/media-files/images.ts). The
 * public page API sends those variants along (meta.images), and the blocks turn them into srcset, sizes and the
 * intrinsic width and height. Any other address (stock images, external URLs) stays a plain src.
 * Pure: the backend collects the addresses with it, the web parses and renders with it, unit tests cover both.
 */
import type { ImageVariant } from '@/domain/content';

export interface MediaImage {
  url: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

/** Media images of one page by their stored address. */
export type MediaImageIndex = Readonly<Record<string, MediaImage>>;

/** Setting keys that hold an image address (camelCase as stored, snake_case as sent). */
const IMAGE_KEYS = new Set(['imageUrl', 'image_url', 'url', 'featuredImageUrl', 'featured_image_url', 'ogImageUrl', 'og_image_url']);
/** A page holds a few dozen images at most; more is not worth one lookup. */
export const MAX_PAGE_IMAGES = 200;

/**
 * Every image address in block settings (and any other values passed), found by key so a new block type with
 * an `imageUrl` needs no change here. Nested arrays and objects (slideshow images, cards, logos) are walked.
 */
export function imageAddresses(values: readonly unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 6 || found.size >= MAX_PAGE_IMAGES || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string') {
        if (IMAGE_KEYS.has(key) && inner !== '' && found.size < MAX_PAGE_IMAGES) found.add(inner);
      } else walk(inner, depth + 1);
    }
  };
  for (const value of values) walk(value, 0);
  return [...found];
}

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** The images of a page response's meta, keyed by address; anything malformed is left out. */
export function toMediaImageIndex(value: unknown): MediaImageIndex {
  const index: Record<string, MediaImage> = {};
  if (!Array.isArray(value)) return index;
  for (const raw of value as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.url !== 'string' || r.url === '') continue;
    const variants = (Array.isArray(r.variants) ? (r.variants as unknown[]) : []).flatMap((v): ImageVariant[] => {
      if (!v || typeof v !== 'object') return [];
      const x = v as Record<string, unknown>;
      const width = positive(x.width);
      const height = positive(x.height);
      if (typeof x.url !== 'string' || typeof x.format !== 'string' || !width || !height) return [];
      return [{ format: x.format, width, height, url: x.url }];
    });
    index[r.url] = { url: r.url, width: positive(r.width), height: positive(r.height), variants };
  }
  return index;
}

export interface ResponsiveImage {
  src: string;
  /** WebP widths for the <img>; absent for a plain image. */
  srcSet?: string;
  /** AVIF widths for a <source>: smaller files where the browser reads them. */
  avifSrcSet?: string;
  /** Intrinsic size of the largest variant, so the browser reserves the space before the file arrives. */
  width?: number;
  height?: number;
}

const srcSetOf = (variants: readonly ImageVariant[]) =>
  [...variants]
    .sort((a, b) => a.width - b.width)
    .filter((v, i, all) => i === 0 || all[i - 1]!.width !== v.width)
    // A space or comma would end the candidate early.
    .map((v) => `${v.url.replace(/ /g, '%20').replace(/,/g, '%2C')} ${v.width}w`)
    .join(', ');

/** What an <img> (and its <picture> source) gets for an address: its variants when it is a media image. */
export function responsiveImage(src: string, images: MediaImageIndex | undefined): ResponsiveImage {
  const media = images?.[src];
  if (!media || media.variants.length === 0) return { src };
  const webp = media.variants.filter((v) => v.format === 'webp');
  const avif = media.variants.filter((v) => v.format === 'avif');
  if (webp.length === 0) return { src };
  const largest = webp.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    // The largest WebP: what a browser without srcset support shows.
    src: largest.url,
    srcSet: srcSetOf(webp),
    ...(avif.length ? { avifSrcSet: srcSetOf(avif) } : {}),
    width: largest.width,
    height: largest.height,
  };
}
