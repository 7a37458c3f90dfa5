// Issue 34, decision 070: the lists addressed by an id or a name (a supplier's products, articles and
// delegations, suppliers of a category, a category's products of one supplier, product search…) come from an
// ISR twin when opened without a query; the proxy lets a twin render only for what the API knows, a change
// expires them through the tags the API posts, and a redirect to a canonical address comes from the cache.
import type { OwnProduct } from '@bazaar/contracts/own-products';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { firstCategoryAndProduct } from './support/catalog-data';
import { signInAs } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

/** The demo supplier owner (seed: owner of the first confirmed supplier). */
const SUPPLIER_OWNER = '09120000002';
const UNKNOWN_ID = 987_654_321;

const shareable = (cacheControl: string) =>
  /\bs-maxage=\d+/.test(cacheControl) && !/private|no-store/.test(cacheControl);
const fromCache = (headers: Record<string, string>) =>
  headers['x-web-cache'] === 'hit' || /^(?:HIT|STALE)$/.test(headers['x-nextjs-cache'] ?? '');

test('bare lists addressed by an id or a name are shared; unknown ids and other keys never become entries', async ({
  request,
}) => {
  const { category, product } = await firstCategoryAndProduct(request);
  const supplierId = product.merchant.id;
  const contentType = await firstContentType(request);
  const pages = [
    `/contents/${contentType}`,
    `/supplier/category/${category.id}/${encodeURIComponent(category.slug)}`,
    `/supplier/${supplierId}/products/Product`,
    `/products/category/${category.id}/supplier/${supplierId}`,
    `/supplier/${supplierId}/content-list`,
    `/supplier/${supplierId}/merchantDelegations/${encodeURIComponent(product.merchant.slug)}`,
    `/category/contents/Product/${category.id}/${encodeURIComponent(category.slug)}`,
    '/products/search/Product',
  ];
  for (const path of pages) {
    const first = await request.get(path, { maxRedirects: 0 });
    expect(first.status(), path).toBe(200);
    expect(shareable(first.headers()['cache-control'] ?? ''), `${path}: ${first.headers()['cache-control']}`).toBe(
      true,
    );
    const again = await request.get(path);
    expect(fromCache(again.headers()), path).toBe(true);
  }
  // A page number is its own answer, per request, as before.
  const second = await request.get(`/supplier/${supplierId}/products/Product?page=2`);
  expect(second.headers()['cache-control'] ?? '').toContain('no-store');
  // Unknown ids, and twin addresses the proxy's rewrite would not make, are the 404 screen.
  for (const path of [
    `/supplier/${UNKNOWN_ID}/content-list`,
    `/supplier/${UNKNOWN_ID}/content-list/cached/all`,
    `/supplier/${UNKNOWN_ID}/products/Product/cached/all`,
    `/products/category/${category.id}/supplier/${UNKNOWN_ID}/cached/all`,
    `/products/category/${UNKNOWN_ID}/supplier/${supplierId}/cached/all`,
    `/supplier/category/${category.id}/not-its-name/cached/all`,
    `/supplier/${supplierId}/content-list/cached/other`,
    `/products/search/Product/cached/all?q=x`,
    `/contents/label/${encodeURIComponent('برچسبی-که-هیچ-مقاله‌ای-ندارد')}/cached/all`,
    `/contents/${UNKNOWN_ID}`,
    `/contents/${UNKNOWN_ID}/cached/all`,
    `/contents/${contentType}/cached/other`,
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    // (The 404 screen is the one prerendered not-found page, whatever the address: no entry per address.)
    expect([404, 303], path).toContain(response.status());
  }
});

/** The id of the first content type the home page links to (a content type's article list, `/contents/{id}`). */
async function firstContentType(request: APIRequestContext): Promise<number> {
  const html = await (await request.get('/')).text();
  const id = /href="\/contents\/(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error('the home page links to no content type');
  return Number(id);
}

test('a redirect to the canonical address is kept by the page cache, per host', async ({ request }) => {
  const { product } = await firstCategoryAndProduct(request);
  const old = `/products/${product.id}/not-its-name`;
  let hit = false;
  for (let attempt = 0; attempt < 10 && !hit; attempt++) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(
      `/products/${product.id}/${encodeURIComponent(product.slug)}`,
    );
    hit = response.headers()['x-web-cache'] === 'hit';
  }
  expect(hit).toBe(true);
  // Another host's answer is its own: its Location names that host, never the first one.
  const other = await request.get(old, { maxRedirects: 0, headers: { host: 'other.example' } });
  expect(other.status()).toBe(301);
  expect(other.headers().location ?? '').not.toContain('127.0.0.1');
});

test('a price change reaches the cached list of a supplier’s products in a category', async ({ page, browser }) => {
  test.setTimeout(150_000); // room for one resend cooldown when a run moments ago used this number
  await page.goto('/');
  await signInAs(page, SUPPLIER_OWNER);
  const own = await page.request.get('/api/v1/supplierproducts/mine?status=published&pageSize=1');
  expect(own.ok()).toBe(true);
  const item = ((await own.json()) as ResultPage<OwnProduct>).items[0];
  if (!item) throw new Error('the demo supplier has no published product');
  const list = `/products/category/${item.categoryId}/supplier/${item.merchant.id}`;

  const visitor = await browser.newContext({ locale: 'fa-IR' });
  const publicPage = await visitor.newPage();
  expect((await publicPage.goto(list))?.status()).toBe(200);
  await expect(publicPage.getByRole('main')).toContainText(toPersianDigitsInText(item.title));
  // From the page cache now, the change must expire it.
  const cached = await publicPage.request.get(list);
  expect(fromCache(cached.headers())).toBe(true);

  const tomans = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  const shown = formatMoney(tomans * 10, { unit: 'toman' });
  await expect(publicPage.getByRole('main')).not.toContainText(shown);
  const saved = await page.request.put(`/api/v1/supplierproducts/${item.id}/offer`, {
    headers: { origin: new URL(page.url()).origin },
    data: { priceRials: tomans * 10 },
  });
  expect(saved.ok(), `offer → ${saved.status()}`).toBe(true);
  // Reload until seen: the event's tag reaches the web a moment after the commit.
  await expect(async () => {
    await publicPage.reload();
    await expect(publicPage.getByRole('main')).toContainText(shown, { timeout: 500 });
  }).toPass({ timeout: 15_000, intervals: [200] });
  await visitor.close();
});
