CREATE TYPE "public"."trade_request_kind" AS ENUM('order', 'sample');--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "order_multiple" double precision;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "sample_price_rials" bigint;--> statement-breakpoint
ALTER TABLE "trade_quotes" ADD COLUMN "shipping_rials" bigint;--> statement-breakpoint
ALTER TABLE "trade_request_items" ADD COLUMN "tier_price_rials" bigint;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD COLUMN "kind" "trade_request_kind" DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_price_tiers_shape" CHECK (jsonb_typeof("supplier_products"."price_tiers") = 'array' and jsonb_array_length("supplier_products"."price_tiers") <= 8);--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_order_multiple_positive" CHECK ("supplier_products"."order_multiple" is null or "supplier_products"."order_multiple" > 0);--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_sample_price_positive" CHECK ("supplier_products"."sample_price_rials" is null or "supplier_products"."sample_price_rials" > 0);