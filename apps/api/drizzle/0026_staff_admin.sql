CREATE TYPE "public"."feedback_state" AS ENUM('new', 'read', 'answered', 'archived');--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "state" "feedback_state" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply_note" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_state_idx" ON "feedbacks" USING btree ("state","created_at");