/**
 * Menus as JSON:API documents, shared by the menu management router and the public content router
 * (pages/public-routes.ts), so neither imports the other's router.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { LOCALES, type Locale } from '@/domain/values';
import type { ResourceObject } from '../../jsonapi/document';
import { menuItemResource, menuResource, type MenuItemRow, type MenuRow } from './serializers';
import * as service from './service';

export const offeredLocales = (c: Context<AppEnv>): Locale[] => (c.get('scope').tenant.features.multiLanguage ? [...LOCALES] : ['nl']);

/** Menus with their items: top-level items as the menu's relationship, children as each item's. */
export async function menusDocument(c: Context<AppEnv>, rows: MenuRow[], options: { include: boolean; publishedOnly: boolean }) {
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  const items = await service.itemsOf(
    db,
    rows.map((m) => m.id),
  );
  const hrefs = await service.resolveHrefs(db, centerId, items, { publishedOnly: options.publishedOnly });
  // Public menus leave out links that lead nowhere (and the children of such a parent heading stay).
  const visible = options.publishedOnly
    ? items.filter((i) => hrefs.get(i.id) !== null || items.some((child) => child.parentId === i.id && hrefs.get(child.id) !== null))
    : items;
  const childrenOf = (item: MenuItemRow) => visible.filter((i) => i.parentId === item.id);
  const data = rows.map((m) =>
    menuResource(
      m,
      visible.filter((i) => i.menuId === m.id && i.parentId === null),
    ),
  );
  const included: ResourceObject[] | undefined = options.include
    ? visible.map((i) => menuItemResource(i, hrefs.get(i.id) ?? null, i.parentId === null ? childrenOf(i) : []))
    : undefined;
  return { data, included, total: rows.length };
}
