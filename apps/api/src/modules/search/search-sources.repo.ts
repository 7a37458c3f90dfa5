// What the in-memory parts of search read: the speller's vocabulary, the suggestions' sources, and the
// popular searches they are counted from.
import { sql } from 'drizzle-orm';
import { type Database, queryPrepared } from '../../db/client.js';
import type { SearchEngine, SuggestionSources } from './search-engine.js';

/**
 * Title words of the newest this many offers join the speller's dictionary (with every generic product,
 * category, supplier and article): bounded, so reading it stays well under a second at a million offers.
 */
const VOCABULARY_PRODUCTS = 50_000;

/** Popular searches kept for the suggestions: the most searched this many. */
const POPULAR_KEPT = 20_000;

export function createSearchSourcesRepo(
  db: Database,
): Pick<SearchEngine, 'vocabulary' | 'suggestionSources' | 'recordSearch' | 'units'> {
  return {
    async units() {
      const rows = await db.execute<{
        id: number;
        quantityId: number;
        key: string;
        name: string;
        symbol: string;
        factor: number;
        offset: number;
      }>(sql`select id, quantity_id as "quantityId", key, name, symbol, factor, "offset" from units_of_measurement`);
      return rows.rows.map((u) => ({ ...u, factor: Number(u.factor), offset: Number(u.offset) }));
    },
    async vocabulary() {
      const rows = await db.execute<{ word: string; docs: number }>(sql`
        select word, ndoc::int as docs from ts_stat('select search_vector from base_products where active', 'a')
        union all select word, ndoc::int from ts_stat('select search_vector from (select search_vector
          from search_products order by product_id desc limit ${sql.raw(String(VOCABULARY_PRODUCTS))}) s', 'a')
        union all select word, ndoc::int from ts_stat('select search_vector from categories where active', 'a')
        union all select word, ndoc::int from ts_stat('select search_vector from merchants where status = ''confirmed''', 'a')
        union all select word, ndoc::int from ts_stat('select search_vector from pages where status = ''published''', 'a')
        union all select word, ndoc::int from ts_stat('select to_tsvector(''simple'', bz_search_fold(name)) from provinces')
        union all select word, ndoc::int from ts_stat('select to_tsvector(''simple'', bz_search_fold(name)) from cities')`);
      // The documents the counts come from: a word's share of them tells a common word from a rare one.
      const counted = await db.execute<{ n: number }>(sql`select
          (select count(*) from (select 1 from search_products
             order by product_id desc limit ${VOCABULARY_PRODUCTS}) s)::int
          + (select count(*) from base_products where active)::int
          + (select count(*) from categories where active)::int
          + (select count(*) from merchants where status = 'confirmed')::int
          + (select count(*) from pages where status = 'published')::int as n`);
      // PostgreSQL's statistics of the public offers' words (ANALYZE of the narrow search table): the share
      // of offers holding each common word.
      const common = await db.execute<{ word: string; share: number }>(sql`
        select u.word, u.share::float8 as share
        from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as u(word, share)
        where s.tablename = 'search_products' and s.attname = 'search_vector' and u.word is not null`);
      // The site's own text (decision 114): articles and pages, questions and help, videos, the generic products'
      // descriptions and the suppliers' «about»: a word written there is a word of the language the speller leaves as
      // typed. Bounded by the site's own writing (pages, a few thousand products), not by the offers.
      const language = await db.execute<{ word: string }>(sql`
        select word from ts_stat($q$select to_tsvector('simple', bz_search_fold(t)) from (
          select regexp_replace(title || ' ' || summary || ' ' || body_html, '<[^>]*>', ' ', 'g') as t
            from pages where status = 'published'
          union all select question || ' ' || answer from faq_questions
          union all select regexp_replace(title || ' ' || body_html, '<[^>]*>', ' ', 'g') from help_entries
          union all select title || ' ' || description from media_videos
          union all select description from base_products where active
          union all select about from merchants where status = 'confirmed') s$q$)`);
      return {
        words: rows.rows,
        language: language.rows.map((r) => r.word),
        documents: Number(counted.rows[0]?.n ?? 0),
        common: common.rows.map((r) => ({ word: r.word, share: Number(r.share) })),
      };
    },

    async suggestionSources(minHits) {
      // Each row with the lexemes of its generated vector (title words are weight A): the same folding as
      // the SQL matching, read once for the in-memory suggestions (suggestion-index.ts).
      const words = (alias: string) =>
        sql.raw(`(select coalesce(json_agg(json_build_array(u.lexeme, 'A' = any(u.weights))), '[]'::json)
          from unnest(${alias}.search_vector) u) as words, ${alias}.search_compact as compact`);
      const [categories, products, suppliers, articles, popular] = await Promise.all([
        queryPrepared<SuggestionSources['categories'][number]>(
          db,
          sql`
          select c.id, c.name, c.slug, c.category_type as "categoryType", c.level, ${words('c')}
          from categories c where c.active order by c.id`,
        ),
        queryPrepared<SuggestionSources['products'][number]>(
          db,
          sql`
          select bp.id, bp.name, bp.slug, c.name as "categoryName", ${words('bp')}
          from base_products bp join categories c on c.id = bp.category_id
          -- Active generic items; whether one has offers right now is its page's business.
          where bp.active and c.active order by bp.id`,
        ),
        queryPrepared<SuggestionSources['suppliers'][number]>(
          db,
          sql`
          select m.id, m.name, m.slug, ci.name as city, m.verification_level as "verificationLevel", ${words('m')}
          from merchants m left join cities ci on ci.id = m.city_id
          where m.status = 'confirmed' order by m.id`,
        ),
        // Articles scheduled for later are read too: the index shows each from its publication time on.
        queryPrepared<SuggestionSources['articles'][number]>(
          db,
          sql`
          select p.id, p.title, p.slug, p.summary, p.published_at as "publishedAt", ${words('p')}
          from pages p left join merchants m on m.id = p.merchant_id
          where p.status = 'published' and p.published_at is not null and p.platform in ('web', 'both')
            and (p.merchant_id is null or m.status = 'confirmed') order by p.id`,
        ),
        db.execute<{ key: string; hits: number }>(sql`
          select key, hits::int as hits from search_queries where hits >= ${minHits}
          order by hits desc, key limit ${POPULAR_KEPT}`),
      ]);
      return {
        categories,
        products,
        suppliers,
        articles: articles.map((a) => ({ ...a, publishedAt: new Date(a.publishedAt).toISOString() })),
        popular: popular.rows,
      };
    },

    async recordSearch(key) {
      const result = await db.execute<{ hits: number }>(sql`insert into search_queries (key, hits) values (${key}, 1)
        on conflict (key) do update set hits = search_queries.hits + 1, last_searched_at = now()
        returning hits::int as hits`);
      return Number(result.rows[0]?.hits ?? 1);
    },
  };
}
