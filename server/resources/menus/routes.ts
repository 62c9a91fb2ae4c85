/**
 * /api/v1/menus and /api/v1/menu_items: the header and footer menus of the center (per locale) and their items.
 * Center staff and content managers write; page managers may look. Reordering is one transaction.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { audit } from '../../audit';
import type { Locale } from '@/domain/values';
import { requireViewer } from '../../middleware/auth';
import { contentPolicy } from '../../policies';
import { readJson, readResource } from '../../jsonapi/body';
import { camelKeys } from '../../jsonapi/case';
import { document } from '../../jsonapi/document';
import { ApiError, authorize } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { issuesToErrors } from '../../jsonapi/validation';
import { invalidateContent } from '../pages/invalidate-content';
import { menuListSpec, menuShowSpec, MAX_MENU_ITEMS, menuItemCreate, menuItemUpdate, menuUpdate, orderBody } from './schemas';
import { menusDocument, offeredLocales } from './menus-document';
import { menuItemResource, type MenuItemRow } from './serializers';
import * as service from './service';

export const menuRoutes = new Hono<AppEnv>();
export const menuItemRoutes = new Hono<AppEnv>();

const ITEM_TYPES = ['menu_items', 'menu_item'] as const;

function reader(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  authorize(contentPolicy.readMenus(viewer));
  return viewer;
}

function writer(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  authorize(contentPolicy.writeMenus(viewer));
  return viewer;
}

const menuName = (c: Context<AppEnv>) => (key: 'header' | 'footer', locale: Locale) =>
  c.get('t')(`contentApi.menus.${key}`) + (offeredLocales(c).length > 1 ? ` (${locale.toUpperCase()})` : '');

menuRoutes.get('/', async (c) => {
  reader(c);
  const q = parseQuery(new URL(c.req.url), menuListSpec);
  const offered = offeredLocales(c);
  const wanted = q.filter.locale ? offered.filter((l) => l === q.filter.locale) : offered;
  const rows = await service.ensureMenus(c.get('deps').db, c.get('scope').center.id, wanted, menuName(c));
  const doc = await menusDocument(c, rows, { include: q.include.has('menu_items'), publishedOnly: false });
  return json(c, { data: doc.data, ...(doc.included ? { included: doc.included } : {}), meta: { total_count: doc.total } });
});

menuRoutes.get('/:id', async (c) => {
  reader(c);
  const q = parseQuery(new URL(c.req.url), menuShowSpec);
  const menu = await service.getMenu(c.get('deps').db, c.get('scope').center.id, parseId(c.req.param('id')));
  const doc = await menusDocument(c, [menu], { include: q.include.has('menu_items'), publishedOnly: false });
  return json(c, document(doc.data[0]!, { included: doc.included }));
});

menuRoutes.patch('/:id', async (c) => {
  const viewer = writer(c);
  const id = parseId(c.req.param('id'));
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  await service.getMenu(db, centerId, id);
  const attrs = await readResource(c, { types: ['menus', 'menu'], id, attributes: menuUpdate });
  const menu = await service.renameMenu(db, centerId, id, attrs.name);
  await audit(db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'menu.update',
    subjectType: 'menus',
    subjectId: id,
    ip: c.get('ip'),
  });
  invalidateContent(c, ['menus']);
  const doc = await menusDocument(c, [menu], { include: false, publishedOnly: false });
  return json(c, document(doc.data[0]!));
});

menuRoutes.get('/:id/menu_items', async (c) => {
  reader(c);
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  const menu = await service.getMenu(db, centerId, parseId(c.req.param('id')));
  const items = await service.itemsOf(db, [menu.id]);
  const hrefs = await service.resolveHrefs(db, centerId, items, { publishedOnly: false });
  // Bounded by MAX_MENU_ITEMS, so one page always holds the whole menu.
  return json(c, { data: items.map((i) => menuItemResource(i, hrefs.get(i.id) ?? null)), meta: { total_count: items.length } });
});

async function showItem(c: Context<AppEnv>, item: MenuItemRow, status: 200 | 201 = 200) {
  const hrefs = await service.resolveHrefs(c.get('deps').db, c.get('scope').center.id, [item], { publishedOnly: false });
  return json(c, document(menuItemResource(item, hrefs.get(item.id) ?? null)), status);
}

menuRoutes.post('/:id/menu_items', async (c) => {
  const viewer = writer(c);
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const menu = await service.getMenu(deps.db, centerId, parseId(c.req.param('id')));
  const attrs = await readResource(c, { types: ITEM_TYPES, attributes: menuItemCreate });
  const t = c.get('t');
  const target = await service.checkTarget(
    deps.db,
    centerId,
    menu,
    {
      linkType: attrs.linkType,
      pageId: attrs.pageId ?? null,
      systemPage: attrs.systemPage ?? null,
      url: attrs.url ?? null,
      parentId: attrs.parentId ?? null,
    },
    t,
  );
  if ((await service.countItems(deps.db, menu.id)) >= MAX_MENU_ITEMS)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: t('contentApi.validation.tooManyItems', { max: MAX_MENU_ITEMS }),
      source: { pointer: '/data' },
    });
  const item = await service.createItem(deps.db, menu.id, { name: attrs.name, ...target, position: attrs.position }, deps.now());
  await audit(deps.db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'menu_item.create',
    subjectType: 'menu_items',
    subjectId: item.id,
    ip: c.get('ip'),
  });
  invalidateContent(c, ['menus']);
  return showItem(c, item, 201);
});

/**
 * PUT /menus/{id}/order: {data: [{id, parent_id, position}, …]} naming every item of the menu once. The new
 * tree is checked as a whole (one level of nesting, parents from the same list) and written in one transaction.
 */
menuRoutes.put('/:id/order', async (c) => {
  const viewer = writer(c);
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const menu = await service.getMenu(deps.db, centerId, parseId(c.req.param('id')));
  const t = c.get('t');
  const parsed = orderBody.safeParse(camelKeys(await readJson(c)));
  if (!parsed.success) throw new ApiError(422, issuesToErrors(parsed.error.issues, t, ''));
  const entries = parsed.data.data;
  const current = await service.itemsOf(deps.db, [menu.id]);
  const ids = new Set(current.map((i) => i.id));
  const listed = new Set(entries.map((e) => e.id));
  if (listed.size !== entries.length || listed.size !== ids.size || [...listed].some((id) => !ids.has(id)))
    throw new ApiError(422, { code: 'invalidAttribute', detail: t('contentApi.validation.orderIncomplete'), source: { pointer: '/data' } });
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const [index, entry] of entries.entries()) {
    if (entry.parentId === null) continue;
    const parent = byId.get(entry.parentId);
    if (!parent || parent.parentId !== null || entry.parentId === entry.id)
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: t('contentApi.validation.menuNesting'),
        source: { pointer: `/data/${index}/parent_id` },
      });
  }
  await service.reorderItems(deps.db, menu.id, entries, deps.now(), {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'menu.order',
    subjectType: 'menus',
    subjectId: menu.id,
    ip: c.get('ip'),
  });
  invalidateContent(c, ['menus']);
  const items = await service.itemsOf(deps.db, [menu.id]);
  const hrefs = await service.resolveHrefs(deps.db, centerId, items, { publishedOnly: false });
  return json(c, { data: items.map((i) => menuItemResource(i, hrefs.get(i.id) ?? null)), meta: { total_count: items.length } });
});

menuItemRoutes.get('/:id', async (c) => {
  reader(c);
  const { item } = await service.getItem(c.get('deps').db, c.get('scope').center.id, parseId(c.req.param('id')));
  return showItem(c, item);
});

menuItemRoutes.patch('/:id', async (c) => {
  const viewer = writer(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const { item, menu } = await service.getItem(deps.db, centerId, id);
  const attrs = await readResource(c, { types: ITEM_TYPES, id, attributes: menuItemUpdate });
  const target = await service.checkTarget(
    deps.db,
    centerId,
    menu,
    {
      linkType: attrs.linkType ?? item.linkType,
      pageId: attrs.pageId === undefined ? item.pageId : attrs.pageId,
      systemPage: attrs.systemPage === undefined ? item.systemPage : attrs.systemPage,
      url: attrs.url === undefined ? item.url : attrs.url,
      parentId: attrs.parentId === undefined ? item.parentId : attrs.parentId,
    },
    c.get('t'),
    id,
  );
  const updated = await service.updateItem(
    deps.db,
    id,
    {
      ...target,
      ...(attrs.name !== undefined ? { name: attrs.name } : {}),
      ...(attrs.position !== undefined ? { position: attrs.position } : {}),
    },
    deps.now(),
  );
  await audit(deps.db, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'menu_item.update',
    subjectType: 'menu_items',
    subjectId: id,
    ip: c.get('ip'),
  });
  invalidateContent(c, ['menus']);
  return showItem(c, updated);
});

/** Deleting a parent deletes its children with it (they would otherwise silently move to the top level). */
menuItemRoutes.delete('/:id', async (c) => {
  const viewer = writer(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  const { item } = await service.getItem(deps.db, centerId, id);
  await service.deleteItem(deps.db, item.id, {
    volunteerCenterId: centerId,
    actorId: viewer.user.id,
    action: 'menu_item.delete',
    subjectType: 'menu_items',
    subjectId: id,
    ip: c.get('ip'),
  });
  invalidateContent(c, ['menus']);
  return noContent(c);
});
