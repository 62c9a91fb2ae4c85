import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** Lookup lists for the non-profit profile; shared by all centers. */
export const nonProfitTypes = pgTable('non_profit_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  nameNl: text('name_nl').notNull(),
  nameEn: text('name_en').notNull(),
});

export const activityTypes = pgTable('activity_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  nameNl: text('name_nl').notNull(),
  nameEn: text('name_en').notNull(),
});

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
  },
  (t) => [
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
    nonProfitTypeId: integer('non_profit_type_id').references(() => nonProfitTypes.id),
    showOnSocialMap: boolean('show_on_social_map').notNull().default(false),
    activityTypeIds: integer('activity_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex('organization_profiles_organization_idx').on(t.organizationId)],
);
