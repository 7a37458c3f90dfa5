DROP INDEX "supplier_products_type_created_idx";--> statement-breakpoint
DROP INDEX "supplier_products_price_idx";--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "facets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_products_family_newest_idx" ON "supplier_products" USING btree (("category_path"[2]),"created_at" desc,"id" desc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_type_newest_idx" ON "supplier_products" USING btree ("category_type","created_at" desc,"id" desc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_family_popular_idx" ON "supplier_products" USING btree (("category_path"[2]),"visit_count" desc,"id" desc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_type_popular_idx" ON "supplier_products" USING btree ("category_type","visit_count" desc,"id" desc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_family_price_asc_idx" ON "supplier_products" USING btree (("category_path"[2]),"price_rials" asc nulls last,"id" asc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_type_price_asc_idx" ON "supplier_products" USING btree ("category_type","price_rials" asc nulls last,"id" asc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_family_price_desc_idx" ON "supplier_products" USING btree (("category_path"[2]),"price_rials" desc nulls last,"id" asc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "supplier_products_type_price_desc_idx" ON "supplier_products" USING btree ("category_type","price_rials" desc nulls last,"id" asc) WHERE "supplier_products"."status" = 'published';--> statement-breakpoint
-- supplier_products.facets mirrors the product's rows in supplier_product_values, so a listing filter
-- reads the product row it already has instead of probing the values table per product and filter.
-- Statement-level triggers keep it true for every writer (seeds, imports, a future supplier editor):
-- one set-based refresh per statement, whatever the number of rows it touched.
CREATE FUNCTION "supplier_product_facets"("product" integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(v.property_id::text,
      CASE WHEN v.option_key IS NOT NULL THEN to_jsonb(v.option_key)
           WHEN v.bool_value IS NOT NULL THEN to_jsonb(v.bool_value)
           ELSE jsonb_build_array(v.base_value, coalesce(v.base_max_value, v.base_value)) END), '{}'::jsonb)
  FROM supplier_product_values v
  WHERE v.product_id = product
    AND (v.option_key IS NOT NULL OR v.bool_value IS NOT NULL OR v.base_value IS NOT NULL)
$$;--> statement-breakpoint
CREATE FUNCTION "supplier_products_refresh_facets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE supplier_products p SET facets = supplier_product_facets(p.id)
    WHERE p.id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE supplier_products p SET facets = supplier_product_facets(p.id)
    WHERE p.id IN (SELECT product_id FROM old_rows);
  ELSE
    UPDATE supplier_products p SET facets = supplier_product_facets(p.id)
    WHERE p.id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "supplier_product_values_facets_insert" AFTER INSERT ON "supplier_product_values"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_products_refresh_facets();--> statement-breakpoint
CREATE TRIGGER "supplier_product_values_facets_update" AFTER UPDATE ON "supplier_product_values"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_products_refresh_facets();--> statement-breakpoint
CREATE TRIGGER "supplier_product_values_facets_delete" AFTER DELETE ON "supplier_product_values"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_products_refresh_facets();--> statement-breakpoint
-- Existing catalogs: one pass over the values instead of one lookup per product.
UPDATE "supplier_products" p SET "facets" = f.facets
FROM (
  SELECT v.product_id, jsonb_object_agg(v.property_id::text,
      CASE WHEN v.option_key IS NOT NULL THEN to_jsonb(v.option_key)
           WHEN v.bool_value IS NOT NULL THEN to_jsonb(v.bool_value)
           ELSE jsonb_build_array(v.base_value, coalesce(v.base_max_value, v.base_value)) END) AS facets
  FROM supplier_product_values v
  WHERE v.option_key IS NOT NULL OR v.bool_value IS NOT NULL OR v.base_value IS NOT NULL
  GROUP BY v.product_id
) f
WHERE f.product_id = p.id;
