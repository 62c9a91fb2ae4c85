/**
 * Menus of the public site (docs/domain.md): each center has a header and a footer menu per locale, whose items
 * link to a page, a system page or a URL. The one schema of their attributes, from which the API's validation
 * (server/resources/menus/schemas.ts), its serializer's types and the web's menu item form derive. Which target
 * a link type needs, and that it exists, is checked by the backend's service.
 */
import { z } from 'zod';
import { MENU_LINK_TYPES, type MenuKey } from './content';
import { type Locale } from './values';
import { recordIdSchema } from './value-schemas';

/** A menu's key and locale are fixed when it is created; only its name is written. */
export const menuAttributesSchema = z.object({ name: z.string().trim().min(1).max(100) });

/** THE list of a menu item's attributes and the rule of each. */
export const menuItemAttributesSchema = z.object({
  name: z.string().trim().min(1).max(100),
  linkType: z.enum(MENU_LINK_TYPES),
  pageId: recordIdSchema.nullable(),
  systemPage: z.string().trim().max(50).nullable(),
  url: z.string().trim().max(2000).nullable(),
  parentId: recordIdSchema.nullable(),
  position: z.number().int().min(0).max(10_000),
});

/** A menu's attributes as the API serves them. */
export type MenuAttributes = z.output<typeof menuAttributesSchema> & { key: MenuKey; locale: Locale };

/** A menu item's attributes as the API serves them: `href` is its resolved link (null when it leads nowhere). */
export type MenuItemAttributes = z.output<typeof menuItemAttributesSchema> & { href: string | null };
