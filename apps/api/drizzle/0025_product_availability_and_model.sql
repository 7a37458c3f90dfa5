CREATE TYPE "public"."product_availability" AS ENUM('in_stock', 'out_of_stock', 'made_to_order');--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "availability" "product_availability" DEFAULT 'in_stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "model" text;