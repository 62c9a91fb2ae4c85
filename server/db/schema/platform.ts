import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { emailStatusEnum, localeEnum } from './enums';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

/**
 * Every e-mail the product sends. A request only adds a row; the mail delivery job (server/jobs/deliver-mail.ts)
 * sends it. The rendered body carries sign-in secrets (reset, invitation and e-mail-change links), so it is kept
 * only until the mail is sent or given up (and, without SMTP, for a short development window); afterwards the row
 * records subject, recipient, template, status, attempts and times (docs/architecture.md, "Mail delivery").
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id').references(() => volunteerCenters.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Null once scrubbed. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    locale: localeEnum('locale').notNull(),
    status: emailStatusEnum('status').notNull().default('queued'),
    /** The last delivery error, without the mail's content. */
    error: text('error'),
    /** Delivery attempts started, counted when a worker claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued row is due: after a back-off, or when a claim's lease runs out (a worker stopped mid-send). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Extra message headers (a saved-search alert's List-Unsubscribe); null for most mails. */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.createdAt), index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
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
  (t) => [
    index('audit_log_center_idx').on(t.volunteerCenterId, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
