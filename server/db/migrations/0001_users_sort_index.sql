DROP INDEX "users_center_name_idx";--> statement-breakpoint
CREATE INDEX "users_center_name_idx" ON "users" USING btree ("volunteer_center_id",lower("last_name"),"id");