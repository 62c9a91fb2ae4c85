/**
 * The query specs of /api/v1/menus, shared by its router and the OpenAPI description (server/openapi), which must
 * not import a router.
 */
import { z } from 'zod';
import { locales } from '../../db/schema/enums';

export const menuListSpec = { includes: ['menu_items'], filters: { locale: z.enum(locales) } } as const;
export const menuShowSpec = { includes: ['menu_items'] } as const;
