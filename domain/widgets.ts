/**
 * The embeddable vacancy widget (docs/domain.md#vacancy-widget): a center's saved selection of its public vacancies
 * (type, tag, organization, distance from a postal code), how many it shows and in which colour scheme, which a
 * partner site embeds as an iframe. The backend's widget resource, the web's widget page and its settings screen
 * ask the same rules.
 */
import { z } from 'zod';
import { VACANCY_TYPES } from './vacancies';
import { isSiteManager, type Holder } from './roles';
import { POSTAL_CODE_SEARCH_PATTERN } from './values';
import { recordIdSchema } from './value-schemas';

export const WIDGET_THEMES = ['light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

/** How many vacancies a widget shows: at least one, at most a long page. */
export const WIDGET_ITEM_COUNT = { min: 1, max: 50, default: 5 } as const;

/** The distances the bank offers; a widget's distance is one of them (km). */
export const WIDGET_DISTANCES_KM = [2, 5, 10, 25, 50] as const;

/**
 * A widget as it is written; the API's generic validation texts describe its errors. A distance needs a postal code
 * to measure from: that rule spans two fields and the stored row, so the backend checks it after merging.
 */
export const widgetAttributesSchema = z.object({
  name: z.string().trim().min(1).max(100),
  vacancyTypes: z
    .array(z.enum(VACANCY_TYPES))
    .max(VACANCY_TYPES.length)
    .transform((types) => [...new Set(types)]),
  tag: z.string().trim().max(40).nullable(),
  organizationId: recordIdSchema.nullable(),
  postalCode: z
    .string()
    .trim()
    .regex(POSTAL_CODE_SEARCH_PATTERN)
    .transform((s) => s.toUpperCase())
    .nullable(),
  distanceKm: z
    .number()
    .int()
    .refine((n) => (WIDGET_DISTANCES_KM as readonly number[]).includes(n))
    .nullable(),
  itemCount: z.number().int().min(WIDGET_ITEM_COUNT.min).max(WIDGET_ITEM_COUNT.max),
  theme: z.enum(WIDGET_THEMES),
});

export type WidgetAttributes = z.output<typeof widgetAttributesSchema>;

/** A widget as the API serves it: what is written, plus when it last changed. */
export interface WidgetWire extends WidgetAttributes {
  updatedAt: string;
}

/**
 * Who configures the center's widgets: whoever manages the center's whole site (admin, center_superuser,
 * content_manager; docs/authorization.md). A widget publishes the center's vacancies on other sites, which is
 * publishing, like menus; page managers, who edit single pages, do not.
 */
export const mayManageWidgets = (actor: Holder): boolean => isSiteManager(actor);
