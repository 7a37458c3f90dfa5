// Product listings: one page and its capped count in one statement, the cards' highlights, and the merchants
// with matching products.
import {
  LISTING_COUNT_CAP,
  type ProductPage,
  type ProductSort,
  type PropertyValue,
} from '@bazaar/contracts/catalog-products';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { queryPrepared } from '../../db/client.js';
import { offsetOf } from '../../db/paging.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchants } from '../../db/schema/merchants.js';
import type { CatalogRepoContext } from './catalog-repo-context.repo.js';
import {
  type ListingRow,
  type RawValue,
  type SummaryRow,
  toPropertyValue,
  toSummary,
  type ValueRow,
} from './catalog-rows.repo.js';
import {
  listConditions,
  narrowingConditions,
  type ProductListFilter,
  type SortColumns,
  scopeConditions,
  sortOf,
} from './listing-conditions.repo.js';
import type { ResolvedFilter } from './property-filters.js';

type NumberFilter = Extract<ResolvedFilter, { kind: 'number' | 'range' }>;
const oneSided = (f: NumberFilter) => f.min === undefined || f.max === undefined;

export function createListingsRepo({ db, walkBudget, bandLimit, repoUnits, propertyMeta }: CatalogRepoContext) {
  /** A card's first three filterable values, in the properties' order, as entered (with unit). */
  /** The card's three values: the properties the visitor filtered on first (issue 37), then in the category's order. */
  async function cardHighlights(raw: RawValue[] | null, filtered: ReadonlySet<number>): Promise<PropertyValue[]> {
    if (!raw?.length) return [];
    const [meta, units] = await Promise.all([propertyMeta(), repoUnits()]);
    return raw
      .flatMap(([propertyId, value, maxValue, unitId, baseValue, baseMaxValue, optionKey, boolValue, textValue]) => {
        const property = meta.get(propertyId);
        if (!property?.filterable) return [];
        const unit = unitId === null ? undefined : units.get(unitId);
        const row: ValueRow = {
          ownerId: 0,
          propertyId,
          key: property.key,
          name: property.name,
          type: property.type,
          filterable: true,
          options: property.options,
          value,
          maxValue,
          unitId: unit ? unit.id : null,
          unitSymbol: unit?.symbol ?? null,
          unitName: unit?.name ?? null,
          baseValue,
          baseMaxValue,
          optionKey,
          boolValue,
          textValue,
        };
        return [{ row, order: property.sortOrder, asked: filtered.has(propertyId) ? 0 : 1 }];
      })
      .sort((a, b) => a.asked - b.asked || a.order - b.order || a.row.propertyId - b.row.propertyId)
      .slice(0, 3)
      .map(({ row }) => toPropertyValue(row, units));
  }

  /**
   * The offers that may match, from the values' index (decision 079): the stored values of one number filter within
   * its bounds, read up to `bandLimit` + 1. The bands are probed one after another in one statement (bounded on both
   * sides first: the likelier narrow), each only while every earlier one held more than `bandLimit` (decision 098):
   * the first narrow band's offers (sorted ids), or null when no band is that narrow (the walk is cheaper then). A
   * number's facet is its stored `base_value` (supplier_product_facets), so an offer outside these ids fails the
   * facet test too; the listing statement still tests every filter on the offers it reads.
   */
  async function idsOfNarrowBands(filter: ProductListFilter): Promise<number[] | null> {
    const bands = filter.filters
      .filter((f): f is NumberFilter => f.kind === 'number' && (f.min !== undefined || f.max !== undefined))
      .sort((a, b) => Number(oneSided(a)) - Number(oneSided(b)));
    if (bands.length === 0 || bandLimit <= 0) return null;
    const probes = bands.map((f, i) => {
      const bounds = [
        f.min === undefined ? sql`` : sql` and v.base_value >= ${f.min}::float8`,
        f.max === undefined ? sql`` : sql` and v.base_value <= ${f.max}::float8`,
      ];
      const band = sql`array(select v.product_id from supplier_product_values v
        where v.property_id = ${f.propertyId}::int and v.base_value is not null${bounds[0]}${bounds[1]}
        limit ${bandLimit + 1})`;
      // A later band is read only when the one before it was read and was broad (null otherwise: skipped).
      const earlier = sql.raw(`b${i - 1}`);
      return sql`${sql.raw(`b${i}`)} as materialized (select ${
        i === 0 ? band : sql`case when cardinality((select ids from ${earlier})) > ${bandLimit} then ${band} end`
      } as ids)`;
    });
    const columns = bands.map((_, i) => sql.raw(`(select ids from b${i}) as b${i}`));
    const [row] = await queryPrepared<Record<string, number[] | null>>(
      db,
      sql`with ${sql.join(probes, sql`, `)} select ${sql.join(columns, sql`, `)}`,
    );
    const narrow = bands.map((_, i) => row?.[`b${i}`]).find((band) => band && band.length <= bandLimit);
    return narrow ? [...narrow].sort((a, b) => a - b) : null;
  }

  /**
   * The offers `ids` by primary key alone, under the offers table's own name so the scope's conditions apply to them
   * unchanged: `offset 0` keeps the subquery from being merged into the statement, so the planner cannot AND the
   * key with a family or supplier index (at 300,000 offers that read 41,731 family entries for 120 ids, decision 098).
   */
  const byIds = (ids: number[]) =>
    sql`(select * from ${supplierProducts} where ${supplierProducts.id} = any(${`{${ids.join(',')}}`}::int[]) offset 0) as ${supplierProducts}`;

  /**
   * The listing statement: `walked` reads the scope in order (at most `budget` products when given, only the offers
   * `ids` when given),
   * `matched` keeps up to `window` that pass the shopper's filters, and the answer is their count with
   * the requested page's cards (one row with null card columns when the page is empty).
   */
  async function pageOfListing(
    filter: ProductListFilter,
    sort: ProductSort,
    offset: number,
    pageSize: number,
    window: number,
    budget?: number,
    ids?: number[],
  ) {
    const walkedColumns = {
      id: sql`walked.id`,
      createdAt: sql`walked.created_at`,
      visitCount: sql`walked.visit_count`,
      trustRank: sql`walked.trust_rank`,
      priceRials: sql`walked.price_rials`,
      searchText: sql`walked.search_text`,
      facets: sql`walked.facets`,
    };
    const order = (columns?: SortColumns) => sql.join(sortOf(sort, columns), sql`, `);
    return queryPrepared<ListingRow>(
      db,
      sql`
      with walked as ${ids === undefined ? sql`not materialized` : sql`materialized`} (
        select ${supplierProducts.id}, ${supplierProducts.createdAt}, ${supplierProducts.visitCount},
               ${supplierProducts.trustRank},
               ${supplierProducts.priceRials}, ${supplierProducts.searchText}, ${supplierProducts.facets}
        from ${ids === undefined ? supplierProducts : byIds(ids)}
        join ${merchants} on ${merchants.id} = ${supplierProducts.merchantId}
        join ${categories} on ${categories.id} = ${supplierProducts.categoryId}
        where ${scopeConditions(filter) ?? sql`true`}
        order by ${order()}
        ${budget === undefined ? sql`` : sql`limit ${budget}`}
      ), matched as (
        select walked.id, row_number() over (order by ${order(walkedColumns)}) as rn
        from walked
        where ${narrowingConditions(filter, walkedColumns) ?? sql`true`}
        order by ${order(walkedColumns)}
        limit ${window}
      )
      select counted.n,
             -- Only when the matches fell short: did the walk see the whole scope (no second run needed)?
             case when counted.n < ${window} then (select count(*)::int from walked) end as "walked",
             card.*
      from (select count(*)::int as n from matched) counted
      left join lateral (
        select matched.rn, p.id, p.title, p.slug, p.category_id as "categoryId", c.name as "categoryName",
               p.category_type as "categoryType", m.id as "merchantId", m.name as "merchantName",
               m.slug as "merchantSlug", m.verification_level as "verificationLevel", ci.name as "cityName",
               pr.name as "provinceName", p.images[1] as "firstImage", p.price_rials::text as "priceRials",
               p.min_order_quantity::text as "minOrderQuantity", p.sales_unit as "salesUnit",
               p.lead_time_days as "leadTimeDays", p.catalog_file_id as "catalogFileId",
               p.price_tiers as "priceTiers", p.order_multiple as "orderMultiple",
               p.sample_price_rials::text as "samplePriceRials",
               p.visit_count::float8 as "visitCount",
               (select json_agg(json_build_array(v.property_id, v.value, v.max_value, v.unit_id, v.base_value,
                                                 v.base_max_value, v.option_key, v.bool_value, v.text_value))
                from supplier_product_values v where v.product_id = p.id) as "rawValues"
        from matched
        join supplier_products p on p.id = matched.id
        join merchants m on m.id = p.merchant_id
        join categories c on c.id = p.category_id
        left join cities ci on ci.id = m.city_id
        left join provinces pr on pr.id = m.province_id
        where matched.rn > ${offset} and matched.rn <= ${offset + pageSize}
      ) card on true
      order by card.rn`,
    );
  }

  return {
    /**
     * One page of a listing and its count, capped at LISTING_COUNT_CAP, in one statement: products are
     * read in the order asked for (an index per family or type and sort) until the page and the capped
     * count are found, so a broad filter costs a few hundred rows, never the whole category. When the walk
     * used its whole budget without finding enough (a narrow filter in a large scope) the statement runs
     * again without the budget and PostgreSQL plans it; a small scope is answered by the first run. The
     * page's cards and their highlights come in the same answer.
     */
    async listProducts(
      filter: ProductListFilter,
      sort: ProductSort,
      page: number,
      pageSize: number,
    ): Promise<ProductPage> {
      const offset = offsetOf(page, pageSize);
      const window = Math.max(LISTING_COUNT_CAP, offset + pageSize) + 1;
      // A narrow band of a number: its few offers by id, whatever the order (decision 079).
      const ids = await idsOfNarrowBands(filter);
      let rows = ids
        ? await pageOfListing(filter, sort, offset, pageSize, window, undefined, ids)
        : await pageOfListing(filter, sort, offset, pageSize, window, walkBudget);
      const first = rows[0];
      // Too few matches within a walk that stopped at its budget: the filters are narrow, ask again unbounded.
      if (!ids && first && first.n < window && first.walked === walkBudget) {
        rows = await pageOfListing(filter, sort, offset, pageSize, window);
      }
      const n = rows[0]?.n ?? 0;
      const filtered = new Set((filter.filters ?? []).map((f) => f.propertyId));
      const items = await Promise.all(
        rows
          .filter((r) => r.id !== null)
          .map(async (r) =>
            toSummary(
              {
                ...(r as unknown as SummaryRow),
                priceRials: r.priceRials === null ? null : Number(r.priceRials),
                minOrderQuantity: r.minOrderQuantity === null ? null : Number(r.minOrderQuantity),
                samplePriceRials: r.samplePriceRials === null ? null : Number(r.samplePriceRials),
              },
              await cardHighlights(r.rawValues, filtered),
            ),
          ),
      );
      const capped = n === window;
      return { items, total: capped ? window - 1 : n, totalCapped: capped, page, pageSize };
    },

    /** Merchants with at least one public product matching the filters under the category. */
    async merchantIdsWithProducts(filter: ProductListFilter & { withCatalog?: boolean }): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: supplierProducts.merchantId })
        .from(supplierProducts)
        .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
        .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
        .where(and(listConditions(filter), filter.withCatalog ? isNotNull(supplierProducts.catalogFileId) : undefined))
        .limit(5000);
      return rows.map((r) => r.id);
    },
  };
}
