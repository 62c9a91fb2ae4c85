/**
 * The open feeds' documents (docs/api.md#open-feeds): RSS 2.0 and JSON Feed 1.1 of the same items, and the HTTP
 * validators a feed reader revalidates with. Pure (no I/O), so the backend builds them and tests can read them.
 */
export interface FeedItem {
  /** A stable id: the item's absolute URL. */
  id: string;
  url: string;
  title: string;
  /** Plain text (never markup): what a reader shows under the title. */
  summary: string | null;
  publishedAt: Date | null;
  updatedAt: Date | null;
  tags: string[];
  /** Who offers it: the vacancy's organization; none for news. */
  author: string | null;
  imageUrl: string | null;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed mirrors (the vacancy bank with the same filters, or the news list), absolute. */
  homeUrl: string;
  /** This document's own address, absolute. */
  selfUrl: string;
  language: string;
}

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const JSON_FEED_CONTENT_TYPE = 'application/feed+json; charset=utf-8';

/** Characters XML 1.0 does not allow at all (C0 controls other than tab, newline, carriage return; lone surrogates). */
const XML_INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an XML element or attribute: markup characters escaped, characters XML cannot carry dropped. */
function xmlEscape(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The newest change of the items (published or updated), or null for an empty feed. */
export function lastModifiedOf(items: readonly FeedItem[]): Date | null {
  let newest: number | null = null;
  for (const item of items)
    for (const date of [item.publishedAt, item.updatedAt])
      if (date && (newest === null || date.getTime() > newest)) newest = date.getTime();
  return newest === null ? null : new Date(newest);
}

const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${xmlEscape(value)}</${name}>` : '');

export function rssDocument(channel: FeedChannel, items: readonly FeedItem[]): string {
  const built = lastModifiedOf(items);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.homeUrl),
    element('description', channel.description),
    element('language', channel.language),
    built ? element('lastBuildDate', built.toUTCString()) : '',
    `<atom:link href="${xmlEscape(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) =>
      [
        '<item>',
        element('title', item.title),
        element('link', item.url),
        `<guid isPermaLink="true">${xmlEscape(item.id)}</guid>`,
        element('description', item.summary),
        item.publishedAt ? element('pubDate', item.publishedAt.toUTCString()) : '',
        element('dc:creator', item.author),
        ...item.tags.map((tag) => element('category', tag)),
        item.imageUrl ? `<enclosure url="${xmlEscape(item.imageUrl)}" length="0" type="${imageType(item.imageUrl)}"/>` : '',
        '</item>',
      ]
        .filter(Boolean)
        .join(''),
    ),
    '</channel>',
    '</rss>',
  ];
  return lines.filter(Boolean).join('\n') + '\n';
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1): version, title and items are required; each item an id and content. */
export function jsonFeedDocument(channel: FeedChannel, items: readonly FeedItem[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.homeUrl,
    feed_url: channel.selfUrl,
    description: channel.description,
    language: channel.language,
    items: items.map((item) => ({
      id: item.id,
      url: item.url,
      title: item.title,
      content_text: item.summary ?? item.title,
      ...(item.summary ? { summary: item.summary } : {}),
      ...(item.imageUrl ? { image: item.imageUrl } : {}),
      ...(item.publishedAt ? { date_published: item.publishedAt.toISOString() } : {}),
      ...(item.updatedAt ? { date_modified: item.updatedAt.toISOString() } : {}),
      ...(item.tags.length ? { tags: item.tags } : {}),
      ...(item.author ? { authors: [{ name: item.author }] } : {}),
    })),
  });
}

function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  if (extension === 'png') return 'image/png';
  if (extension === 'webp') return 'image/webp';
  if (extension === 'avif') return 'image/avif';
  if (extension === 'gif') return 'image/gif';
  if (extension === 'svg') return 'image/svg+xml';
  return 'image/jpeg';
}

/**
 * Whether a conditional GET may be answered 304 (RFC 9110 §13.2.2): If-None-Match decides when sent (any listed
 * tag equal, weak or not, or "*"); only without it does If-Modified-Since count, against the newest item's date to
 * the second.
 */
export function notModified(
  request: { ifNoneMatch?: string | null; ifModifiedSince?: string | null },
  etag: string,
  lastModified: Date | null,
) {
  if (request.ifNoneMatch) {
    const opaque = etag.replace(/^W\//, '');
    return request.ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t.replace(/^W\//, '') === opaque;
    });
  }
  if (request.ifModifiedSince && lastModified) {
    const since = Date.parse(request.ifModifiedSince);
    return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}
