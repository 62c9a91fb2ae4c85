/**
 * Resizes an uploaded image into the widths the public site serves (srcset), as WebP and AVIF. Never upscales:
 * an image narrower than a width gets no variant of that width (but always one at its own width). The output
 * carries no metadata, so camera EXIF data (GPS) of the upload is not published.
 */
import sharp from 'sharp';

export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_FORMATS = ['webp', 'avif'] as const;
/** Decompression bombs: a small file may declare an enormous canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageVariant {
  format: (typeof MEDIA_FORMATS)[number];
  width: number;
  height: number;
  bytes: Uint8Array<ArrayBuffer>;
}

export class UnreadableImageError extends Error {}

export async function imageVariants(input: Uint8Array): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
  let width: number;
  let height: number;
  try {
    // rotate(): the variants are upright even when the camera only recorded the orientation.
    const info = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer({ resolveWithObject: true });
    width = info.info.width;
    height = info.info.height;
  } catch {
    throw new UnreadableImageError('unreadable image');
  }
  const widths = [
    ...new Set([...MEDIA_WIDTHS.filter((w) => w < width), Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? width)]),
  ].sort((a, b) => a - b);
  const variants: ImageVariant[] = [];
  for (const target of widths) {
    for (const format of MEDIA_FORMATS) {
      const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: target, withoutEnlargement: true });
      const encoded = format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.avif({ quality: 50, effort: 2 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, bytes: new Uint8Array(data) });
    }
  }
  return { width, height, variants };
}
