/**
 * /api/v1/pages: the management of pages, news and success stories (center staff, content and page managers)
 * and PUT /pages/{id}/content_blocks, which replaces a page's ordered block list in one transaction.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { blockSchemas, isContentBlockType } from '@/lib/shared/content/blocks';
import { slugify } from '@/lib/shared/content/links';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import { requireViewer } from '../../middleware/auth';
import { contentPolicy } from '../../policies';
import { readJson, readResource } from '../../jsonapi/body';
import { camelKeys } from '../../jsonapi/case';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize, type ApiErrorItem } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { issuesToErrors } from '../../jsonapi/validation';
import { cleanPageText, sanitizeBlockSettings } from './block-content';
import { listSpec, showSpec, blockEntry, MAX_BLOCKS, pageCreate, pageUpdate } from './schemas';
import { invalidateContent } from './invalidate-content';
import { contentBlockResource, pageResource, type PageRow } from './serializers';
import * as service from './service';

export const pageRoutes = new Hono<AppEnv>();

const TYPES = ['pages', 'page'] as const;

/** The signed-in viewer, if they may manage pages. */
function editor(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  authorize(contentPolicy.managePages(viewer));
  return viewer;
}

/** A title that was only markup is empty once cleaned: as required as a missing one. */
function assertTitle(c: Context<AppEnv>, title: string) {
  if (title.trim() === '')
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: c.get('t')('api.validation.required'),
      source: { pointer: '/data/attributes/title' },
    });
}

const ruleContext = (c: Context<AppEnv>) => ({ multiLanguage: c.get('scope').tenant.features.multiLanguage, t: c.get('t') });

pageRoutes.get('/', async (c) => {
  editor(c);
  const { db } = c.get('deps');
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { rows, total } = await service.listPages(db, {
    centerId: c.get('scope').center.id,
    pageTypes: q.filter.page_type,
    locale: q.filter.locale,
    query: q.filter.q?.trim() || undefined,
    isPublished: q.filter.is_published,
    sort: q.sort,
    limit: q.page.size,
    offset: q.page.offset,
  });
  const blocks = q.include.has('content_blocks')
    ? await service.blocksByPage(
        db,
        rows.map((r) => r.id),
      )
    : null;
  const data = rows.map((p) => pageResource(p, blocks ? (blocks.get(p.id) ?? []) : undefined));
  const included = blocks ? [...blocks.values()].flat().map(contentBlockResource) : undefined;
  return json(c, collection(data, { number: q.page.number, size: q.page.size, total }, url, included));
});

async function showPage(c: Context<AppEnv>, page: PageRow, status: 200 | 201 = 200) {
  const q = parseQuery(new URL(c.req.url), showSpec);
  const blocks = await service.getBlocks(c.get('deps').db, page.id);
  return json(
    c,
    document(pageResource(page, blocks), { included: q.include.has('content_blocks') ? blocks.map(contentBlockResource) : undefined }),
    status,
  );
}

pageRoutes.get('/:id', async (c) => {
  editor(c);
  const page = await service.getPage(c.get('deps').db, { centerId: c.get('scope').center.id, id: parseId(c.req.param('id')) });
  return showPage(c, page);
});

pageRoutes.post('/', async (c) => {
  const viewer = editor(c);
  const attrs = cleanPageText(await readResource(c, { types: TYPES, attributes: pageCreate }));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const pageType = attrs.pageType ?? 'default';
  const locale = attrs.locale ?? 'nl';
  assertTitle(c, attrs.title);
  // Only an explicit '' makes the home page: a title without letters or digits must not become one by accident.
  const slug = attrs.slug ?? slugify(attrs.title);
  if (attrs.slug === undefined && slug === '')
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: c.get('t')('contentApi.validation.slug'),
      source: { pointer: '/data/attributes/slug' },
    });
  await service.assertPageRules(deps.db, { centerId, pageType, slug, locale }, ruleContext(c));
  const page = await service.createPage(deps.db, centerId, viewer.user.id, { ...attrs, pageType, locale, slug }, deps.now(), c.get('t'));
  await audit(deps.db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'page.create',
    subjectType: 'pages',
    subjectId: page.id,
    ip: c.get('ip'),
  });
  invalidateContent(c);
  return showPage(c, page, 201);
});

pageRoutes.patch('/:id', async (c) => {
  const viewer = editor(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const current = await service.getPage(deps.db, { centerId, id });
  const attrs = cleanPageText(await readResource(c, { types: TYPES, id, attributes: pageUpdate }));
  if (attrs.title !== undefined) assertTitle(c, attrs.title);
  const next = { pageType: attrs.pageType ?? current.pageType, slug: attrs.slug ?? current.slug, locale: attrs.locale ?? current.locale };
  if (next.pageType !== current.pageType || next.slug !== current.slug || next.locale !== current.locale)
    await service.assertPageRules(deps.db, { centerId, id, ...next }, ruleContext(c));
  const page = await service.updatePage(deps.db, current, attrs, deps.now(), c.get('t'));
  if (page.isPublished !== current.isPublished)
    await audit(deps.db, {
      volunteerCenterId: centerId,
      actorId: viewer.user.id,
      action: page.isPublished ? 'page.publish' : 'page.unpublish',
      subjectType: 'pages',
      subjectId: id,
      ip: c.get('ip'),
    });
  invalidateContent(c);
  return showPage(c, page);
});

pageRoutes.delete('/:id', async (c) => {
  const viewer = editor(c);
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const page = await service.getPage(deps.db, { centerId, id: parseId(c.req.param('id')) });
  await service.softDeletePage(deps.db, page, deps.now());
  await audit(deps.db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'page.delete',
    subjectType: 'pages',
    subjectId: page.id,
    ip: c.get('ip'),
  });
  invalidateContent(c);
  return noContent(c);
});

pageRoutes.get('/:id/content_blocks', async (c) => {
  editor(c);
  const { db } = c.get('deps');
  const page = await service.getPage(db, { centerId: c.get('scope').center.id, id: parseId(c.req.param('id')) });
  const blocks = await service.getBlocks(db, page.id);
  return json(c, { data: blocks.map(contentBlockResource), meta: { total_count: blocks.length } });
});

/**
 * PUT /pages/{id}/content_blocks: {data: [{type, id?, attributes: {block_type, settings}}, …]} in display order.
 * Every block is validated against the schema of its type first; errors point into the list
 * (/data/3/attributes/settings/title). Only then is the list replaced, in one transaction.
 */
pageRoutes.put('/:id/content_blocks', async (c) => {
  const viewer = editor(c);
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const page = await service.getPage(deps.db, { centerId, id: parseId(c.req.param('id')) });
  const body = await readJson(c);
  const list = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) throw new ApiError(400, { code: 'invalidDocument', source: { pointer: '/data' } });
  const t = c.get('t');
  if (list.length > MAX_BLOCKS)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('contentApi.validation.tooManyBlocks', { max: MAX_BLOCKS }),
      source: { pointer: '/data' },
    });

  const existing = new Set((await service.getBlocks(deps.db, page.id)).map((b) => b.id));
  const seen = new Set<number>();
  const errors: ApiErrorItem[] = [];
  const writes: service.BlockWrite[] = [];
  for (const [index, raw] of list.entries()) {
    const base = `/data/${index}`;
    const entry = blockEntry.safeParse(camelKeys(raw));
    if (!entry.success) {
      errors.push(...issuesToErrors(entry.error.issues, t, base));
      continue;
    }
    const { id: rawId, attributes } = entry.data;
    const id = rawId === undefined ? undefined : Number(rawId);
    if (id !== undefined && (!existing.has(id) || seen.has(id))) {
      errors.push({ code: 'invalidAttribute', detail: t('contentApi.validation.unknownBlock'), source: { pointer: `${base}/id` } });
      continue;
    }
    if (id !== undefined) seen.add(id);
    if (!isContentBlockType(attributes.blockType)) {
      errors.push({
        code: 'invalidAttribute',
        detail: t('api.validation.invalidOption', { options: Object.keys(blockSchemas).join(', ') }),
        source: { pointer: `${base}/attributes/block_type` },
      });
      continue;
    }
    const settings = (blockSchemas[attributes.blockType] as z.ZodType<Record<string, unknown>>).safeParse(attributes.settings);
    if (!settings.success) {
      errors.push(...issuesToErrors(settings.error.issues, t, `${base}/attributes/settings`));
      continue;
    }
    // Checked once more after cleaning: a required text that was nothing but markup ("<script>…</script>") is
    // empty now, and a block stored that way would silently vanish from the site (the renderer skips invalid blocks).
    const cleaned = (blockSchemas[attributes.blockType] as z.ZodType<Record<string, unknown>>).safeParse(
      sanitizeBlockSettings(attributes.blockType, settings.data),
    );
    if (!cleaned.success) {
      errors.push(...issuesToErrors(cleaned.error.issues, t, `${base}/attributes/settings`));
      continue;
    }
    writes.push({ id, blockType: attributes.blockType, settings: cleaned.data });
  }
  if (errors.length) throw new ApiError(422, errors);

  await service.saveBlocks(deps.db, page.id, writes, deps.now(), {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'page.blocks',
    subjectType: 'pages',
    subjectId: page.id,
    data: { count: writes.length },
    ip: c.get('ip'),
  });
  invalidateContent(c);
  const blocks = await service.getBlocks(deps.db, page.id);
  return json(c, { data: blocks.map(contentBlockResource), meta: { total_count: blocks.length } });
});
