// A merchant's products as the editor reads and writes them: the merchant a product belongs to (who may edit it is
// customers' `merchantAccess`), a product with its property values and images, and its changes.
import { productCatalogueUrl } from '@bazaar/contracts/catalog-products';
import type { EditableProduct } from '@bazaar/contracts/product-editor';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categoryProperties, supplierProducts, supplierProductValues } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { storedFiles } from '../../db/schema/files.js';
import { fileUrl } from '../files/file-url.js';
import { clearedOnPublish, listingModeration } from './listing-moderation.js';
import type { ProductRow, ValueRow } from './product-editor-rows.js';

export function createEditableProductsRepo(db: Database) {
  return {
    /** The merchant a product belongs to; undefined when there is no such product. */
    async merchantOfProduct(productId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ merchantId: supplierProducts.merchantId })
        .from(supplierProducts)
        .where(eq(supplierProducts.id, productId));
      return row?.merchantId;
    },

    async findEditable(id: number): Promise<EditableProduct | undefined> {
      const [row] = await db
        .select({
          id: supplierProducts.id,
          merchantId: supplierProducts.merchantId,
          categoryId: supplierProducts.categoryId,
          categoryName: categories.name,
          baseProductId: supplierProducts.baseProductId,
          title: supplierProducts.title,
          model: supplierProducts.model,
          taxCode: supplierProducts.taxCode,
          slug: supplierProducts.slug,
          description: supplierProducts.description,
          status: supplierProducts.status,
          availability: supplierProducts.availability,
          priceRials: supplierProducts.priceRials,
          minOrderQuantity: supplierProducts.minOrderQuantity,
          salesUnit: supplierProducts.salesUnit,
          priceTiers: supplierProducts.priceTiers,
          orderMultiple: supplierProducts.orderMultiple,
          samplePriceRials: supplierProducts.samplePriceRials,
          images: supplierProducts.images,
          imageAlts: supplierProducts.imageAlts,
          moderationReason: supplierProducts.moderationReason,
          moderatedAt: supplierProducts.moderatedAt,
          updatedAt: supplierProducts.updatedAt,
          catalogFileId: storedFiles.id,
          catalogFileName: storedFiles.fileName,
          catalogFileBytes: storedFiles.sizeBytes,
        })
        .from(supplierProducts)
        .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
        .leftJoin(storedFiles, eq(storedFiles.id, supplierProducts.catalogFileId))
        .where(eq(supplierProducts.id, id));
      if (!row) return undefined;
      const values = await db
        .select({
          propertyId: supplierProductValues.propertyId,
          type: categoryProperties.type,
          value: supplierProductValues.value,
          maxValue: supplierProductValues.maxValue,
          unitId: supplierProductValues.unitId,
          optionKey: supplierProductValues.optionKey,
          boolValue: supplierProductValues.boolValue,
          textValue: supplierProductValues.textValue,
        })
        .from(supplierProductValues)
        .innerJoin(categoryProperties, eq(categoryProperties.id, supplierProductValues.propertyId))
        .where(eq(supplierProductValues.productId, id))
        .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id));
      const {
        imageAlts,
        images,
        updatedAt,
        moderationReason,
        moderatedAt,
        catalogFileId,
        catalogFileName,
        catalogFileBytes,
        ...rest
      } = row;
      return {
        ...rest,
        moderation: listingModeration({ moderationReason, moderatedAt }),
        images: images.map((fileId, i) => ({ fileId, alt: imageAlts[i] ?? '', url: fileUrl(fileId) })),
        catalog:
          catalogFileId !== null && catalogFileName !== null && catalogFileBytes !== null
            ? {
                fileId: catalogFileId,
                fileName: catalogFileName,
                sizeBytes: Number(catalogFileBytes),
                url: productCatalogueUrl(id),
              }
            : null,
        values,
        updatedAt: updatedAt.toISOString(),
      };
    },

    async imagesOf(id: number): Promise<string[]> {
      const [row] = await db
        .select({ images: supplierProducts.images })
        .from(supplierProducts)
        .where(eq(supplierProducts.id, id));
      return row?.images ?? [];
    },

    /** The product's PDF catalogue file id; undefined for no product or no catalogue. */
    async catalogueOf(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ fileId: supplierProducts.catalogFileId })
        .from(supplierProducts)
        .where(eq(supplierProducts.id, id));
      return row?.fileId ?? undefined;
    },

    async titleTaken(merchantId: number, title: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .where(
          and(
            eq(supplierProducts.merchantId, merchantId),
            eq(supplierProducts.title, title),
            exceptId ? ne(supplierProducts.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async insert(row: ProductRow, values: ValueRow[]): Promise<number> {
      const [created] = await db.insert(supplierProducts).values(row).returning({ id: supplierProducts.id });
      const id = created?.id ?? 0;
      if (values.length) await db.insert(supplierProductValues).values(values.map((v) => ({ ...v, productId: id })));
      return id;
    },

    async update(id: number, row: Omit<ProductRow, 'merchantId'>, values: ValueRow[]): Promise<void> {
      await db
        .update(supplierProducts)
        .set({ ...row, ...clearedOnPublish(row.status), updatedAt: sql`now()` })
        .where(eq(supplierProducts.id, id));
      await db.delete(supplierProductValues).where(eq(supplierProductValues.productId, id));
      if (values.length) await db.insert(supplierProductValues).values(values.map((v) => ({ ...v, productId: id })));
    },

    async setStatus(id: number, status: 'draft' | 'published' | 'archived'): Promise<void> {
      await db
        .update(supplierProducts)
        .set({ status, ...clearedOnPublish(status), updatedAt: sql`now()` })
        .where(eq(supplierProducts.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(supplierProducts).where(eq(supplierProducts.id, id));
    },

    /** Product ids of a merchant (a newly confirmed merchant's products become public). */
    async productIdsOf(merchantIds: number[]): Promise<number[]> {
      if (!merchantIds.length) return [];
      const rows = await db
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .where(inArray(supplierProducts.merchantId, merchantIds));
      return rows.map((r) => r.id);
    },
  };
}
