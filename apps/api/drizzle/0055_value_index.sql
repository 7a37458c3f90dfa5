-- A narrow band of one number finds its offers by value (docs/decisions/079-search-and-narrow-listings-at-scale.md):
-- the listing asked for offers whose stored value lies in a band walked the whole family's offers in its order
-- and tested each one's facets (170–460 ms at 1,000,000 offers); read here, the band's few offers are found first.
-- Only stored numbers; `product_id` in the key so the band is answered from the index alone.
CREATE INDEX "supplier_product_values_property_value_idx" ON "supplier_product_values" USING btree ("property_id","base_value","product_id") WHERE "supplier_product_values"."base_value" is not null;
