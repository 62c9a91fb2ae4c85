import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FormKind } from '../../../domain/forms';
import { formAccessPermissionEnum, questionTypeEnum } from './enums';
import { organizations } from './organizations';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

/**
 * A form of a center (organization_id null) or of one of its organizations (docs/domain.md#forms). `public_key` is
 * its public address; a token_holder form is answered only through an invitation's token. The center's contact form
 * is the one form of kind 'contact' (at most one per center).
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    accessPermission: formAccessPermissionEnum('access_permission').notNull().default('anonymous'),
    publicKey: text('public_key').notNull().unique(),
    notifyOwner: boolean('notify_owner').notNull().default(true),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<FormKind>().notNull().default('custom'),
    acceptingSubmissions: boolean('accepting_submissions').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forms_center_created_idx').on(t.volunteerCenterId, t.createdAt),
    index('forms_organization_idx').on(t.organizationId),
    uniqueIndex('forms_one_contact_per_center_idx')
      .on(t.volunteerCenterId)
      .where(sql`kind = 'contact'`),
  ],
);

/** A question of a form, in `position` order. */
export const formQuestions = pgTable(
  'form_questions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    questionType: questionTypeEnum('question_type').notNull(),
    text: text('text').notNull(),
    description: text('description'),
    required: boolean('required').notNull().default(false),
    longAnswer: boolean('long_answer').notNull().default(false),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('form_questions_form_position_idx').on(t.formId, t.position)],
);

/** An invitation to answer a token_holder form: the raw token only in the mail, its SHA-256 here. */
export const formInvitations = pgTable(
  'form_invitations',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    tokenHash: text('token_hash').notNull().unique(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('form_invitations_form_idx').on(t.formId, t.createdAt)],
);

/** One filled-in form. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    invitationId: integer('invitation_id').references(() => formInvitations.id, { onDelete: 'set null' }),
    respondentEmail: text('respondent_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_form_created_idx').on(t.formId, t.createdAt.desc())],
);

/**
 * One answer of a submission, with the question AS IT WAS when answered (its text, type and position): later edits
 * of the question never rewrite it, and removing the question keeps the answer (question_id becomes null).
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => formQuestions.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    questionType: questionTypeEnum('question_type').notNull(),
    questionText: text('question_text').notNull(),
    value: jsonb('value').$type<unknown>(),
  },
  (t) => [index('form_answers_submission_idx').on(t.submissionId, t.position), index('form_answers_question_idx').on(t.questionId)],
);
