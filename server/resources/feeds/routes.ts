/**
 * /api/v1/public/feeds (docs/api.md#open-feeds): the center's published vacancies and news as RSS 2.0 and JSON Feed
 * 1.1, signed out, on the center's own host. The vacancy feeds take the bank's URL filters (q, vacancy_type, tag,
 * organization_id, age_group_id, postal_code, distance_km, starts_from, starts_until, sort) through the bank's own
 * parser, so a bank address's query gives the same selection; `locale=en` picks English links and news where the
 * tenant has English. ETag and Last-Modified, 304 on If-None-Match / If-Modified-Since, cacheable for 5 minutes.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { isOneOf, LOCALES, type Locale } from '@/domain/values';
import { pagePath } from '@/lib/shared/content/links';
import {
  type FeedChannel,
  type FeedItem,
  JSON_FEED_CONTENT_TYPE,
  RSS_CONTENT_TYPE,
  jsonFeedDocument,
  lastModifiedOf,
  notModified,
  rssDocument,
} from '@/lib/shared/feeds/documents';
import { bankSearchParams, parseBankFilters, type SearchParamsRecord } from '@/lib/shared/vacancies/filters';
import type { AppEnv } from '../../context';
import { translator } from '../../i18n';
import { offeredLocales } from '../menus/menus-document';
import * as pageService from '../pages/service';
import { publicVacanciesOf } from './public-vacancies';

export const feedRoutes = new Hono<AppEnv>();

/** The newest this many items: a reader polls, it does not page. */
const FEED_ITEM_LIMIT = 50;
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

type Format = 'rss' | 'json';

function searchParamsOf(url: URL): SearchParamsRecord {
  const record: SearchParamsRecord = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    record[key] = values.length > 1 ? values : values[0];
  }
  return record;
}

/** `locale` when the center offers it, else Dutch. */
function feedLocale(c: Context<AppEnv>, url: URL): Locale {
  const requested = url.searchParams.get('locale');
  return isOneOf(LOCALES, requested) && offeredLocales(c).includes(requested) ? requested : 'nl';
}

/** An absolute address on the center's own host, /en-prefixed for English. */
function centerLink(c: Context<AppEnv>, locale: Locale, path: string): string {
  return `${c.get('deps').centerUrl(c.get('scope').center.slug)}${locale === 'nl' ? '' : '/en'}${path}`;
}

/** The feed's own address on the center's host: this path and query, wherever the request came in. */
function selfLink(c: Context<AppEnv>, url: URL): string {
  return `${c.get('deps').centerUrl(c.get('scope').center.slug)}${url.pathname}${url.search}`;
}

/** Uploads and demo images are site paths; a feed reader needs the whole address. Anything else is left out. */
function absoluteImage(c: Context<AppEnv>, url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${c.get('deps').centerUrl(c.get('scope').center.slug)}${url}`;
  return /^https?:\/\//.test(url) ? url : null;
}

function respond(c: Context<AppEnv>, format: Format, channel: FeedChannel, items: FeedItem[]) {
  const body = format === 'rss' ? rssDocument(channel, items) : jsonFeedDocument(channel, items);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const lastModified = lastModifiedOf(items);
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    ...(lastModified ? { 'Last-Modified': lastModified.toUTCString() } : {}),
  };
  if (notModified({ ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') }, etag, lastModified))
    return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'Content-Type': format === 'rss' ? RSS_CONTENT_TYPE : JSON_FEED_CONTENT_TYPE });
}

async function vacancyFeed(c: Context<AppEnv>, format: Format) {
  const url = new URL(c.req.url);
  const locale = feedLocale(c, url);
  const t = translator(locale);
  const filters = parseBankFilters(searchParamsOf(url));
  const rows = await publicVacanciesOf(c, filters, { limit: FEED_ITEM_LIMIT, parameter: (name) => ({ parameter: name }) });
  const query = bankSearchParams({ ...filters, page: 1 }).toString();
  const name = c.get('scope').center.name;
  const channel: FeedChannel = {
    title: t('feedsApi.vacanciesTitle', { name }),
    description: t('feedsApi.vacanciesDescription', { name }),
    homeUrl: centerLink(c, locale, `/vacancies/search${query ? `?${query}` : ''}`),
    selfUrl: selfLink(c, url),
    language: locale,
  };
  const items = rows.map((v): FeedItem => {
    const link = centerLink(c, locale, `/vacancies/search/${v.id}`);
    return {
      id: link,
      url: link,
      title: v.title,
      summary: v.summary,
      publishedAt: v.publishedAt,
      updatedAt: v.updatedAt,
      tags: [t(`feedsApi.vacancyTypes.${v.vacancyType}`), ...v.tags],
      author: v.organizationName,
      imageUrl: absoluteImage(c, v.imageUrl),
    };
  });
  return respond(c, format, channel, items);
}

async function newsFeed(c: Context<AppEnv>, format: Format) {
  const url = new URL(c.req.url);
  const locale = feedLocale(c, url);
  const t = translator(locale);
  const { rows } = await pageService.listPublished(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    locale,
    pageType: 'news',
    limit: FEED_ITEM_LIMIT,
    offset: 0,
  });
  const name = c.get('scope').center.name;
  const channel: FeedChannel = {
    title: t('feedsApi.newsTitle', { name }),
    description: t('feedsApi.newsDescription', { name }),
    homeUrl: centerLink(c, locale, '/nieuws'),
    selfUrl: selfLink(c, url),
    language: locale,
  };
  const items = rows.map((page): FeedItem => {
    const link = centerLink(c, locale, pagePath(page));
    return {
      id: link,
      url: link,
      title: page.title,
      summary: page.summary ?? page.metaDescription,
      publishedAt: page.publishedAt,
      updatedAt: page.updatedAt,
      tags: [],
      author: null,
      imageUrl: absoluteImage(c, page.featuredImageUrl),
    };
  });
  return respond(c, format, channel, items);
}

feedRoutes.get('/vacancies.rss', (c) => vacancyFeed(c, 'rss'));
feedRoutes.get('/vacancies.json', (c) => vacancyFeed(c, 'json'));
feedRoutes.get('/news.rss', (c) => newsFeed(c, 'rss'));
feedRoutes.get('/news.json', (c) => newsFeed(c, 'json'));
