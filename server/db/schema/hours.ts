import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from './organizations';
import { shiftSignups, shifts } from './shifts';
import { users } from './users';
import { vacancies } from './vacancies';
import { volunteerCenters } from './volunteer-centers';

/**
 * Hours a volunteer worked for an organization (docs/domain.md#hours), recorded by the volunteer or following from
 * attendance on a shift (shift_signup_id, at most one entry per sign-up). status: 'pending' | 'approved' | 'rejected';
 * the organization approves or corrects (minutes). Minutes, not fractional hours, so totals add up exactly.
 */
export const hourEntries = pgTable(
  'hour_entries',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    shiftSignupId: integer('shift_signup_id').references(() => shiftSignups.id, { onDelete: 'set null' }),
    workedOn: date('worked_on').notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hour_entries_minutes_range', sql`${t.minutes} > 0 and ${t.minutes} <= 1440`),
    index('hour_entries_user_idx').on(t.userId, t.workedOn),
    index('hour_entries_organization_idx').on(t.organizationId, t.status, t.workedOn),
    index('hour_entries_center_worked_idx').on(t.volunteerCenterId, t.workedOn),
    uniqueIndex('hour_entries_signup_idx')
      .on(t.shiftSignupId)
      .where(sql`shift_signup_id is not null`),
  ],
);

/** A mentor's sign-off of a student's approved hours for one school year ('2026-2027'), with the total then. */
export const hourSignOffs = pgTable(
  'hour_sign_offs',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    schoolYear: text('school_year').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    note: text('note'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hour_sign_offs_student_year_idx').on(t.studentId, t.schoolYear)],
);
