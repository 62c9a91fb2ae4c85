-- Forms (issue 10): forms of a center or of its organizations, their questions, invitations (token_holder forms),
-- submissions and answers. An answer keeps the question as it was (text, type, position); question_id is set null
-- when the question goes.
CREATE TYPE "public"."form_access_permission" AS ENUM('anonymous', 'token_holder');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('text', 'multiple_choice', 'date', 'number', 'checkbox', 'email', 'url', 'phone', 'info_section', 'time');--> statement-breakpoint
CREATE TABLE "form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"question_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"question_type" "question_type" NOT NULL,
	"question_text" text NOT NULL,
	"value" jsonb
);
--> statement-breakpoint
CREATE TABLE "form_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"token_hash" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "form_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_type" "question_type" NOT NULL,
	"text" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT false NOT NULL,
	"long_answer" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"invitation_id" integer,
	"respondent_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"organization_id" integer,
	"title" text NOT NULL,
	"description" text,
	"access_permission" "form_access_permission" DEFAULT 'anonymous' NOT NULL,
	"public_key" text NOT NULL,
	"notify_owner" boolean DEFAULT true NOT NULL,
	"owner_id" integer,
	"kind" text DEFAULT 'custom' NOT NULL,
	"accepting_submissions" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_question_id_form_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."form_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_invitations" ADD CONSTRAINT "form_invitations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_invitations" ADD CONSTRAINT "form_invitations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_invitation_id_form_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."form_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_answers_submission_idx" ON "form_answers" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "form_answers_question_idx" ON "form_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "form_invitations_form_idx" ON "form_invitations" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_questions_form_position_idx" ON "form_questions" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "form_submissions_form_created_idx" ON "form_submissions" USING btree ("form_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forms_center_created_idx" ON "forms" USING btree ("volunteer_center_id","created_at");--> statement-breakpoint
CREATE INDEX "forms_organization_idx" ON "forms" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_one_contact_per_center_idx" ON "forms" USING btree ("volunteer_center_id") WHERE kind = 'contact';