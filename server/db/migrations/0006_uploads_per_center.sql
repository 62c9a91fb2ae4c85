CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "stored_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_center_created_idx" ON "uploads" USING btree ("volunteer_center_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_uploader_created_idx" ON "uploads" USING btree ("uploaded_by_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_files_uploader_created_idx" ON "media_files" USING btree ("uploaded_by_id","created_at");--> statement-breakpoint
-- Media files stored before this migration: their original size is the best known measure of what they take.
UPDATE "media_files" SET "stored_bytes" = "byte_size";
