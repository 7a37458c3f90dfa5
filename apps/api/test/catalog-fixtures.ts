// The seed's products and merchants as tests need them: the first public offer (a published product of a confirmed
// merchant), confirmed merchants nobody belongs to yet, and a merchant made a supplier of a category.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { supplierProducts } from '../src/db/schema/catalog.js';
import { merchantCategories, merchants } from '../src/db/schema/merchants.js';

export async function firstPublicProduct(db: Database) {
  const [row] = await db
    .select({
      id: supplierProducts.id,
      unit: supplierProducts.salesUnit,
      merchantId: supplierProducts.merchantId,
      categoryId: supplierProducts.categoryId,
    })
    .from(supplierProducts)
    .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
    .where(and(eq(supplierProducts.status, 'published'), eq(merchants.status, 'confirmed')))
    .orderBy(asc(supplierProducts.id))
    .limit(1);
  if (!row) throw new Error('the seed has no published product of a confirmed merchant');
  return row;
}

/**
 * The first public product of a supplier the demo data gave no member and no conversation: a test that counts a
 * supplier's conversations or unread messages counts only its own.
 */
export async function quietPublicProduct(db: Database) {
  const [row] = await db
    .select({ id: supplierProducts.id, merchantId: supplierProducts.merchantId })
    .from(supplierProducts)
    .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
    .where(
      and(
        eq(supplierProducts.status, 'published'),
        eq(merchants.status, 'confirmed'),
        sql`not exists (select 1 from conversations c where c.merchant_id = ${merchants.id})`,
        sql`not exists (select 1 from merchant_members mm where mm.merchant_id = ${merchants.id})`,
      ),
    )
    .orderBy(asc(supplierProducts.id))
    .limit(1);
  if (!row) throw new Error('the seed has no public product of a supplier without members and conversations');
  return row;
}

/** Confirmed merchants but one that nobody belongs to yet (the demo seed gives some owners and plans). */
export async function unclaimedMerchants(db: Database, exceptMerchantId: number, count: number) {
  const rows = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        eq(merchants.status, 'confirmed'),
        sql`${merchants.id} <> ${exceptMerchantId}`,
        sql`not exists (select 1 from merchant_members m where m.merchant_id = ${merchants.id})`,
      ),
    )
    .orderBy(asc(merchants.id))
    .limit(count);
  if (rows.length < count) throw new Error('the seed has too few confirmed merchants without members');
  return rows.map((row) => row.id);
}

/** Makes a merchant a supplier of a category: it may quote on the requests opened there. */
export async function supplyCategory(db: Database, merchantId: number, categoryId: number) {
  await db.insert(merchantCategories).values({ merchantId, categoryId }).onConflictDoNothing();
}
