CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'logged', 'failed');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('nl', 'en');--> statement-breakpoint
CREATE TYPE "public"."organization_status" AS ENUM('approved', 'pending', 'denied', 'archived', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."organization_type" AS ENUM('NonProfit', 'VolunteerCenter', 'School');--> statement-breakpoint
CREATE TYPE "public"."role_name" AS ENUM('admin', 'center_superuser', 'content_manager', 'page_manager', 'organization_superuser', 'mentor', 'student', 'volunteer');--> statement-breakpoint
CREATE TYPE "public"."signup_method" AS ENUM('signedUp', 'createdByUser', 'imported', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'invited', 'inactive', 'archived');--> statement-breakpoint
CREATE TYPE "public"."user_token_purpose" AS ENUM('confirmation', 'reset_password', 'invitation', 'one_time_sign_in');--> statement-breakpoint
CREATE TABLE "volunteer_center_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"name" text NOT NULL,
	"website_logo_url" text,
	"website_logo_dark_url" text,
	"favicon_url" text,
	"gtag_id" text,
	"website" text,
	"contact_email" text,
	"contact_phone_number" text,
	"primary_color" text,
	"primary_color_shades" jsonb,
	"secondary_color" text,
	"secondary_color_shades" jsonb,
	"muted_color" text,
	"muted_color_shades" jsonb,
	"background_color" text,
	"text_color" text,
	"custom_color_shades" jsonb,
	"footer_column1_title" text,
	"footer_column1_content" text,
	"footer_column2_title" text,
	"footer_column2_content" text,
	"footer_column3_title" text,
	"footer_column3_content" text,
	"footer_column4_title" text,
	"footer_column4_content" text,
	"footer_column6_title" text,
	"footer_column6_content" text,
	"footer_column8_title" text,
	"footer_column8_content" text,
	"show_anbi_logo" boolean DEFAULT false NOT NULL,
	"show_nov_logo" boolean DEFAULT false NOT NULL,
	"theme_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_center_profiles_volunteer_center_id_unique" UNIQUE("volunteer_center_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_key" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "activity_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"city" text,
	"country" text DEFAULT 'NL' NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "non_profit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "non_profit_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "organization_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"non_profit_type_id" integer,
	"show_on_social_map" boolean DEFAULT false NOT NULL,
	"activity_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"organization_type" "organization_type" NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"email" text,
	"phone_number" text,
	"description" text,
	"status" "organization_status" DEFAULT 'pending' NOT NULL,
	"denial_reason" text,
	"address_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" "role_name" NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"job_title" text,
	"gender" "gender",
	"locale" "locale" DEFAULT 'nl' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"signup_method" "signup_method" DEFAULT 'unknown' NOT NULL,
	"digest_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"password_hash" text,
	"confirmed_at" timestamp with time zone,
	"accepted_terms_at" timestamp with time zone,
	"mentor_id" integer,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client" text NOT NULL,
	"token_hash" text NOT NULL,
	"impersonator_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "user_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"payload" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer,
	"actor_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"data" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"template" text NOT NULL,
	"locale" "locale" NOT NULL,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD CONSTRAINT "volunteer_center_profiles_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_non_profit_type_id_non_profit_types_id_fk" FOREIGN KEY ("non_profit_type_id") REFERENCES "public"."non_profit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_centers_slug_idx" ON "volunteer_centers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "volunteer_centers_tenant_idx" ON "volunteer_centers" USING btree ("tenant_key");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_profiles_organization_idx" ON "organization_profiles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizations_center_status_idx" ON "organizations" USING btree ("volunteer_center_id","status");--> statement-breakpoint
CREATE INDEX "organizations_center_name_idx" ON "organizations" USING btree ("volunteer_center_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "organizations_center_created_idx" ON "organizations" USING btree ("volunteer_center_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_org_idx" ON "memberships" USING btree ("user_id","organization_id");--> statement-breakpoint
CREATE INDEX "memberships_org_idx" ON "memberships" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_user_name_org_idx" ON "roles" USING btree ("user_id","name",coalesce("organization_id", 0));--> statement-breakpoint
CREATE INDEX "roles_center_name_idx" ON "roles" USING btree ("volunteer_center_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_center_name_idx" ON "users" USING btree ("volunteer_center_id","last_name","id");--> statement-breakpoint
CREATE INDEX "users_center_status_idx" ON "users" USING btree ("volunteer_center_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_user_client_idx" ON "auth_tokens" USING btree ("user_id","client");--> statement-breakpoint
CREATE INDEX "auth_tokens_expiry_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "audit_log_center_idx" ON "audit_log" USING btree ("volunteer_center_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","created_at");