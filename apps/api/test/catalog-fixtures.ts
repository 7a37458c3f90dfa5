// The seed's products as tests need them: the first public offer (a published product of a confirmed merchant).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { supplierProducts } from '../src/db/schema/catalog.js';
import { merchants } from '../src/db/schema/merchants.js';

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
