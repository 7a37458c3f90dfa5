// Reads and writes of the supplier's product-list tools (decision 028): bulk edit, duplicate, spreadsheet
// export and import, and the summary of the workspace's dashboard. Only a merchant's own rows are touched.
import type { ProductAvailability } from '@bazaar/contracts/catalog-products';
import type { ProductStatus } from '@bazaar/contracts/own-products';
import type { OwnProductsSummary } from '@bazaar/contracts/product-tools';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supplierProducts, supplierProductValues } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchants } from '../../db/schema/merchants.js';
import { clearedOnPublish } from './listing-moderation.js';
import { type OwnProductsWhere, ownProductsWhere } from './own-products.repo.js';

export interface BulkChange {
  priceRials?: number | null;
  availability?: ProductAvailability;
  status?: ProductStatus;
}

export function createProductToolsRepo(db: Database) {
  return {
    /** Which of `ids` belong to the merchant. */
    async ownedIds(merchantId: number, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .where(and(eq(supplierProducts.merchantId, merchantId), inArray(supplierProducts.id, ids)));
      return rows.map((r) => r.id);
    },

    /** The merchant's products matching the list's filter, at most `limit` + 1 (so "too many" shows). */
    async matchingIds(merchantId: number, filter: OwnProductsWhere, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .where(and(eq(supplierProducts.merchantId, merchantId), ...ownProductsWhere(filter)))
        .orderBy(asc(supplierProducts.id))
        .limit(limit + 1);
      return rows.map((r) => r.id);
    },

    async bulkSet(ids: number[], change: BulkChange): Promise<void> {
      if (!ids.length) return;
      await db
        .update(supplierProducts)
        .set({
          ...change,
          ...clearedOnPublish(change.status),
          // The first tier is the listing's price (decision 045), so it follows a new price.
          ...(typeof change.priceRials === 'number'
            ? {
                priceTiers: sql`case when jsonb_array_length(${supplierProducts.priceTiers}) > 0
                  then jsonb_set(${supplierProducts.priceTiers}, '{0,priceRials}', to_jsonb(${change.priceRials}::bigint))
                  else ${supplierProducts.priceTiers} end`,
              }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(inArray(supplierProducts.id, ids));
    },

    /** Which of these products have price tiers. */
    async tieredIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .where(and(inArray(supplierProducts.id, ids), sql`jsonb_array_length(${supplierProducts.priceTiers}) > 0`));
      return rows.map((r) => r.id);
    },

    /** The merchant's product ids, oldest first (the export's order). */
    async idsOf(merchantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .where(eq(supplierProducts.merchantId, merchantId))
        .orderBy(asc(supplierProducts.id));
      return rows.map((r) => r.id);
    },

    /** The product's merchant, or undefined when there is no such product. */
    async merchantOf(id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ merchantId: supplierProducts.merchantId })
        .from(supplierProducts)
        .where(eq(supplierProducts.id, id));
      return row?.merchantId;
    },

    async findByModel(merchantId: number, model: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .where(and(eq(supplierProducts.merchantId, merchantId), eq(supplierProducts.model, model)))
        .orderBy(asc(supplierProducts.id))
        .limit(1);
      return row?.id;
    },

    async titlesOf(merchantId: number): Promise<Set<string>> {
      const rows = await db
        .select({ title: supplierProducts.title })
        .from(supplierProducts)
        .where(eq(supplierProducts.merchantId, merchantId));
      return new Set(rows.map((r) => r.title));
    },

    /** A draft copy of a product under a new title: fields, images with alt texts and property values. */
    async duplicate(id: number, title: string, slug: string): Promise<number> {
      const [source] = await db.select().from(supplierProducts).where(eq(supplierProducts.id, id));
      if (!source) return 0;
      const { id: _id, createdAt, updatedAt, visitCount, facets, searchVector, searchCompact, ...fields } = source;
      const [created] = await db
        .insert(supplierProducts)
        .values({ ...fields, title, slug, status: 'draft' })
        .returning({ id: supplierProducts.id });
      const copy = created?.id ?? 0;
      const values = await db.select().from(supplierProductValues).where(eq(supplierProductValues.productId, id));
      if (values.length) await db.insert(supplierProductValues).values(values.map((v) => ({ ...v, productId: copy })));
      return copy;
    },

    async summary(merchantId: number): Promise<OwnProductsSummary | undefined> {
      const [merchant] = await db
        .select({ id: merchants.id, name: merchants.name })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      if (!merchant) return undefined;
      const rows = await db
        .select({
          status: supplierProducts.status,
          availability: supplierProducts.availability,
          n: sql<number>`count(*)::int`,
        })
        .from(supplierProducts)
        .where(eq(supplierProducts.merchantId, merchantId))
        .groupBy(supplierProducts.status, supplierProducts.availability);
      const byStatus = { published: 0, draft: 0, archived: 0 };
      const byAvailability = { in_stock: 0, out_of_stock: 0, made_to_order: 0 };
      for (const row of rows) {
        byStatus[row.status] += row.n;
        byAvailability[row.availability] += row.n;
      }
      const cats = await db
        .select({ id: categories.id, name: categories.name, count: sql<number>`count(*)::int` })
        .from(supplierProducts)
        .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
        .where(eq(supplierProducts.merchantId, merchantId))
        .groupBy(categories.id, categories.name)
        .orderBy(asc(categories.name));
      return { merchant, byStatus, byAvailability, categories: cats };
    },
  };
}

export type ProductToolsRepo = ReturnType<typeof createProductToolsRepo>;
