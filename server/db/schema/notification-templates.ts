import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localeEnum } from './enums';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

/**
 * A center's own text for one mail in one language (docs/domain.md#notification-templates). `key` is a mail template
 * name (server/mail/templates.ts); subject and body are rendered by a logic-less template library with only the
 * mail's named placeholders. Inactive or missing: the built-in text from messages/ is sent.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(false),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_templates_center_key_locale_idx').on(t.volunteerCenterId, t.key, t.locale)],
);

/**
 * One row per volunteer and day a periodic digest was queued, inserted in the transaction that queues its mail:
 * a crash half-way and a restart never send a second digest for the same day.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digestOn: date('digest_on').notNull(),
    vacancyCount: integer('vacancy_count').notNull().default(0),
    /** sha256 of the one-click unsubscribe token in this digest's mail (the token itself is only in the mail). */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.digestOn] }),
    index('digest_deliveries_day_idx').on(t.digestOn),
    uniqueIndex('digest_deliveries_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);
