// The product editor's reads and writes (decision 027): a merchant's products with their property values and
// images, and base products proposed by suppliers. Memberships are read from merchant_members (owned by
// customers), never written. `supplier_products.facets` is kept by the database's triggers from the values.

import { productCatalogueUrl } from '@bazaar/contracts/catalog';
import type { CategoryType } from '@bazaar/contracts/categories';
import type { BaseProductProposal, EditableProduct } from '@bazaar/contracts/supplier-workspace';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { baseProducts, categoryProperties, supplierProducts, supplierProductValues } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { storedFiles } from '../../db/schema/files.js';
import { merchantMembers } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { fileUrl } from '../files/file-url.js';
import { clearedOnPublish, listingModeration } from './listing-moderation.js';

export interface Membership {
  merchantId: number;
  role: 'owner' | 'agent';
  manageProducts: boolean;
}

export interface ProductRow {
  merchantId: number;
  categoryId: number;
  categoryType: CategoryType;
  categoryPath: number[];
  baseProductId: number | null;
  title: string;
  slug: string;
  description: string;
  images: string[];
  imageAlts: string[];
  priceRials: number | null;
  minOrderQuantity: number | null;
  salesUnit: string;
  status: 'draft' | 'published' | 'archived';
  availability: 'in_stock' | 'out_of_stock' | 'made_to_order';
  model: string | null;
  searchText: string;
  /** The PDF catalogue (a private file, decision 035); absent: left as it is. */
  catalogFileId?: string | null;
}

export interface ValueRow {
  propertyId: number;
  value: number | null;
  maxValue: number | null;
  unitId: number | null;
  baseValue: number | null;
  baseMaxValue: number | null;
  optionKey: string | null;
  boolValue: boolean | null;
  textValue: string | null;
}

export type BaseProductReview = 'approved' | 'proposed' | 'rejected';

const proposalColumns = {
  id: baseProducts.id,
  name: baseProducts.name,
  latinName: baseProducts.latinName,
  categoryId: baseProducts.categoryId,
  categoryName: categories.name,
  salesUnit: baseProducts.salesUnit,
  description: baseProducts.description,
  review: baseProducts.review,
  rejectionReason: baseProducts.rejectionReason,
  merchantId: merchants.id,
  merchantName: merchants.name,
  proposedAt: baseProducts.proposedAt,
};
type ProposalRow = {
  id: number;
  name: string;
  latinName: string | null;
  categoryId: number;
  categoryName: string;
  salesUnit: string;
  description: string;
  review: BaseProductReview;
  rejectionReason: string | null;
  merchantId: number | null;
  merchantName: string | null;
  proposedAt: Date | null;
};
const toProposal = (row: ProposalRow): BaseProductProposal => ({
  id: row.id,
  name: row.name,
  latinName: row.latinName,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  salesUnit: row.salesUnit,
  description: row.description,
  review: row.review,
  rejectionReason: row.review === 'rejected' ? row.rejectionReason : null,
  merchant: row.merchantId !== null ? { id: row.merchantId, name: row.merchantName ?? '' } : null,
  proposedAt: row.proposedAt?.toISOString() ?? null,
});

/** A foreign-key refusal: the product is referenced elsewhere (trade requests, conversations). */
export function isReferenced(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
}

export function createProductEditorRepo(db: Database) {
  const proposals = () =>
    db
      .select(proposalColumns)
      .from(baseProducts)
      .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
      .leftJoin(merchants, eq(merchants.id, baseProducts.proposedByMerchantId));

  return {
    async membership(userId: number, merchantId: number): Promise<Membership | undefined> {
      const [row] = await db
        .select({
          merchantId: merchantMembers.merchantId,
          role: merchantMembers.role,
          manageProducts: merchantMembers.manageProducts,
        })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.merchantId, merchantId)));
      return row;
    },

    /** The caller's membership of the merchant the product belongs to; undefined for a stranger or no product. */
    async productMembership(userId: number, productId: number): Promise<Membership | undefined> {
      const [row] = await db
        .select({
          merchantId: merchantMembers.merchantId,
          role: merchantMembers.role,
          manageProducts: merchantMembers.manageProducts,
        })
        .from(supplierProducts)
        .innerJoin(merchantMembers, eq(merchantMembers.merchantId, supplierProducts.merchantId))
        .where(and(eq(supplierProducts.id, productId), eq(merchantMembers.userId, userId)));
      return row;
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
          slug: supplierProducts.slug,
          description: supplierProducts.description,
          status: supplierProducts.status,
          availability: supplierProducts.availability,
          priceRials: supplierProducts.priceRials,
          minOrderQuantity: supplierProducts.minOrderQuantity,
          salesUnit: supplierProducts.salesUnit,
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

    async baseProduct(id: number) {
      const [row] = await db
        .select({
          id: baseProducts.id,
          categoryId: baseProducts.categoryId,
          review: baseProducts.review,
          active: baseProducts.active,
          proposedByMerchantId: baseProducts.proposedByMerchantId,
        })
        .from(baseProducts)
        .where(eq(baseProducts.id, id));
      return row;
    },

    /** Approved, active base products of the category, and the merchant's own proposals there. */
    async choices(merchantId: number, categoryId: number) {
      return db
        .select({
          id: baseProducts.id,
          name: baseProducts.name,
          salesUnit: baseProducts.salesUnit,
          review: baseProducts.review,
        })
        .from(baseProducts)
        .where(
          and(
            eq(baseProducts.categoryId, categoryId),
            or(
              and(eq(baseProducts.review, 'approved'), eq(baseProducts.active, true)),
              and(eq(baseProducts.proposedByMerchantId, merchantId), ne(baseProducts.review, 'approved')),
            ),
          ),
        )
        .orderBy(asc(baseProducts.name))
        .limit(300);
    },

    async nameTaken(name: string): Promise<boolean> {
      const [row] = await db.select({ id: baseProducts.id }).from(baseProducts).where(eq(baseProducts.name, name));
      return row !== undefined;
    },

    async insertProposal(row: {
      merchantId: number;
      categoryId: number;
      name: string;
      latinName: string | null;
      slug: string;
      salesUnit: string;
      description: string;
    }): Promise<number> {
      const [created] = await db
        .insert(baseProducts)
        .values({
          categoryId: row.categoryId,
          name: row.name,
          latinName: row.latinName,
          slug: row.slug,
          salesUnit: row.salesUnit,
          description: row.description,
          active: false,
          review: 'proposed',
          proposedByMerchantId: row.merchantId,
          proposedAt: sql`now()`,
        })
        .onConflictDoNothing({ target: baseProducts.name })
        .returning({ id: baseProducts.id });
      return created?.id ?? 0;
    },

    async findProposal(id: number): Promise<BaseProductProposal | undefined> {
      const [row] = await proposals().where(eq(baseProducts.id, id));
      return row && toProposal(row);
    },

    async proposalsOf(merchantId: number): Promise<BaseProductProposal[]> {
      const rows = await proposals()
        .where(eq(baseProducts.proposedByMerchantId, merchantId))
        .orderBy(desc(baseProducts.id))
        .limit(200);
      return rows.map(toProposal);
    },

    proposalQueue(review: BaseProductReview, page: number, pageSize: number) {
      const where: SQL | undefined = and(
        eq(baseProducts.review, review),
        sql`${baseProducts.proposedByMerchantId} is not null`,
      );
      return toPage(
        proposals()
          .where(where)
          .orderBy(desc(baseProducts.proposedAt), desc(baseProducts.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(baseProducts).where(where),
        page,
        pageSize,
        (rows) => rows.map(toProposal),
      );
    },

    async review(id: number, review: 'approved' | 'rejected', reason: string | null): Promise<void> {
      await db
        .update(baseProducts)
        .set({ review, active: review === 'approved', rejectionReason: reason })
        .where(eq(baseProducts.id, id));
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

export type ProductEditorRepo = ReturnType<typeof createProductEditorRepo>;
