import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';
import { applications, vacancies } from './vacancies';
import { volunteerCenters } from './volunteer-centers';

/**
 * A conversation between a volunteer and an organization, or the center itself when organization_id is null
 * (docs/domain.md#conversations). It may be about a vacancy, an application or a pool profile reply.
 * `last_message_at` orders the inbox.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    /** Null: the center's own staff talk with the volunteer. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    volunteerId: integer('volunteer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_center_last_idx').on(t.volunteerCenterId, t.lastMessageAt, t.id),
    index('conversations_organization_last_idx').on(t.organizationId, t.lastMessageAt),
    index('conversations_volunteer_last_idx').on(t.volunteerId, t.lastMessageAt),
    index('conversations_application_idx').on(t.applicationId),
    index('conversations_subject_idx').using('gin', sql`to_tsvector('simple', ${t.subject})`),
  ],
);

/** A message in a conversation, in order of `created_at, id`. The sender is kept as null after account deletion. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    // The unread-message mail job looks at the messages of a recent window only (server/jobs/conversation-mails.ts).
    index('conversation_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * Internal notes: visible to the staff of the conversation's organization (or of the center), never to the volunteer
 * or a mentor. A separate table and resource, so no query for messages can return one (docs/domain.md#conversations).
 */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_notes_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * Per participant and conversation: up to which moment it was read, whether it is archived for them, and the last
 * message they were mailed about (the unread-message mail is sent once per message at most).
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    lastMailedMessageId: integer('last_mailed_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_participants_user_idx').on(t.userId)],
);
