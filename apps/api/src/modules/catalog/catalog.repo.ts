// Catalog data access: units, category properties, product listings with property filters, product pages.
import type {
  CategoryProperty,
  MeasurementQuantity,
  ProductSort,
  ProductSummary,
  PropertyValue,
  Unit,
} from '@bazaar/contracts/catalog';
import type { CategoryType } from '@bazaar/contracts/categories';
import type { Page } from '@bazaar/contracts/paging';
import type { VerificationLevel } from '@bazaar/contracts/suppliers';
import { and, asc, desc, eq, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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
import { cities, provinces } from '../../db/schema/geography.js';
import { merchants } from '../../db/schema/merchants.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { FilterableProperty, ResolvedFilter, UnitConversion } from './property-filters.js';

export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

const publicProduct = and(
  eq(supplierProducts.status, 'published'),
  eq(merchants.status, 'confirmed'),
  eq(categories.active, true),
);

/** One EXISTS per filter; each is answered from an index on (property, value, product). */
function filterCondition(filter: ResolvedFilter): SQL {
  const v = supplierProductValues;
  const same = sql`${v.productId} = ${supplierProducts.id} and ${v.propertyId} = ${filter.propertyId}`;
  if (filter.kind === 'option') {
    return sql`exists (select 1 from ${v} where ${same} and ${v.optionKey} in ${filter.options})`;
  }
  if (filter.kind === 'boolean') {
    return sql`exists (select 1 from ${v} where ${same} and ${v.boolValue} = ${filter.value})`;
  }
  const bounds: SQL[] = [];
  if (filter.kind === 'number') {
    if (filter.min !== undefined) bounds.push(sql`${v.baseValue} >= ${filter.min}`);
    if (filter.max !== undefined) bounds.push(sql`${v.baseValue} <= ${filter.max}`);
  } else {
    // A product's [low, high] range matches when it overlaps the requested bounds.
    if (filter.min !== undefined) bounds.push(sql`coalesce(${v.baseMaxValue}, ${v.baseValue}) >= ${filter.min}`);
    if (filter.max !== undefined) bounds.push(sql`${v.baseValue} <= ${filter.max}`);
  }
  return sql`exists (select 1 from ${v} where ${same} and ${sql.join(bounds, sql` and `)})`;
}

export interface ProductListFilter {
  categoryId?: number;
  categoryType?: CategoryType;
  merchantId?: number;
  baseProductId?: number;
  excludeProductId?: number;
  patterns: string[];
  minPrice?: number;
  maxPrice?: number;
  filters: ResolvedFilter[];
}

function listConditions(f: ProductListFilter): SQL | undefined {
  return and(
    publicProduct,
    f.categoryId ? sql`${supplierProducts.categoryPath} @> array[${f.categoryId}]::int[]` : undefined,
    f.categoryType ? eq(supplierProducts.categoryType, f.categoryType) : undefined,
    f.merchantId ? eq(supplierProducts.merchantId, f.merchantId) : undefined,
    f.baseProductId ? eq(supplierProducts.baseProductId, f.baseProductId) : undefined,
    f.excludeProductId ? sql`${supplierProducts.id} <> ${f.excludeProductId}` : undefined,
    ...f.patterns.map((p) => ilike(supplierProducts.searchText, p)),
    f.minPrice !== undefined ? sql`${supplierProducts.priceRials} >= ${f.minPrice}` : undefined,
    f.maxPrice !== undefined ? sql`${supplierProducts.priceRials} <= ${f.maxPrice}` : undefined,
    ...f.filters.map(filterCondition),
  );
}

const SORTS: Record<ProductSort, SQL[]> = {
  relevance: [desc(supplierProducts.visitCount), desc(supplierProducts.id)],
  newest: [desc(supplierProducts.createdAt), desc(supplierProducts.id)],
  price_asc: [sql`${supplierProducts.priceRials} asc nulls last`, asc(supplierProducts.id)],
  price_desc: [sql`${supplierProducts.priceRials} desc nulls last`, asc(supplierProducts.id)],
  popular: [desc(supplierProducts.visitCount), desc(supplierProducts.id)],
};

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

function toPropertyValue(row: ValueRow): PropertyValue {
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

export function createCatalogRepo(db: Database) {
  const unitCache = new TtlCache<Map<number, UnitConversion & Unit>>(60_000, 1);
  async function valuesOf(
    table: typeof supplierProductValues | typeof baseProductValues,
    ownerIds: number[],
    onlyFilterable = false,
  ): Promise<Map<number, PropertyValue[]>> {
    const byOwner = new Map<number, PropertyValue[]>();
    if (ownerIds.length === 0) return byOwner;
    const ownerColumn =
      table === supplierProductValues ? supplierProductValues.productId : baseProductValues.baseProductId;
    const rows = (await db
      .select(valueColumns(table))
      .from(table)
      .innerJoin(categoryProperties, eq(categoryProperties.id, table.propertyId))
      .leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, table.unitId))
      .where(and(inArray(ownerColumn, ownerIds), onlyFilterable ? eq(categoryProperties.filterable, true) : undefined))
      .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id))) as ValueRow[];
    for (const row of rows) {
      const list = byOwner.get(row.ownerId) ?? [];
      list.push(toPropertyValue(row));
      byOwner.set(row.ownerId, list);
    }
    return byOwner;
  }

  const summaryQuery = () =>
    db
      .select(summaryColumns)
      .from(supplierProducts)
      .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
      .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
      .leftJoin(cities, eq(cities.id, merchants.cityId))
      .leftJoin(provinces, eq(provinces.id, merchants.provinceId));

  async function withHighlights(rows: SummaryRow[]): Promise<ProductSummary[]> {
    const values = await valuesOf(
      supplierProductValues,
      rows.map((r) => r.id),
      true,
    );
    return rows.map((row) => toSummary(row, (values.get(row.id) ?? []).slice(0, 3)));
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
    unitConversions: () =>
      unitCache.through('all', async () => {
        const rows = await db.select(unitColumns).from(unitsOfMeasurement);
        return new Map(rows.map((r) => [r.id, r]));
      }),

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
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: categoryProperties.id,
          categoryId: categoryProperties.categoryId,
          name: categoryProperties.name,
          type: categoryProperties.type,
          quantityId: categoryProperties.quantityId,
          defaultUnitId: categoryProperties.defaultUnitId,
          filterable: categoryProperties.filterable,
          options: categoryProperties.options,
        })
        .from(categoryProperties)
        .where(inArray(categoryProperties.id, ids));
      return new Map(rows.map(({ options, ...r }) => [r.id, { ...r, optionKeys: options.map((o) => o.key) }]));
    },

    async listProducts(
      filter: ProductListFilter,
      sort: ProductSort,
      page: number,
      pageSize: number,
    ): Promise<Page<ProductSummary>> {
      const where = listConditions(filter);
      return toPage(
        summaryQuery()
          .where(where)
          .orderBy(...SORTS[sort])
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db
          .select(countOnly)
          .from(supplierProducts)
          .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
          .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
          .where(where),
        page,
        pageSize,
        (found) => withHighlights(found as SummaryRow[]),
      );
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
          phones: merchants.phones,
          mobile: merchants.mobile,
          updatedAt: supplierProducts.updatedAt,
        })
        .from(supplierProducts)
        .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
        .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
        .leftJoin(cities, eq(cities.id, merchants.cityId))
        .leftJoin(provinces, eq(provinces.id, merchants.provinceId))
        .leftJoin(baseProducts, eq(baseProducts.id, supplierProducts.baseProductId))
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
