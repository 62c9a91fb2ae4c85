import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizationStatusEnum, organizationTypeEnum } from './enums';
import { volunteerCenters } from './volunteer-centers';

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  street: text('street'),
  houseNumber: text('house_number'),
  postalCode: text('postal_code'),
  city: text('city'),
  country: text('country').notNull().default('NL'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The lists of the non-profit profile (docs/domain.md#social-map), one per center: its staff add, rename and delete
 * entries. `key` is derived from the Dutch name when an entry is added and stays; unique within the center.
 */
export const nonProfitTypes = pgTable(
  'non_profit_types',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    key: text('key').notNull(),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('non_profit_types_center_key_idx').on(t.volunteerCenterId, t.key)],
);

export const activityTypes = pgTable(
  'activity_types',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    key: text('key').notNull(),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('activity_types_center_key_idx').on(t.volunteerCenterId, t.key)],
);

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    organizationType: organizationTypeEnum('organization_type').notNull(),
    name: text('name').notNull(),
    website: text('website'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    description: text('description'),
    status: organizationStatusEnum('status').notNull().default('pending'),
    denialReason: text('denial_reason'),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The social map's text search: the name above the description, Dutch and English stemming (as vacancies). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('dutch', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('dutch', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    index('organizations_search_idx').using('gin', t.searchVector),
    index('organizations_center_status_idx').on(t.volunteerCenterId, t.status),
    index('organizations_center_name_idx').on(t.volunteerCenterId, sql`lower(${t.name})`, t.id),
    index('organizations_center_created_idx').on(t.volunteerCenterId, t.createdAt, t.id),
  ],
);

/** The non-profit profile of an organization (docs/domain.md#entities). */
export const organizationProfiles = pgTable(
  'organization_profiles',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** An entry of the organization's own center's list (checked on write). */
    nonProfitTypeId: integer('non_profit_type_id').references(() => nonProfitTypes.id, { onDelete: 'set null' }),
    showOnSocialMap: boolean('show_on_social_map').notNull().default(false),
    /** Entries of the organization's own center's activity list (checked on write; an array, so no foreign key). */
    activityTypeIds: integer('activity_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('organization_profiles_organization_idx').on(t.organizationId),
    // The social map's "any of these activity types" filter (&&) and the in-use count of an activity type (@>).
    index('organization_profiles_activity_types_idx').using('gin', t.activityTypeIds),
    index('organization_profiles_non_profit_type_idx').on(t.nonProfitTypeId),
  ],
);
