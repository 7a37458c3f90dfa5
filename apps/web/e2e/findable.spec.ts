import { schemaOrgProblems } from './support/schema-org';
import { readSitemap } from './support/sitemap-protocol';
import { expect, test } from './support/test';

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

    // Every public product (the catalog a visitor can page through) is listed at its canonical address, and
    // nothing else is: no draft, no product of an unconfirmed supplier (the API test covers those cases).
    const publicProducts: string[] = [];
    for (let page = 1; ; page++) {
      const answer = (await (
        await request.get(`/api/v1/supplierproducts/catalog?pageSize=100&page=${page}`)
      ).json()) as {
        items: { id: number; slug: string }[];
      };
      publicProducts.push(
        ...answer.items.map((p) => `/products/${p.id}/${encodeURIComponent(p.slug || String(p.id))}`),
      );
      if (answer.items.length < 100) break;
    }
    const listedProducts = paths.filter((p) => p.startsWith('/products/'));
    expect(listedProducts.sort()).toEqual(publicProducts.sort());

    // The listed addresses answer 200 without a redirect (the sitemap names canonical addresses): every one of
    // the categories, suppliers, articles and static pages, and products spread over the file (each product
    // page is rendered on its first visit; all of them take longer than a test on this machine may).
    const others = paths.filter((p) => !p.startsWith('/products/'));
    const step = Math.max(1, Math.floor(listedProducts.length / 60));
    const checked = [...others, ...listedProducts.filter((_, i) => i % step === 0), listedProducts.at(-1) ?? '/'];
    const failures: string[] = [];
    const queue = [...checked];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const status = (await request.get(path, { maxRedirects: 0 })).status();
          if (status !== 200) failures.push(`${status} ${path}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThan(400);
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

// What a link preview and a search engine read in each public page's head: title and description, canonical
// and hreflang (fa-IR and x-default: one language), Open Graph and Twitter card with an image that answers,
// and structured data whose types carry what they need (e2e/support/schema-org.ts).
test.describe('public pages describe themselves', () => {
  async function head(page: import('@playwright/test').Page, path: string) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const attribute = (selector: string, name: string) =>
      page.evaluate(
        ([s, n]) => document.querySelector(s as string)?.getAttribute(n as string) ?? null,
        [selector, name],
      );
    const meta = (selector: string) => attribute(selector, 'content');
    const link = (selector: string) => attribute(selector, 'href');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    return {
      lang: await page.locator('html').getAttribute('lang'),
      canonical: await link('link[rel="canonical"]'),
      hreflangFa: await link('link[rel="alternate"][hreflang="fa-IR"]'),
      hreflangDefault: await link('link[rel="alternate"][hreflang="x-default"]'),
      ogTitle: await meta('meta[property="og:title"]'),
      ogUrl: await meta('meta[property="og:url"]'),
      ogImage: await meta('meta[property="og:image"]'),
      ogLocale: await meta('meta[property="og:locale"]'),
      twitterCard: await meta('meta[name="twitter:card"]'),
      twitterImage: await meta('meta[name="twitter:image"]'),
      types: blocks.map((b) => String(b['@type'])),
      problems: blocks.flatMap((b) => schemaOrgProblems(b).map((p) => `${path}: ${p}`)),
    };
  }

  test('every kind of public page has canonical, hreflang, Open Graph, a Twitter card and valid structured data', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const product = (
      (await (await request.get('/api/v1/supplierproducts/catalog?pageSize=1')).json()) as {
        items: { id: number; slug: string }[];
      }
    ).items[0];
    const supplier = (
      (await (await request.get('/api/v1/suppliers?pageSize=1')).json()) as {
        items: { id: number; slug: string }[];
      }
    ).items[0];
    const sitemapPaths = async (file: string) =>
      readSitemap(await (await request.get(`/sitemaps/${file}`)).text(), 'urlset').map((e) => new URL(e.loc).pathname);
    const category = (await sitemapPaths('categories-1.xml'))[0];
    const article = (await sitemapPaths('articles-1.xml'))[0];
    const listing = category?.replace(/^\/category\//, '/products/category/');
    const pages: [string, string[]][] = [
      ['/', []],
      [`/products/${product?.id}/${encodeURIComponent(product?.slug ?? '')}`, ['Product', 'BreadcrumbList']],
      [`/supplier/${supplier?.id}/${encodeURIComponent(supplier?.slug ?? '')}`, ['Organization', 'BreadcrumbList']],
      [category ?? '/', ['BreadcrumbList']],
      [listing ?? '/', ['BreadcrumbList']],
      [article ?? '/', ['Article', 'BreadcrumbList']],
      ['/videos', ['VideoObject']],
      ['/faq', ['FAQPage']],
    ];
    const images = new Map<string, string>();
    for (const [path, types] of pages) {
      const h = await head(page, path);
      expect(h.lang, path).toBe('fa');
      expect(h.canonical, path).toMatch(/^https?:\/\//);
      expect(h.hreflangFa, path).toBe(h.canonical);
      expect(h.hreflangDefault, path).toBe(h.canonical);
      expect(h.ogUrl, path).toBe(h.canonical);
      expect(h.ogTitle, path).toBeTruthy();
      expect(h.ogLocale, path).toBe('fa_IR');
      expect(h.ogImage, path).toMatch(/^https?:\/\/.+opengraph-image/);
      expect(h.twitterCard, path).toBe('summary_large_image');
      expect(h.twitterImage, path).toBe(h.ogImage);
      for (const type of types) expect(h.types, `${path} has ${type}`).toContain(type);
      expect(h.problems).toEqual([]);
      images.set(path, h.ogImage ?? '');
    }
    // Products, suppliers and categories get their own generated share image; it answers as a PNG.
    for (const path of pages.slice(1, 4).map(([p]) => p)) {
      const image = images.get(path) ?? '';
      expect(new URL(image).pathname.startsWith(path), `${path}: ${image}`).toBe(true);
      const answer = await request.get(new URL(image).pathname + new URL(image).search);
      expect(answer.status(), image).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
      expect((await answer.body()).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
