CREATE TYPE "public"."certificate_kind" AS ENUM('iso9001', 'iso14001', 'national_standard', 'other');--> statement-breakpoint
CREATE TYPE "public"."certificate_status" AS ENUM('pending', 'approved', 'refused');--> statement-breakpoint
CREATE TABLE "merchant_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" "certificate_kind" NOT NULL,
	"title" text,
	"number" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" "certificate_status" DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" integer,
	"submitted_by_user_id" integer,
	"expiry_noticed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_certificates_dates" CHECK ("merchant_certificates"."expires_on" > "merchant_certificates"."issued_on"),
	CONSTRAINT "merchant_certificates_refused_with_reason" CHECK (("merchant_certificates"."status" = 'refused') = ("merchant_certificates"."refusal_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "merchant_certificates" ADD CONSTRAINT "merchant_certificates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_certificates" ADD CONSTRAINT "merchant_certificates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_certificates" ADD CONSTRAINT "merchant_certificates_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_certificates" ADD CONSTRAINT "merchant_certificates_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_certificates_merchant" ON "merchant_certificates" USING btree ("merchant_id","status","expires_on");--> statement-breakpoint
CREATE INDEX "merchant_certificates_pending" ON "merchant_certificates" USING btree ("status","created_at");