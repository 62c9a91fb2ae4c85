import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ColorShades, ThemeConfig } from '../../../domain/centers';

/** A volunteer center: one branded site, belonging to one tenant (lib/shared/tenancy). */
export const volunteerCenters = pgTable(
  'volunteer_centers',
  {
    id: serial('id').primaryKey(),
    tenantKey: text('tenant_key').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('volunteer_centers_slug_idx').on(t.slug), index('volunteer_centers_tenant_idx').on(t.tenantKey)],
);

/** Branding, footer and theme of a center (docs/domain.md#entities "Profile"). */
export const volunteerCenterProfiles = pgTable('volunteer_center_profiles', {
  id: serial('id').primaryKey(),
  volunteerCenterId: integer('volunteer_center_id')
    .notNull()
    .unique()
    .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  websiteLogoUrl: text('website_logo_url'),
  websiteLogoDarkUrl: text('website_logo_dark_url'),
  faviconUrl: text('favicon_url'),
  gtagId: text('gtag_id'),
  website: text('website'),
  contactEmail: text('contact_email'),
  contactPhoneNumber: text('contact_phone_number'),
  primaryColor: text('primary_color'),
  primaryColorShades: jsonb('primary_color_shades').$type<ColorShades>(),
  secondaryColor: text('secondary_color'),
  secondaryColorShades: jsonb('secondary_color_shades').$type<ColorShades>(),
  mutedColor: text('muted_color'),
  mutedColorShades: jsonb('muted_color_shades').$type<ColorShades>(),
  backgroundColor: text('background_color'),
  textColor: text('text_color'),
  customColorShades: jsonb('custom_color_shades').$type<Record<string, ColorShades>>(),
  footerColumn1Title: text('footer_column1_title'),
  footerColumn1Content: text('footer_column1_content'),
  footerColumn2Title: text('footer_column2_title'),
  footerColumn2Content: text('footer_column2_content'),
  footerColumn3Title: text('footer_column3_title'),
  footerColumn3Content: text('footer_column3_content'),
  footerColumn4Title: text('footer_column4_title'),
  footerColumn4Content: text('footer_column4_content'),
  footerColumn6Title: text('footer_column6_title'),
  footerColumn6Content: text('footer_column6_content'),
  footerColumn8Title: text('footer_column8_title'),
  footerColumn8Content: text('footer_column8_content'),
  showAnbiLogo: boolean('show_anbi_logo').notNull().default(false),
  showNovLogo: boolean('show_nov_logo').notNull().default(false),
  themeConfig: jsonb('theme_config').$type<ThemeConfig>().notNull().default({}),
  /** The hour (Europe/Amsterdam, 0-23) from which the day-before shift reminders go out (docs/domain.md#shifts). */
  shiftReminderHour: integer('shift_reminder_hour').notNull().default(18),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
