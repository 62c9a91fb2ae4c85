import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ImageVariant } from '../../../domain/content';
import { contentBlockTypeEnum, localeEnum, menuKeyEnum, menuLinkTypeEnum, pageLayoutEnum, pageTypeEnum } from './enums';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

/**
 * A content page, news article or success story of a center, in one locale. The home page is the page with the
 * empty slug. The nl and en versions of one page share `translation_key` (multi-language tenants only).
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    locale: localeEnum('locale').notNull().default('nl'),
    translationKey: text('translation_key'),
    pageType: pageTypeEnum('page_type').notNull().default('default'),
    pageLayout: pageLayoutEnum('page_layout').notNull().default('wide'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    showTitleOnPage: boolean('show_title_on_page').notNull().default(true),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    summary: text('summary'),
    featured: boolean('featured').notNull().default(false),
    featuredImageUrl: text('featured_image_url'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
    ogImageUrl: text('og_image_url'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_center_locale_slug_idx')
      .on(t.volunteerCenterId, t.locale, t.pageType, t.slug)
      .where(sql`deleted_at is null`),
    index('pages_center_type_published_idx').on(t.volunteerCenterId, t.locale, t.pageType, t.isPublished, t.publishedAt),
    index('pages_translation_idx').on(t.volunteerCenterId, t.translationKey),
  ],
);

/** One block of a page (the nineteen types of docs/domain.md#constants-and-limits); `settings` is validated per type by lib/shared/content/blocks. */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    blockType: contentBlockTypeEnum('block_type').notNull(),
    position: integer('position').notNull().default(0),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_blocks_page_idx').on(t.pageId, t.position)],
);

/** The header and footer menus of a center, per locale. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    key: menuKeyEnum('key').notNull(),
    locale: localeEnum('locale').notNull().default('nl'),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('menus_center_key_locale_idx').on(t.volunteerCenterId, t.key, t.locale)],
);

/** An entry of a menu: a link to a page, a system page (e.g. the vacancy bank) or a URL; nested one level. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    linkType: menuLinkTypeEnum('link_type').notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    systemPage: text('system_page'),
    url: text('url'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId, t.parentId, t.position)],
);

/** Stock images a content manager can pick; center null = the shared library of every center. */
export const stockImages = pgTable(
  'stock_images',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id').references(() => volunteerCenters.id),
    name: text('name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    imageUrl: text('image_url').notNull(),
    width: integer('width'),
    height: integer('height'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_images_center_idx').on(t.volunteerCenterId, t.createdAt),
    index('stock_images_keywords_idx').using('gin', t.keywords),
  ],
);

/**
 * A file uploaded in the content section. Images are resized and converted (sharp) into `variants`,
 * each { format, width, height, url }; `url` is the original (or the largest variant for images).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    volunteerCenterId: integer('volunteer_center_id')
      .notNull()
      .references(() => volunteerCenters.id),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** What the files of this row take in storage (all variants of an image): counted against the center's quota. */
    storedBytes: integer('stored_bytes').notNull().default(0),
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
    altText: text('alt_text'),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_files_center_idx').on(t.volunteerCenterId, t.createdAt, t.id),
    // Public pages look up the size variants of the uploads they show by address (lib/shared/content/images.ts).
    index('media_files_center_url_idx').on(t.volunteerCenterId, t.url),
    // The per-user upload rate counts a user's recent media files (server/resources/uploads/limits.ts).
    index('media_files_uploader_created_idx').on(t.uploadedById, t.createdAt),
  ],
);
