CREATE TABLE "search_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_type" "category_type" NOT NULL,
	"category_path" integer[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"search_compact" text NOT NULL,
	"price_rials" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"static_rank" real NOT NULL
);
--> statement-breakpoint
DROP INDEX "supplier_products_search_vector_idx";--> statement-breakpoint
DROP INDEX "supplier_products_search_compact_idx";--> statement-breakpoint
ALTER TABLE "search_products" ADD CONSTRAINT "search_products_product_id_supplier_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supplier_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The narrow search table (docs/decisions/033-narrow-search-table.md): one row per public offer, kept by
-- triggers in the writer's transaction. The view is what the table must hold: public offers (published, by a
-- confirmed supplier, in an active category) with their rank inputs; bz_search_products_refresh(ids)
-- rewrites the rows of those offers from it: present when public, absent otherwise.
CREATE VIEW "search_products_source" AS
  SELECT sp.id AS product_id, sp.merchant_id, sp.category_id, sp.category_type, sp.category_path,
    sp.search_vector, sp.search_compact, sp.price_rials, sp.created_at,
    ((CASE m.verification_level WHEN 'site_visit' THEN 6 WHEN 'documents' THEN 5 WHEN 'identity' THEN 3 ELSE 0 END)
      + 0.3 * ln(1 + greatest(sp.visit_count, 0)))::real AS static_rank
  FROM supplier_products sp
  JOIN merchants m ON m.id = sp.merchant_id
  JOIN categories c ON c.id = sp.category_id
  WHERE sp.status = 'published' AND m.status = 'confirmed' AND c.active;--> statement-breakpoint
CREATE FUNCTION "bz_search_products_refresh"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_products WHERE product_id = ANY(ids);
  INSERT INTO search_products SELECT * FROM search_products_source WHERE product_id = ANY(ids);
$$;--> statement-breakpoint
-- Offers: inserts are set-based (one refresh per statement: the scale seed writes 100,000 at a time);
-- updates per row, and only when something the search reads changed (not the facets' refresh, say).
-- Deleted offers leave by the foreign key's cascade.
CREATE FUNCTION "bz_search_products_offers_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bz_search_products_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bz_search_products_offer_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bz_search_products_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_products_offers_insert" AFTER INSERT ON "supplier_products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bz_search_products_offers_inserted();--> statement-breakpoint
CREATE TRIGGER "search_products_offer_update" AFTER UPDATE ON "supplier_products" FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.search_compact IS DISTINCT FROM NEW.search_compact
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.category_type IS DISTINCT FROM NEW.category_type
    OR OLD.category_path IS DISTINCT FROM NEW.category_path OR OLD.price_rials IS DISTINCT FROM NEW.price_rials
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.visit_count IS DISTINCT FROM NEW.visit_count)
  EXECUTE FUNCTION bz_search_products_offer_updated();--> statement-breakpoint
-- A supplier confirmed, suspended or verified, a category switched on or off: their offers are rewritten.
CREATE FUNCTION "bz_search_products_merchants_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bz_search_products_refresh(ARRAY(
    SELECT sp.id FROM supplier_products sp WHERE sp.merchant_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.verification_level IS DISTINCT FROM o.verification_level)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bz_search_products_categories_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bz_search_products_refresh(ARRAY(
    SELECT sp.id FROM supplier_products sp WHERE sp.category_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.active IS DISTINCT FROM o.active)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_products_merchants_update" AFTER UPDATE ON "merchants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bz_search_products_merchants_updated();--> statement-breakpoint
CREATE TRIGGER "search_products_categories_update" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bz_search_products_categories_updated();--> statement-breakpoint
-- The offers already there, then the indexes (built once over the loaded rows: faster than row by row).
INSERT INTO search_products SELECT * FROM search_products_source;--> statement-breakpoint
CREATE INDEX "search_products_vector_idx" ON "search_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_products_compact_idx" ON "search_products" USING gin ("search_compact" gin_trgm_ops);
