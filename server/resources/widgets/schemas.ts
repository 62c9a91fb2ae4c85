/** The contract of the widget writes (docs/api.md#vacancy-widgets), from the one schema of a widget (domain/widgets.ts). */
import { widgetAttributesSchema, WIDGET_ITEM_COUNT } from '@/domain/widgets';
import type { z } from 'zod';

/** A name is required; every filter may be left out (the widget then shows all public vacancies). */
export const widgetCreate = widgetAttributesSchema
  .partial()
  .extend({ name: widgetAttributesSchema.shape.name })
  .strict()
  .transform((w) => ({
    vacancyTypes: [],
    tag: null,
    organizationId: null,
    postalCode: null,
    distanceKm: null,
    itemCount: WIDGET_ITEM_COUNT.default,
    theme: 'light' as const,
    ...w,
  }));
export const widgetUpdate = widgetAttributesSchema.partial().strict();

export type WidgetCreate = z.output<typeof widgetCreate>;
export type WidgetUpdate = z.output<typeof widgetUpdate>;

export const WIDGET_BODY_TYPES = ['vacancy_widgets', 'vacancy_widget'] as const;
