import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { genderEnum, localeEnum, roleNameEnum, signupMethodEnum, userStatusEnum } from './enums';
import { organizations } from './organizations';
import { volunteerCenters } from './volunteer-centers';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The partner center the account is registered with; signing in elsewhere is "wrong center". */
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    jobTitle: text('job_title'),
    gender: genderEnum('gender'),
    locale: localeEnum('locale').notNull().default('nl'),
    status: userStatusEnum('status').notNull().default('active'),
    signupMethod: signupMethodEnum('signup_method').notNull().default('unknown'),
    /** ISO weekdays (1 = Monday) on which the periodic digest is sent; empty = no digest. */
    digestDays: integer('digest_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    passwordHash: text('password_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    /** For students: their mentor. */
    mentorId: integer('mentor_id'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per address across all centers, so a sign-in on the wrong center can be recognised.
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_center_name_idx').on(t.volunteerCenterId, sql`lower(${t.lastName})`, t.id),
    index('users_center_status_idx').on(t.volunteerCenterId, t.status),
    // The dashboard's recent sign-ups (docs/domain.md#dashboard).
    index('users_center_created_idx').on(t.volunteerCenterId, t.createdAt),
  ],
);

/** A role of a user, in the user's center; organization roles also name the organization. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: roleNameEnum('name').notNull(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_user_name_org_idx').on(t.userId, t.name, sql`coalesce(${t.organizationId}, 0)`),
    index('roles_center_name_idx').on(t.volunteerCenterId, t.name),
  ],
);

/** A user belongs to organizations through memberships. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_org_idx').on(t.userId, t.organizationId),
    index('memberships_org_idx').on(t.organizationId, t.userId),
  ],
);
