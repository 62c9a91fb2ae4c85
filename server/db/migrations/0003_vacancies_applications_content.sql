CREATE TYPE "public"."activity_frequency" AS ENUM('once', 'multi_day', 'regularly');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."content_block_type" AS ENUM('Markdown', 'Image', 'ImageTextButtons', 'FourCards', 'DynamicCards', 'YouTube', 'TextWithUsps', 'QuoteBlock', 'PhotoSlideshow', 'PhotoHero', 'Hotlinks', 'CallToAction', 'DualCta', 'NewsCarousel', 'SectionTitle', 'BuilderForm', 'LogoBar', 'VacancyCategories', 'HeroWithSearch');--> statement-breakpoint
CREATE TYPE "public"."menu_key" AS ENUM('header', 'footer');--> statement-breakpoint
CREATE TYPE "public"."menu_link_type" AS ENUM('page', 'system_page', 'url');--> statement-breakpoint
CREATE TYPE "public"."page_layout" AS ENUM('default', 'wide');--> statement-breakpoint
CREATE TYPE "public"."page_type" AS ENUM('news', 'success_story', 'default');--> statement-breakpoint
CREATE TYPE "public"."vacancy_status" AS ENUM('draft', 'published', 'filled', 'expired', 'archived', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."vacancy_type" AS ENUM('volunteering', 'p2p', 'activity', 'language');--> statement-breakpoint
CREATE TABLE "age_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "age_groups_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"message" text DEFAULT '' NOT NULL,
	"locale" "locale" DEFAULT 'nl' NOT NULL,
	"status" "application_status",
	"internal_note" text,
	"confirmation_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text,
	"subject_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"vacancy_type" "vacancy_type" DEFAULT 'volunteering' NOT NULL,
	"status" "vacancy_status" DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"description" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"contact_person_id" integer,
	"contact_phone_visible" boolean DEFAULT false NOT NULL,
	"hours_per_week" integer,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"remote" boolean DEFAULT false NOT NULL,
	"activity_frequency" "activity_frequency",
	"starts_on" date,
	"ends_on" date,
	"start_time" time,
	"end_time" time,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"image_url" text,
	"expires_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('dutch', coalesce(summary, '') || ' ' || description_text || ' ' || coalesce(city, '')), 'C') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || description_text), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"block_type" "content_block_type" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt_text" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"link_type" "menu_link_type" NOT NULL,
	"page_id" integer,
	"system_page" text,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"key" "menu_key" NOT NULL,
	"locale" "locale" DEFAULT 'nl' NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"locale" "locale" DEFAULT 'nl' NOT NULL,
	"translation_key" text,
	"page_type" "page_type" DEFAULT 'default' NOT NULL,
	"page_layout" "page_layout" DEFAULT 'wide' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"show_title_on_page" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"summary" text,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_image_url" text,
	"meta_title" text,
	"meta_description" text,
	"og_title" text,
	"og_description" text,
	"og_image_url" text,
	"author_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer,
	"name" text NOT NULL,
	"description" text,
	"short_description" text,
	"image_url" text NOT NULL,
	"width" integer,
	"height" integer,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_contact_person_id_users_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_images" ADD CONSTRAINT "stock_images_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_vacancy_idx" ON "applications" USING btree ("vacancy_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_center_created_idx" ON "applications" USING btree ("volunteer_center_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_token_idx" ON "applications" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","read_at","created_at");--> statement-breakpoint
CREATE INDEX "vacancies_center_status_idx" ON "vacancies" USING btree ("volunteer_center_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "vacancies_center_published_idx" ON "vacancies" USING btree ("volunteer_center_id","published_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_center_type_idx" ON "vacancies" USING btree ("volunteer_center_id","vacancy_type","status");--> statement-breakpoint
CREATE INDEX "vacancies_organization_idx" ON "vacancies" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "vacancies_center_starts_idx" ON "vacancies" USING btree ("volunteer_center_id","starts_on");--> statement-breakpoint
CREATE INDEX "vacancies_location_idx" ON "vacancies" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "vacancies_expiry_idx" ON "vacancies" USING btree ("expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vacancies_tags_idx" ON "vacancies" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "vacancies_age_groups_idx" ON "vacancies" USING gin ("age_group_ids");--> statement-breakpoint
CREATE INDEX "content_blocks_page_idx" ON "content_blocks" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "media_files_center_idx" ON "media_files" USING btree ("volunteer_center_id","created_at","id");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_center_key_locale_idx" ON "menus" USING btree ("volunteer_center_id","key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_center_locale_slug_idx" ON "pages" USING btree ("volunteer_center_id","locale","page_type","slug") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pages_center_type_published_idx" ON "pages" USING btree ("volunteer_center_id","locale","page_type","is_published","published_at");--> statement-breakpoint
CREATE INDEX "pages_translation_idx" ON "pages" USING btree ("volunteer_center_id","translation_key");--> statement-breakpoint
CREATE INDEX "stock_images_center_idx" ON "stock_images" USING btree ("volunteer_center_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_images_keywords_idx" ON "stock_images" USING gin ("keywords");