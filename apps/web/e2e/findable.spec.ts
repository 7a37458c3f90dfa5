import { expect, test } from '@playwright/test';

// What a search engine reads: robots.txt keeps private addresses out and names the sitemap; the sitemap's
// addresses answer; a product page describes itself as a schema.org Product with its Offer and breadcrumbs.
test.describe('findable pages', () => {
  test('robots.txt keeps profile, login, payment and API paths out and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of ['/profile', '/users/', '/payment/', '/api/', '/dev/'])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test('the sitemap lists products, suppliers and categories whose addresses answer 200', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('<urlset');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const prefix of ['/products/', '/supplier/', '/category/']) {
      const sample = locs.find((loc) => loc.startsWith(prefix));
      expect(sample, `a ${prefix} address in the sitemap`).toBeDefined();
      expect((await request.get(sample ?? '/')).status(), sample).toBe(200);
    }
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
