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

  it('keeps each category’s words once, as the function gives them, through renames, moves and trade terms', async () => {
    // Decision 067: the words are computed per category (category_search_vectors), not per offer. Move the
    // test leaf up a level: its row follows its new lineage.
    const [root] = await ctx.db
      .select({ path: categories.ancestorIds })
      .from(categories)
      .where(eq(categories.id, family));
    const rootId = root?.path[0] ?? 0;
    await ctx.db
      .update(categories)
      .set({ parentId: rootId, ancestorIds: [rootId], level: 2 })
      .where(eq(categories.id, leaf));
    // Every category has its row for its present lineage; the test's categories' rows and offers' search rows
    // are what the function gives now (the function is milliseconds a call: checked on these, not on all).
    const ours = sql`array[${family}, ${leaf}, ${other}]::int[]`;
    const { rows } = await ctx.db.execute<{
      missing: number;
      kept: number;
      stale: number;
      offers: number;
      wrong: number;
    }>(sql`
      select
        (select count(*)::int from categories c left join category_search_vectors v on v.category_id = c.id
          where v.category_id is null or v.path <> c.ancestor_ids || c.id) as missing,
        (select count(*)::int from category_search_vectors v where v.path && ${ours}) as kept,
        (select count(*)::int from category_search_vectors v
          where v.path && ${ours} and v.search_vector <> bz_category_search_vector(v.path)) as stale,
        (select count(*)::int from search_products s where s.category_path && ${ours}) as offers,
        (select count(*)::int from search_products s join supplier_products sp on sp.id = s.product_id
          where s.category_path && ${ours}
            and s.search_vector <> sp.search_vector || bz_category_search_vector(sp.category_path)) as wrong`);
    expect(rows[0]).toEqual({ missing: 0, kept: 3, stale: 0, offers: 2, wrong: 0 });
  }, 60_000);
});

describe('one result per base product (decision 053)', () => {
  async function page(q: string, extra: string): Promise<SearchResult> {
    const url = `/api/v1/searches?q=${encodeURIComponent(q)}${extra}`;
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json() as SearchResult;
  }

  it('shows a base product’s offers once, with their number and lowest price, and pages and counts by results', async () => {
    // The demo base product with the most public offers, and its name as the query.
    const { rows } = await ctx.db.execute<{ id: number; name: string; offers: number; lowest: string | null }>(sql`
      select bp.id, bp.name, count(*)::int as offers, min(s.price_rials)::text as lowest
      from search_products s join base_products bp on bp.id = s.base_product_id
      group by bp.id order by 3 desc, 1 limit 1`);
    const base = rows[0];
    if (!base || base.offers < 2) throw new Error('demo data lacks a base product sold by several suppliers');
    const first = await page(base.name, '&pageSize=5');
    const all: SearchResult['products']['items'] = [];
    const pages = Math.ceil(first.products.total / 5);
    for (let n = 1; n <= Math.min(pages, 20); n += 1)
      all.push(...(await page(base.name, `&pageSize=5&page=${n}`)).products.items);
    // No repeats across pages, and as many results as the total says.
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    if (pages <= 20) expect(all.length).toBe(first.products.total);
    const ofBase = await ctx.db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(eq(supplierProducts.baseProductId, base.id));
    const ids = new Set(ofBase.map((r) => r.id));
    const standing = all.filter((p) => ids.has(p.id));
    expect(standing).toHaveLength(1);
    expect(standing[0]?.offers).toEqual({
      count: base.offers,
      lowestPriceRials: base.lowest === null ? null : Number(base.lowest),
      url: expect.stringMatching(new RegExp(`^/products/base-product/${base.id}/`)),
    });
    // The facets count results too: the categories' counts add up to the total when all are listed.
    const sum = first.facets.categories.reduce((n, c) => n + c.count, 0);
    if (first.facets.categories.length < 12) expect(sum).toBe(first.products.total);
    const types = first.facets.categoryTypes.reduce((n, c) => n + c.count, 0);
    expect(types).toBe(first.products.total);
  });

  it('leaves an offer of no base product, or the only offer of one, a result of its own', async () => {
    const result = await page('سنگ‌نگارک', '');
    for (const item of result.products.items) expect(item.offers).toBeNull();
  });
});
