// An offer is found by the names of its category and the categories above it, and by the approved trade
// names of those (decision 053), below a title that holds the words; renaming a category, moving an offer
// and approving a trade term take effect at once (the search table's triggers, migration 0046).
import type { SearchResult } from '@bazaar/contracts/search';
import { foldForSearch } from '@bazaar/fa/normalize';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchants } from '../../db/schema/merchants.js';
import { tradeTerms } from '../../db/schema/trade-terms.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seeded: true });
}, 300_000);
afterAll(async () => ctx?.close());

async function found(q: string): Promise<number[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/searches?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return (response.json() as SearchResult).products.items.map((p) => p.id);
}

describe('offers found by their category', () => {
  let family = 0;
  let leaf = 0;
  let other = 0;
  let offer = 0;
  let titled = 0;
  beforeAll(async () => {
    await ctx.db.execute(sql`delete from trust_figures where subject_kind = 'merchant'`);
    const [root] = await ctx.db
      .select({ id: categories.id, type: categories.categoryType })
      .from(categories)
      .where(and(eq(categories.level, 1), eq(categories.categoryType, 'IndustrialService')))
      .limit(1);
    const [merchant] = await ctx.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.status, 'confirmed'))
      .limit(1);
    if (!root || !merchant) throw new Error('demo data lacks a service family or a supplier');
    const category = async (name: string, parent: { id: number; path: number[] }, level: number) => {
      const [row] = await ctx.db
        .insert(categories)
        .values({
          categoryType: root.type,
          parentId: parent.id,
          ancestorIds: parent.path,
          name,
          slug: `test-${level}-${name.length}-${Date.now()}`,
          level,
        })
        .returning({ id: categories.id });
      return row?.id ?? 0;
    };
    family = await category('خدمات زرکوبک آزمونی', { id: root.id, path: [root.id] }, 2);
    leaf = await category('سنگ‌نگارک آزمونی', { id: family, path: [root.id, family] }, 3);
    other = await category('مهرآذینک آزمونی', { id: family, path: [root.id, family] }, 3);
    const make = async (title: string, categoryId: number) => {
      const [row] = await ctx.db
        .insert(supplierProducts)
        .values({
          merchantId: merchant.id,
          categoryId,
          categoryType: root.type,
          categoryPath: [root.id, family, categoryId],
          title,
          slug: `test-offer-${categoryId}-${title.length}-${Date.now()}`,
          salesUnit: 'عدد',
          status: 'published',
          searchText: foldForSearch(title),
        })
        .returning({ id: supplierProducts.id });
      return row?.id ?? 0;
    };
    // A method's name as the title, the buyer's word only in the category's name.
    offer = await make('اجرای روش کلاسیک با گواهی', leaf);
    // The buyer's word in another offer's own title.
    titled = await make('سنگ‌نگارک دستی آزمونی', other);
  });

  it('finds an offer by its category’s name and by a name above it, the title match first', async () => {
    const byLeaf = await found('سنگ‌نگارک');
    expect(byLeaf).toContain(offer);
    expect(byLeaf.indexOf(titled)).toBeLessThan(byLeaf.indexOf(offer));
    expect(await found('زرکوبک')).toEqual(expect.arrayContaining([offer, titled]));
  });

  it('follows a category renamed and an offer moved to another category at once', async () => {
    await ctx.db.update(categories).set({ name: 'خدمات لاجوردینک آزمونی' }).where(eq(categories.id, family));
    expect(await found('زرکوبک')).toEqual([]);
    expect(await found('لاجوردینک')).toEqual(expect.arrayContaining([offer, titled]));
    const [path] = await ctx.db
      .select({ path: supplierProducts.categoryPath })
      .from(supplierProducts)
      .where(eq(supplierProducts.id, titled));
    await ctx.db
      .update(supplierProducts)
      .set({ categoryId: other, categoryPath: path?.path ?? [] })
      .where(eq(supplierProducts.id, offer));
    expect(await found('مهرآذینک')).toContain(offer);
  });

  it('finds an offer by a trade name of its category once staff approve it, and not after it is withdrawn', async () => {
    expect(await found('نقشینک')).toEqual([]);
    const [term] = await ctx.db
      .insert(tradeTerms)
      .values({
        term: 'نقشینک',
        means: 'مهرآذینک',
        termKey: foldForSearch('نقشینک'),
        meansKey: foldForSearch('مهرآذینک'),
        kind: 'bazaar',
        source: 'a test',
        state: 'approved',
      })
      .returning({ id: tradeTerms.id });
    expect(await found('نقشینک')).toContain(offer);
    await ctx.db
      .update(tradeTerms)
      .set({ state: 'rejected' })
      .where(eq(tradeTerms.id, term?.id ?? 0));
    expect(await found('نقشینک')).toEqual([]);
  });
});
