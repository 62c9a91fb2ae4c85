/**
 * /api/v1/public: what the public site renders, readable by anyone: a published page by slug (with its blocks
 * and the size variants of the uploaded images they show), the published news and success stories, the header
 * and footer menus with resolved links, and the public vacancies for the sitemap.
 */
import { Hono, type Context } from 'hono';
import { imageAddresses } from '@/lib/shared/content/images';
import { SITEMAP_VACANCIES_PER_PART } from '@/lib/shared/content/sitemap-size';
import type { AppEnv } from '../../context';
import type { Locale } from '@/domain/values';
import { collection, document } from '../../jsonapi/document';
import { notFound } from '../../jsonapi/errors';
import { parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import * as mediaFileService from '../media-files/service';
import { menusDocument, offeredLocales } from '../menus/menus-document';
import * as menuService from '../menus/service';
import { listPublicVacancyIds } from '../vacancies/search';
import { sitemapVacanciesDocument } from '../vacancies/serializers';
import { bySlugSpec, newsSpec, publicMenusSpec } from './schemas';
import { contentBlockResource, pageResource } from './serializers';
import * as service from './service';

export const publicContentRoutes = new Hono<AppEnv>();

/** The requested locale when the center offers it, else Dutch (a single-language site has Dutch content only). */
function contentLocale(c: Context<AppEnv>, requested: Locale | undefined): Locale {
  const locale = requested ?? c.get('locale');
  return offeredLocales(c).includes(locale) ? locale : 'nl';
}

publicContentRoutes.get('/pages/by_slug', async (c) => {
  const q = parseQuery(new URL(c.req.url), bySlugSpec);
  const { db } = c.get('deps');
  const page = await service.findPublishedPage(db, {
    centerId: c.get('scope').center.id,
    locale: contentLocale(c, q.filter.locale),
    pageType: q.filter.page_type ?? 'default',
    slug: q.filter.slug ?? '',
  });
  if (!page) throw notFound('page');
  const blocks = await service.getBlocks(db, page.id);
  const images = await mediaFileService.imagesByUrl(db, c.get('scope').center.id, imageAddresses([page, ...blocks.map((b) => b.settings)]));
  return json(
    c,
    document(pageResource(page, blocks), {
      included: q.include.has('content_blocks') ? blocks.map(contentBlockResource) : undefined,
      ...(images.length ? { meta: { images } } : {}),
    }),
  );
});

/**
 * GET /public/sitemap/vacancies?page[number]=n: ids and last changes of the center's public vacancies, a fixed
 * SITEMAP_VACANCIES_PER_PART per page (one sitemap file each), in id order so pages stay stable while crawled.
 */
publicContentRoutes.get('/sitemap/vacancies', async (c) => {
  const q = parseQuery(new URL(c.req.url), {});
  const size = SITEMAP_VACANCIES_PER_PART;
  // Far past the last page is simply empty; the cap keeps the offset a sane integer.
  const number = Math.min(q.page.number, 100_000);
  const { rows, total } = await listPublicVacancyIds(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    now: c.get('deps').now(),
    limit: size,
    offset: (number - 1) * size,
  });
  return json(c, sitemapVacanciesDocument(rows, { number, size, total }));
});

publicContentRoutes.get('/news', async (c) => {
  const url = new URL(c.req.url);
  const q = parseQuery(url, newsSpec);
  const { rows, total } = await service.listPublished(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    locale: contentLocale(c, q.filter.locale),
    pageType: q.filter.page_type ?? 'news',
    featured: q.filter.featured,
    limit: Math.min(q.page.size, 100),
    offset: q.page.offset,
  });
  const doc = collection(
    rows.map((p) => pageResource(p)),
    { number: q.page.number, size: Math.min(q.page.size, 100), total },
    url,
  );
  const images = await mediaFileService.imagesByUrl(
    c.get('deps').db,
    c.get('scope').center.id,
    imageAddresses(rows.map((p) => ({ featuredImageUrl: p.featuredImageUrl }))),
  );
  if (images.length) doc.meta = { ...doc.meta, images };
  return json(c, doc);
});

publicContentRoutes.get('/menus', async (c) => {
  const q = parseQuery(new URL(c.req.url), publicMenusSpec);
  const rows = await menuService.listMenus(c.get('deps').db, c.get('scope').center.id, contentLocale(c, q.filter.locale));
  const doc = await menusDocument(c, rows, { include: true, publishedOnly: true });
  return json(c, { data: doc.data, included: doc.included ?? [], meta: { total_count: doc.total } });
});
