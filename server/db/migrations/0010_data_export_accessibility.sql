CREATE TYPE "public"."data_export_status" AS ENUM('pending', 'ready', 'failed', 'expired');--> statement-breakpoint
CREATE TABLE "accessibility_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"email" text,
	"phone_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessibility_contacts_volunteer_center_id_unique" UNIQUE("volunteer_center_id")
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"user_id" integer,
	"status" "data_export_status" DEFAULT 'pending' NOT NULL,
	"locale" "locale" DEFAULT 'nl' NOT NULL,
	"token_hash" text,
	"file_name" text,
	"byte_size" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accessibility_contacts" ADD CONSTRAINT "accessibility_contacts_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_due_idx" ON "data_exports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_idx" ON "data_exports" USING btree ("token_hash");