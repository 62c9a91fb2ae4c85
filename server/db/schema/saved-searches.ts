import { sql } from 'drizzle-orm';
import { customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SavedSearchFrequency, SavedSearchQuery } from '../../../domain/saved-searches';
import { users } from './users';
import { vacancies } from './vacancies';
import { volunteerCenters } from './volunteer-centers';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * A user's saved search of the vacancy bank (docs/domain.md#saved-searches). `query` holds the bank's validated
 * filters (domain/saved-searches.ts); `text_query` (the words as the bank searches them, null without words) and
 * the point of the postal code are worked out once when the search is saved, so the alert job matches many searches
 * against the new vacancies in one statement. `last_checked_at`: vacancies published after it are new to it.
 * `unsubscribe_token` is the random secret of the one-click unsubscribe link in its mails.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency').$type<SavedSearchFrequency>().notNull().default('instant'),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    textQuery: tsquery('text_query'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_center_frequency_idx')
      .on(t.volunteerCenterId, t.frequency, t.lastCheckedAt)
      .where(sql`frequency <> 'off'`),
  ],
);

/**
 * One row per vacancy announced to a saved search, inserted in the transaction that queues its mail: the key makes
 * a second announcement impossible, however often or concurrently the job runs.
 */
export const savedSearchDeliveries = pgTable(
  'saved_search_deliveries',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.vacancyId] }), index('saved_search_deliveries_vacancy_idx').on(t.vacancyId)],
);
