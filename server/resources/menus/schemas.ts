/** The contract of menu and menu item writes, derived from their attribute schemas (domain/menus.ts). */
import { z } from 'zod';
import { menuAttributesSchema, menuItemAttributesSchema } from '@/domain/menus';
import { LOCALES, RECORD_ID_PATTERN } from '@/domain/values';
import { recordIdSchema } from '@/domain/value-schemas';

export const menuUpdate = menuAttributesSchema.strict();

const itemAttributes = menuItemAttributesSchema.strict();

export const menuItemCreate = itemAttributes.partial().required({ name: true, linkType: true }).strict();
export const menuItemUpdate = itemAttributes.partial().strict();

export const MAX_MENU_ITEMS = 100;

/** PUT /menus/{id}/order: every item of the menu once, with its new parent and position. */
export const orderEntry = z
  .object({
    id: z.union([z.string().regex(RECORD_ID_PATTERN).transform(Number), recordIdSchema]),
    parentId: z
      .union([z.string().regex(RECORD_ID_PATTERN).transform(Number), recordIdSchema])
      .nullable()
      .default(null),
    position: z.number().int().min(0).max(10_000),
  })
  .strict();
export const orderBody = z.object({ data: z.array(orderEntry).max(MAX_MENU_ITEMS) }).strict();

/*
 * The query specs of /api/v1/menus, shared by its router and the OpenAPI description (server/openapi), which must
 * not import a router.
 */

export const menuListSpec = { includes: ['menu_items'], filters: { locale: z.enum(LOCALES) } } as const;
export const menuShowSpec = { includes: ['menu_items'] } as const;
