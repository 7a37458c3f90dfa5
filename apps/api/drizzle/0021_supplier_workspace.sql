CREATE TYPE "public"."base_product_review" AS ENUM('approved', 'proposed', 'rejected');--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "review" "base_product_review" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "proposed_by_merchant_id" integer;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "image_alts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD COLUMN "manage_products" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "national_id" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "document_file_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_idx" ON "staff_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_object_idx" ON "staff_audit_log" USING btree ("object_type","object_id");--> statement-breakpoint
ALTER TABLE "base_products" ADD CONSTRAINT "base_products_proposed_by_merchant_id_merchants_id_fk" FOREIGN KEY ("proposed_by_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;