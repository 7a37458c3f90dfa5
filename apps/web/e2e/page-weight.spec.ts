// Issue 18: public pages from cache, light enough for a phone. Budgets of HTML (before compression) and of
// the JavaScript a page loads first (gzip), the caching headers of the pages most visitors land on, the
// product list's cache per normalised query, and the small personal answer the cached pages ask for.
import { gzipSync } from 'node:zlib';
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import type { CategoryMenuNode } from '@bazaar/contracts/categories';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import { toPersianDigits } from '@bazaar/fa/digits';
import { apiGet } from './support/catalog-data';
import { freshMobile, signInAs } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

const KB = 1024;
/**
 * Issue 18's targets are listing and product pages ≤ 100 KB of HTML, home ≤ 120 KB and first-load
 * JavaScript ≤ 120 KB gzip. Home (112 KB) and product (98 KB) meet theirs and are held to them. The listing
 * (140 KB, 24 cards) and the category page (138 KB) are held to today's sizes with a little room; first-load
 * JavaScript is 175–185 KB gzip, of which React and Next's runtime are ~135 KB, so 120 KB cannot be met
 * with this stack (docs/benchmarks.md) — lowered as pages shrink, so a page that grows fails here.
 */
// 2026-11-27 (evening), issue 34: product 97,219–103,378 bytes (the first product of the list changes with the data; 100 KB not held) and home 120 KB (108,653);
// the listing 150 → 140 KB (136,050–141,872 bytes = 132.9–138.5 KB measured, as the demo data changes under the e2e runs) and the category page 156 → 128 KB (126,687 = 123.7 KB before the 403/401 screens were taken back) by removing weight, not
// features: a priceless card's «استعلام قیمت» link built on the client, its draft readable instead of percent-encoded;
// the verification badge's name no longer repeating its tooltip; a single ProductCard drawn from its data
// (docs/decisions/055). The listing and the
// category page are still above issue 34's 100 KB: 24 (or 4 + 4 suppliers) cards and the filter form, measured there.
// 2026-11-27 (night): the listing's default order now puts the more trusted supplier first (decision 051), so the
// product this test opens (the category's first) changed; its page measured 120,008 bytes in a clean-clone CI run.
// The budget follows that page, over issue 34's 100 KB, until issue 34 takes it back.
// 2026-11-27 (late), issue 34: the filter form carries its properties once (decision 062): the listing of category
// 2 measured 137,585 bytes (134.4 KB) after it, about 2.3 KB less (its 9 properties' second copy); 140 → 138 KB.
// 2026-11-28, issue 34: the product this test opens (11, the first of category «پمپ») measured 120,934 bytes in a
// clean-clone CI run (over 118 KB) and 120,934 here before; 111,982 after, by weight, not features: the review
// cards, the specification table, the offer facts and the phone numbers styled by one short class each
// (globals.css) instead of a utility list repeated on every row in the HTML and again in the React payload,
// phone icons drawn by CSS, no `"$undefined"` role and label on every icon, single text nodes. 118 → 114 KB.
// Later the same day: supplier cards drawn on the client from their data (as product cards, decision 055), short
// classes for the breadcrumb and the category-type page, readable category and supplier addresses in lists:
// product 11 109,225, category 84 104,688 (128 → 106 KB).
// 2026-11-28 (weight-lists, decision 068): the list pages carry data, not markup (category-type groups and a
// supplier's products drawn on the client, card rows without key names), a list's badges point at one explanation
// per level, readable links: listing of category 2 134,498 → 123,036, category 2 105,097 → 100,891 (138 → 127 KB,
// 106 → 104 KB: the category page meets 100 KB on fresh demo data; the room is for its «most visited» products,
// which other specs' visits change).
// 2026-11-28 (decision 076): the shared frame ~10 KB lighter on every page: listing of category 84 124,598 → 114,302,
// product 11 108,419 → 98,118 (127 → 117 KB, 112 → 102 KB, 104 → 94 KB; home keeps its 120 KB target).
// 2026-11-28 (decision 081): list cards' icons and classes by CSS, rows without repeated slugs and property names,
// the breadcrumb drawn from its items: listing of category 84 113,266 → 102,954, product 11 97,082 → 93,153,
// category 13 89,847 → 84,769 (117 → 106 KB, 102 → 98 KB, 94 → 90 KB).
// 2026-11-28 (decision 086): the filter form's choices inside their labels and its properties as rows, a priceless
// card's inquiry link without the draft, card parts styled by their place: listing of category 2 100,512 → 93,940,
// every one of the demo data's 346 lists ≤ 98,895 (category 85) (106 → 98 KB).
const HTML_BUDGET = { home: 120 * KB, listing: 98 * KB, product: 98 * KB, category: 90 * KB };
// 187 → 188 KB on 2026-11-27: the hardening issue's «موقتاً در دسترس نیست» screen in every error boundary, the
// API client's unavailable digest and the stricter redirect check put the listing at 191,527–191,548 bytes.
// 188 → 189 KB on 2026-11-28 (decision 068): the listing measured 192,921 bytes: the badges' shared explanations,
// the card rows read back in the grid and the chunk-reload script drawn by the build watcher's module (~0.4 KB gzip
// together) for ~11 KB less HTML on every list and ~1.2 KB on every page.
const JS_BUDGET = 189 * KB;

async function landingPages(request: APIRequestContext) {
  const root = await apiGet<CategoryMenuNode>(request, '/categories/menu?categoryTypes=Product');
  const category = root.subcategories[0];
  if (!category) throw new Error('the demo data has no product category');
  const products = await apiGet<ResultPage<ProductSummary>>(
    request,
    `/supplierproducts/catalog?categoryId=${category.id}&pageSize=1`,
  );
  const product = products.items[0];
  if (!product) throw new Error(`no product in category ${category.id}`);
  const listing = `/products/category/${category.id}/${encodeURIComponent(category.slug)}`;
  return {
    category,
    listing,
    pages: [
      { name: 'home', path: '/', htmlBudget: HTML_BUDGET.home },
      { name: 'listing', path: listing, htmlBudget: HTML_BUDGET.listing },
      { name: 'product', path: `/products/${product.id}/x`, htmlBudget: HTML_BUDGET.product },
      { name: 'category', path: `/category/${category.id}/x`, htmlBudget: HTML_BUDGET.category },
    ],
  };
}

/**
 * Issue 34: every public page type a visitor reaches by links from home, each with its own HTML budget (issue 34's
 * target is ≤ 100 KB; ≤ 120 KB for home and the category-type page): the size measured (demo data, bytes before
 * compression, the larger of two samples) with a little room, so that a page that grows fails here. A page type that has no budget fails too. Measured and target in each comment.
 */
// 2026-11-28 (decision 076, the shared frame): every page ~10 KB lighter (the boundary screens named, not drawn, in
// the payload; the category bar without Radix; one list of header links). Budgets that held a measured size with room
// move down by 10 KB; the frame-only pages (assistant, static, help, feedback…) are held to their new size with ~5 %.
// Measured on a fresh demo database, before → after, bytes.
const SHAPE_BUDGET: Record<string, number> = {
  '/': 84 * KB, // 105,194 → 94,892 → 78,750 (decision 081: article cards from data; target 120 KB ✓)
  '/category/categoryType/{s}': 90 * KB, // Product 90,643 → 80,404; target 120 KB ✓
  '/category/{n}/{s}': 90 * KB, // category 13: 101,147 → 90,981 → 84,693 (081); target 100 KB ✓
  '/category/properties/{n}/{s}': 57 * KB, // 64,645 → 54,392
  '/category/contents/{s}/{n}/{s}': 40 * KB, // 50,246 → 39,948 → 37,758 (081)
  // Category 2: 122,884 → 112,575 → 100,436 (081) → 93,940 (086); every demo list ≤ 98,895 (086, category 85).
  '/products/category/{n}/{s}': 98 * KB,
  '/products/category/{n}/supplier/{n}': 100 * KB, // 84/1: 124,517 → 114,097 → 103,750 (081) → 97,949 (086)
  '/products/search/{s}': 89 * KB, // IndustrialService 113,753 → 103,470 → 91,335 (081) → 87,135 (086; target 100 KB ✓)
  '/products/base-product/{n}/{s}': 77 * KB, // 89,753 → 79,449 → 75,349 (081) → 74,632 (086)
  '/products/{n}/{s}': 98 * KB, // 11: 108,419 → 98,118 → 93,153 (081); 1515: 94,071 → 83,770 → 78,707
  // A supplier's page grows with what other specs add before this one (reviews, articles): 117,999 → 107,696 on
  // fresh demo data, ~5 KB more after the content and trust specs.
  // Decision 081: 106,660 → 100,055 (supplier 1, same database); decision 086: 100,131 → 93,446 (the measured figures,
  // checks, certificates and stars by one class each). Room for what the content and trust specs add.
  '/supplier/{n}/{s}': 100 * KB,
  '/supplier/{n}/products/{s}': 88 * KB, // 7: 109,122 → 98,844 → 87,462 (081) → 84,433 (086)
  '/supplier/{n}/content-list': 48 * KB, // 61,984 → 51,706 → 45,408 (081)
  '/supplier/{n}/merchantDelegations/{s}': 64 * KB, // 74,022 → 63,718 → 61,440 (081)
  '/supplier/category/{n}/{s}': 65 * KB, // 76,079 → 65,764 → 62,023 (081)
  '/suppliers/{s}': 97 * KB, // IndustrialService 109,725 → 99,414 → 94,067 (081; target 100 KB ✓)
  '/contents/{n}': 62 * KB, // 117,786 → 107,636 → 59,438 (081: article cards from data; target 100 KB ✓)
  '/contents/{n}/{s}': 83 * KB, // 91,729 → 81,425 → 79,261 (081)
  '/contents/{n}/supplier/{n}/{s}': 87 * KB, // 95,385 → 85,084 → 82,499 (081)
  '/contents/label/{s}': 58 * KB, // 99,671 → 89,228 → 52,381 (081; grows with the articles other specs publish)
  // 131,456 → 121,189 → 101,684 (069: the most visited questions once; 081: one class a question) → 94,154 (086: the
  // questions as rows, the lists drawn on the client from them).
  '/faq': 97 * KB,
  '/videos': 57 * KB, // 77,055 → 66,825 → 54,568 (decision 111: cards and their VideoObject drawn from the video's object)
  '/feedback': 42 * KB, // 50,131 → 39,968
  '/how-it-work': 53 * KB, // 60,568 → 50,341
  '/help/{s}': 52 * KB, // 59,124 → 48,896
  '/page/{s}': 54 * KB, // 61,482 → 51,306
  '/ai': 41 * KB, // 49,146 → 39,009: the frame (header, category bar, footer, payload) and little else
  '/newai': 42 * KB, // 50,261 → 40,120
  '/openai': 43 * KB, // 50,789 → 40,648
};
const WORDS = new Set([
  'supplier',
  'products',
  'category',
  'contents',
  'label',
  'base-product',
  'categoryType',
  'properties',
  'merchantDelegations',
  'content-list',
]);
/** A path's page type: numbers become {n}, names after the second segment {s} (help, static pages and supplier lists too). */
function shapeOf(path: string): string {
  const parts = decodeURIComponent(path).split('/');
  return parts
    .map((part, index) => {
      if (/^\d+$/.test(part)) return '{n}';
      if (
        part &&
        !WORDS.has(part) &&
        (index > 2 || (index === 2 && ['help', 'page', 'suppliers'].includes(parts[1] ?? '')))
      ) {
        return '{s}';
      }
      return part;
    })
    .join('/');
}
const PRIVATE = /^\/(_next|api|profile|users|dev|payment|internal|session|error)\b/;

test('every public page type linked from home stays within its HTML budget and loads no validation code first (issue 34)', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const seen = new Set(['/']);
  const queue = ['/'];
  const samples = new Map<string, number>();
  const measured = new Map<string, { path: string; bytes: number }>();
  // Decision 091: no page loads the contracts' validation library (zod) before a visitor acts; the forms and
  // calls that need it load it at first use. Each script a page names in its HTML is read once.
  const withZod = new Map<string, boolean>();
  const zodFirst: string[] = [];
  // Decision 099: the framework's scripts every page loads carry V8's compile hint, so a first visit compiles them
  // while they download instead of function by function inside hydration. A page's largest script is one of them.
  const scripts = new Map<string, { bytes: number; hinted: boolean }>();
  const unhinted: string[] = [];
  while (queue.length > 0 && seen.size < 150) {
    const path = queue.shift() as string;
    const response = await request.get(path);
    if (response.status() !== 200 || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.body();
    const shape = shapeOf(new URL(response.url()).pathname);
    let largestScript = { bytes: 0, hinted: true };
    for (const match of html
      .toString('utf8')
      // A chunk the web server holds until after the first paint names its address in data-after-paint-src.
      .matchAll(/<script([^>]*)\s(?:data-after-paint-)?src="(\/_next\/static\/chunks\/[^"]+\.js)"([^>]*)>/g)) {
      const tag = `${match[1]} ${match[3]}`;
      const src = match[2] as string;
      if (!withZod.has(src)) {
        const text = await (await request.get(src)).text();
        withZod.set(src, text.includes('$ZodType'));
        scripts.set(src, { bytes: text.length, hinted: text.startsWith('//# allFunctionsCalledOnLoad\n') });
      }
      if (withZod.get(src) && !zodFirst.includes(shape)) zodFirst.push(shape);
      const script = scripts.get(src);
      // Scripts only older browsers run (`nomodule` polyfills) are not what a visitor's Chromium compiles.
      if (script && !/\snomodule/i.test(tag) && script.bytes > largestScript.bytes) largestScript = script;
    }
    if (!largestScript.hinted && !unhinted.includes(shape)) unhinted.push(shape);
    const largest = measured.get(shape);
    if (!largest || html.length > largest.bytes) measured.set(shape, { path, bytes: html.length });
    for (const [, href] of html.toString('utf8').matchAll(/href="(\/[^"#?]*)"/g)) {
      const link = (href as string).replaceAll('&amp;', '&');
      if (PRIVATE.test(link) || /\.\w{2,4}$/.test(link) || seen.has(link)) continue;
      const linkShape = shapeOf(link);
      const count = samples.get(linkShape) ?? 0;
      if (count >= 2) continue;
      samples.set(linkShape, count + 1);
      seen.add(link);
      queue.push(link);
    }
  }
  const report = [...measured].map(([shape, { path, bytes }]) => `${shape} ${bytes} (${decodeURIComponent(path)})`);
  console.log(report.join('\n'));
  expect(measured.size, 'page types reached from home').toBeGreaterThanOrEqual(25);
  expect(zodFirst, 'page types whose first-load scripts hold zod').toEqual([]);
  expect(unhinted, 'page types whose largest first-load script has no compile hint').toEqual([]);
  for (const [shape, { path, bytes }] of measured) {
    const budget = SHAPE_BUDGET[shape];
    expect(budget, `${shape} (${path}) has no HTML budget`).toBeDefined();
    expect(bytes, `${shape}: ${bytes} bytes of HTML at ${decodeURIComponent(path)}`).toBeLessThanOrEqual(budget ?? 0);
  }
});

test.describe('page weight and caching (issue 18)', () => {
  test('home, listing, product and category pages stay within their HTML and first-load JavaScript budgets', async ({
    request,
  }) => {
    const { pages } = await landingPages(request);
    for (const page of pages) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      const html = await response.body();
      expect(html.length, `${page.name}: ${html.length} bytes of HTML`).toBeLessThanOrEqual(page.htmlBudget);

      // Scripts a modern browser runs (the `noModule` polyfills are skipped by it).
      const scripts = [...html.toString('utf8').matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)].flatMap((match) =>
        match[2] && !/nomodule/i.test(`${match[1]}${match[3]}`) ? [match[2]] : [],
      );
      let javaScript = 0;
      for (const src of new Set(scripts)) {
        const chunk = await request.get(src.replaceAll('&amp;', '&'));
        expect(chunk.ok(), src).toBe(true);
        javaScript += gzipSync(await chunk.body()).length;
      }
      expect(javaScript, `${page.name}: ${javaScript} bytes of first-load JavaScript (gzip)`).toBeLessThanOrEqual(
        JS_BUDGET,
      );
    }
  });

  test('the home page and a product list come from the page cache, never marked no-store', async ({ request }) => {
    const { pages, listing } = await landingPages(request);
    for (const page of pages) {
      const response = await request.get(page.path);
      expect(response.headers()['cache-control'] ?? '', page.path).not.toContain('no-store');
    }
    // Same list, other noise and order: one cache entry, filled by the first of them.
    await request.get(`${listing}?utm_source=mail&sort=newest`);
    const again = await request.get(`${listing}?sort=newest&fbclid=abc&page=1`);
    expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    // Free text renders per request.
    const searched = await request.get(`${listing}?q=${encodeURIComponent('پمپ')}`);
    expect(searched.status()).toBe(200);
    expect(searched.headers()['x-nextjs-cache']).toBeUndefined();
    // The cached route answers only the canonical keys the proxy makes.
    expect((await request.get(`${listing}/cached/page%3D1`)).status()).toBe(404);
  });

  test('a supplier’s page in each section, static pages, help, FAQ and videos come from the page cache (issue 34)', async ({
    request,
  }) => {
    const { category } = await landingPages(request);
    const { items } = await apiGet<ResultPage<ProductSummary>>(
      request,
      `/supplierproducts/catalog?categoryId=${category.id}&pageSize=1`,
    );
    const merchant = items[0]?.merchant;
    if (!merchant) throw new Error(`no product in category ${category.id}`);
    const supplier = `/supplier/${merchant.id}/${encodeURIComponent(merchant.slug)}`;
    for (const path of [
      supplier,
      `${supplier}?section=contact`,
      `${supplier}?section=products&utm_source=x`,
      '/page/about',
      '/help/product-filters',
      '/faq',
      '/videos',
      '/feedback',
      '/how-it-work',
      '/suppliers/Product',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, path).toMatch(/\bs-maxage=\d+/);
      expect(cacheControl, path).not.toMatch(/private|no-store/);
    }
    // The section's own entry, whatever noise its address carries.
    const again = await request.get(`${supplier}?section=contact&fbclid=abc`);
    expect(again.headers()['x-nextjs-cache'] ?? again.headers()['x-web-cache']).toMatch(/HIT|STALE|hit/);
    expect(await again.text()).toContain('اطلاعات تماس و شرایط فروش');
    // The cached routes answer only what the proxy makes: no entry for other names, sections or pages.
    expect((await request.get(`/supplier/${merchant.id}/not-its-name/cached/about`)).status()).toBe(404);
    expect((await request.get(`${supplier}/cached/reviews`)).status()).toBe(404);
    expect((await request.get('/page/no-such-page-anywhere')).status()).toBe(404);
    expect((await request.get('/help/no-such-help-anywhere')).status()).toBe(404);
    expect((await request.get('/videos/cached/other')).status()).toBe(404);
    // A search of the FAQ is its own answer, rendered per request.
    const searched = await request.get(`/faq?q=${encodeURIComponent('پرداخت')}`);
    expect(searched.status()).toBe(200);
    expect(searched.headers()['cache-control']).toContain('no-store');
  });

  test('the cached pages ask for the visitor’s own parts: anonymous costs no API call, signed in shows the number', async ({
    page,
  }) => {
    const anonymous = await page.request.get('/session/me');
    expect(await anonymous.json()).toEqual({ user: null, refresh: false });
    expect(anonymous.headers()['cache-control']).toContain('no-store');

    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false');
    await expect(page.getByTestId('account-link')).toContainText('حساب کاربری');
    expect(failed).toEqual([]);

    const phone = freshMobile();
    await signInAs(page, phone);
    await page.goto('/');
    const account = page.getByTestId('account-link');
    await expect(account).toHaveAttribute('data-signed-in', 'true');
    // No name given yet: the mobile number, in Persian digits.
    await expect(account).toContainText(toPersianDigits(phone));
    await expect(account).toHaveAccessibleName(/^حساب کاربری: .+/);
  });
});
