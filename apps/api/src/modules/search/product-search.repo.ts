// The product search: public offers matched in the narrow search table, scored, filtered and faceted in one
// statement; by words first, with the compact spellings only when the words find less than a page.
import type { CategoryType } from '@bazaar/contracts/categories';
import type { SearchSort } from '@bazaar/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryPrepared } from '../../db/client.js';
import type { QueryPlan } from './query-plan.js';
import type { ProductResults, ProductRow, ProductSearch, SearchEngine } from './search-engine.js';
import {
  freshness,
  heldWordsBonus,
  kindBonus,
  namedInTitleOrCategory,
  productMatches,
  textScore,
  trustJoin,
  trustRank,
  valueDistance,
  wordsNamed,
} from './search-match.repo.js';

/** Matches read per product search; past it totals are "more than". Ranking orders these. */
export const SEARCH_COUNT_CAP = 2000;
/** Matches by words alone that make the compact spellings unnecessary (a page and a half). */
const WORDS_FIRST_ENOUGH = 18;

function productOrder(sort: SearchSort, close: boolean): string {
  switch (sort) {
    case 'newest':
      return 'created_at desc, id desc';
    case 'price_asc':
      return 'price_rials asc nulls last, score desc, id';
    case 'price_desc':
      return 'price_rials desc nulls last, score desc, id';
    default:
      // The nearest: the closest values first, the text deciding between equally close (decision 053).
      // Offers named by the words in their title or category first (decision 060), then the closest values.
      return close ? 'named desc, distance asc nulls last, score desc, id desc' : 'score desc, id desc';
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
  offers: {
    count: number;
    lowestPriceRials: number | string | null;
    baseProductId: number;
    baseProductSlug: string;
  } | null;
}

const toProductRow = (r: ProductJson): ProductRow => ({
  ...r,
  priceRials: r.priceRials === null ? null : Number(r.priceRials),
  createdAt: new Date(r.createdAt).toISOString(),
  offers: r.offers
    ? {
        ...r.offers,
        lowestPriceRials: r.offers.lowestPriceRials === null ? null : Number(r.offers.lowestPriceRials),
      }
    : null,
});

/**
 * The candidates: public offers matching every slot, read from the narrow search table (only public offers
 * are there, so no join decides), at most `limit`, each with its score. The supplier's verification and the
 * offer's popularity are `static_rank`, written with the row; freshness depends on the clock; the supplier's
 * measured trust is `bz_trust_rank` (decision 043), joined rather than called per row (decision 079).
 */
function matchedProducts(plan: QueryPlan, limit: number, words = false, closeTo: ProductSearch['closeTo'] = []): SQL {
  return sql`select s.product_id as id, s.category_id, s.category_type, s.category_path, s.price_rials, s.created_at,
      coalesce(s.base_product_id, -s.product_id) as grp,
      ${textScore(plan, 's')} + ${kindBonus(plan, 's')} + ${heldWordsBonus(plan, 's')} + s.static_rank + ${freshness} + 2 * ${trustRank} as score,
      ${closeTo.length > 0 ? valueDistance(closeTo, sql.raw('s.product_id')) : sql`null::float8`} as distance,
      ${closeTo.length > 0 ? namedInTitleOrCategory(plan, 's') : sql`1`} as named
    from search_products s ${trustJoin}
    where ${productMatches(plan, words)}
    limit ${limit}`;
}

const productJson =
  sql.raw(`json_build_object('id', sp.id, 'title', sp.title, 'slug', sp.slug, 'firstImage', sp.images[1],
  'categoryId', sp.category_id, 'categoryName', c.name, 'categoryType', sp.category_type,
  'supplierId', sp.merchant_id, 'supplierName', m.name, 'verificationLevel', m.verification_level,
  'priceRials', sp.price_rials, 'salesUnit', sp.sales_unit, 'createdAt', sp.created_at,
  'offers', case when page.offers > 1 then json_build_object('count', page.offers, 'lowestPriceRials', page.lowest,
    'baseProductId', bp.id, 'baseProductSlug', bp.slug) end)`);

/**
 * The statement of a page of products with facets, matched by words only or by words and compact spellings.
 * One base product's offers are one result (decision 053): the group's best offer in the page's order stands
 * for it, with the number of offers and the lowest price; an offer of no base product is a group of its own.
 * The page, its total and the facets count groups; `matched` (the cap) counts offers.
 * Only the page's offers (a dozen) are read from the wide offers table, with their supplier and category.
 */
export function productStatement(plan: QueryPlan, search: ProductSearch, words: boolean): SQL {
  const filters: SQL[] = [sql`true`];
  if (search.categoryType) filters.push(sql`category_type = ${search.categoryType}`);
  if (search.categoryId) filters.push(sql`${search.categoryId}::int = any(category_path)`);
  const close = (search.closeTo?.length ?? 0) > 0;
  const order = sql.raw(productOrder(search.sort, close));
  return sql`with matched as materialized (${matchedProducts(plan, SEARCH_COUNT_CAP + 1, words, search.closeTo)}),
        filtered as (select * from matched where ${sql.join(filters, sql` and `)}),
        grouped as (select *, row_number() over (partition by grp order by ${order}) as rank_in_group,
                      count(*) over (partition by grp) as offers, min(price_rials) over (partition by grp) as lowest
                    from filtered),
        groups as (select * from grouped where rank_in_group = 1),
        page as (select id, grp, offers, lowest, row_number() over (order by ${order}) as ord from groups
                 order by ${order} offset ${search.offset} limit ${search.limit})
        select (select count(*)::int from matched) as matched,
          (select coalesce(max(${wordsNamed(plan, 'ns')}), 1)::int
             from page join search_products ns on ns.product_id = page.id) as named,
          (select count(*)::int from groups) as total,
          (select coalesce(json_agg(t order by t.count desc, t."categoryType"), '[]'::json) from (
             select category_type as "categoryType", count(distinct grp)::int as count from matched group by 1) t) as types,
          (select coalesce(json_agg(t order by t.count desc, t.id), '[]'::json) from (
             select f.id, fc.name, fc.category_type as "categoryType", f.count
             from (select category_id as id, count(distinct grp)::int as count from matched group by 1 order by 2 desc, 1 limit 12) f
             join categories fc on fc.id = f.id) t) as cats,
          (select coalesce(json_agg(${productJson} order by page.ord), '[]'::json)
             from page join supplier_products sp on sp.id = page.id
             join merchants m on m.id = sp.merchant_id join categories c on c.id = sp.category_id
             left join base_products bp on bp.id = sp.base_product_id and page.offers > 1) as items`;
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
    named: number;
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
      named: Number(row.named),
      facets: { categoryTypes: row.types, categories: row.cats },
    },
  };
}

export function createProductSearchRepo(db: Database): Pick<SearchEngine, 'products'> {
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
  };
}
