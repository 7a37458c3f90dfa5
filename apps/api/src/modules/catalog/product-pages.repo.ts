// A public product's page, a base product's page, category chains, visit counts and counts per category.
import type { PropertyValue } from '@bazaar/contracts/catalog-products';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  baseProducts,
  baseProductValues,
  categoryProperties,
  supplierProducts,
  supplierProductValues,
  unitsOfMeasurement,
} from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { merchants } from '../../db/schema/merchants.js';
import type { CatalogRepoContext } from './catalog-repo-context.repo.js';
import {
  type SummaryRow,
  summaryColumns,
  toPropertyValue,
  toSummary,
  type ValueRow,
  valueColumns,
} from './catalog-rows.repo.js';
import { publicProduct } from './listing-conditions.repo.js';

export function createProductPagesRepo({ db, repoUnits }: CatalogRepoContext) {
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

  return {
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
  };
}
