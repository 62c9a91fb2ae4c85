-- The social map (issue 12). The lists of the non-profit profile become per center: every global entry is copied into
-- each center, the profiles are pointed at the copies of their own organization's center, then the originals go.
ALTER TABLE "activity_types" DROP CONSTRAINT "activity_types_key_unique";--> statement-breakpoint
ALTER TABLE "non_profit_types" DROP CONSTRAINT "non_profit_types_key_unique";--> statement-breakpoint
ALTER TABLE "organization_profiles" DROP CONSTRAINT "organization_profiles_non_profit_type_id_non_profit_types_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_types" ADD COLUMN "volunteer_center_id" integer;--> statement-breakpoint
ALTER TABLE "non_profit_types" ADD COLUMN "volunteer_center_id" integer;--> statement-breakpoint
INSERT INTO "non_profit_types" ("volunteer_center_id", "key", "name_nl", "name_en")
  SELECT c."id", t."key", t."name_nl", t."name_en"
  FROM "volunteer_centers" c CROSS JOIN "non_profit_types" t
  WHERE t."volunteer_center_id" IS NULL
  ORDER BY c."id", t."id";--> statement-breakpoint
INSERT INTO "activity_types" ("volunteer_center_id", "key", "name_nl", "name_en")
  SELECT c."id", t."key", t."name_nl", t."name_en"
  FROM "volunteer_centers" c CROSS JOIN "activity_types" t
  WHERE t."volunteer_center_id" IS NULL
  ORDER BY c."id", t."id";--> statement-breakpoint
UPDATE "organization_profiles" p SET "non_profit_type_id" = copy."id"
  FROM "organizations" o, "non_profit_types" original, "non_profit_types" copy
  WHERE o."id" = p."organization_id"
    AND original."id" = p."non_profit_type_id" AND original."volunteer_center_id" IS NULL
    AND copy."volunteer_center_id" = o."volunteer_center_id" AND copy."key" = original."key";--> statement-breakpoint
-- An array has no foreign key: ids that named no entry are dropped; the order and duplicates' first place are kept.
UPDATE "organization_profiles" p SET "activity_type_ids" = coalesce((
    SELECT array_agg(mapped."id" ORDER BY mapped."position")
    FROM (
      SELECT DISTINCT ON (copy."id") copy."id", u."position"
      FROM unnest(p."activity_type_ids") WITH ORDINALITY AS u("id", "position")
      JOIN "activity_types" original ON original."id" = u."id" AND original."volunteer_center_id" IS NULL
      JOIN "activity_types" copy ON copy."key" = original."key" AND copy."volunteer_center_id" = o."volunteer_center_id"
      ORDER BY copy."id", u."position"
    ) mapped
  ), '{}'::integer[])
  FROM "organizations" o
  WHERE o."id" = p."organization_id" AND cardinality(p."activity_type_ids") > 0;--> statement-breakpoint
UPDATE "organization_profiles" SET "non_profit_type_id" = NULL
  WHERE "non_profit_type_id" IN (SELECT "id" FROM "non_profit_types" WHERE "volunteer_center_id" IS NULL);--> statement-breakpoint
DELETE FROM "non_profit_types" WHERE "volunteer_center_id" IS NULL;--> statement-breakpoint
DELETE FROM "activity_types" WHERE "volunteer_center_id" IS NULL;--> statement-breakpoint
ALTER TABLE "activity_types" ALTER COLUMN "volunteer_center_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "non_profit_types" ALTER COLUMN "volunteer_center_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('dutch', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "activity_types" ADD CONSTRAINT "activity_types_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_profit_types" ADD CONSTRAINT "non_profit_types_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_non_profit_type_id_non_profit_types_id_fk" FOREIGN KEY ("non_profit_type_id") REFERENCES "public"."non_profit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_types_center_key_idx" ON "activity_types" USING btree ("volunteer_center_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "non_profit_types_center_key_idx" ON "non_profit_types" USING btree ("volunteer_center_id","key");--> statement-breakpoint
CREATE INDEX "organization_profiles_activity_types_idx" ON "organization_profiles" USING gin ("activity_type_ids");--> statement-breakpoint
CREATE INDEX "organization_profiles_non_profit_type_idx" ON "organization_profiles" USING btree ("non_profit_type_id");--> statement-breakpoint
CREATE INDEX "organizations_search_idx" ON "organizations" USING gin ("search_vector");
