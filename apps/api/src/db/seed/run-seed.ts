// Loads the deterministic Persian demo data, domain by domain, in one transaction.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { categories } from '../schema/categories.js';
import { seedCategories } from './categories.js';

export interface SeedReport {
  categories: number;
}

export async function seedDemoData(db: Database): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const categoryCount = await seedCategories(tx as unknown as Database);
    return { categories: categoryCount };
  });
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ any: sql<boolean>`exists(select 1 from ${categories})` })
    .from(sql`(select 1) as one`);
  return !row?.any;
}
