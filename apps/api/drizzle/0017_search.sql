CREATE TABLE "search_queries" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, bz_search_fold(name)), 'A') || setweight(to_tsvector('simple'::regconfig, bz_search_fold(coalesce(latin_name, ''))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (replace(bz_search_fold(name), ' ', '')) STORED;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, bz_search_fold(title)), 'A') || setweight(to_tsvector('simple'::regconfig, bz_search_fold(search_text)), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (replace(bz_search_fold(title), ' ', '')) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, bz_search_fold(name || ' ' || coalesce(scientific_name, ''))), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (replace(bz_search_fold(name), ' ', '')) STORED;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, bz_search_fold(title)), 'A') || setweight(to_tsvector('simple'::regconfig, bz_search_fold(search_text)), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (replace(bz_search_fold(title), ' ', '')) STORED;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, bz_search_fold(name || ' ' || coalesce(latin_name, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, bz_search_fold(search_text)), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (replace(bz_search_fold(name || ' ' || coalesce(latin_name, '')), ' ', '')) STORED;--> statement-breakpoint
CREATE INDEX "base_products_search_vector_idx" ON "base_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "base_products_search_compact_idx" ON "base_products" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_products_search_vector_idx" ON "supplier_products" USING gin ("search_vector") WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_search_compact_idx" ON "supplier_products" USING gin ("search_compact" gin_trgm_ops) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "categories_search_vector_idx" ON "categories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "categories_search_compact_idx" ON "categories" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_search_vector_idx" ON "pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pages_search_compact_idx" ON "pages" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_search_vector_idx" ON "merchants" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "merchants_search_compact_idx" ON "merchants" USING gin ("search_compact" gin_trgm_ops);