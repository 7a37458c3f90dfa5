// What a buyer sees (issue 20): a product page per category type shows what that kind of offer needs and
// nothing it does not; «استعلام قیمت» asks the supplier; a page past the end of a listing links back to
// the last one; the favicon exists; Latin codes keep their digits in a left-to-right isolate.

import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import type { CategoryType } from '@bazaar/contracts/categories';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import { apiGet } from './support/catalog-data';
import { freshMobile, signInAs } from './support/session';
import { expect, test } from './support/test';

async function firstOf(
  request: Parameters<typeof apiGet>[0],
  categoryType: CategoryType,
  extra = '',
): Promise<ProductSummary> {
  const page = await apiGet<ResultPage<ProductSummary>>(
    request,
    `/supplierproducts/catalog?categoryType=${categoryType}&pageSize=40${extra}`,
  );
  const product = page.items.find((p) => p.priceRials !== null) ?? page.items[0];
  expect(product, `a ${categoryType} product in the demo data`).toBeDefined();
  return product as ProductSummary;
}

const JOURNEYS: {
  type: CategoryType;
  shows: string[];
  hides: string[];
  action: RegExp;
  picture: RegExp;
}[] = [
  {
    type: 'Product',
    shows: ['حداقل سفارش', 'زمان تحویل'],
    hides: ['نحوهٔ دریافت', 'محدودهٔ ارائهٔ خدمت'],
    action: /سفارش مستقیم/,
    // Goods draw the part of their kind (demo-assets.ts: goodsShapeOf), never a document or a service picture.
    picture: /demo-image-(body|gear|stock|motor|panel|drum|safety)-\d$/,
  },
  {
    type: 'ElectronicDocument',
    shows: ['ویرایش', 'زبان', 'تعداد صفحات', 'قالب فایل', 'نحوهٔ دریافت'],
    hides: ['حداقل سفارش', 'زمان تحویل', 'محدودهٔ ارائهٔ خدمت'],
    action: /خرید نسخهٔ الکترونیکی/,
    picture: /demo-image-ElectronicDocument/,
  },
  {
    type: 'IndustrialService',
    shows: ['دامنهٔ خدمت', 'زمان انجام', 'محدودهٔ ارائهٔ خدمت'],
    hides: ['حداقل سفارش', 'نحوهٔ دریافت', 'قالب فایل'],
    action: /درخواست قیمت/,
    picture: /demo-image-IndustrialService/,
  },
  {
    type: 'ConsultingService',
    shows: ['حوزهٔ مشاوره', 'زمان انجام', 'محدودهٔ ارائهٔ خدمت'],
    hides: ['حداقل سفارش', 'نحوهٔ دریافت', 'قالب فایل'],
    action: /درخواست قیمت/,
    picture: /demo-image-ConsultingService/,
  },
];

test.describe('a product page per category type', () => {
  for (const journey of JOURNEYS) {
    test(`${journey.type}: shows what it needs and nothing it does not`, async ({ page }) => {
      const product = await firstOf(page.request, journey.type);
      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const facts = page.getByTestId('offer-facts');
      for (const label of journey.shows) await expect(facts.getByText(`${label}:`, { exact: true })).toBeVisible();
      for (const label of journey.hides) await expect(page.getByText(`${label}:`, { exact: true })).toHaveCount(0);
      await expect(page.getByTestId('offer-action')).toHaveText(journey.action);
      // Pictures of its kind: a standard shows pages, a design service no electric motor.
      const src = await page.locator('main img').first().getAttribute('src');
      expect(src ?? '').toMatch(journey.picture);
    });
  }
});

test('«استعلام قیمت» asks the supplier, after login for an anonymous visitor', async ({ page }) => {
  const page1 = await apiGet<ResultPage<ProductSummary>>(
    page.request,
    '/supplierproducts/catalog?categoryType=Product&pageSize=100',
  );
  const unpriced = page1.items.find((p) => p.priceRials === null);
  expect(unpriced, 'a product without a price in the demo data').toBeDefined();
  await page.goto(`/products/${unpriced?.id}`);
  // The page's own button (related-product cards below may have theirs).
  const inquiry = page.getByTestId('price-inquiry').first();
  await expect(inquiry).toHaveRole('link');
  await expect(inquiry).toHaveText(/استعلام قیمت/);
  const href = (await inquiry.getAttribute('href')) ?? '';
  // The address asks for the price; the messages page writes the question (decision 086: no draft on every card).
  expect(href).toBe(`/profile/messages?subjectType=product&subjectId=${unpriced?.id}&ask=price`);
  await page.goto(href);
  await expect(page).toHaveURL(/\/users\/login/);
  expect(decodeURIComponent(page.url())).toContain('ask=price');
  // Signed in, the composer holds the question with the product's title, ready to change or send.
  await signInAs(page, freshMobile());
  await page.goto(href);
  await expect(page.getByLabel('متن پیام')).toHaveValue(
    `سلام، لطفاً قیمت و زمان تحویل «${unpriced?.title}» را اعلام کنید.`,
  );
});

test('a listing page past the end links to the last page instead of a 404', async ({ page }) => {
  const response = await page.goto('/products/search/Product?page=9999');
  expect(response?.status()).toBe(200);
  const notice = page.getByRole('status').filter({ hasText: 'وجود ندارد' });
  await expect(notice).toBeVisible();
  const last = notice.getByRole('link', { name: /آخرین صفحه/ });
  await last.click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // No pager link anywhere points past the last page.
  const pager = page.getByRole('navigation', { name: 'صفحه‌بندی' });
  await expect(pager.getByRole('link', { name: /صفحهٔ بعد/ })).toHaveCount(0);
});

for (const [list, item] of [
  ['/videos', 'ویدئوها'],
  ['/suppliers/Product', 'تأمین‌کنندگان'],
] as const) {
  test(`${list} past its end links to its last page instead of a 404`, async ({ page }) => {
    const response = await page.goto(`${list}?page=9999`);
    expect(response?.status()).toBe(200);
    const notice = page.getByRole('status').filter({ hasText: 'وجود ندارد' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: /آخرین صفحه/ }).click();
    await expect(page.getByRole('list', { name: item, exact: true })).toBeVisible();
  });
}

test('/favicon.ico is a real icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
});

test('Latin codes in titles keep Latin digits in a left-to-right isolate', async ({ page }) => {
  const product = await firstOf(page.request, 'Product');
  await page.goto(`/products/${product.id}`);
  // Demo titles end in a model code such as «AB-123».
  const codes = page.getByRole('heading', { level: 1 }).locator('bdi[dir="ltr"]');
  await expect(codes.filter({ hasText: /^[A-Z]{2}-\d{3}$/ })).toHaveCount(1);
  // No Persian digit ever lands inside a Latin code.
  for (const text of await codes.allTextContents()) expect(text).not.toMatch(/[۰-۹]/);
});
