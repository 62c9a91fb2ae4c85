/**
 * /api/v1/public: what the public site renders, readable by anyone: a published page by slug (with its blocks),
 * the published news and success stories, and the header and footer menus with resolved links.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { locales, pageTypes, type Locale } from '../../db/schema/enums';
import { collection, document } from '../../jsonapi/document';
import { notFound } from '../../jsonapi/errors';
import { parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { menusDocument, offeredLocales } from '../menus/routes';
import * as menuService from '../menus/service';
import { contentBlockResource, pageResource } from './serializers';
import * as service from './service';

export const publicContentRoutes = new Hono<AppEnv>();

const booleanFilter = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The requested locale when the center offers it, else Dutch (a single-language site has Dutch content only). */
function contentLocale(c: Context<AppEnv>, requested: Locale | undefined): Locale {
  const locale = requested ?? c.get('locale');
  return offeredLocales(c).includes(locale) ? locale : 'nl';
}

publicContentRoutes.get('/pages/by_slug', async (c) => {
  const q = parseQuery(new URL(c.req.url), {
    includes: ['content_blocks'],
    filters: { slug: z.string().max(100), locale: z.enum(locales), page_type: z.enum(pageTypes) },
  });
  const { db } = c.get('deps');
  const page = await service.findPublishedPage(db, {
    centerId: c.get('scope').center.id,
    locale: contentLocale(c, q.filter.locale),
    pageType: q.filter.page_type ?? 'default',
    slug: q.filter.slug ?? '',
  });
  if (!page) throw notFound('page');
  const blocks = await service.getBlocks(db, page.id);
  return json(c, document(pageResource(page, blocks), { included: q.include.has('content_blocks') ? blocks.map(contentBlockResource) : undefined }));
});

publicContentRoutes.get('/news', async (c) => {
  const url = new URL(c.req.url);
  const q = parseQuery(url, { filters: { locale: z.enum(locales), page_type: z.enum(['news', 'success_story']), featured: booleanFilter } });
  const { rows, total } = await service.listPublished(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    locale: contentLocale(c, q.filter.locale),
    pageType: q.filter.page_type ?? 'news',
    featured: q.filter.featured,
    limit: Math.min(q.page.size, 100),
    offset: q.page.offset,
  });
  return json(c, collection(rows.map((p) => pageResource(p)), { number: q.page.number, size: Math.min(q.page.size, 100), total }, url));
});

publicContentRoutes.get('/menus', async (c) => {
  const q = parseQuery(new URL(c.req.url), { filters: { locale: z.enum(locales) } });
  const rows = await menuService.listMenus(c.get('deps').db, c.get('scope').center.id, contentLocale(c, q.filter.locale));
  const doc = await menusDocument(c, rows, { include: true, publishedOnly: true });
  return json(c, { data: doc.data, included: doc.included ?? [], meta: { total_count: doc.total } });
});
