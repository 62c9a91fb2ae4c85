/**
 * What may be uploaded (POST /api/v1/uploads), shared by the backend and the upload fields of the web. Pure.
 *
 * The type is decided by the file's first bytes (magic numbers), never by its name or the browser's claim.
 */
export const UPLOAD_PURPOSES = ['logo', 'logo_dark', 'favicon', 'profile_picture'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);

/** avif and pdf are content media files (server/resources/media-files): avif only as generated variants. */
export type UploadKind = 'png' | 'jpeg' | 'webp' | 'svg' | 'ico' | 'avif' | 'pdf';

export interface UploadKindInfo {
  extension: string;
  contentType: string;
}

export const UPLOAD_KINDS: Readonly<Record<UploadKind, UploadKindInfo>> = Object.freeze({
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  svg: { extension: 'svg', contentType: 'image/svg+xml' },
  ico: { extension: 'ico', contentType: 'image/x-icon' },
  avif: { extension: 'avif', contentType: 'image/avif' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
});

/** Logos may be vector (SVG without scripts); favicons ICO or PNG; profile pictures raster only. */
export const ALLOWED_KINDS: Readonly<Record<UploadPurpose, readonly UploadKind[]>> = Object.freeze({
  logo: ['png', 'jpeg', 'webp', 'svg'],
  logo_dark: ['png', 'jpeg', 'webp', 'svg'],
  favicon: ['ico', 'png'],
  profile_picture: ['png', 'jpeg', 'webp'],
});

/** 2 MB for every image (the image-size message of docs/domain.md#validation names it). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Documents in the media library (PDF) may be larger than images. */
export const MAX_MEDIA_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope and its other fields around the largest allowed file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** No request the API accepts is larger: the web's forwarding route refuses bigger bodies before reading them. */
export const MAX_REQUEST_BODY_BYTES = MAX_MEDIA_DOCUMENT_BYTES + MULTIPART_ENVELOPE_BYTES;

/** The MIME types a file picker should offer for a purpose (a hint only; the server sniffs the bytes). */
export function acceptFor(purpose: UploadPurpose): string[] {
  const types = ALLOWED_KINDS[purpose].map((kind) => UPLOAD_KINDS[kind].contentType);
  return purpose === 'favicon' ? [...types, 'image/vnd.microsoft.icon'] : types;
}

/** A stored file's name: 32 random hex characters and the extension of its sniffed type. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|svg|ico|avif|pdf)$/;

export function contentTypeForName(name: string): string | null {
  const match = STORED_NAME.exec(name);
  if (!match) return null;
  const kind = (Object.keys(UPLOAD_KINDS) as UploadKind[]).find((k) => UPLOAD_KINDS[k].extension === match[1]);
  return kind ? UPLOAD_KINDS[kind].contentType : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The file's type from its content, or null when it is none of the accepted ones. */
export function sniffUploadKind(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  // ICO: reserved 0, type 1, at least one image.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6 && (bytes[4]! > 0 || bytes[5]! > 0)) return 'ico';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-8 text whose root element is <svg>, after an optional BOM, XML declaration, comments and whitespace. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = decodeUtf8(bytes.subarray(0, 4096));
  if (text === null) return false;
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

/**
 * Refuses SVG that could run script or load anything when opened: script elements, event handler attributes,
 * javascript:/data: URLs, foreignObject/iframe/embed/object, external references, DTDs and entities, and
 * stylesheet imports. Logos do not need any of these; refusing is safer than rewriting the markup.
 */
export function svgProblem(bytes: Uint8Array): string | null {
  const text = decodeUtf8(bytes);
  if (text === null) return 'encoding';
  const checks: [string, RegExp][] = [
    ['script', /<\s*script/i],
    ['eventHandler', /\son[a-z]+\s*=/i],
    ['javascriptUrl', /(?:java|vb)script\s*:/i],
    ['dataUrl', /data\s*:\s*(?:text|application)\//i],
    ['embeddedContent', /<\s*(?:foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i],
    ['doctype', /<!\s*(?:DOCTYPE|ENTITY)/i],
    ['stylesheet', /<\?xml-stylesheet|@import/i],
    // Only references inside the file (#id) and embedded raster images.
    ['externalReference', /(?:xlink:)?href\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpe?g|gif|webp)[;,])[^"'\s>]/i],
    ['externalReference', /url\s*\(\s*["']?\s*(?!#)/i],
  ];
  for (const [problem, pattern] of checks) if (pattern.test(text)) return problem;
  return null;
}
