// A prototype measured beside the search (decision 085), not the search itself: the product statement's
// candidates taken from a RUM index (`search_products_rum_idx`, `rum_tsvector_ops`) in the order of RUM's own
// rank (`search_vector <=> query`), instead of the first 2,001 matches in table order. Everything after the
// candidates (the score, the groups, the totals, the facets, the page) is main's statement unchanged.
// Used by search-profile.ts with PROFILE_RUM=rare (only where main reads a slot from the GIN index: RUM then
// ranks the matches in the index) or PROFILE_RUM=all (every words-only statement, common words included).
// WARNING: with ten connections this statement crashed the shared PostgreSQL server three times (a segmentation
// fault in rum.so, postgresql-15-rum 1.3.13 on PostgreSQL 15.20; decision 085): run it only on a server of your own.
// The index it needs (not in any migration):
//   create extension if not exists rum;
//   create index search_products_rum_idx on search_products using rum (search_vector rum_tsvector_ops);
import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { QueryPlan } from '../src/modules/search/query-plan.js';
import { productStatement, SEARCH_COUNT_CAP } from '../src/modules/search/search.repo.js';
import type { ProductResults, ProductSearch, SearchEngine } from '../src/modules/search/search-engine.js';

/** Main's thresholds (search-match.repo.ts, indexedSlots): below them a slot is read from the GIN index. */
const SCAN_SHARE_ONE_WORD = 0.04;
const SCAN_SHARE = 0.1;
const WORDS_FIRST_ENOUGH = 18;
const dialect = new PgDialect();

export type RumMode = 'rare' | 'all';

/** Whether the words-only statement of `plan` may take its candidates from the RUM index. */
export function rumEligible(plan: QueryPlan, mode: RumMode): boolean {
  if (plan.leaveOut) return false; // optional slots: the whole query is not required of every match
  if (plan.slots.length === 0) return false;
  // A measure also matches a stored value (an `exists` alternative the index cannot order), a bound has no words.
  if (plan.slots.some((s) => s.value || s.alts.length === 0)) return false;
  if (mode === 'all') return true;
  const expected = plan.slots.reduce((share, s) => share * s.share, 1);
  return expected < (plan.slots.length === 1 ? SCAN_SHARE_ONE_WORD : SCAN_SHARE);
}

/**
 * Main's compiled statement with its candidate part rewritten: every slot's `@@` made a row test
 * (`ts_match_vq`), the whole query (`ts_rank`'s, the AND of the slots) as the one indexed condition, and the
 * candidates ordered by RUM's distance to it before the limit.
 */
export function rumText(text: string): string | null {
  const rank =
    /ts_rank\('\{0\.05, 0\.1, 0\.3, 1\.0\}', s\.search_vector, \(select to_tsquery\('simple', (\$\d+)\)\)\)/.exec(text);
  const head = /(from search_products s left join trust_figures tf[^\n]*\s+where )([\s\S]*?)(\s+limit (\$\d+)\))/.exec(
    text,
  );
  if (!rank || !head) return null;
  const q = `to_tsquery('simple', ${rank[1]})`;
  const tests = (head[2] ?? '').replace(
    /s\.search_vector @@ to_tsquery\('simple', (\$\d+)\)/g,
    (_m, p: string) => `ts_match_vq(s.search_vector, to_tsquery('simple', ${p}))`,
  );
  const where = `s.search_vector @@ ${q} and (${tests}) order by s.search_vector <=> ${q}`;
  return text.replace(head[0], `${head[1]}${where}${head[3]}`);
}

interface Row {
  matched: number;
  total: number;
  types: ProductResults['facets']['categoryTypes'];
  cats: ProductResults['facets']['categories'];
  items: (Record<string, unknown> & {
    priceRials: unknown;
    createdAt: string;
    offers: Record<string, unknown> | null;
  })[];
}

const money = (v: unknown) => (v === null ? null : Number(v));

/**
 * `engine.products` with the RUM candidates where eligible (words-only statements); main's otherwise. Returns
 * the rows as main's repo would (only what the profile compares: ids, totals, facets).
 */
export function rumProducts(
  pool: pg.Pool,
  main: SearchEngine['products'],
  mode: RumMode,
  counts: { rum: number; main: number },
): SearchEngine['products'] {
  return async (plan: QueryPlan, search: ProductSearch) => {
    if (!rumEligible(plan, mode)) {
      counts.main++;
      return main(plan, search);
    }
    const { sql: text, params } = dialect.sqlToQuery(productStatement(plan, search, true));
    const rewritten = rumText(text);
    if (!rewritten) throw new Error('rum prototype: the statement did not have the expected shape');
    const name = `rum_${createHash('sha1').update(rewritten).digest('hex').slice(0, 20)}`;
    const { rows } = await pool.query<Row>({ name, text: rewritten, values: params as unknown[] });
    const row = rows[0];
    if (!row) throw new Error('rum prototype: no answer');
    if (row.matched < WORDS_FIRST_ENOUGH && plan.slots.some((s) => s.joined.length > 0)) {
      counts.main++;
      return main(plan, search); // main then reads the compact spellings too
    }
    counts.rum++;
    const capped = row.matched > SEARCH_COUNT_CAP;
    return {
      // As main's repo maps a card (product-search.repo.ts, toProductRow).
      items: row.items.map((r) => ({
        ...r,
        priceRials: money(r.priceRials),
        createdAt: new Date(r.createdAt).toISOString(),
        offers: r.offers ? { ...r.offers, lowestPriceRials: money(r.offers.lowestPriceRials) } : null,
      })) as unknown as ProductResults['items'],
      total: Math.min(row.total, SEARCH_COUNT_CAP),
      totalCapped: capped && row.total >= SEARCH_COUNT_CAP,
      facets: { categoryTypes: row.types, categories: row.cats },
    };
  };
}
