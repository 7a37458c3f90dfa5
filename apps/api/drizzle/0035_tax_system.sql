CREATE TYPE "public"."tax_submission_state" AS ENUM('not_sent', 'queued', 'sent', 'accepted', 'rejected', 'failed', 'buyer_accepted', 'buyer_rejected');--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"memory_id" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"sealed_certificate" text NOT NULL,
	"certificate_subject" text NOT NULL,
	"certificate_expires_at" timestamp with time zone NOT NULL,
	"saved_by_user_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_profiles_memory_id" CHECK ("tax_profiles"."memory_id" ~ '^[A-Z0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "tax_submissions" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"tax_id" text,
	"state" "tax_submission_state" DEFAULT 'not_sent' NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"reference_number" text,
	"invoice_json" jsonb,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_submissions_tax_id" CHECK ("tax_submissions"."tax_id" is null or "tax_submissions"."tax_id" ~ '^[A-Z0-9]{22}$')
);
--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_submissions" ADD CONSTRAINT "tax_submissions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_submissions_merchant" ON "tax_submissions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "tax_submissions_waiting" ON "tax_submissions" USING btree ("state") WHERE "tax_submissions"."state" in ('sent', 'accepted');