/**
 * Cleans validated block settings before they are stored. The zod schemas already refuse unsafe links; here
 * rich-text fields pass the shared HTML allow-list, Markdown loses raw HTML and script-scheme link targets (it is
 * sanitized again when rendered), and every other text loses markup it was never meant to carry, so stored
 * settings hold no script whichever renderer reads them later.
 */
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_FIELDS } from '@/lib/shared/content/blocks';
import type { ContentBlockType } from '@/domain/content';
import { sanitizeRichText } from '@/lib/shared/html/sanitize';

export function sanitizeBlockSettings(type: ContentBlockType, settings: Record<string, unknown>): Record<string, unknown> {
  const rich = new Set(RICH_TEXT_FIELDS[type] ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (typeof value === 'string' && rich.has(key)) out[key] = sanitizeRichText(value);
    else if (typeof value === 'string' && type === 'Markdown' && key === 'markdown') out[key] = cleanMarkdownSource(value);
    else out[key] = cleanPlain(value);
  }
  return out;
}

const SCRIPT_SCHEME = String.raw`(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a)\s*:`;

/** Markdown source without raw HTML (tags, comments) and without javascript:/vbscript:/data: link targets. */
export function cleanMarkdownSource(markdown: string): string {
  let out = markdown;
  let previous: string;
  // Repeated: removing one tag can join the halves of another ("<scr<b>ipt>").
  do {
    previous = out;
    out = out.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<\/?[a-zA-Z!?][^<>]*>/g, '');
  } while (out !== previous);
  return out
    .replace(new RegExp(String.raw`\]\(\s*<?\s*${SCRIPT_SCHEME}[^)]*\)`, 'gi'), '](#)')
    .replace(new RegExp(String.raw`^(\s{0,3}\[[^\]]+\]:\s*)<?\s*${SCRIPT_SCHEME}\S*`, 'gim'), '$1#');
}

/**
 * The plain-text attributes of a page (title, summary, SEO fields) without markup: they end up in meta tags and
 * JSON-LD as well as in the page, so no renderer has to be trusted to escape them.
 */
export function cleanPageText<T extends Record<string, unknown>>(attrs: T): T {
  const out: Record<string, unknown> = { ...attrs };
  for (const key of PAGE_TEXT_FIELDS) if (typeof out[key] === 'string') out[key] = cleanPlain(out[key]);
  return out as T;
}

const PAGE_TEXT_FIELDS = ['title', 'summary', 'metaTitle', 'metaDescription', 'ogTitle', 'ogDescription'] as const;

/** Plain text: markup removed (its text kept), entities decoded back, since the renderer escapes on output. */
function cleanPlain(value: unknown): unknown {
  if (typeof value === 'string') {
    // Repeated: decoding "&lt;script&gt;" after one pass would otherwise bring a tag back.
    let text = value;
    for (let i = 0; i < 5 && text.includes('<'); i++) {
      const next = stripTags(text);
      if (next === text) break;
      text = next;
    }
    return text;
  }
  if (Array.isArray(value)) return value.map(cleanPlain);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanPlain(v)]));
  return value;
}

function stripTags(value: string): string {
  const text = sanitizeHtml(value, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
