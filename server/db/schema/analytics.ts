import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { volunteerCenters } from './volunteer-centers';

/**
 * Searched words of the vacancy bank, counted per center, day (Europe/Amsterdam) and word (docs/domain.md#analytics).
 * One row per (center, day, term) holding a number: no searcher, address, user agent or time of day is stored, and the
 * primary key serves the report's range read.
 */
export const analyticsSearchTerms = pgTable(
  'analytics_search_terms',
  {
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    term: text('term').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.volunteerCenterId, t.day, t.term] })],
);

/** Page views of the public pages per center, day and path: an aggregate counter, nothing about the visitor. */
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    path: text('path').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.volunteerCenterId, t.day, t.path] })],
);
