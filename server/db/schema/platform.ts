import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { emailStatusEnum, localeEnum } from './enums';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

/** Every e-mail the product sends, delivered by SMTP when configured and kept here either way. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id').references(() => volunteerCenters.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    template: text('template').notNull(),
    locale: localeEnum('locale').notNull(),
    status: emailStatusEnum('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.createdAt)],
);

/** Who did what; sign-in-as records the admin as actor and the target as subject. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id').references(() => volunteerCenters.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_center_idx').on(t.volunteerCenterId, t.createdAt), index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);
