import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

/**
 * A file stored by POST /api/v1/uploads (logos, favicons, profile pictures), owned by the center it was uploaded in:
 * another center cannot use it, its bytes count towards that center's quota, and it is deleted by the clean-up job
 * (server/jobs/cleanup-uploads.ts) once nothing has referred to it for a grace period. `name` is the stored file name
 * (32 random hex characters and the extension), which is also the resource id and the last segment of `url`.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_center_created_idx').on(t.volunteerCenterId, t.createdAt),
    index('uploads_uploader_created_idx').on(t.uploadedById, t.createdAt),
    index('uploads_created_idx').on(t.createdAt),
  ],
);
