// The relevance set's view of the catalog (search-evaluate.ts): every published product with its category,
// from which the ideal lists of nDCG@10 are built; `group` is the result it falls in (its base product, or itself).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import type { Judged } from './search-evaluate.js';

export async function loadJudgingCatalog(db: Database): Promise<Judged[]> {
  return db
    .select({
      title: supplierProducts.title,
      category: categories.name,
      group: sql<number>`coalesce(${supplierProducts.baseProductId}, -${supplierProducts.id})`.mapWith(Number),
    })
    .from(supplierProducts)
    .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
    .where(eq(supplierProducts.status, 'published'));
}
