-- An offer is found by its category's names (docs/decisions/053-offers-found-by-their-category.md): the names of
-- its category and every ancestor (`category_path`), and the approved trade terms whose catalog word those
-- names hold («رادیوگرافی» of «پرتونگاری»), join its row of the narrow search table at weight C, below its
-- title (A) and its model and description (B). The offer's own generated `search_vector` is unchanged.
CREATE FUNCTION "bz_category_search_vector"("path" integer[]) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(bz_search_fold(
    (SELECT string_agg(c.name || ' ' || coalesce(c.scientific_name, ''), ' ') FROM categories c WHERE c.id = ANY(path))
    || ' ' || coalesce((SELECT string_agg(DISTINCT t.term_key, ' ') FROM trade_terms t JOIN categories c ON c.id = ANY(path)
      WHERE t.state = 'approved' AND position(' ' || t.means_key || ' ' IN ' ' || bz_search_fold(c.name) || ' ') > 0), '')
  ), '')), 'C')
$$;--> statement-breakpoint
-- The generic product each offer sells, so search can show one base product's offers as one result.
ALTER TABLE "search_products" ADD COLUMN "base_product_id" integer;--> statement-breakpoint
CREATE OR REPLACE VIEW "search_products_source" AS
  SELECT sp.id AS product_id, sp.merchant_id, sp.category_id, sp.category_type, sp.category_path,
    sp.search_vector || bz_category_search_vector(sp.category_path) AS search_vector,
    sp.search_compact, sp.price_rials, sp.created_at,
    ((CASE m.verification_level WHEN 'site_visit' THEN 6 WHEN 'documents' THEN 5 WHEN 'identity' THEN 3 ELSE 0 END)
      + 0.3 * ln(1 + greatest(sp.visit_count, 0)))::real AS static_rank,
    sp.base_product_id
  FROM supplier_products sp
  JOIN merchants m ON m.id = sp.merchant_id
  JOIN categories c ON c.id = sp.category_id
  WHERE sp.status = 'published' AND m.status = 'confirmed' AND c.active;--> statement-breakpoint
DROP TRIGGER "search_products_offer_update" ON "supplier_products";--> statement-breakpoint
CREATE TRIGGER "search_products_offer_update" AFTER UPDATE ON "supplier_products" FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.search_compact IS DISTINCT FROM NEW.search_compact
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.category_type IS DISTINCT FROM NEW.category_type
    OR OLD.category_path IS DISTINCT FROM NEW.category_path OR OLD.price_rials IS DISTINCT FROM NEW.price_rials
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.visit_count IS DISTINCT FROM NEW.visit_count
    OR OLD.base_product_id IS DISTINCT FROM NEW.base_product_id)
  EXECUTE FUNCTION bz_search_products_offer_updated();--> statement-breakpoint
-- A category switched on or off rewrites its offers (as before); a category renamed rewrites the offers of it
-- and of every category under it (their paths hold it: the offers' GIN index on category_path finds them).
CREATE OR REPLACE FUNCTION "bz_search_products_categories_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bz_search_products_refresh(ARRAY(
    SELECT sp.id FROM supplier_products sp WHERE sp.category_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.active IS DISTINCT FROM o.active)
    UNION
    SELECT sp.id FROM supplier_products sp WHERE sp.status = 'published' AND sp.category_path && ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name OR n.scientific_name IS DISTINCT FROM o.scientific_name)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A trade term approved, changed or withdrawn rewrites the offers under the categories whose names hold its
-- catalog word (a handful of rows a day, staff's decisions).
CREATE FUNCTION "bz_search_products_trade_term_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.state = 'approved' THEN keys := array_append(keys, OLD.means_key); END IF;
  IF TG_OP <> 'DELETE' AND NEW.state = 'approved' THEN keys := array_append(keys, NEW.means_key); END IF;
  IF TG_OP = 'UPDATE' AND OLD.state = NEW.state AND OLD.term_key = NEW.term_key AND OLD.means_key = NEW.means_key THEN
    RETURN NULL;
  END IF;
  IF keys IS NULL THEN RETURN NULL; END IF;
  PERFORM bz_search_products_refresh(ARRAY(
    SELECT sp.id FROM supplier_products sp WHERE sp.status = 'published' AND sp.category_path && ARRAY(
      SELECT c.id FROM categories c, unnest(keys) k
      WHERE position(' ' || k || ' ' IN ' ' || bz_search_fold(c.name) || ' ') > 0)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_products_trade_terms_change" AFTER INSERT OR UPDATE OR DELETE ON "trade_terms"
  FOR EACH ROW EXECUTE FUNCTION bz_search_products_trade_term_changed();--> statement-breakpoint
-- The rows already there, rewritten; then the indexes, built once over them.
DROP INDEX "search_products_vector_idx";--> statement-breakpoint
DROP INDEX "search_products_compact_idx";--> statement-breakpoint
DELETE FROM search_products;--> statement-breakpoint
INSERT INTO search_products SELECT * FROM search_products_source;--> statement-breakpoint
CREATE INDEX "search_products_vector_idx" ON "search_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_products_compact_idx" ON "search_products" USING gin ("search_compact" gin_trgm_ops);
