import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { blockingViolations } from './support/axe';
import { daysFromNow } from './support/dates';
import { codeSentTo, freshMobile, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

// A request for quotation between three browsers (docs/decisions/023): a buyer opens a draft to every supplier
// of its category, the two demo suppliers (the demo supplier's owner, and an agent of the supplier the second
// demo buyer owns, listed in that category) each send a quote from their inbox, the buyer compares the two side by
// side and accepts the cheaper one, which becomes the order confirmed by that supplier; the other one sees
// that it was not chosen.
const BUYER_PHONE = '09120000021';
const SUPPLIER_A_PHONE = '09120000002';
/** An agent of the second demo buyer's supplier (seed), so trade.spec's login of that buyer is not delayed. */
const SUPPLIER_B_PHONE = '09120000023';
const slow = expect.configure({ timeout: 15_000 });

type Stage = { title: string; tomans: string; deliverable: string; days: string };
async function fillStages(page: Page, stages: Stage[]) {
  const box = page.locator('#quote-stages');
  if (!(await box.evaluate((d) => (d as HTMLDetailsElement).open))) await box.locator('summary').click();
  for (const [i, s] of stages.entries()) {
    await page.getByTestId(`quote-stage-title-${i}`).fill(s.title);
    await page.getByTestId(`quote-stage-amount-${i}`).fill(s.tomans);
    await page.getByTestId(`quote-stage-deliverable-${i}`).fill(s.deliverable);
    await page.getByTestId(`quote-stage-days-${i}`).fill(s.days);
  }
}

async function quote(page: Page, id: number, priceTomans: string, days: string, stages: Stage[] = []) {
  await page.goto('/profile/directorder/inbox');
  const link = page.getByTestId('open-requests').locator(`a[href="/profile/directorderinfo/${id}#quotes"]`);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: 'پیشنهاد قیمت شما' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByTestId('quote-price-0').fill(priceTomans);
  await page.getByLabel('زمان آماده‌سازی (روز)').fill(days);
  await page.getByLabel('اعتبار پیشنهاد تا').fill(daysFromNow(45).typed);
  await page.getByLabel('یادداشت برای خریدار').fill('قیمت با احتساب حمل');
  if (stages.length) {
    // Stages that do not sum to the goods are refused, and the supplier is taken back to them (decision 056).
    await fillStages(page, [{ ...(stages[0] as Stage), tomans: '۱۰۰' }, ...stages.slice(1)]);
    await page.getByRole('button', { name: 'ارسال پیشنهاد قیمت' }).click();
    await slow(page).toHaveURL(/notice=quote-stages-invalid#quote-stages/);
    await expect(page.getByRole('status').filter({ hasText: 'جمع مبلغ مرحله‌ها' })).toBeVisible();
    await page.getByTestId('quote-price-0').fill(priceTomans);
    await page.getByLabel('زمان آماده‌سازی (روز)').fill(days);
    await page.getByLabel('اعتبار پیشنهاد تا').fill(daysFromNow(45).typed);
    await fillStages(page, stages);
  }
  await page.getByRole('button', { name: 'ارسال پیشنهاد قیمت' }).click();
  await slow(page).toHaveURL(/notice=quoted/);
  await expect(page.getByTestId('own-quote-status')).toContainText('فعال');
}

test.describe('requests for quotation', () => {
  test('an open request gets two quotes from two suppliers and the buyer accepts one', async ({ browser, page }) => {
    test.setTimeout(150_000);
    const supplierA = await (await browser.newContext()).newPage();
    await supplierA.goto('/');
    await signInAs(supplierA, SUPPLIER_A_PHONE);
    const mine = await supplierA.request.get('/api/v1/supplierproducts/mine?pageSize=100');
    const products = ((await mine.json()).items as { id: number; status: string }[]).filter(
      (p) => p.status === 'published',
    );
    // The seed lists supplier B in the category of the demo supplier's first product.
    const product = products.sort((a, b) => a.id - b.id)[0];
    expect(product, 'the demo supplier has a published product').toBeTruthy();
    if (!product) return;

    // The buyer writes a draft and opens it to the category's suppliers.
    await page.goto('/');
    await signInAs(page, BUYER_PHONE);
    await page.goto(`/profile/directorder/edit/new?product=${product.id}`);
    await page.getByLabel('مقدار').fill('۸');
    await page.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
    await slow(page).toHaveURL(/\/profile\/directorderinfo\/\d+\?notice=saved/);
    const id = Number(/directorderinfo\/(\d+)/.exec(page.url())?.[1]);
    // A supplier's open inbox shows the request as soon as it is opened, without a reload (live stream).
    await supplierA.goto('/profile/directorder/inbox');
    const arriving = supplierA.getByTestId('open-requests').locator(`a[href="/profile/directorderinfo/${id}#quotes"]`);
    await expect(arriving).toHaveCount(0);
    const openedAt = Date.now();
    await page.getByRole('button', { name: 'انتشار برای دریافت پیشنهاد قیمت' }).click();
    await slow(arriving).toBeVisible();
    test.info().annotations.push({ type: 'rfq-live-ms', description: String(Date.now() - openedAt) });
    await slow(page.getByTestId('trade-state')).toHaveText('در انتظار پیشنهاد قیمت');
    await expect(page.getByText('هنوز پیشنهادی نرسیده است', { exact: false })).toBeVisible();

    // Two suppliers quote, each from its inbox.
    await quote(supplierA, id, '۱۲۰٬۰۰۰', '۱۰');
    const supplierB = await (await browser.newContext()).newPage();
    await supplierB.goto('/');
    await signInAs(supplierB, SUPPLIER_B_PHONE);
    // Supplier B proposes two stages (decision 056): 8 × 110,000 = 880,000 tomans of goods, in two halves.
    await quote(supplierB, id, '۱۱۰٬۰۰۰', '۱۴', [
      { title: 'تحویل ۴ واحد نخست', tomans: '۴۴۰٬۰۰۰', deliverable: 'بارنامهٔ محمولهٔ نخست', days: '۱۰' },
      { title: 'تحویل ۴ واحد باقی‌مانده', tomans: '۴۴۰٬۰۰۰', deliverable: 'بارنامهٔ محمولهٔ دوم', days: '۲۵' },
    ]);
    // Neither sees the other's quote.
    await expect(supplierB.getByText('۱۲۰٬۰۰۰')).toHaveCount(0);
    await supplierA.reload();
    await expect(supplierA.getByText('۱۱۰٬۰۰۰')).toHaveCount(0);

    // The buyer's page shows both, side by side (live: no reload needed), the cheaper one marked.
    const table = page.getByTestId('quote-comparison');
    await slow(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table).toContainText(/۸۸۰.۰۰۰/);
    await expect(table).toContainText(/۹۶۰.۰۰۰/);
    await expect(table.getByTestId('quote-cheapest')).toHaveCount(1);
    // B's stages beside its quote; A's quote is paid at once.
    await expect(table.getByTestId('quote-stages')).toHaveCount(1);
    await expect(table.getByTestId('quote-stages')).toContainText('بارنامهٔ محمولهٔ دوم');
    await expect(table).toContainText('یکجا (بدون مرحله)');
    expect(await blockingViolations(page)).toEqual([]);
    await expect(table.getByRole('button', { name: /پذیرش پیشنهاد/ })).toHaveCount(2);
    // Accept supplier B's (the cheaper: 110,000 tomans a unit, 880,000 in all).
    const own = await (await supplierB.request.get(`/api/v1/traderequests/${id}`)).json();
    const bName = own.quotes[0].merchantName as string;
    const bButton = table.getByRole('button', { name: `پذیرش پیشنهاد ${toPersianDigitsInText(bName)}` });
    await bButton.click();
    await slow(page).toHaveURL(/notice=quote-accepted/);
    await expect(page.getByTestId('trade-state')).toHaveText('تأییدشده توسط تأمین‌کننده');
    await expect(page.getByTestId('trade-total')).toContainText(/۸۸۰.۰۰۰/);
    await expect(page.getByTestId('trade-timeline')).toContainText('ارسال پیشنهاد قیمت');
    // The order has B's two stages, the first one to pay.
    await expect(page.getByTestId('stages').getByTestId('stage-state')).toHaveText(['پرداخت‌نشده', 'پرداخت‌نشده']);
    await expect(page.getByTestId('stage-1')).toContainText('تحویل ۴ واحد نخست');

    // Supplier B now holds the confirmed order; supplier A is told it was not chosen.
    await supplierB.goto(`/profile/directorderinfo/${id}`);
    await expect(supplierB.getByTestId('trade-state')).toHaveText('تأییدشده توسط تأمین‌کننده');
    await supplierA.goto(`/profile/directorderinfo/${id}`);
    await expect(supplierA.getByTestId('quote-comparison')).toContainText('انتخاب نشد');
    for (const party of [supplierA, supplierB]) await party.context().close();
  });

  test('«سفارش مستقیم» on a supplier page: an anonymous visitor logs in and picks one of its products', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const supplier = await (await browser.newContext()).newPage();
    await supplier.goto('/');
    await signInAs(supplier, SUPPLIER_A_PHONE);
    const mine = await (await supplier.request.get('/api/v1/supplierproducts/mine?pageSize=5')).json();
    const merchantId = mine.items[0].merchant.id as number;

    await page.goto(`/supplier/${merchantId}`);
    await page.getByTestId('direct-order-supplier').click();
    await expect(page).toHaveURL(
      /\/users\/login\?redirectPath=%2Fprofile%2Fdirectorder%2Fedit%2Fnew%3Fsupplier%3D\d+&loginPerPage=true/,
    );
    const phone = freshMobile();
    await page.getByLabel('شماره موبایل', { exact: true }).fill(toPersianDigits(phone));
    await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
    const code = await codeSentTo(page.request, phone);
    await page.getByLabel('کد ورود', { exact: true }).fill(toPersianDigits(code));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await slow(page).toHaveURL(new RegExp(`/profile/directorder/edit/new\\?supplier=${merchantId}`));
    await expect(page.getByRole('heading', { level: 1, name: 'سفارش مستقیم تازه' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByTestId('supplier-products').getByRole('link', { name: 'سفارش این کالا' }).first().click();
    await slow(page).toHaveURL(/\/profile\/directorder\/edit\/new\?product=\d+/);
    await expect(page.getByLabel('مقدار')).toBeVisible();
    await supplier.context().close();
  });
});
