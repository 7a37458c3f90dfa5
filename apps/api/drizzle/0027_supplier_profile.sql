CREATE TYPE "public"."delegation_state" AS ENUM('pending', 'confirmed', 'rejected');--> statement-breakpoint
ALTER TABLE "merchant_members" ADD COLUMN "manage_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD COLUMN "state" "delegation_state" DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD COLUMN "document_file_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "catalogue_file_id" text;