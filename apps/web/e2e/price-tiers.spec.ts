import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { blockingViolations } from './support/axe';
import { apiGet } from './support/catalog-data';
import { daysFromNow } from './support/dates';
import { freshMobile, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

// Quantity prices and delivered cost (decision 045): a buyer sees a listing's price tiers, types 50, sees the
// 50+ tier highlighted and orders it, and the order's line carries the 50+ price; on a request for quotation
// two suppliers quote with different prices, shipping and lead times, and the buyer's comparison ranks them by
// delivered cost with the cheapest and the fastest marked.
const SUPPLIER_A_PHONE = '09120000002';
/** An agent of the second demo buyer's supplier (seed), a supplier of the demo supplier's first category. */
const SUPPLIER_B_PHONE = '09120000023';
const slow = expect.configure({ timeout: 15_000 });
const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

/** A published listing the seed gave three tiers from 1, 10 and 50 (seed/price-tiers.ts), found through the API. */
async function tieredListing(page: Page): Promise<ProductSummary> {
  for (let n = 1; n <= 25; n += 1) {
    const listing = await apiGet<ResultPage<ProductSummary>>(
      page.request,
      `/supplierproducts/catalog?categoryType=Product&page=${n}&pageSize=100`,
    );
    const found = listing.items.find(
      (p) => p.quantityPricing.priceTiers.at(-1)?.minQuantity === 50 && p.quantityPricing.orderMultiple === null,
    );
    if (found) return found;
    if (listing.items.length < 100) break;
  }
  throw new Error('the seed has no listing with a 50+ tier');
}

test.describe('quantity prices', () => {
  test('a buyer sees the tiers, orders 50 and the order line carries the 50+ price', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const product = await tieredListing(page);
    const fiftyPlus = product.quantityPricing.priceTiers[2]?.priceRials ?? 0;
    await signInAs(page, freshMobile());

    await page.goto(`/products/${product.id}/x`);
    const tiers = page.getByTestId('price-tiers');
    await expect(tiers.getByRole('row')).toHaveCount(4);
    await expect(tiers).toContainText('۱ تا ۹');
    await expect(tiers).toContainText('۵۰ و بیشتر');
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByTestId('price-tier-quantity').fill('۵۰');
    await expect(page.getByTestId('price-tier-active')).toContainText('۵۰ و بیشتر');
    await expect(page.getByTestId('price-tier-active')).toContainText(toman(fiftyPlus));
    await page.getByTestId('price-tier-order').click();
    await slow(page).toHaveURL(new RegExp(`/profile/directorder/edit/new\\?product=${product.id}&quantity=50`));
    await expect(page.getByLabel('مقدار')).toHaveValue('50');
    await page.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
    await slow(page).toHaveURL(/\/profile\/directorderinfo\/\d+\?notice=saved/);
    await expect(page.getByTestId('item-tier-price')).toHaveText(toman(fiftyPlus));
  });
});

async function quote(page: Page, id: number, priceTomans: string, shippingTomans: string, days: string) {
  await page.goto(`/profile/directorderinfo/${id}#quotes`);
  await expect(page.getByRole('heading', { level: 2, name: 'پیشنهاد قیمت شما' })).toBeVisible();
  await page.getByTestId('quote-price-0').fill(priceTomans);
  await page.getByTestId('quote-shipping').fill(shippingTomans);
  await page.getByLabel('زمان آماده‌سازی (روز)').fill(days);
  await page.getByLabel('اعتبار پیشنهاد تا').fill(daysFromNow(30).typed);
  await page.getByRole('button', { name: 'ارسال پیشنهاد قیمت' }).click();
  await slow(page).toHaveURL(/notice=quoted/);
}

test.describe('quotes on delivered cost', () => {
  test('the comparison ranks by delivered cost and marks the cheapest and the fastest', async ({ browser, page }) => {
    test.setTimeout(150_000);
    const supplierA = await (await browser.newContext()).newPage();
    await supplierA.goto('/');
    await signInAs(supplierA, SUPPLIER_A_PHONE);
    const mine = await (
      await supplierA.request.get('/api/v1/supplierproducts/mine?status=published&pageSize=100')
    ).json();
    const product = (mine.items as { id: number }[]).sort((a, b) => a.id - b.id)[0];
    expect(product, 'the demo supplier has a published product').toBeTruthy();
    if (!product) return;

    await page.goto('/');
    await signInAs(page, freshMobile());
    await page.goto(`/profile/directorder/edit/new?product=${product.id}`);
    await page.getByLabel('مقدار').fill('۸');
    await page.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
    await slow(page).toHaveURL(/\/profile\/directorderinfo\/\d+\?notice=saved/);
    const id = Number(/directorderinfo\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: 'انتشار برای دریافت پیشنهاد قیمت' }).click();
    await slow(page.getByTestId('trade-state')).toHaveText('در انتظار پیشنهاد قیمت');

    // A: cheaper per unit but dear shipping, ready in 6 days; B: dearer per unit, free shipping, 15 days.
    // A delivered: (8 × 100 000 + 300 000) × 1.1 = 1 210 000 tomans; B: 8 × 120 000 × 1.1 = 1 056 000.
    await quote(supplierA, id, '۱۰۰٬۰۰۰', '۳۰۰٬۰۰۰', '۶');
    const supplierB = await (await browser.newContext()).newPage();
    await supplierB.goto('/');
    await signInAs(supplierB, SUPPLIER_B_PHONE);
    await quote(supplierB, id, '۱۲۰٬۰۰۰', '۰', '۱۵');

    await page.reload();
    const table = page.getByTestId('quote-comparison');
    await slow(table.getByRole('columnheader')).toHaveCount(3);
    const request = await (await page.request.get(`/api/v1/traderequests/${id}`)).json();
    const quoteOf = (merchantName: string) =>
      (request.quotes as { id: number; merchantName: string }[]).find((q) => q.merchantName === merchantName);
    const bName = (await (await supplierB.request.get(`/api/v1/traderequests/${id}`)).json()).quotes[0].merchantName;
    const b = quoteOf(bName);
    const a = (request.quotes as { id: number }[]).find((q) => q.id !== b?.id);
    await expect(page.getByTestId(`quote-total-${b?.id}`)).toContainText(toman(10_560_000));
    await expect(page.getByTestId(`quote-total-${b?.id}`).getByTestId('quote-cheapest')).toHaveText('ارزان‌ترین');
    await expect(page.getByTestId(`quote-total-${a?.id}`)).toContainText(toman(12_100_000));
    await expect(table.getByTestId('quote-cheapest')).toHaveCount(1);
    await expect(table.getByTestId('quote-fastest')).toHaveCount(1);
    await expect(table.getByRole('row', { name: /زمان آماده‌سازی/ }).getByTestId('quote-fastest')).toHaveCount(1);
    await expect(table).toContainText('اطلاعات کافی نیست');
    // The first column is the cheapest delivered: B, ranked first.
    await expect(table.getByRole('columnheader').nth(1)).toContainText(`رتبهٔ ${toPersianDigits(1)}`);
    expect(await blockingViolations(page)).toEqual([]);
    for (const party of [supplierA, supplierB]) await party.context().close();
  });
});
