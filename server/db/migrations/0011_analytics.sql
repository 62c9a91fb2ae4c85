CREATE TABLE "analytics_page_views" (
	"volunteer_center_id" integer NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_views_volunteer_center_id_day_path_pk" PRIMARY KEY("volunteer_center_id","day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_search_terms" (
	"volunteer_center_id" integer NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_search_terms_volunteer_center_id_day_term_pk" PRIMARY KEY("volunteer_center_id","day","term")
);
--> statement-breakpoint
CREATE TABLE "vacancy_widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"name" text NOT NULL,
	"vacancy_types" text[] DEFAULT '{}' NOT NULL,
	"tag" text,
	"organization_id" integer,
	"postal_code" text,
	"distance_km" integer,
	"item_count" integer DEFAULT 5 NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_page_views" ADD CONSTRAINT "analytics_page_views_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_search_terms" ADD CONSTRAINT "analytics_search_terms_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_widgets" ADD CONSTRAINT "vacancy_widgets_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_widgets" ADD CONSTRAINT "vacancy_widgets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancy_widgets_center_idx" ON "vacancy_widgets" USING btree ("volunteer_center_id","id");--> statement-breakpoint
CREATE INDEX "vacancies_center_created_idx" ON "vacancies" USING btree ("volunteer_center_id","created_at");