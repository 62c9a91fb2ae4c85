import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '../../../domain/data-exports';
import { localeEnum } from './enums';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

export const dataExportStatusEnum = pgEnum('data_export_status', DATA_EXPORT_STATUSES);

/**
 * A personal data export request and, once prepared, its stored ZIP (docs/decisions.md, "Personal data export"): an
 * outbox-like queue the job runner works through (server/jobs/prepare-data-exports.ts). The download token is mailed
 * once and kept only as its SHA-256; the stored file is encrypted with a key derived from that token, so the storage
 * alone cannot read it. A deleted user's rows lose their user (set null) and the job deletes them with their file.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: dataExportStatusEnum('status').notNull().default('pending'),
    locale: localeEnum('locale').notNull().default('nl'),
    /** sha256 of the mailed download token; null until ready and again once expired. */
    tokenHash: text('token_hash'),
    /** The stored (encrypted) ZIP's random name in the export storage; null until ready and after deletion. */
    fileName: text('file_name'),
    byteSize: integer('byte_size'),
    attempts: integer('attempts').notNull().default(0),
    /** The last preparation error (no personal data: the error's message only). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_due_idx').on(t.status, t.createdAt),
    uniqueIndex('data_exports_token_idx').on(t.tokenHash),
  ],
);

/**
 * A center's accessibility statement contact (docs/domain.md#accessibility-statement): where visitors report a
 * barrier. Empty fields fall back to the center's general contact details.
 */
export const accessibilityContacts = pgTable('accessibility_contacts', {
  id: serial('id').primaryKey(),
  volunteerCenterId: integer('volunteer_center_id')
    .notNull()
    .unique()
    .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
  email: text('email'),
  phoneNumber: text('phone_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
