// The PostgreSQL search engine (docs/decisions/020-search.md): generated `search_vector` (tsvector, `simple`
// configuration over bz_search_fold text; titles weight A, the rest B) and `search_compact` (folded title
// without spaces, pg_trgm GIN index) on products, suppliers, categories and pages; offers are matched in
// their narrow copy, `search_products` (one row per public offer, kept by triggers: decision 033). A slot of the plan
// matches when the vector holds one of its alternatives (as a word prefix; digits exactly) or the compact
// title contains one (joined/split words, hyphenated model numbers).
import type { CategoryType } from '@bazaar/contracts/categories';
import type { SearchSort } from '@bazaar/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryPrepared } from '../../db/client.js';
import type { QueryPlan, Slot } from './query-plan.js';
import type {
  ArticleRow,
  CategoryRow,
  ProductResults,
  ProductRow,
  ProductSearch,
  SearchEngine,
  SuggestionSources,
  SupplierRow,
} from './search-engine.js';

/** Matches read per product search; past it totals are "more than". Ranking orders these. */
export const SEARCH_COUNT_CAP = 2000;
/** Matches by words alone that make the compact spellings unnecessary (a page and a half). */
const WORDS_FIRST_ENOUGH = 18;
/**
 * Title words of the newest this many offers join the speller's dictionary (with every generic product,
 * category, supplier and article): bounded, so reading it stays well under a second at a million offers.
 */
const VOCABULARY_PRODUCTS = 50_000;

/** Popular searches kept for the suggestions: the most searched this many. */
const POPULAR_KEPT = 20_000;

const DIGITS = /^\d+$/;

/** `'word':*` (a word prefix), or `'560'` for a number; `weight` restricts it to title words (A). */
function altQuery(alt: string, weight = ''): string {
  const words = alt.split(' ').filter(Boolean);
  // Folded words hold only letters and digits, so quoting them is enough.
  const terms = words.map((w) => (DIGITS.test(w) ? `'${w}'${weight ? `:${weight}` : ''}` : `'${w}':*${weight}`));
  return `(${terms.join(' & ')})`;
}

const slotQuery = (slot: Slot, weight = '') => `(${slot.alts.map((a) => altQuery(a, weight)).join(' | ')})`;
export const planQuery = (plan: QueryPlan, weight = '') => plan.slots.map((s) => slotQuery(s, weight)).join(' & ');

/**
 * A query made once per statement (an InitPlan): `to_tsquery` is only STABLE, so written inside an
 * expression evaluated per row (a rank, a filter not taken to the index) it parses its text again for every
 * row — measured at a million offers, that doubled the cost of scoring 2,001 candidates.
 */
const tsQuery = (text: string): SQL => sql`(select to_tsquery('simple', ${text}))`;

/**
 * A slot's condition. `indexed`: written so the planner may answer it from the GIN index; otherwise through
 * `ts_match_vq` (the function behind `@@`), which the planner never takes to an index: a slot most documents
 * match is then tested on the rows read, instead of costing a bitmap of most of the table. `compactAlts`:
 * which alternatives are also looked for inside the compact title (none when matching by words only).
 */
function slotCondition(slot: Slot, vector: SQL, compact: SQL, compactAlts: string[], indexed = true): SQL {
  // Indexed: `to_tsquery` in the condition, which the planner evaluates to estimate how many rows match.
  const parts: SQL[] = [
    indexed
      ? sql`${vector} @@ to_tsquery('simple', ${slotQuery(slot)})`
      : sql`ts_match_vq(${vector}, ${tsQuery(slotQuery(slot))})`,
  ];
  for (const joined of compactAlts) parts.push(sql`${compact} like ${`%${joined}%`}`);
  return parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`;
}

/** The compact spellings of a slot on a small table: every alternative of three letters or more. */
const allJoined = (slot: Slot) => slot.alts.map((a) => a.replace(/ /g, '')).filter((j) => [...j].length >= 3); // the trigram index needs three

/** All slots match (small tables: categories, suppliers, articles, generic products). */
function matches(plan: QueryPlan, alias: string): SQL {
  const vector = sql.raw(`${alias}.search_vector`);
  const compact = sql.raw(`${alias}.search_compact`);
  return sql.join(
    plan.slots.map((s) => slotCondition(s, vector, compact, allJoined(s))),
    sql` and `,
  );
}

/** A slot whose words most offers hold («مدل») is not read from the index when a rarer one is there. */
const COMMON_SHARE = 0.3;
/**
 * Matches expected among this share of the offers or more: reading offers in order finds enough at once.
 * Measured on a million offers: a GIN bitmap costs about 1.3 µs per matching offer, reading in order about
 * 1 µs per offer read, so for 2,501 candidates the two meet near 4 %. Several words are held to 10 %: their
 * shares are multiplied as if independent, and words that seldom meet would be read to the end of the table.
 */
const SCAN_SHARE_ONE_WORD = 0.04;
const SCAN_SHARE = 0.1;

/**
 * The slots the product match takes from the GIN index (docs/decisions/025-search-at-scale.md). A GIN
 * scan costs in proportion to the offers holding the word (a bitmap of all of them is built before the
 * first row is read), while reading offers in table order stops at the candidate cap: so when the words
 * are everywhere no slot is indexed, and a slot most offers hold is tested on the rows the rarer slots find.
 */
function indexedSlots(plan: QueryPlan): Set<Slot> {
  const expected = plan.slots.reduce((share, s) => share * s.share, 1);
  if (expected >= (plan.slots.length === 1 ? SCAN_SHARE_ONE_WORD : SCAN_SHARE)) return new Set();
  const rare = plan.slots.filter((s) => s.share < COMMON_SHARE);
  if (rare.length > 0) return new Set(rare);
  const rarest = plan.slots.reduce((a, b) => (b.share < a.share ? b : a));
  return new Set([rarest]);
}

/**
 * All slots of a product match, on the narrow search table (alias `s`); `words`: by whole words (and word
 * prefixes) only, without the compact spellings (only the slot's `joined` alternatives, those no known word
 * begins with, are looked for).
 */
function productMatches(plan: QueryPlan, words: boolean): SQL {
  const vector = sql.raw('s.search_vector');
  const compact = sql.raw('s.search_compact');
  const indexed = indexedSlots(plan);
  return sql.join(
    plan.slots.map((sl) => slotCondition(sl, vector, compact, words ? [] : sl.joined, indexed.has(sl))),
    sql` and `,
  );
}

/**
 * Relevance of a row (the rules of docs/decisions/020-search.md): the exact phrase in the title, a model
 * number in the title, every word in the title, then full-text rank with title words weighing more than
 * the rest.
 */
function textScore(plan: QueryPlan, alias: string): SQL {
  const vector = sql.raw(`${alias}.search_vector`);
  const compact = sql.raw(`${alias}.search_compact`);
  const parts: SQL[] = [
    sql`30 * ts_rank('{0.05, 0.1, 0.3, 1.0}', ${vector}, ${tsQuery(planQuery(plan))})`,
    sql`(case when ${vector} @@ ${tsQuery(planQuery(plan, 'A'))} then 25 else 0 end)`,
  ];
  // The typed words (or their corrections) in the title: above a title that holds only a synonym.
  for (const slot of plan.slots) {
    const primary = slot.primary.map((a) => altQuery(a, 'A')).join(' | ');
    parts.push(sql`(case when ${vector} @@ ${tsQuery(primary)} then 10 else 0 end)`);
  }
  // The title begins with what was typed: «پمپ سانتریفیوژ …» before «دستورالعمل … پمپ سانتریفیوژ».
  const first = plan.slots[0];
  if (first) {
    const starts = first.alts.map((a) => a.replace(/ /g, '')).filter((a) => a.length > 0);
    parts.push(
      sql`(case when ${sql.join(
        starts.map((a) => sql`${compact} like ${`${a}%`}`),
        sql` or `,
      )} then 15 else 0 end)`,
    );
  }
  if ([...plan.compact].length >= 2) {
    parts.push(sql`(case when ${compact} like ${`%${plan.compact}%`} then 40 else 0 end)`);
  }
  for (const model of plan.models) parts.push(sql`(case when ${compact} like ${`%${model}%`} then 50 else 0 end)`);
  return sql.join(parts, sql` + `);
}

/** Confirmed suppliers only are public; verified ones (identity, documents, a site visit) rank higher. */
const verificationBonus = sql.raw(
  `(case m.verification_level when 'site_visit' then 6 when 'documents' then 5 when 'identity' then 3 else 0 end)`,
);
/** Fresher listings rank higher: 8 points new, half after about four months. */
const freshness = sql.raw(`8 * exp(-greatest(extract(epoch from now() - s.created_at), 0) / (86400.0 * 180))`);

function productOrder(sort: SearchSort): string {
  switch (sort) {
    case 'newest':
      return 'created_at desc, id desc';
    case 'price_asc':
      return 'price_rials asc nulls last, score desc, id';
    case 'price_desc':
      return 'price_rials desc nulls last, score desc, id';
    default:
      return 'score desc, id desc';
  }
}

interface ProductJson {
  id: number;
  title: string;
  slug: string;
  firstImage: string | null;
  categoryId: number;
  categoryName: string;
  categoryType: CategoryType;
  supplierId: number;
  supplierName: string;
  verificationLevel: string;
  priceRials: number | string | null;
  salesUnit: string;
  createdAt: string;
}

const toProductRow = (r: ProductJson): ProductRow => ({
  ...r,
  priceRials: r.priceRials === null ? null : Number(r.priceRials),
  createdAt: new Date(r.createdAt).toISOString(),
});

/**
 * The candidates: public offers matching every slot, read from the narrow search table (only public offers
 * are there, so no join decides), at most `limit`, each with its score. The supplier's verification and the
 * offer's popularity are `static_rank`, written with the row; freshness depends on the clock.
 */
function matchedProducts(plan: QueryPlan, limit: number, words = false): SQL {
  return sql`select s.product_id as id, s.category_id, s.category_type, s.category_path, s.price_rials, s.created_at,
      ${textScore(plan, 's')} + s.static_rank + ${freshness} as score
    from search_products s
    where ${productMatches(plan, words)}
    limit ${limit}`;
}

const productJson =
  sql.raw(`json_build_object('id', sp.id, 'title', sp.title, 'slug', sp.slug, 'firstImage', sp.images[1],
  'categoryId', sp.category_id, 'categoryName', c.name, 'categoryType', sp.category_type,
  'supplierId', sp.merchant_id, 'supplierName', m.name, 'verificationLevel', m.verification_level,
  'priceRials', sp.price_rials, 'salesUnit', sp.sales_unit, 'createdAt', sp.created_at)`);

/**
 * The statement of a page of products with facets, matched by words only or by words and compact spellings.
 * Only the page's offers (a dozen) are read from the wide offers table, with their supplier and category.
 */
export function productStatement(plan: QueryPlan, search: ProductSearch, words: boolean): SQL {
  const filters: SQL[] = [sql`true`];
  if (search.categoryType) filters.push(sql`category_type = ${search.categoryType}`);
  if (search.categoryId) filters.push(sql`${search.categoryId}::int = any(category_path)`);
  const order = sql.raw(productOrder(search.sort));
  return sql`with matched as materialized (${matchedProducts(plan, SEARCH_COUNT_CAP + 1, words)}),
        filtered as (select * from matched where ${sql.join(filters, sql` and `)}),
        page as (select id, row_number() over (order by ${order}) as ord from filtered
                 order by ${order} offset ${search.offset} limit ${search.limit})
        select (select count(*)::int from matched) as matched,
          (select count(*)::int from filtered) as total,
          (select coalesce(json_agg(t order by t.count desc, t."categoryType"), '[]'::json) from (
             select category_type as "categoryType", count(*)::int as count from matched group by 1) t) as types,
          (select coalesce(json_agg(t order by t.count desc, t.id), '[]'::json) from (
             select f.id, fc.name, fc.category_type as "categoryType", f.count
             from (select category_id as id, count(*)::int as count from matched group by 1 order by 2 desc, 1 limit 12) f
             join categories fc on fc.id = f.id) t) as cats,
          (select coalesce(json_agg(${productJson} order by page.ord), '[]'::json)
             from page join supplier_products sp on sp.id = page.id
             join merchants m on m.id = sp.merchant_id join categories c on c.id = sp.category_id) as items`;
}

/** A page of products with facets, matched by words only or by words and compact spellings. */
async function productsWithDb(
  db: Database,
  plan: QueryPlan,
  search: ProductSearch,
  words: boolean,
): Promise<{ matched: number; results: ProductResults }> {
  const [row] = await queryPrepared<{
    matched: number;
    total: number;
    types: { categoryType: CategoryType; count: number }[];
    cats: { id: number; name: string; categoryType: CategoryType; count: number }[];
    items: ProductJson[];
  }>(db, productStatement(plan, search, words));
  if (!row) throw new Error('search: no answer');
  const capped = row.matched > SEARCH_COUNT_CAP;
  return {
    matched: row.matched,
    results: {
      items: row.items.map(toProductRow),
      total: Math.min(row.total, SEARCH_COUNT_CAP),
      totalCapped: capped && row.total >= SEARCH_COUNT_CAP,
      facets: { categoryTypes: row.types, categories: row.cats },
    },
  };
}

export function createSearchRepo(db: Database): SearchEngine {
  const productsWith = (plan: QueryPlan, search: ProductSearch, words: boolean) =>
    productsWithDb(db, plan, search, words);
  return {
    async products(plan, search: ProductSearch): Promise<ProductResults> {
      // Words first: one GIN scan per slot. The compact spellings (joined or split words, model numbers
      // typed without their hyphen) cost a trigram scan per alternative over a million offers, so they
      // are read only when the words alone find less than a page.
      const byWords = await productsWith(plan, search, true);
      if (byWords.matched >= WORDS_FIRST_ENOUGH || plan.slots.every((s) => s.joined.length === 0)) {
        return byWords.results;
      }
      return (await productsWith(plan, search, false)).results;
    },

    async categories(plan, limit) {
      const rows = await queryPrepared<CategoryRow & { total: number }>(
        db,
        sql`select c.id, c.name, c.slug, c.category_type as "categoryType", count(*) over ()::int as total
        from categories c
        where c.active and ${matches(plan, 'c')}
        order by (case when c.search_compact = ${plan.compact} then 60 else 0 end) + ${textScore(plan, 'c')} - c.level desc, c.id
        limit ${limit}`,
      );
      return { items: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    async suppliers(plan, limit) {
      const rows = await queryPrepared<SupplierRow & { total: number }>(
        db,
        sql`select m.id, m.name, m.slug, ci.name as city, count(*) over ()::int as total
        from merchants m left join cities ci on ci.id = m.city_id
        where m.status = 'confirmed' and ${matches(plan, 'm')}
        order by ${textScore(plan, 'm')} + ${verificationBonus} desc, m.id
        limit ${limit}`,
      );
      return { items: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    async articles(plan, limit) {
      const rows = await queryPrepared<ArticleRow & { total: number }>(
        db,
        sql`select p.id, p.title, p.slug, p.summary, count(*) over ()::int as total
        from pages p left join merchants m on m.id = p.merchant_id
        where p.status = 'published' and p.published_at <= now() and p.platform in ('web', 'both')
          and (p.merchant_id is null or m.status = 'confirmed') and ${matches(plan, 'p')}
        order by ${textScore(plan, 'p')} + 4 * exp(-greatest(extract(epoch from now() - p.published_at), 0) / (86400.0 * 365)) desc, p.id
        limit ${limit}`,
      );
      return { items: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    async vocabulary() {
      const rows = await db.execute<{ word: string; docs: number }>(sql`
        select word, ndoc::int as docs from ts_stat('select search_vector from base_products where active', 'a')
        union all select word, ndoc::int from ts_stat('select search_vector from (select search_vector
          from search_products order by product_id desc limit ${sql.raw(String(VOCABULARY_PRODUCTS))}) s', 'a')
        union all select word, ndoc::int from ts_stat('select search_vector from categories where active', 'a')
        union all select word, ndoc::int from ts_stat('select search_vector from merchants where status = ''confirmed''', 'a')
        union all select word, ndoc::int from ts_stat('select search_vector from pages where status = ''published''', 'a')`);
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
      return {
        words: rows.rows,
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
