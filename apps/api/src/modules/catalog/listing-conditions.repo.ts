// Which products a listing draws from, how the shopper narrows it, and its orders: the SQL conditions shared by the
// catalog's repositories.
import type { ProductSort } from '@bazaar/contracts/catalog-products';
import type { CategoryType } from '@bazaar/contracts/categories';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchants } from '../../db/schema/merchants.js';
import type { ResolvedFilter } from './property-filters.js';

// Literals, not parameters: the listing indexes are partial (`status = 'published'`), and a reusable
// (generic) plan can only use them when the statement itself says so.
export const publicProduct = sql`${supplierProducts.status} = 'published' and ${merchants.status} = 'confirmed' and ${categories.active}`;

/**
 * A filter is a test on the product row's `facets` (kept from supplier_product_values by triggers):
 * `{"<propertyId>": [low, high]}` in base units for numbers and ranges, the option key, or true/false.
 */
function filterCondition(filter: ResolvedFilter, facets: SQL | AnyColumn = supplierProducts.facets): SQL {
  const facet = sql`${facets} -> ${String(filter.propertyId)}`;
  if (filter.kind === 'option') return sql`(${facet} #>> '{}') in ${filter.options}`;
  if (filter.kind === 'boolean') return sql`${facet} = ${filter.value ? sql`'true'::jsonb` : sql`'false'::jsonb`}`;
  const low = sql`(${facet} ->> 0)::float8`;
  const high = sql`(${facet} ->> 1)::float8`;
  const bounds: SQL[] = [];
  // A number matches when it lies within the bounds; a product's [low, high] range when it overlaps them.
  if (filter.min !== undefined) bounds.push(sql`${filter.kind === 'number' ? low : high} >= ${filter.min}`);
  if (filter.max !== undefined) bounds.push(sql`${low} <= ${filter.max}`);
  return sql.join(bounds, sql` and `);
}

export interface ProductListFilter {
  /** The category's lineage, root first (its level-N ancestor sits at category_path[N]). */
  categoryPath?: number[];
  categoryType?: CategoryType;
  merchantId?: number;
  baseProductId?: number;
  excludeProductId?: number;
  patterns: string[];
  minPrice?: number;
  maxPrice?: number;
  filters: ResolvedFilter[];
}

/**
 * "This category and everything below it". From level 2 down it is a match on positions of
 * category_path, which the family indexes serve in listing order; a root category uses the GIN index.
 */
function categoryCondition(path: number[] | undefined): SQL | undefined {
  if (!path?.length) return undefined;
  if (path.length === 1) return sql`${supplierProducts.categoryPath} @> array[${path[0]}]::int[]`;
  return and(...path.slice(1).map((id, i) => sql`${supplierProducts.categoryPath}[${sql.raw(String(i + 2))}] = ${id}`));
}

/** Which products a listing draws from: public ones of the category, type, supplier or base product. */
export function scopeConditions(f: ProductListFilter): SQL | undefined {
  return and(
    publicProduct,
    categoryCondition(f.categoryPath),
    f.categoryType ? eq(supplierProducts.categoryType, f.categoryType) : undefined,
    f.merchantId ? eq(supplierProducts.merchantId, f.merchantId) : undefined,
    f.baseProductId ? eq(supplierProducts.baseProductId, f.baseProductId) : undefined,
    f.excludeProductId ? sql`${supplierProducts.id} <> ${f.excludeProductId}` : undefined,
  );
}

/** What the shopper narrowed it to: text, price and property filters, tested on each product row. */
export function narrowingConditions(
  f: ProductListFilter,
  columns: {
    searchText: AnyColumn | SQL;
    priceRials: AnyColumn | SQL;
    facets: AnyColumn | SQL;
  },
): SQL | undefined {
  return and(
    ...f.patterns.map((p) => sql`${columns.searchText} ilike ${p}`),
    f.minPrice !== undefined ? sql`${columns.priceRials} >= ${f.minPrice}` : undefined,
    f.maxPrice !== undefined ? sql`${columns.priceRials} <= ${f.maxPrice}` : undefined,
    ...f.filters.map((filter) => filterCondition(filter, columns.facets)),
  );
}

export function listConditions(f: ProductListFilter): SQL | undefined {
  return and(scopeConditions(f), narrowingConditions(f, supplierProducts));
}

export type SortColumns = Record<'createdAt' | 'id' | 'visitCount' | 'priceRials' | 'trustRank', AnyColumn | SQL>;

/** Listing orders; the family and type indexes of supplier_products are built in exactly these. */
export function sortOf(sort: ProductSort, c: SortColumns = supplierProducts): SQL[] {
  switch (sort) {
    case 'newest':
      return [sql`${c.createdAt} desc`, sql`${c.id} desc`];
    case 'price_asc':
      return [sql`${c.priceRials} asc nulls last`, sql`${c.id} asc`];
    case 'price_desc':
      return [sql`${c.priceRials} desc nulls last`, sql`${c.id} asc`];
    case 'popular':
      return [sql`${c.visitCount} desc`, sql`${c.id} desc`];
    default:
      // relevance, the order a visitor lands on (decision 051): the supplier's trust score, copied onto the row,
      // weighed against the offer's visits; the same expression as the relevance indexes, so the walk uses them.
      return [sql`(2 * ${c.trustRank} + ln(1 + ${c.visitCount}::float8)) desc`, sql`${c.id} desc`];
  }
}
