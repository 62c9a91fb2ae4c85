import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localeEnum } from './enums';
import { organizations } from './organizations';
import { users } from './users';
import { vacancies } from './vacancies';
import { volunteerCenters } from './volunteer-centers';

/**
 * The center's own trainings and meetings (/workshops, docs/domain.md#workshops). Their dates are shifts.
 * audience: 'everyone' | 'volunteers' | 'organizations'; status: 'draft' | 'published' | 'cancelled'.
 */
export const workshops = pgTable(
  'workshops',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    place: text('place'),
    onlineUrl: text('online_url'),
    audience: text('audience').notNull().default('everyone'),
    status: text('status').notNull().default('draft'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workshops_center_status_idx').on(t.volunteerCenterId, t.status)],
);

/**
 * A time slot of an activity vacancy or of a workshop (exactly one of the two), with a capacity
 * (docs/domain.md#shifts). `cancel_cutoff_hours`: volunteers may cancel their own sign-up until this many hours
 * before the start. status: 'open' | 'cancelled'.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'cascade' }),
    workshopId: integer('workshop_id').references(() => workshops.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place'),
    description: text('description'),
    capacity: integer('capacity').notNull(),
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(24),
    status: text('status').notNull().default('open'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shifts_one_parent', sql`(${t.vacancyId} is null) <> (${t.workshopId} is null)`),
    check('shifts_capacity_positive', sql`${t.capacity} > 0`),
    check('shifts_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    index('shifts_vacancy_idx').on(t.vacancyId, t.startsAt),
    index('shifts_workshop_idx').on(t.workshopId, t.startsAt),
    index('shifts_center_starts_idx').on(t.volunteerCenterId, t.startsAt),
  ],
);

/**
 * A sign-up for a shift, by a signed-in volunteer (user_id) or a guest confirmed by mail (like an application).
 * status: 'pending' (guest, not yet confirmed) | 'confirmed' | 'waitlisted' | 'cancelled'. The waitlist is ordered by
 * `waitlisted_at, id`. `reminder_sent_at` is set in the transaction that queues the reminder, so it is sent once.
 * `attended`: recorded by the organization after the shift (null: not recorded).
 */
export const shiftSignups = pgTable(
  'shift_signups',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    locale: localeEnum('locale').notNull().default('nl'),
    status: text('status').notNull(),
    /** sha256 of the mailed guest confirmation token, cleared once used. */
    confirmationTokenHash: text('confirmation_token_hash'),
    /** sha256 of the cancel link's token in the confirmation and reminder mails. */
    cancelTokenHash: text('cancel_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    attended: boolean('attended'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shift_signups_shift_status_idx').on(t.shiftId, t.status, t.waitlistedAt, t.id),
    index('shift_signups_user_idx').on(t.userId, t.createdAt),
    index('shift_signups_reminder_idx')
      .on(t.shiftId)
      .where(sql`status = 'confirmed' and reminder_sent_at is null`),
    index('shift_signups_confirmation_idx').on(t.confirmationTokenHash),
    index('shift_signups_cancel_idx').on(t.cancelTokenHash),
    // One live sign-up per person and shift, also when two requests race past the service's check.
    uniqueIndex('shift_signups_one_live_idx')
      .on(t.shiftId, sql`lower(${t.email})`)
      .where(sql`status <> 'cancelled'`),
  ],
);

/**
 * The version of a personal (user_id) or organization (organization_id) iCal feed address (docs/domain.md#shifts,
 * "Calendar feeds"). The address's secret is an HMAC of owner and version under a server key, so nothing readable is
 * stored; rotating bumps the version and every older address stops working. No row: version 1.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calendar_feeds_one_owner', sql`(${t.userId} is null) <> (${t.organizationId} is null)`),
    uniqueIndex('calendar_feeds_user_idx')
      .on(t.userId)
      .where(sql`user_id is not null`),
    uniqueIndex('calendar_feeds_organization_idx')
      .on(t.organizationId)
      .where(sql`organization_id is not null`),
  ],
);
