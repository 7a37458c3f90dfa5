-- Search (issue 15, docs/decisions/020-search.md): trigram matching and the SQL twin of foldForSearch()
-- (packages/fa/src/normalize.ts). The search columns of products, suppliers, categories and pages are
-- generated from it (migration 0017), so the index is current after every write, whoever writes.
-- The translate() lists: Arabic yeh/alef maksura/kaf/teh marbuta, heh with yeh, alef with hamza/wasla/madda,
-- waw and yeh with hamza, Persian and Arabic-Indic digits; then deleted: tatweel, harakat, superscript alef,
-- hamza above, and the invisible marks normalizePersian drops.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bz_search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT btrim(regexp_replace(
    translate(lower(normalize(input, NFKC)), 'يىكةۀأإٱآؤئ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْٰٔ‍​﻿­‎‏؜', 'ییکههااااوی01234567890123456789'),
    '[^0-9a-z\u0621-\u063a\u0641-\u064a\u066e\u066f\u0671-\u06d3\u06d5\u06ee\u06ef\u06fa-\u06fc\u06ff]+', ' ', 'g'))
$$;
