import { SITEMAP_PAGE_MAX, type SitemapEntry, type SitemapFiles } from '@bazaar/contracts/sitemap';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

// What the sitemap lists: every public product, supplier, category and article once, nothing a visitor
// would get a 404 for (drafts, pending suppliers' goods, inactive categories), read page by page by key.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function get<T>(url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json() as T;
}

/** Every entry of a kind, walked by keyset pages of `limit`. */
async function walk(kind: string, limit: number) {
  const all: SitemapEntry[] = [];
  let after = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    const page = await get<{ items: SitemapEntry[]; nextAfter: number | null }>(
      `/sitemap/entries?kind=${kind}&after=${after}&limit=${limit}`,
    );
    all.push(...page.items);
    if (page.nextAfter === null) return all;
    after = page.nextAfter;
  }
  throw new Error('the walk never ended');
}

const ids = async (query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute<{ id: number }>(query)).rows as { id: number }[])
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);

describe('sitemap entries', () => {
  it('lists every public product once and no draft, archived or unconfirmed supplier’s product', async () => {
    const listed = await walk('products', 7);
    const listedIds = listed.map((e) => e.id);
    expect(new Set(listedIds).size).toBe(listedIds.length);
    expect(listedIds).toEqual([...listedIds].sort((a, b) => a - b));
    const expected = await ids(sql`select sp.id from supplier_products sp
      join merchants m on m.id = sp.merchant_id join categories c on c.id = sp.category_id
      where sp.status = 'published' and m.status = 'confirmed' and c.active`);
    expect(expected.length).toBeGreaterThan(20);
    expect(listedIds).toEqual(expected);

    // A product taken back to draft and one of a supplier that is no longer confirmed leave the sitemap.
    const [draft, ofPending] = expected;
    await ctx.db.execute(sql`update supplier_products set status = 'draft' where id = ${draft}`);
    const pendingMerchant = (
      await ctx.db.execute<{ merchant_id: number }>(
        sql`select merchant_id from supplier_products where id = ${ofPending}`,
      )
    ).rows[0]?.merchant_id;
    await ctx.db.execute(sql`update merchants set status = 'pending' where id = ${pendingMerchant}`);
    const after = (await walk('products', SITEMAP_PAGE_MAX)).map((e) => e.id);
    expect(after).not.toContain(draft);
    expect(after).not.toContain(ofPending);
    const suppliers = (await walk('suppliers', SITEMAP_PAGE_MAX)).map((e) => e.id);
    expect(suppliers).not.toContain(Number(pendingMerchant));
    await ctx.db.execute(sql`update supplier_products set status = 'published' where id = ${draft}`);
    await ctx.db.execute(sql`update merchants set status = 'confirmed' where id = ${pendingMerchant}`);
  });

  it('gives each entry a slug, a name and an ISO last change', async () => {
    for (const kind of ['products', 'suppliers', 'categories', 'articles']) {
      const [first] = (await get<{ items: SitemapEntry[] }>(`/sitemap/entries?kind=${kind}&limit=1`)).items;
      expect(first, kind).toBeDefined();
      expect(first?.name).toBeTruthy();
      expect(first?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
  });

  it('leaves out inactive categories and draft articles', async () => {
    const [category] = await ids(sql`select id from categories where parent_id is not null and active limit 1`);
    await ctx.db.execute(sql`update categories set active = false where id = ${category}`);
    expect((await walk('categories', SITEMAP_PAGE_MAX)).map((e) => e.id)).not.toContain(category);
    await ctx.db.execute(sql`update categories set active = true where id = ${category}`);
    const [article] = await ids(sql`select id from pages where status = 'published' and platform <> 'mobile' limit 1`);
    await ctx.db.execute(sql`update pages set status = 'draft' where id = ${article}`);
    expect((await walk('articles', SITEMAP_PAGE_MAX)).map((e) => e.id)).not.toContain(article);
    await ctx.db.execute(sql`update pages set status = 'published' where id = ${article}`);
  });

  it('refuses a page larger than the limit with a Persian problem', async () => {
    const response = await ctx.app.inject({
      url: `/api/v1/sitemap/entries?kind=products&limit=${SITEMAP_PAGE_MAX + 1}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail ?? response.json().title).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('sitemap files', () => {
  it('reads a file up to its last id and no further', async () => {
    const all = (await walk('products', SITEMAP_PAGE_MAX)).map((e) => e.id);
    const upTo = all[9] ?? 0;
    const page = await get<{ items: SitemapEntry[]; nextAfter: number | null }>(
      `/sitemap/entries?kind=products&after=0&upTo=${upTo}&limit=100`,
    );
    expect(page.items.map((e) => e.id)).toEqual(all.slice(0, 10));
    expect(page.nextAfter).toBeNull();
  });

  it('names, for each kind, its files by id range with their count and newest change', async () => {
    const files = await get<SitemapFiles>('/sitemap/files');
    const products = await walk('products', SITEMAP_PAGE_MAX);
    // The demo data's ids are all below 50,000: one file, number 1.
    const newest = products
      .map((p) => p.lastmod)
      .sort()
      .at(-1);
    expect(files.products).toEqual([{ number: 1, count: products.length, lastmod: newest }]);
    expect(files.suppliers[0]?.count).toBeGreaterThan(0);
    expect(files.categories[0]?.count).toBeGreaterThan(0);
    expect(files.articles[0]?.count).toBeGreaterThan(0);
  });
});
