import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activityFrequencyEnum, applicationStatusEnum, localeEnum, vacancyStatusEnum, vacancyTypeEnum } from './enums';
import { organizations } from './organizations';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Age groups a vacancy is suitable for; a lookup shared by all centers, like activity types. */
export const ageGroups = pgTable('age_groups', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  nameNl: text('name_nl').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * A vacancy of an organization: volunteering work, a one-to-one help request (p2p), an activity or language
 * help. `description` is sanitized HTML; `description_text` its plain text, kept by the service so the
 * generated search vector (Dutch and English stemming, title weighted above the text; tags are filtered through their own GIN index) needs no HTML parsing.
 */
export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    vacancyType: vacancyTypeEnum('vacancy_type').notNull().default('volunteering'),
    status: vacancyStatusEnum('status').notNull().default('draft'),
    title: text('title').notNull(),
    summary: text('summary'),
    description: text('description').notNull().default(''),
    descriptionText: text('description_text').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ageGroupIds: integer('age_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** A user of the organization who answers questions; shown on the public page. */
    contactPersonId: integer('contact_person_id').references(() => users.id, { onDelete: 'set null' }),
    contactPhoneVisible: boolean('contact_phone_visible').notNull().default(false),
    hoursPerWeek: integer('hours_per_week'),
    /** Where the work happens; coordinates for the map and distance search. */
    street: text('street'),
    houseNumber: text('house_number'),
    postalCode: text('postal_code'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    remote: boolean('remote').notNull().default(false),
    /** Activities only: once (starts/ends on one day), multi_day (a date range) or regularly (weekdays). */
    activityFrequency: activityFrequencyEnum('activity_frequency'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** ISO weekdays (1 = Monday) of a regular activity. */
    weekdays: integer('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    imageUrl: text('image_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('dutch', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('dutch', coalesce(summary, '') || ' ' || description_text || ' ' || coalesce(city, '')), 'C') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || description_text), 'C')`,
    ),
  },
  (t) => [
    index('vacancies_center_status_idx').on(t.volunteerCenterId, t.status, t.expiresAt),
    index('vacancies_center_published_idx').on(t.volunteerCenterId, t.publishedAt, t.id),
    // Analytics: vacancies posted per period (docs/domain.md#analytics).
    index('vacancies_center_created_idx').on(t.volunteerCenterId, t.createdAt),
    index('vacancies_center_type_idx').on(t.volunteerCenterId, t.vacancyType, t.status),
    index('vacancies_organization_idx').on(t.organizationId, t.status),
    index('vacancies_center_starts_idx').on(t.volunteerCenterId, t.startsOn),
    index('vacancies_location_idx').on(t.latitude, t.longitude),
    index('vacancies_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'published'`),
    index('vacancies_search_idx').using('gin', t.searchVector),
    index('vacancies_tags_idx').using('gin', t.tags),
    index('vacancies_age_groups_idx').using('gin', t.ageGroupIds),
  ],
);

/**
 * An application to a vacancy, by a signed-in volunteer (user_id) or a guest (name and e-mail only, confirmed
 * through a mailed link before the organization sees it). No status means new.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message').notNull().default(''),
    locale: localeEnum('locale').notNull().default('nl'),
    status: applicationStatusEnum('status'),
    internalNote: text('internal_note'),
    /** Guests confirm by e-mail; sha256 of the mailed token, cleared once used. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_vacancy_idx').on(t.vacancyId, t.createdAt),
    index('applications_user_idx').on(t.userId, t.createdAt),
    index('applications_center_created_idx').on(t.volunteerCenterId, t.createdAt, t.id),
    // The dashboard's applications without an answer (docs/domain.md#dashboard): new, confirmed, by age.
    index('applications_center_waiting_idx')
      .on(t.volunteerCenterId, t.createdAt)
      .where(sql`status is null and withdrawn_at is null and confirmed_at is not null`),
    index('applications_token_idx').on(t.confirmationTokenHash),
    // One open application per person and vacancy, also when two requests race past the service's check.
    uniqueIndex('applications_one_open_idx')
      .on(t.vacancyId, sql`lower(${t.email})`)
      .where(sql`confirmed_at is not null and withdrawn_at is null and (status is null or status <> 'rejected')`),
  ],
);

/** In-app notifications (/notificaties): a short record per event for one user; the text is built on read. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt, t.createdAt)],
);
