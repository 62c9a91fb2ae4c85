import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { VacancyType } from '../../../domain/vacancies';
import type { WidgetTheme } from '../../../domain/widgets';
import { organizations } from './organizations';
import { volunteerCenters } from './volunteer-centers';

/**
 * An embeddable vacancy widget of a center (docs/domain.md#vacancy-widget): the filters of the public vacancies it
 * shows, how many, and its colour scheme. Its id is its public address (/widget/{id} on the center's host); the
 * page shows only public vacancies, so the id needs no secrecy. An organization that is deleted drops out of the
 * filter (set null) rather than taking the widget with it.
 */
export const vacancyWidgets = pgTable(
  'vacancy_widgets',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    vacancyTypes: text('vacancy_types').array().$type<VacancyType[]>().notNull().default([]),
    tag: text('tag'),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    postalCode: text('postal_code'),
    distanceKm: integer('distance_km'),
    itemCount: integer('item_count').notNull().default(5),
    theme: text('theme').$type<WidgetTheme>().notNull().default('light'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vacancy_widgets_center_idx').on(t.volunteerCenterId, t.id)],
);
