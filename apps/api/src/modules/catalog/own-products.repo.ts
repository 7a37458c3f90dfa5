// A supplier's own products as its owner and agents see them: every state, drafts included, never cached.
// The caller's merchants come from customers' `merchantAccess` (those they may manage products of).
import type { OwnProduct } from '@bazaar/contracts/own-products';
import type { Page } from '@bazaar/contracts/paging';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import {
  categoryProperties,
  supplierProducts,
  supplierProductValues,
  unitsOfMeasurement,
} from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchants } from '../../db/schema/merchants.js';
import { listingModeration } from './listing-moderation.js';
import type { UnitConversion } from './property-filters.js';
import type { PropertyValueRow, WritableProperty } from './property-values.js';

const columns = {
  id: supplierProducts.id,
  title: supplierProducts.title,
  slug: supplierProducts.slug,
  status: supplierProducts.status,
  availability: supplierProducts.availability,
  model: supplierProducts.model,
  categoryId: supplierProducts.categoryId,
  categoryName: categories.name,
  merchantId: merchants.id,
  merchantName: merchants.name,
  priceRials: supplierProducts.priceRials,
  salesUnit: supplierProducts.salesUnit,
  moderationReason: supplierProducts.moderationReason,
  moderatedAt: supplierProducts.moderatedAt,
  updatedAt: supplierProducts.updatedAt,
};
interface Row {
  id: number;
  title: string;
  slug: string;
  status: OwnProduct['status'];
  availability: OwnProduct['availability'];
  model: string | null;
  categoryId: number;
  categoryName: string;
  merchantId: number;
  merchantName: string;
  priceRials: number | null;
  salesUnit: string;
  moderationReason: string | null;
  moderatedAt: Date | null;
  updatedAt: Date;
}

const toOwnProduct = (row: Row): OwnProduct => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  status: row.status,
  availability: row.availability,
  model: row.model,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  merchant: { id: row.merchantId, name: row.merchantName },
  priceRials: row.priceRials,
  salesUnit: row.salesUnit,
  moderation: listingModeration(row),
  updatedAt: row.updatedAt.toISOString(),
});

/** Products of the merchants the caller manages products of (`merchantAccess.merchantIds(user, 'manageProducts')`). */
const ofMerchants = (merchantIds: number[]): SQL => inArray(supplierProducts.merchantId, merchantIds);

/** What narrows a member's list (and a bulk edit over "every product matching the filter"). */
export interface OwnProductsWhere {
  patterns: string[];
  status?: OwnProduct['status'];
  availability?: OwnProduct['availability'];
  categoryId?: number;
}

export function ownProductsWhere(filter: OwnProductsWhere): (SQL | undefined)[] {
  return [
    ...filter.patterns.map((p) => sql`${supplierProducts.searchText} ilike ${p}`),
    filter.status ? eq(supplierProducts.status, filter.status) : undefined,
    filter.availability ? eq(supplierProducts.availability, filter.availability) : undefined,
    filter.categoryId ? sql`${supplierProducts.categoryPath} @> array[${filter.categoryId}]::int[]` : undefined,
  ];
}

export function createOwnProductsRepo(db: Database) {
  const select = () =>
    db
      .select(columns)
      .from(supplierProducts)
      .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
      .innerJoin(categories, eq(categories.id, supplierProducts.categoryId));

  return {
    list(
      merchantIds: number[],
      filter: OwnProductsWhere,
      page: number,
      pageSize: number,
      merchantId?: number,
    ): Promise<Page<OwnProduct>> {
      const where = and(
        ofMerchants(merchantIds),
        merchantId ? eq(supplierProducts.merchantId, merchantId) : undefined,
        ...ownProductsWhere(filter),
      );
      return toPage(
        select()
          .where(where)
          .orderBy(desc(supplierProducts.updatedAt), desc(supplierProducts.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(supplierProducts).where(where),
        page,
        pageSize,
        (rows) => rows.map(toOwnProduct),
      );
    },

    async find(merchantIds: number[], id: number): Promise<OwnProduct | undefined> {
      const [row] = await select()
        .where(and(eq(supplierProducts.id, id), ofMerchants(merchantIds)))
        .limit(1);
      return row && toOwnProduct(row);
    },

    /** The category and its ancestors of a member's product; undefined when it is not one. */
    async lineage(merchantIds: number[], id: number): Promise<number[] | undefined> {
      const [row] = await db
        .select({ path: supplierProducts.categoryPath })
        .from(supplierProducts)
        .where(and(eq(supplierProducts.id, id), ofMerchants(merchantIds)))
        .limit(1);
      return row?.path;
    },

    async propertiesOf(categoryIds: number[]): Promise<Map<number, WritableProperty>> {
      if (categoryIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: categoryProperties.id,
          categoryId: categoryProperties.categoryId,
          name: categoryProperties.name,
          type: categoryProperties.type,
          quantityId: categoryProperties.quantityId,
          defaultUnitId: categoryProperties.defaultUnitId,
          integer: categoryProperties.integer,
          options: categoryProperties.options,
        })
        .from(categoryProperties)
        .where(inArray(categoryProperties.categoryId, categoryIds));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async units(): Promise<Map<number, UnitConversion>> {
      const rows = await db
        .select({
          id: unitsOfMeasurement.id,
          quantityId: unitsOfMeasurement.quantityId,
          factor: unitsOfMeasurement.factor,
          offset: unitsOfMeasurement.offset,
        })
        .from(unitsOfMeasurement);
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Replaces the values of the properties named in `rows` and `removed`; others stay. */
    async replaceValues(productId: number, rows: PropertyValueRow[], removed: number[]): Promise<void> {
      const touched = [...rows.map((r) => r.propertyId), ...removed];
      if (touched.length === 0) return;
      await db
        .delete(supplierProductValues)
        .where(and(eq(supplierProductValues.productId, productId), inArray(supplierProductValues.propertyId, touched)));
      if (rows.length) await db.insert(supplierProductValues).values(rows.map((r) => ({ ...r, productId })));
      await db.update(supplierProducts).set({ updatedAt: sql`now()` }).where(eq(supplierProducts.id, productId));
    },

    /** Sets the price of a member's product; false when it is not one (or does not exist). */
    async setPrice(merchantIds: number[], id: number, priceRials: number | null): Promise<boolean> {
      const changed = await db
        .update(supplierProducts)
        .set({ priceRials, updatedAt: sql`now()` })
        .where(and(eq(supplierProducts.id, id), ofMerchants(merchantIds)))
        .returning({ id: supplierProducts.id });
      return changed.length > 0;
    },
  };
}

export type OwnProductsRepo = ReturnType<typeof createOwnProductsRepo>;
