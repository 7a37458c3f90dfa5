// Catalog data access: units, category properties, product listings with property filters, product pages.
import {
  type CategoryProperty,
  LISTING_COUNT_CAP,
  type MeasurementQuantity,
  type ProductPage,
  type ProductSort,
  type ProductSummary,
  type PropertyValue,
  type Unit,
} from '@bazaar/contracts/catalog';
import type { CategoryType } from '@bazaar/contracts/categories';
import type { Page } from '@bazaar/contracts/paging';
import type { VerificationLevel } from '@bazaar/contracts/suppliers';
import { type AnyColumn, and, asc, eq, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Database, queryPrepared } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import {
  baseProducts,
  baseProductValues,
  categoryProperties,
  measurementQuantities,
  supplierProducts,
  supplierProductValues,
  unitsOfMeasurement,
} from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { merchants } from '../../db/schema/merchants.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import { fileUrl } from '../files/file-url.js';
import { type DisplayUnit, displayValue } from './display-units.js';
import type { FilterableProperty, ResolvedFilter, UnitConversion } from './property-filters.js';

// Literals, not parameters: the listing indexes are partial (`status = 'published'`), and a reusable
// (generic) plan can only use them when the statement itself says so.
const publicProduct = sql`${supplierProducts.status} = 'published' and ${merchants.status} = 'confirmed' and ${categories.active}`;

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
function scopeConditions(f: ProductListFilter): SQL | undefined {
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
function narrowingConditions(
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

function listConditions(f: ProductListFilter): SQL | undefined {
  return and(scopeConditions(f), narrowingConditions(f, supplierProducts));
}

type SortColumns = Record<'createdAt' | 'id' | 'visitCount' | 'priceRials', AnyColumn | SQL>;

/** Listing orders; the family and type indexes of supplier_products are built in exactly these. */
function sortOf(sort: ProductSort, c: SortColumns = supplierProducts): SQL[] {
  switch (sort) {
    case 'newest':
      return [sql`${c.createdAt} desc`, sql`${c.id} desc`];
    case 'price_asc':
      return [sql`${c.priceRials} asc nulls last`, sql`${c.id} asc`];
    case 'price_desc':
      return [sql`${c.priceRials} desc nulls last`, sql`${c.id} asc`];
    default: // relevance and popular: most visited first
      return [sql`${c.visitCount} desc`, sql`${c.id} desc`];
  }
}

/** Products a listing reads in its order, at most, before asking the planner for its own plan. */
const WALK_BUDGET = 2_000;

const summaryColumns = {
  id: supplierProducts.id,
  title: supplierProducts.title,
  slug: supplierProducts.slug,
  categoryId: supplierProducts.categoryId,
  categoryName: categories.name,
  categoryType: supplierProducts.categoryType,
  merchantId: merchants.id,
  merchantName: merchants.name,
  merchantSlug: merchants.slug,
  verificationLevel: merchants.verificationLevel,
  cityName: cities.name,
  provinceName: provinces.name,
  firstImage: sql<string | null>`${supplierProducts.images}[1]`,
  priceRials: supplierProducts.priceRials,
  minOrderQuantity: supplierProducts.minOrderQuantity,
  salesUnit: supplierProducts.salesUnit,
  leadTimeDays: supplierProducts.leadTimeDays,
  catalogFileId: supplierProducts.catalogFileId,
  visitCount: supplierProducts.visitCount,
};

type SummaryRow = {
  id: number;
  title: string;
  slug: string;
  categoryId: number;
  categoryName: string;
  categoryType: CategoryType;
  merchantId: number;
  merchantName: string;
  merchantSlug: string;
  verificationLevel: string;
  cityName: string | null;
  provinceName: string | null;
  firstImage: string | null;
  priceRials: number | null;
  minOrderQuantity: number | null;
  salesUnit: string;
  leadTimeDays: number | null;
  catalogFileId: string | null;
  visitCount: number;
};

type RawValue = [
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string | null,
  boolean | null,
  string | null,
];

/** One row of the listing statement: the capped count and, unless the page is empty, one card. */
type ListingRow = Omit<SummaryRow, 'priceRials' | 'minOrderQuantity'> & {
  n: number;
  /** Products the walk read, when the matches fell short of the window. */
  walked: number | null;
  rn: number | null;
  priceRials: string | null;
  minOrderQuantity: string | null;
  /** [propertyId, value, maxValue, unitId, baseValue, baseMaxValue, optionKey, boolValue, textValue] */
  rawValues: RawValue[] | null;
};

function toSummary(row: SummaryRow, highlights: PropertyValue[]): ProductSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryType: row.categoryType,
    merchant: {
      id: row.merchantId,
      name: row.merchantName,
      slug: row.merchantSlug,
      verificationLevel: row.verificationLevel as VerificationLevel,
      city: row.cityName,
      province: row.provinceName,
    },
    imageUrl: row.firstImage ? fileUrl(row.firstImage) : null,
    priceRials: row.priceRials,
    minOrderQuantity: row.minOrderQuantity,
    salesUnit: row.salesUnit,
    leadTimeDays: row.leadTimeDays,
    hasCatalog: row.catalogFileId !== null,
    visitCount: Number(row.visitCount),
    highlights,
  };
}

const valueColumns = (table: typeof supplierProductValues | typeof baseProductValues) => ({
  ownerId: table === supplierProductValues ? supplierProductValues.productId : baseProductValues.baseProductId,
  propertyId: table.propertyId,
  key: categoryProperties.key,
  name: categoryProperties.name,
  type: categoryProperties.type,
  filterable: categoryProperties.filterable,
  options: categoryProperties.options,
  value: table.value,
  maxValue: table.maxValue,
  unitId: unitsOfMeasurement.id,
  unitSymbol: unitsOfMeasurement.symbol,
  unitName: unitsOfMeasurement.name,
  baseValue: table.baseValue,
  baseMaxValue: table.baseMaxValue,
  optionKey: table.optionKey,
  boolValue: table.boolValue,
  textValue: table.textValue,
});

type PropertyMeta = {
  id: number;
  categoryId: number;
  quantityId: number | null;
  defaultUnitId: number | null;
  key: string;
  name: string;
  type: PropertyValue['type'];
  filterable: boolean;
  options: { key: string; label: string }[];
  sortOrder: number;
};

type ValueRow = {
  ownerId: number;
  propertyId: number;
  key: string;
  name: string;
  type: PropertyValue['type'];
  filterable: boolean;
  options: { key: string; label: string }[];
  value: number | null;
  maxValue: number | null;
  unitId: number | null;
  unitSymbol: string | null;
  unitName: string | null;
  baseValue: number | null;
  baseMaxValue: number | null;
  optionKey: string | null;
  boolValue: boolean | null;
  textValue: string | null;
};

function toPropertyValue(row: ValueRow, units: Map<number, DisplayUnit>): PropertyValue {
  return {
    propertyId: row.propertyId,
    key: row.key,
    name: row.name,
    type: row.type,
    value: row.value,
    maxValue: row.maxValue,
    unit: row.unitId !== null ? { id: row.unitId, symbol: row.unitSymbol ?? '', name: row.unitName ?? '' } : null,
    baseValue: row.baseValue,
    baseMaxValue: row.baseMaxValue,
    option: row.optionKey
      ? (row.options.find((o) => o.key === row.optionKey) ?? { key: row.optionKey, label: row.optionKey })
      : null,
    bool: row.boolValue,
    text: row.textValue,
    display: displayValue(row, units),
  };
}

const unitColumns = {
  id: unitsOfMeasurement.id,
  quantityId: unitsOfMeasurement.quantityId,
  key: unitsOfMeasurement.key,
  name: unitsOfMeasurement.name,
  symbol: unitsOfMeasurement.symbol,
  factor: unitsOfMeasurement.factor,
  offset: unitsOfMeasurement.offset,
  isBase: unitsOfMeasurement.isBase,
};

export function createCatalogRepo(db: Database, options: { walkBudget?: number } = {}) {
  const walkBudget = options.walkBudget ?? WALK_BUDGET;
  const unitCache = new TtlCache<Map<number, UnitConversion & Unit>>(60_000, 1);
  const repoUnits = () =>
    unitCache.through('all', async () => {
      const rows = await db.select(unitColumns).from(unitsOfMeasurement);
      return new Map(rows.map((r) => [r.id, r]));
    });
  /**
   * Every category property (a few hundred rows): read on each listing, for its filters and its cards'
   * highlights. Properties change only with an admin edit; like units, a minute of reuse.
   */
  const propertyCache = new TtlCache<Map<number, PropertyMeta>>(60_000, 1);
  const propertyMeta = () =>
    propertyCache.through('all', async () => {
      const rows = await db
        .select({
          id: categoryProperties.id,
          categoryId: categoryProperties.categoryId,
          quantityId: categoryProperties.quantityId,
          defaultUnitId: categoryProperties.defaultUnitId,
          key: categoryProperties.key,
          name: categoryProperties.name,
          type: categoryProperties.type,
          filterable: categoryProperties.filterable,
          options: categoryProperties.options,
          sortOrder: categoryProperties.sortOrder,
        })
        .from(categoryProperties);
      return new Map(rows.map((r) => [r.id, r]));
    });

  /** A card's first three filterable values, in the properties' order, as entered (with unit). */
  async function cardHighlights(raw: RawValue[] | null): Promise<PropertyValue[]> {
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
        return [{ row, order: property.sortOrder }];
      })
      .sort((a, b) => a.order - b.order || a.row.propertyId - b.row.propertyId)
      .slice(0, 3)
      .map(({ row }) => toPropertyValue(row, units));
  }
  async function valuesOf(
    table: typeof supplierProductValues | typeof baseProductValues,
    ownerIds: number[],
  ): Promise<Map<number, PropertyValue[]>> {
    const byOwner = new Map<number, PropertyValue[]>();
    if (ownerIds.length === 0) return byOwner;
    const ownerColumn =
      table === supplierProductValues ? supplierProductValues.productId : baseProductValues.baseProductId;
    const units = await repoUnits();
    const rows = (await db
      .select(valueColumns(table))
      .from(table)
      .innerJoin(categoryProperties, eq(categoryProperties.id, table.propertyId))
      .leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, table.unitId))
      .where(inArray(ownerColumn, ownerIds))
      .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id))) as ValueRow[];
    for (const row of rows) {
      const list = byOwner.get(row.ownerId) ?? [];
      list.push(toPropertyValue(row, units));
      byOwner.set(row.ownerId, list);
    }
    return byOwner;
  }

  /**
   * The listing statement: `walked` reads the scope in order (at most `budget` products when given),
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
  ) {
    const walkedColumns = {
      id: sql`walked.id`,
      createdAt: sql`walked.created_at`,
      visitCount: sql`walked.visit_count`,
      priceRials: sql`walked.price_rials`,
      searchText: sql`walked.search_text`,
      facets: sql`walked.facets`,
    };
    const order = (columns?: SortColumns) => sql.join(sortOf(sort, columns), sql`, `);
    return queryPrepared<ListingRow>(
      db,
      sql`
      with walked as not materialized (
        select ${supplierProducts.id}, ${supplierProducts.createdAt}, ${supplierProducts.visitCount},
               ${supplierProducts.priceRials}, ${supplierProducts.searchText}, ${supplierProducts.facets}
        from ${supplierProducts}
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
    listQuantities(): Promise<MeasurementQuantity[]> {
      return db
        .select({
          id: measurementQuantities.id,
          key: measurementQuantities.key,
          name: measurementQuantities.name,
          baseUnitId: sql<number>`(select u.id from units_of_measurement u where u.quantity_id = "measurement_quantities"."id" and u.is_base)`,
        })
        .from(measurementQuantities)
        .orderBy(asc(measurementQuantities.sortOrder));
    },

    async quantityExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: measurementQuantities.id })
        .from(measurementQuantities)
        .where(eq(measurementQuantities.id, id));
      return row !== undefined;
    },

    async listUnits(
      filter: { quantityId?: number; patterns: string[] },
      page: number,
      pageSize: number,
    ): Promise<Page<Unit>> {
      const where = and(
        filter.quantityId ? eq(unitsOfMeasurement.quantityId, filter.quantityId) : undefined,
        ...filter.patterns.map((p) => ilike(unitsOfMeasurement.searchKey, p)),
      );
      return toPage(
        db
          .select(unitColumns)
          .from(unitsOfMeasurement)
          .where(where)
          .orderBy(asc(unitsOfMeasurement.quantityId), asc(unitsOfMeasurement.sortOrder), asc(unitsOfMeasurement.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(unitsOfMeasurement).where(where),
        page,
        pageSize,
      );
    },

    /** Units change only with a deploy or an admin edit; a minute of reuse saves a query per request. */
    unitConversions: repoUnits,

    /** Properties of a category and of all its ancestors (they are inherited). */
    async listPropertiesFor(
      categoryIds: number[],
    ): Promise<Omit<CategoryProperty, 'units' | 'defaultUnit'>[] & { defaultUnitId?: number | null }[]> {
      if (categoryIds.length === 0) return [];
      const rows = await db
        .select({
          id: categoryProperties.id,
          categoryId: categoryProperties.categoryId,
          key: categoryProperties.key,
          name: categoryProperties.name,
          type: categoryProperties.type,
          quantityId: categoryProperties.quantityId,
          quantityKey: measurementQuantities.key,
          quantityName: measurementQuantities.name,
          defaultUnitId: categoryProperties.defaultUnitId,
          filterable: categoryProperties.filterable,
          integer: categoryProperties.integer,
          options: categoryProperties.options,
          hint: categoryProperties.hint,
          sortOrder: categoryProperties.sortOrder,
          level: categories.level,
        })
        .from(categoryProperties)
        .innerJoin(categories, eq(categories.id, categoryProperties.categoryId))
        .leftJoin(measurementQuantities, eq(measurementQuantities.id, categoryProperties.quantityId))
        .where(inArray(categoryProperties.categoryId, categoryIds))
        .orderBy(asc(categories.level), asc(categoryProperties.sortOrder), asc(categoryProperties.id));
      return rows.map(({ quantityId, quantityKey, quantityName, level: _level, ...rest }) => ({
        ...rest,
        quantity: quantityId !== null ? { id: quantityId, key: quantityKey ?? '', name: quantityName ?? '' } : null,
      }));
    },

    async filterableProperties(ids: number[]): Promise<Map<number, FilterableProperty & { categoryId: number }>> {
      const all = await propertyMeta();
      return new Map(
        ids.flatMap((id) => {
          const p = all.get(id);
          if (!p) return [];
          const { categoryId, name, type, quantityId, defaultUnitId, filterable, options } = p;
          const optionKeys = options.map((o) => o.key);
          return [[id, { id, categoryId, name, type, quantityId, defaultUnitId, filterable, optionKeys }]] as const;
        }),
      );
    },

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
      let rows = await pageOfListing(filter, sort, offset, pageSize, window, walkBudget);
      const first = rows[0];
      // Too few matches within a walk that stopped at its budget: the filters are narrow, ask again unbounded.
      if (first && first.n < window && first.walked === walkBudget) {
        rows = await pageOfListing(filter, sort, offset, pageSize, window);
      }
      const n = rows[0]?.n ?? 0;
      const items = await Promise.all(
        rows
          .filter((r) => r.id !== null)
          .map(async (r) =>
            toSummary(
              {
                ...(r as unknown as SummaryRow),
                priceRials: r.priceRials === null ? null : Number(r.priceRials),
                minOrderQuantity: r.minOrderQuantity === null ? null : Number(r.minOrderQuantity),
              },
              await cardHighlights(r.rawValues),
            ),
          ),
      );
      const capped = n === window;
      return { items, total: capped ? window - 1 : n, totalCapped: capped, page, pageSize };
    },

    async findPublicProduct(id: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          description: supplierProducts.description,
          images: supplierProducts.images,
          categoryPath: supplierProducts.categoryPath,
          baseProductId: supplierProducts.baseProductId,
          baseProductName: baseProducts.name,
          baseProductSlug: baseProducts.slug,
          availability: supplierProducts.availability,
          model: supplierProducts.model,
          phones: merchants.phones,
          mobile: merchants.mobile,
          updatedAt: supplierProducts.updatedAt,
          catalogFileName: storedFiles.fileName,
          catalogFileBytes: storedFiles.sizeBytes,
        })
        .from(supplierProducts)
        .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
        .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
        .leftJoin(cities, eq(cities.id, merchants.cityId))
        .leftJoin(provinces, eq(provinces.id, merchants.provinceId))
        .leftJoin(baseProducts, eq(baseProducts.id, supplierProducts.baseProductId))
        .leftJoin(storedFiles, eq(storedFiles.id, supplierProducts.catalogFileId))
        .where(and(publicProduct, eq(supplierProducts.id, id)));
      if (!row) return undefined;
      const values = await valuesOf(supplierProductValues, [id]);
      return { row, summary: toSummary(row as SummaryRow, []), properties: values.get(id) ?? [] };
    },

    async categoryChain(ids: number[]) {
      const rows = await db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          level: categories.level,
          active: categories.active,
        })
        .from(categories)
        .where(inArray(categories.id, ids))
        .orderBy(asc(categories.level));
      return rows;
    },

    /** Adds counted views to many products in one statement: `counts` maps product id → views. */
    async addVisits(counts: Map<number, number>) {
      if (counts.size === 0) return;
      const ids = [...counts.keys()];
      const views = ids.map((id) => counts.get(id) ?? 0);
      await db.execute(sql`update ${supplierProducts} set visit_count = ${supplierProducts.visitCount} + v.n
        from unnest(${`{${ids.join(',')}}`}::int[], ${`{${views.join(',')}}`}::int[]) as v(id, n)
        where ${supplierProducts.id} = v.id`);
    },
    async incrementVisits(id: number) {
      await db
        .update(supplierProducts)
        .set({ visitCount: sql`${supplierProducts.visitCount} + 1` })
        .where(eq(supplierProducts.id, id));
    },

    async findBaseProduct(id: number) {
      const [row] = await db
        .select({
          id: baseProducts.id,
          name: baseProducts.name,
          slug: baseProducts.slug,
          latinName: baseProducts.latinName,
          description: baseProducts.description,
          salesUnit: baseProducts.salesUnit,
          categoryId: baseProducts.categoryId,
          categoryName: categories.name,
          categoryType: categories.categoryType,
        })
        .from(baseProducts)
        .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
        .where(and(eq(baseProducts.id, id), eq(baseProducts.active, true), eq(categories.active, true)));
      if (!row) return undefined;
      const [[offers], values] = await Promise.all([
        db
          .select({
            n: sql<number>`count(*)::int`,
            minPrice: sql<number | null>`min(${supplierProducts.priceRials})::bigint`,
          })
          .from(supplierProducts)
          .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
          .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
          .where(and(publicProduct, eq(supplierProducts.baseProductId, id))),
        valuesOf(baseProductValues, [id]),
      ]);
      return {
        ...row,
        offerCount: offers?.n ?? 0,
        minPriceRials: offers?.minPrice === null || offers?.minPrice === undefined ? null : Number(offers.minPrice),
        properties: values.get(id) ?? [],
      };
    },

    /** Published products and distinct suppliers per category, counting everything below it. */
    async itemsCount(categoryIds: number[]) {
      if (categoryIds.length === 0) return [];
      const rows = await db.execute<{ category_id: number; products: number; suppliers: number }>(sql`
        select c.id as category_id,
               count(p.id)::int as products,
               count(distinct p.merchant_id)::int as suppliers
        from unnest(${sql.raw(`array[${categoryIds.map(Number).join(',')}]::int[]`)}) as c(id)
        left join lateral (
          select sp.id, sp.merchant_id
          from supplier_products sp
          join merchants m on m.id = sp.merchant_id and m.status = 'confirmed'
          join categories leaf on leaf.id = sp.category_id and leaf.active
          where sp.status = 'published' and sp.category_path @> array[c.id]
        ) p on true
        group by c.id`);
      return rows.rows.map((r) => ({
        categoryId: Number(r.category_id),
        products: Number(r.products),
        suppliers: Number(r.suppliers),
      }));
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

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
