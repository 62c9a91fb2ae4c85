import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations } from './conversations';
import { organizations } from './organizations';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A volunteer's pool profile (docs/domain.md#volunteer-pool): what organizations of the center may search when
 * `in_pool` is true. Never holds contact details; e-mail and phone stay on the user and are shown to an organization
 * only after the volunteer answers.
 */
export const volunteerProfiles = pgTable(
  'volunteer_profiles',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    inPool: boolean('in_pool').notNull().default(false),
    bio: text('bio').notNull().default(''),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Day parts, e.g. 'mon_morning' … 'sun_evening' (domain/volunteer-pool.ts). */
    availability: text('availability')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    postalCode: text('postal_code'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** How far the volunteer would travel, in km; null = no limit given. */
    maxDistanceKm: integer('max_distance_km'),
    /**
     * The words a volunteer wrote (bio, city). Interests and skills are value keys filtered on their own arrays;
     * array_to_string is not immutable, so a generated column cannot hold them.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', coalesce(bio, '') || ' ' || coalesce(city, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('volunteer_profiles_pool_idx')
      .on(t.volunteerCenterId, t.updatedAt, t.id)
      .where(sql`in_pool`),
    index('volunteer_profiles_search_idx').using('gin', t.searchVector),
    index('volunteer_profiles_interests_idx').using('gin', t.interests),
    index('volunteer_profiles_location_idx').on(t.latitude, t.longitude),
  ],
);

/** An organization's reply to a pool profile; answering it opens a conversation (conversation_id). */
export const profileReplies = pgTable(
  'profile_replies',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    volunteerProfileId: integer('volunteer_profile_id')
      .notNull()
      .references(() => volunteerProfiles.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_replies_profile_idx').on(t.volunteerProfileId, t.createdAt),
    index('profile_replies_organization_idx').on(t.organizationId, t.createdAt),
  ],
);
