/**
 * Header and footer menus of a center per locale, created on first use, and their items: links to a page of
 * the same center, to a system page of the allow-list (lib/shared/content/links) or to an external URL; nested at most
 * one level. Every query names the center (through the menu), so another center's menu or item is not found.
 */
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import { isSafeHref } from '@/lib/shared/content/blocks';
import { isSystemPage, pagePath, SYSTEM_PAGES } from '@/lib/shared/content/links';
import { audit, type AuditEntry } from '../../audit';
import type { Executor } from '../../db/client';
import { menuItems, menus, pages } from '../../db/schema';
import { MENU_KEYS, type MenuLinkType } from '@/domain/content';
import type { Locale } from '@/domain/values';
import { ApiError, notFound } from '../../jsonapi/errors';
import type { MenuItemRow, MenuRow } from './serializers';

/** The header and footer menu of each locale exist from the first time anyone asks for them. */
export async function ensureMenus(
  db: Executor,
  centerId: number,
  locales: Locale[],
  name: (key: 'header' | 'footer', locale: Locale) => string,
) {
  const values = locales.flatMap((locale) =>
    MENU_KEYS.map((key) => ({ volunteerCenterId: centerId, key, locale, name: name(key, locale) })),
  );
  if (values.length) await db.insert(menus).values(values).onConflictDoNothing();
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.volunteerCenterId, centerId), inArray(menus.locale, locales)))
    .orderBy(asc(menus.locale), asc(menus.key));
}

export async function listMenus(db: Executor, centerId: number, locale?: Locale) {
  const where = locale ? and(eq(menus.volunteerCenterId, centerId), eq(menus.locale, locale)) : eq(menus.volunteerCenterId, centerId);
  return db.select().from(menus).where(where).orderBy(asc(menus.locale), asc(menus.key));
}

export async function getMenu(db: Executor, centerId: number, id: number): Promise<MenuRow> {
  const [row] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.id, id), eq(menus.volunteerCenterId, centerId)));
  if (!row) throw notFound('menu');
  return row;
}

export async function getItem(db: Executor, centerId: number, id: number): Promise<{ item: MenuItemRow; menu: MenuRow }> {
  const [row] = await db
    .select({ item: menuItems, menu: menus })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menuId))
    .where(and(eq(menuItems.id, id), eq(menus.volunteerCenterId, centerId)));
  if (!row) throw notFound('menu_item');
  return row;
}

/** Items of menus in display order: top level by position, each followed by its children by position. */
export async function itemsOf(db: Executor, menuIds: number[]): Promise<MenuItemRow[]> {
  if (!menuIds.length) return [];
  const rows = await db
    .select()
    .from(menuItems)
    .where(inArray(menuItems.menuId, menuIds))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const out: MenuItemRow[] = [];
  for (const parent of rows.filter((r) => r.parentId === null)) out.push(parent, ...rows.filter((r) => r.parentId === parent.id));
  // Orphans cannot exist (children are deleted with their parent); listed last rather than lost if they ever do.
  return [...out, ...rows.filter((r) => !out.includes(r))];
}

export interface HrefOptions {
  /** Public menus link only to published pages. */
  publishedOnly: boolean;
}

/** The resolved link of each item (null: its page is deleted, or unpublished on the public site). */
export async function resolveHrefs(db: Executor, centerId: number, items: MenuItemRow[], options: HrefOptions) {
  const pageIds = [...new Set(items.map((i) => i.pageId).filter((id): id is number => id !== null))];
  const pageRows = pageIds.length
    ? await db
        .select({ id: pages.id, pageType: pages.pageType, slug: pages.slug, isPublished: pages.isPublished })
        .from(pages)
        .where(and(inArray(pages.id, pageIds), eq(pages.volunteerCenterId, centerId), isNull(pages.deletedAt)))
    : [];
  const byId = new Map(pageRows.map((p) => [p.id, p]));
  const hrefs = new Map<number, string | null>();
  for (const item of items) {
    let href: string | null = null;
    if (item.linkType === 'page' && item.pageId !== null) {
      const page = byId.get(item.pageId);
      if (page && (page.isPublished || !options.publishedOnly)) href = pagePath(page);
    } else if (item.linkType === 'system_page' && isSystemPage(item.systemPage)) href = SYSTEM_PAGES[item.systemPage];
    else if (item.linkType === 'url' && item.url && isSafeHref(item.url)) href = item.url;
    hrefs.set(item.id, href);
  }
  return hrefs;
}

export interface ItemTarget {
  linkType: MenuLinkType;
  pageId: number | null;
  systemPage: string | null;
  url: string | null;
  parentId: number | null;
}

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * Checks an item's link and parent as they will be stored; returns the columns of the other link types cleared.
 * `id` is the item itself when updating.
 */
export async function checkTarget(
  db: Executor,
  centerId: number,
  menu: MenuRow,
  target: ItemTarget,
  t: (key: string) => string,
  id?: number,
) {
  const invalid = (attribute: string, key: string) =>
    new ApiError(422, { code: 'invalidAttribute', detail: t(key), source: { pointer: `/data/attributes/${attribute}` } });
  if (target.linkType === 'page') {
    if (target.pageId === null) throw invalid('page_id', 'api.validation.required');
    const [page] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, target.pageId), eq(pages.volunteerCenterId, centerId), isNull(pages.deletedAt)));
    if (!page) throw invalid('page_id', 'contentApi.validation.unknownPage');
  } else if (target.linkType === 'system_page') {
    if (!isSystemPage(target.systemPage)) throw invalid('system_page', 'contentApi.validation.systemPage');
  } else if (!target.url || !EXTERNAL.test(target.url) || !isSafeHref(target.url)) throw invalid('url', 'contentApi.validation.menuUrl');

  if (target.parentId !== null) {
    if (target.parentId === id) throw invalid('parent_id', 'contentApi.validation.menuNesting');
    const [parent] = await db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.id, target.parentId), eq(menuItems.menuId, menu.id)));
    if (!parent || parent.parentId !== null) throw invalid('parent_id', 'contentApi.validation.menuNesting');
    if (id !== undefined) {
      const [child] = await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.parentId, id)).limit(1);
      if (child) throw invalid('parent_id', 'contentApi.validation.menuNesting');
    }
  }
  return {
    linkType: target.linkType,
    pageId: target.linkType === 'page' ? target.pageId : null,
    systemPage: target.linkType === 'system_page' ? target.systemPage : null,
    url: target.linkType === 'url' ? target.url : null,
    parentId: target.parentId,
  };
}

export async function countItems(db: Executor, menuId: number) {
  return (await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.menuId, menuId))).length;
}

export async function renameMenu(db: Executor, centerId: number, id: number, name: string): Promise<MenuRow> {
  const [menu] = await db
    .update(menus)
    .set({ name })
    .where(and(eq(menus.id, id), eq(menus.volunteerCenterId, centerId)))
    .returning();
  if (!menu) throw notFound('menu');
  return menu;
}

/** Without a position the item goes last. */
export async function createItem(
  db: Executor,
  menuId: number,
  values: ItemTarget & { name: string; position?: number },
  now: Date,
): Promise<MenuItemRow> {
  let position = values.position;
  if (position === undefined) {
    const [last] = await db
      .select({ n: max(menuItems.position) })
      .from(menuItems)
      .where(eq(menuItems.menuId, menuId));
    position = (last?.n ?? -1) + 1;
  }
  const [item] = await db
    .insert(menuItems)
    .values({ ...values, menuId, position, createdAt: now, updatedAt: now })
    .returning();
  if (!item) throw new Error('insert returned nothing');
  return item;
}

export async function updateItem(
  db: Executor,
  id: number,
  values: ItemTarget & { name?: string; position?: number },
  now: Date,
): Promise<MenuItemRow> {
  const [item] = await db
    .update(menuItems)
    .set({ ...values, updatedAt: now })
    .where(eq(menuItems.id, id))
    .returning();
  if (!item) throw notFound('menu_item');
  return item;
}

/** The whole tree of a menu and its audit entry in one transaction; entries name items of this menu only. */
export async function reorderItems(
  db: Executor,
  menuId: number,
  entries: { id: number; parentId: number | null; position: number }[],
  now: Date,
  entry: AuditEntry,
) {
  await db.transaction(async (tx) => {
    for (const e of entries)
      await tx
        .update(menuItems)
        .set({ parentId: e.parentId, position: e.position, updatedAt: now })
        .where(and(eq(menuItems.id, e.id), eq(menuItems.menuId, menuId)));
    await audit(tx, entry);
  });
}

/** Deleting a parent deletes its children with it (they would otherwise silently move to the top level). */
export async function deleteItem(db: Executor, id: number, entry: AuditEntry) {
  await db.transaction(async (tx) => {
    const children = await tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.parentId, id));
    await tx.delete(menuItems).where(inArray(menuItems.id, [id, ...children.map((ch) => ch.id)]));
    await audit(tx, entry);
  });
}
