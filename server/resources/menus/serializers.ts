import type { MenuAttributes, MenuItemAttributes } from '@/domain/menus';
import type { menuItems, menus } from '../../db/schema';
import { ref, resource } from '../../jsonapi/document';

export type MenuRow = typeof menus.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;

export function menuResource(menu: MenuRow, topLevelItems?: MenuItemRow[]) {
  return resource({
    type: 'menus',
    id: menu.id,
    attributes: { key: menu.key, locale: menu.locale, name: menu.name } satisfies MenuAttributes,
    relationships: { menuItems: topLevelItems?.map((i) => ({ type: 'menu_items', id: String(i.id) })) },
  });
}

/** `href` is the resolved link (null when its page is gone or, publicly, unpublished); children only when given. */
export function menuItemResource(item: MenuItemRow, href: string | null, children?: MenuItemRow[]) {
  return resource({
    type: 'menu_items',
    id: item.id,
    attributes: {
      name: item.name,
      linkType: item.linkType,
      pageId: item.pageId,
      systemPage: item.systemPage,
      url: item.url,
      parentId: item.parentId,
      position: item.position,
      href,
    } satisfies MenuItemAttributes,
    relationships: {
      menu: ref('menus', item.menuId),
      parent: ref('menu_items', item.parentId),
      children: children?.map((c) => ({ type: 'menu_items', id: String(c.id) })),
    },
  });
}
