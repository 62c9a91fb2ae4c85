CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author_id" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"last_mailed_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"organization_id" integer,
	"volunteer_id" integer NOT NULL,
	"subject" text NOT NULL,
	"vacancy_id" integer,
	"application_id" integer,
	"created_by_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"volunteer_profile_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"sender_id" integer,
	"body" text NOT NULL,
	"conversation_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"in_pool" boolean DEFAULT false NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"postal_code" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"max_distance_km" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(bio, '') || ' ' || coalesce(city, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "digest_deliveries" (
	"user_id" integer NOT NULL,
	"digest_on" date NOT NULL,
	"vacancy_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_user_id_digest_on_pk" PRIMARY KEY("user_id","digest_on")
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"key" text NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"locale" "locale" DEFAULT 'nl' NOT NULL,
	"status" text NOT NULL,
	"confirmation_token_hash" text,
	"cancel_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"waitlisted_at" timestamp with time zone,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"attended" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"vacancy_id" integer,
	"workshop_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text,
	"description" text,
	"capacity" integer NOT NULL,
	"cancel_cutoff_hours" integer DEFAULT 24 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_one_parent" CHECK (("shifts"."vacancy_id" is null) <> ("shifts"."workshop_id" is null)),
	CONSTRAINT "shifts_capacity_positive" CHECK ("shifts"."capacity" > 0),
	CONSTRAINT "shifts_ends_after_start" CHECK ("shifts"."ends_at" > "shifts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"place" text,
	"online_url" text,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hour_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"vacancy_id" integer,
	"shift_id" integer,
	"shift_signup_id" integer,
	"worked_on" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"recorded_by_id" integer,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_entries_minutes_range" CHECK ("hour_entries"."minutes" > 0 and "hour_entries"."minutes" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "hour_sign_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_center_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"mentor_id" integer,
	"school_year" text NOT NULL,
	"total_minutes" integer NOT NULL,
	"note" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_volunteer_profile_id_volunteer_profiles_id_fk" FOREIGN KEY ("volunteer_profile_id") REFERENCES "public"."volunteer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_signups" ADD CONSTRAINT "shift_signups_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_signups" ADD CONSTRAINT "shift_signups_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_signups" ADD CONSTRAINT "shift_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_shift_signup_id_shift_signups_id_fk" FOREIGN KEY ("shift_signup_id") REFERENCES "public"."shift_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_entries" ADD CONSTRAINT "hour_entries_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_sign_offs" ADD CONSTRAINT "hour_sign_offs_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_sign_offs" ADD CONSTRAINT "hour_sign_offs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_sign_offs" ADD CONSTRAINT "hour_sign_offs_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversation_notes_conversation_idx" ON "conversation_notes" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_participants_user_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversations_center_last_idx" ON "conversations" USING btree ("volunteer_center_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_organization_last_idx" ON "conversations" USING btree ("organization_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_volunteer_last_idx" ON "conversations" USING btree ("volunteer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_application_idx" ON "conversations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "conversations_subject_idx" ON "conversations" USING gin (to_tsvector('simple', "subject"));--> statement-breakpoint
CREATE INDEX "profile_replies_profile_idx" ON "profile_replies" USING btree ("volunteer_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_replies_organization_idx" ON "profile_replies" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_pool_idx" ON "volunteer_profiles" USING btree ("volunteer_center_id","updated_at","id") WHERE in_pool;--> statement-breakpoint
CREATE INDEX "volunteer_profiles_search_idx" ON "volunteer_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_interests_idx" ON "volunteer_profiles" USING gin ("interests");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_location_idx" ON "volunteer_profiles" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "digest_deliveries_day_idx" ON "digest_deliveries" USING btree ("digest_on");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_templates_center_key_locale_idx" ON "notification_templates" USING btree ("volunteer_center_id","key","locale");--> statement-breakpoint
CREATE INDEX "shift_signups_shift_status_idx" ON "shift_signups" USING btree ("shift_id","status","waitlisted_at","id");--> statement-breakpoint
CREATE INDEX "shift_signups_user_idx" ON "shift_signups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shift_signups_reminder_idx" ON "shift_signups" USING btree ("shift_id") WHERE status = 'confirmed' and reminder_sent_at is null;--> statement-breakpoint
CREATE INDEX "shift_signups_confirmation_idx" ON "shift_signups" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE INDEX "shift_signups_cancel_idx" ON "shift_signups" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_signups_one_live_idx" ON "shift_signups" USING btree ("shift_id",lower("email")) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shifts_vacancy_idx" ON "shifts" USING btree ("vacancy_id","starts_at");--> statement-breakpoint
CREATE INDEX "shifts_workshop_idx" ON "shifts" USING btree ("workshop_id","starts_at");--> statement-breakpoint
CREATE INDEX "shifts_center_starts_idx" ON "shifts" USING btree ("volunteer_center_id","starts_at");--> statement-breakpoint
CREATE INDEX "workshops_center_status_idx" ON "workshops" USING btree ("volunteer_center_id","status");--> statement-breakpoint
CREATE INDEX "hour_entries_user_idx" ON "hour_entries" USING btree ("user_id","worked_on");--> statement-breakpoint
CREATE INDEX "hour_entries_organization_idx" ON "hour_entries" USING btree ("organization_id","status","worked_on");--> statement-breakpoint
CREATE INDEX "hour_entries_center_worked_idx" ON "hour_entries" USING btree ("volunteer_center_id","worked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "hour_entries_signup_idx" ON "hour_entries" USING btree ("shift_signup_id") WHERE shift_signup_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hour_sign_offs_student_year_idx" ON "hour_sign_offs" USING btree ("student_id","school_year");