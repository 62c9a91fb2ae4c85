ALTER TABLE "email_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Mails already sent, given up or only logged before this migration keep no secret links (docs/decisions.md).
UPDATE "email_outbox" SET "text_body" = NULL, "html_body" = NULL WHERE "status" IN ('sent', 'failed', 'logged');
