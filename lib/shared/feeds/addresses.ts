/**
 * The open feeds' addresses on a center's host (docs/api.md#open-feeds), for the /open-data page and the
 * auto-discovery links of the bank and the news pages. English feeds carry `locale=en`; a vacancy feed may carry the
 * bank's own filters (the same query as the bank's address).
 */
import type { Metadata } from 'next';
import type { Locale } from '@/domain/values';

const FEED_BASE_PATH = '/api/v1/public/feeds';

export type FeedKind = 'vacancies' | 'news';
export type FeedFormat = 'rss' | 'json';

const FEED_MEDIA_TYPES: Record<FeedFormat, string> = { rss: 'application/rss+xml', json: 'application/feed+json' };

export function feedUrl(origin: string, kind: FeedKind, format: FeedFormat, locale: Locale, query?: URLSearchParams): string {
  const params = new URLSearchParams(query);
  if (locale !== 'nl') params.set('locale', locale);
  const search = params.toString();
  return `${origin.replace(/\/$/, '')}${FEED_BASE_PATH}/${kind}.${format}${search ? `?${search}` : ''}`;
}

/** `alternates.types` of a page's metadata: its RSS and JSON feeds, which Next renders as <link rel="alternate">. */
export function feedAlternates(
  origin: string,
  kind: FeedKind,
  locale: Locale,
  titles: Record<FeedFormat, string>,
  query?: URLSearchParams,
): NonNullable<NonNullable<Metadata['alternates']>['types']> {
  return {
    [FEED_MEDIA_TYPES.rss]: [{ url: feedUrl(origin, kind, 'rss', locale, query), title: titles.rss }],
    [FEED_MEDIA_TYPES.json]: [{ url: feedUrl(origin, kind, 'json', locale, query), title: titles.json }],
  };
}
