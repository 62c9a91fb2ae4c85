/**
 * The addresses the public site may link to or show as an image (docs/domain.md): site-relative paths and
 * http(s) (links also in-page anchors, mailto and tel), so no javascript: or data: URL reaches a page. The content
 * blocks, the page and stock image attributes and the menus all check with these.
 */
import { z } from 'zod';

// Control characters and whitespace never belong in a link; browsers strip some of them ("java\tscript:").
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * Whether a link may be rendered: a site-relative path ("/nieuws", not "//host"), an in-page anchor, or an
 * absolute http(s), mailto or tel URL. Everything else (javascript:, data:, vbscript:, …) is refused.
 */
export function isSafeHref(href: string): boolean {
  if (href === '' || UNSAFE_URL_CHARS.test(href)) return false;
  if (href.startsWith('#')) return true;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (/^(mailto|tel):[^\s]+$/i.test(href)) return true;
  return isHttpUrl(href);
}

/** An image address: a site-relative path or an absolute http(s) URL. */
export function isSafeImageUrl(url: string): boolean {
  if (url === '' || UNSAFE_URL_CHARS.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  return isHttpUrl(url);
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** An image address (see isSafeImageUrl). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: value });
    else if (!isSafeImageUrl(value)) ctx.addIssue({ code: 'invalid_format', format: 'url', input: value });
  });
