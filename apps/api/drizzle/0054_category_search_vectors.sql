CREATE TABLE "category_search_vectors" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"path" integer[] NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_search_vectors" ADD CONSTRAINT "category_search_vectors_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each category's words for its offers' search rows (docs/decisions/067-category-words-once-per-category.md):
-- `bz_category_search_vector(path)` costs milliseconds (every approved trade term against every name of the
-- lineage, folded), and `search_products_source` called it once per offer: 26 ms an offer under load, seven hours
-- for the 1,000,000-offer seed, and a supplier's import of thousands of offers paid it per offer. It depends only on
-- the lineage, the categories' names and the approved trade terms, so it is kept here once per category, keyed by
-- the lineage it was computed for (the category's ancestors, root first, then itself: an offer's `category_path`).
CREATE FUNCTION "bz_category_search_vectors_refresh"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO category_search_vectors (category_id, path, search_vector)
    SELECT c.id, c.ancestor_ids || c.id, bz_category_search_vector(c.ancestor_ids || c.id)
    FROM categories c WHERE c.id = ANY(ids)
  ON CONFLICT (category_id) DO UPDATE SET path = excluded.path, search_vector = excluded.search_vector;
$$;--> statement-breakpoint
-- The offers' source reads the kept words when the offer's path is the one they were computed for; an offer whose
-- path is not its category's present lineage (none in the demo data or the site's writers) still gets the function's.
CREATE OR REPLACE VIEW "search_products_source" AS
  SELECT sp.id AS product_id, sp.merchant_id, sp.category_id, sp.category_type, sp.category_path,
    sp.search_vector || coalesce(v.search_vector, bz_category_search_vector(sp.category_path)) AS search_vector,
    sp.search_compact, sp.price_rials, sp.created_at,
    ((CASE m.verification_level WHEN 'site_visit' THEN 6 WHEN 'documents' THEN 5 WHEN 'identity' THEN 3 ELSE 0 END)
      + 0.3 * ln(1 + greatest(sp.visit_count, 0)))::real AS static_rank,
    sp.base_product_id
  FROM supplier_products sp
  JOIN merchants m ON m.id = sp.merchant_id
  JOIN categories c ON c.id = sp.category_id
  LEFT JOIN category_search_vectors v ON v.category_id = sp.category_id AND v.path = sp.category_path
  WHERE sp.status = 'published' AND m.status = 'confirmed' AND c.active;--> statement-breakpoint
-- A category added: its row. (Before any offer can name it, so the offers' insert trigger finds it.)
CREATE FUNCTION "bz_category_search_vectors_categories_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bz_category_search_vectors_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "category_search_vectors_categories_insert" AFTER INSERT ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bz_category_search_vectors_categories_inserted();--> statement-breakpoint
-- A category renamed or moved: the rows of it and of every category below it, first; then its offers, as 0046.
CREATE OR REPLACE FUNCTION "bz_search_products_categories_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.scientific_name IS DISTINCT FROM o.scientific_name
      OR n.ancestor_ids IS DISTINCT FROM o.ancestor_ids);
  IF cardinality(changed) > 0 THEN
    PERFORM bz_category_search_vectors_refresh(ARRAY(
      SELECT c.id FROM categories c WHERE c.id = ANY(changed) OR c.ancestor_ids && changed));
  END IF;
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
-- A trade term approved, changed or withdrawn: the rows of the categories whose lineage holds a name with its
-- catalog word, first; then their offers, as 0046.
CREATE OR REPLACE FUNCTION "bz_search_products_trade_term_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  named integer[];
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.state = 'approved' THEN keys := array_append(keys, OLD.means_key); END IF;
  IF TG_OP <> 'DELETE' AND NEW.state = 'approved' THEN keys := array_append(keys, NEW.means_key); END IF;
  IF TG_OP = 'UPDATE' AND OLD.state = NEW.state AND OLD.term_key = NEW.term_key AND OLD.means_key = NEW.means_key THEN
    RETURN NULL;
  END IF;
  IF keys IS NULL THEN RETURN NULL; END IF;
  named := ARRAY(SELECT c.id FROM categories c, unnest(keys) k
    WHERE position(' ' || k || ' ' IN ' ' || bz_search_fold(c.name) || ' ') > 0);
  PERFORM bz_category_search_vectors_refresh(ARRAY(
    SELECT c.id FROM categories c WHERE c.id = ANY(named) OR c.ancestor_ids && named));
  PERFORM bz_search_products_refresh(ARRAY(
    SELECT sp.id FROM supplier_products sp WHERE sp.status = 'published' AND sp.category_path && named));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The categories already there (hundreds: a few seconds); the search rows they would give are the ones stored.
SELECT bz_category_search_vectors_refresh(ARRAY(SELECT id FROM categories));
