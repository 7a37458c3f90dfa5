-- Suppliers' stored search texts and the popular searches' keys written before decision 114 hold «2 5» where the
-- query side now folds «2.5», «۲٫۵» and «٢٫٥» to the one word «2.5» (docs/decisions/119-*.md, issue 35).
--
-- A supplier's `search_text` is written from what the row holds: by the seed, its name, Latin name, «about», city,
-- province and certificates; by registration, its name alone. The text is written again from that source, folded by
-- bz_search_fold (as migration 0056 wrote offers' texts), only where the stored text, folded, is exactly the old fold of
-- it (the new fold with each point between two digits made a space) and the source holds a decimal; a text of any other
-- making is left as it is. The generated search vector follows.
WITH source AS (
  SELECT m.id,
    bz_search_fold(concat_ws(' ', m.name, coalesce(m.latin_name, ''), m.about, coalesce(ci.name, ''),
      coalesce(pr.name, ''), array_to_string(m.certificates, ' '))) AS seeded,
    bz_search_fold(m.name) AS registered
  FROM merchants m LEFT JOIN cities ci ON ci.id = m.city_id LEFT JOIN provinces pr ON pr.id = m.province_id
)
UPDATE merchants m SET search_text = CASE
    WHEN bz_search_fold(m.search_text) = regexp_replace(s.seeded, '(?<=[0-9])\.(?=[0-9])', ' ', 'g') THEN s.seeded
    ELSE s.registered END
  FROM source s
  WHERE s.id = m.id AND m.search_text ~ '[0-9] [0-9]' AND (
    (s.seeded ~ '[0-9]\.[0-9]' AND bz_search_fold(m.search_text) = regexp_replace(s.seeded, '(?<=[0-9])\.(?=[0-9])', ' ', 'g'))
    OR (s.registered ~ '[0-9]\.[0-9]' AND bz_search_fold(m.search_text) = regexp_replace(s.registered, '(?<=[0-9])\.(?=[0-9])', ' ', 'g')));
--> statement-breakpoint
-- A popular search's key is the folded query, and «2 5» was the old fold of «2.5», «1/5» and «2 5» alike. Two numbers
-- side by side in a key are read as one decimal only where the catalog writes that decimal (a generic product's name or
-- Latin name, an offer's title, a category's name: «7 5» → «7.5», «20 0 4» → «20 0.4»); «1 2» stays, since no title says
-- «1.2». A key that becomes one already stored adds its count to it and keeps the later date.
DO $$
DECLARE
  decimals text[] := ARRAY(
    SELECT DISTINCT w[1] FROM (
      SELECT name || ' ' || coalesce(latin_name, '') AS t FROM base_products
      UNION ALL SELECT title FROM supplier_products
      UNION ALL SELECT name FROM categories) s,
    LATERAL regexp_matches(bz_search_fold(s.t), '(?<![0-9.])([0-9]+\.[0-9]+)(?![0-9.])', 'g') AS w);
  r record;
  words text[];
  joined text[];
  i int;
  key text;
BEGIN
  FOR r IN SELECT q.key AS old, q.hits, q.last_searched_at FROM search_queries q WHERE q.key ~ '[0-9] [0-9]' LOOP
    words := string_to_array(r.old, ' ');
    joined := '{}';
    i := 1;
    WHILE i <= coalesce(array_length(words, 1), 0) LOOP
      IF i < array_length(words, 1) AND words[i] ~ '^[0-9]+$' AND words[i + 1] ~ '^[0-9]+$'
          AND (words[i] || '.' || words[i + 1]) = ANY (decimals) THEN
        joined := joined || (words[i] || '.' || words[i + 1]);
        i := i + 2;
      ELSE
        joined := joined || words[i];
        i := i + 1;
      END IF;
    END LOOP;
    key := array_to_string(joined, ' ');
    IF key <> r.old THEN
      DELETE FROM search_queries WHERE search_queries.key = r.old;
      INSERT INTO search_queries (key, hits, last_searched_at) VALUES (key, r.hits, r.last_searched_at)
        ON CONFLICT ON CONSTRAINT search_queries_pkey DO UPDATE SET hits = search_queries.hits + excluded.hits,
          last_searched_at = greatest(search_queries.last_searched_at, excluded.last_searched_at);
    END IF;
  END LOOP;
END $$;
