import type { BaseProductProposal } from '@bazaar/contracts/base-product-proposals';
import { and, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { baseProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchants } from '../../db/schema/merchants.js';
import type { BaseProductReview } from './product-editor-rows.js';

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

export function createBaseProductsRepo(db: Database) {
  const proposals = () =>
    db
      .select(proposalColumns)
      .from(baseProducts)
      .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
      .leftJoin(merchants, eq(merchants.id, baseProducts.proposedByMerchantId));
  return {
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
  };
}
