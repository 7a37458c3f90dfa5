-- A decimal point between two digits stays in the search key (docs/decisions/114-*.md, issue 35): «7.5», «۷٫۵» and
-- «٧٫٥» all fold to «7.5», one word, where migration 0016 made them the two numbers «7» and «5» (so «پمپ 2 اینچ» found
-- a 2.2 kW pump, and «2.5» matched any title holding a 2 and a 5). The Arabic decimal separator «٫» between digits is
-- the point; every other point is a space as before. The twin of `foldForSearch` (packages/fa/src/normalize.ts);
-- search.test.ts checks both agree.
CREATE OR REPLACE FUNCTION bz_search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    translate(lower(normalize(input, NFKC)), 'يىكةۀأإٱآؤئ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْٰٔ‍​﻿­‎‏؜', 'ییکههااااوی01234567890123456789'),
    '(?<=[0-9])٫(?=[0-9])', '.', 'g'),
    '[^.0-9a-z\u0621-\u063a\u0641-\u064a\u066e\u066f\u0671-\u06d3\u06d5\u06ee\u06ef\u06fa-\u06fc\u06ff]+', ' ', 'g'),
    '(?<![0-9])\.|\.(?![0-9])', ' ', 'g'),
    ' {2,}', ' ', 'g'))
$$;
--> statement-breakpoint
-- The stored search columns are generated from the function: rows whose text holds a decimal are written again so
-- that they are folded anew (an update recomputes a row's generated columns). Offers rewrite their search rows by
-- their update trigger (migration 0028) when the vector changed.
UPDATE "base_products" SET "name" = "name"
  WHERE (name || ' ' || coalesce(latin_name, '')) ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';--> statement-breakpoint
-- An offer's `search_text` was written by the app's normalizeForSearch, which dropped the point too: written again
-- from what it is made of (the seed's title, generic product's Latin name, model and description; the editor's has no
-- Latin name), folded here as the app now folds it.
UPDATE "supplier_products" sp SET "search_text" = bz_search_fold(sp.title || ' ' || coalesce(bp.latin_name, '') || ' '
    || coalesce(sp.model, '') || ' ' || sp.description)
  FROM "supplier_products" s LEFT JOIN "base_products" bp ON bp.id = s.base_product_id
  WHERE s.id = sp.id AND (sp.title || ' ' || coalesce(sp.model, '') || ' ' || sp.description) ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';--> statement-breakpoint
UPDATE "categories" SET "name" = "name"
  WHERE (name || ' ' || coalesce(scientific_name, '')) ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';--> statement-breakpoint
-- Pages: their titles are folded anew; the stored `search_text` of an article written before keeps «2 5» until it is
-- saved again (its words as written are not all kept: a supplier's article holds its body's text).
UPDATE "pages" SET "title" = "title" WHERE title ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';--> statement-breakpoint
UPDATE "merchants" SET "name" = "name"
  WHERE (name || ' ' || coalesce(latin_name, '') || ' ' || search_text) ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';--> statement-breakpoint
-- A category's words (its lineage's names, folded) are kept once per category (migration 0054): computed again, and
-- the search rows of the offers in a category whose name holds a decimal («کد ASME B31.3») rewritten with them.
SELECT bz_category_search_vectors_refresh(ARRAY(SELECT id FROM categories));--> statement-breakpoint
SELECT bz_search_products_refresh(ARRAY(
  SELECT sp.id FROM supplier_products sp JOIN categories c ON c.id = ANY(sp.category_path)
  WHERE (c.name || ' ' || coalesce(c.scientific_name, '')) ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]'));
