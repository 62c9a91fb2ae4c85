/**
 * Schema for an uploaded image (docs/domain.md#validation image-size message): `imageFile({ maxBytes: 2 * 1024 * 1024 })`.
 * The form's error map turns a too-large file into "The file for {field} must be smaller than 2 MB".
 * Wrap in `.optional()` (or `.nullable()`) when the image may be left empty.
 */
import * as z from 'zod';

/** Raster formats only: SVG can carry scripts, so it is not accepted from uploads by default. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export interface ImageFileOptions {
  /** The largest allowed size in bytes (the file must be at most this large). */
  maxBytes: number;
  types?: readonly string[];
}

export function imageFile({ maxBytes, types = IMAGE_MIME_TYPES }: ImageFileOptions) {
  return z
    .file()
    .max(maxBytes)
    .mime([...types]);
}
