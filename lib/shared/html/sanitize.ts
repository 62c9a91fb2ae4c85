/**
 * The one place HTML from editors (tiptap descriptions, rich-text and Markdown blocks) is cleaned before it is
 * stored: an allow-list of formatting tags, links limited to http(s), mailto and tel and opened safely, no
 * attributes that could carry script or styles. Rendering trusts stored HTML only because it passed here.
 */
import sanitizeHtml from 'sanitize-html';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text of removed script-like elements is dropped too, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : { ...attribs, target: '', rel: '' },
      };
    },
    b: 'strong',
    i: 'em',
  },
};

/** Editor HTML made safe to store and render. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html ?? '', RICH_TEXT)
    .replace(/ target="" rel=""/g, '')
    .trim();
}

/** The visible text of (sanitized or not) HTML, whitespace collapsed: for search vectors, summaries and meta tags. */
export function htmlToText(html: string): string {
  // A space at block boundaries keeps "<li>one</li><li>two</li>" from becoming "onetwo".
  const spaced = (html ?? '').replace(/<(\/?(p|li|h[1-6]|div|blockquote|ul|ol|tr|td)|br)\b[^>]*>/gi, ' $&');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
  });
  return decodeEntities(text.replace(/\s+/g, ' ').trim());
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
