/**
 * Markdown blocks are stored as their source and turned into HTML only when rendered; the HTML then passes the
 * same allow-list as every other editor text, so raw HTML or javascript: links in the source never reach a page.
 */
import { Marked } from 'marked';
import { sanitizeRichText } from './sanitize';

// A private instance: global marked.use() calls elsewhere cannot change how content is rendered.
const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Safe HTML for a Markdown source. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown ?? '', { async: false });
  return sanitizeRichText(html);
}
