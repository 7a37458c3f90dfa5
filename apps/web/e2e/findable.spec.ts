import { expect, test } from '@playwright/test';
import { readSitemap } from './support/sitemap-protocol';

// What a search engine reads: robots.txt keeps private addresses out and names the sitemap; the sitemap's
// addresses answer; a product page describes itself as a schema.org Product with its Offer and breadcrumbs.
test.describe('findable pages', () => {
  test('robots.txt keeps profile, login, payment and API paths out and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of ['/profile', '/users/', '/payment/', '/error', '/api/', '/dev/', '/internal/'])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test('the sitemap index and its files follow the protocol; every address answers 200 and every public product is listed', async ({
    request,
  }) => {
    test.setTimeout(600_000);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('xml');
    const files = readSitemap(await index.text(), 'sitemapindex');
    const names = files.map((f) => new URL(f.loc).pathname);
    for (const kind of ['static', 'categories-1', 'suppliers-1', 'articles-1', 'products-1'])
      expect(names).toContain(`/sitemaps/${kind}.xml`);
    expect(files.every((f) => f.lastmod)).toBe(true);

    const urls: string[] = [];
    for (const file of files) {
      const response = await request.get(new URL(file.loc).pathname);
      expect(response.status(), file.loc).toBe(200);
      const entries = readSitemap(await response.text(), 'urlset');
      expect(entries.length, file.loc).toBeGreaterThan(0);
      urls.push(...entries.map((e) => e.loc));
    }
    const paths = urls.map((u) => new URL(u)).map((u) => u.pathname + u.search);
    expect(new Set(paths).size, 'no address twice').toBe(paths.length);

    // Every public product (the catalog a visitor can page through) is listed, and nothing else is.
    const publicProducts: number[] = [];
    for (let page = 1; ; page++) {
      const answer = (await (
        await request.get(`/api/v1/supplierproducts/catalog?pageSize=100&page=${page}`)
      ).json()) as {
        items: { id: number }[];
        total: number;
      };
      publicProducts.push(...answer.items.map((p) => p.id));
      if (answer.items.length < 100) break;
    }
    const listedProducts = paths
      .map((p) => /^\/products\/(\d+)\//.exec(p)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(listedProducts.sort((a, b) => a - b)).toEqual(publicProducts.sort((a, b) => a - b));

    // Every listed address answers 200 (no redirect: the sitemap names canonical addresses), four at a time.
    const failures: string[] = [];
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const status = (await request.get(path, { maxRedirects: 0 })).status();
          if (status !== 200) failures.push(`${status} ${path}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  test('a product page carries Product, Offer and BreadcrumbList structured data matching what it shows', async ({
    page,
  }) => {
    const products = (await (await page.request.get('/api/v1/supplierproducts/catalog?pageSize=1')).json()) as {
      items: { id: number }[];
    };
    await page.goto(`/products/${products.items[0]?.id}`);
    await expect(page).toHaveURL(/\/products\/\d+\/[^/]+$/);
    await expect(page.getByTestId('product-detail-price')).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const product = data.find((d) => d['@type'] === 'Product') as Record<string, unknown> | undefined;
    expect(product?.name).toBeTruthy();
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // The page shows the title with Persian digits; the data keeps the stored title.
    expect(title.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))).toContain(
      String(product?.name).replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))),
    );
    const offers = product?.offers as Record<string, unknown>;
    expect(offers['@type']).toBe('Offer');
    if (offers.price !== undefined) expect(offers.priceCurrency).toBe('IRR');
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] } | undefined;
    expect(crumbs?.itemListElement.length).toBeGreaterThan(1);
  });
});

test('a product or supplier address without its name redirects permanently to the canonical one', async ({
  request,
}) => {
  const products = (await (await request.get('/api/v1/supplierproducts/catalog?pageSize=1')).json()) as {
    items: { id: number }[];
  };
  const id = products.items[0]?.id;
  const short = await request.get(`/products/${id}`, { maxRedirects: 0 });
  expect(short.status()).toBe(308);
  expect(short.headers().location).toMatch(new RegExp(`/products/${id}/[^/]+$`));
  expect((await request.get(short.headers().location ?? '/')).status()).toBe(200);
  const suppliers = (await (await request.get('/api/v1/suppliers?pageSize=1')).json()) as { items: { id: number }[] };
  const supplierId = suppliers.items[0]?.id;
  const supplier = await request.get(`/supplier/${supplierId}`, { maxRedirects: 0 });
  expect(supplier.status()).toBe(308);
  expect(supplier.headers().location).toMatch(new RegExp(`/supplier/${supplierId}/[^/?]+$`));
  expect((await request.get('/products/999999999', { maxRedirects: 0 })).status()).toBe(404);
});
