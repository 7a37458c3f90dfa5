import { blockingViolations } from './support/axe';
import { freshMobile, signInAs } from './support/session';
import { type Browser, expect, type Page, test } from './support/test';

// Trust (issue 32, decision 043) between browsers: a buyer's order to the demo supplier is taken to «تحویل‌شده»
// through the API (as secure-payment.spec.ts does through the pages), then the buyer confirms delivery on the order
// page, rates the supplier with a photo, the supplier answers in public, and a visitor reads the review, the answer,
// the updated count of reviews and the on-time figure with the new delivery behind it on the supplier page.
const SUPPLIER_PHONE = '09120000002';
const ADMIN_PHONE = '09120000001';
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const slow = expect.configure({ timeout: 15_000 });

async function signedIn(browser: Browser, phone: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInAs(page, phone);
  return page;
}

/** A JSON call made by the signed-in person's page (its cookie, same origin). */
async function call(page: Page, method: string, url: string, body?: unknown, key = false) {
  const answer = await page.evaluate(
    async ({ method, url, body, key }) => {
      const response = await fetch(`/api/v1${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': crypto.randomUUID() } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, url, body, key },
  );
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
  return answer.json;
}

/** The buyer's order of two units, confirmed, published, paid from the wallet, shipped and delivered. */
async function deliveredOrder(admin: Page, buyer: Page, buyerPhone: string, supplier: Page) {
  const mine = await call(supplier, 'GET', '/supplierproducts/mine?status=published&pageSize=1');
  const product = mine.items[0] as { id: number; salesUnit: string };
  const order = await call(buyer, 'POST', '/traderequests/direct-order', {
    items: [{ productId: product.id, quantity: 2, unit: product.salesUnit }],
    paymentTerms: 'cash',
    description: 'سفارش آزمون کارنامه',
  });
  await call(buyer, 'POST', `/traderequests/${order.id}/request-confirmation`);
  const seen = await call(supplier, 'GET', `/traderequests/${order.id}`);
  await call(supplier, 'POST', `/traderequests/${order.id}/supplier-confirm`, {
    items: seen.items.map((i: { id: number }) => ({ itemId: i.id, unitPriceRials: 1_000_000 })),
    leadTimeDays: 5,
    shippingRials: 200_000,
  });
  await call(buyer, 'POST', `/traderequests/${order.id}/confirm-and-publish`);
  const { payable } = await call(buyer, 'POST', `/traderequests/${order.id}/pay`);
  await call(
    admin,
    'POST',
    '/wallettransactions/charge-by-user',
    { phoneNumber: buyerPhone, direction: 'credit', amountRials: payable.amountRials, reason: 'اعتبار آزمون کارنامه' },
    true,
  );
  await call(buyer, 'POST', '/payments/wallet-pay', { payableId: payable.id }, true);
  await call(supplier, 'POST', `/traderequests/${order.id}/ship`, {
    method: 'tipax',
    trackingNumber: 'TPX-43210',
    shippedOn: new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10),
  });
  const measured = await call(buyer, 'GET', `/suppliers/${seen.merchantId}/trust`);
  await call(supplier, 'POST', `/traderequests/${order.id}/deliver`, { note: '' });
  return {
    id: order.id as number,
    merchantId: seen.merchantId as number,
    onTimeBefore: measured.figures.onTimeRate.cases as number,
  };
}

test('a buyer confirms delivery and reviews with a photo; the supplier answers; the supplier page shows both', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const admin = await signedIn(browser, ADMIN_PHONE);
  const buyerPhone = freshMobile();
  const buyer = await signedIn(browser, buyerPhone);
  const supplier = await signedIn(browser, SUPPLIER_PHONE);
  const { id, merchantId, onTimeBefore } = await deliveredOrder(admin, buyer, buyerPhone, supplier);
  const before = await call(buyer, 'GET', `/suppliers/${merchantId}/reviews?pageSize=1`);

  // Before completion there is nothing to review.
  await buyer.goto(`/profile/directorderinfo/${id}`);
  await expect(buyer.getByRole('heading', { name: 'نظر دو طرف سفارش' })).toHaveCount(0);
  await buyer.getByRole('button', { name: 'تأیید دریافت' }).click();
  await slow(buyer.getByTestId('trade-state')).toHaveText('تکمیل‌شده و تسویه‌شده');

  // The review form: stars are labelled selects; a missing one is named beside its field.
  const form = buyer.getByRole('form', { name: 'نظر دربارهٔ تأمین‌کننده' });
  await form.getByLabel('امتیاز کلی').selectOption('5');
  await form.getByRole('button', { name: 'ثبت نظر' }).click();
  await slow(buyer.locator('#review-supplier-quality-error')).not.toBeEmpty();
  for (const aspect of ['کیفیت', 'تحویل به‌موقع', 'پاسخ‌گویی و ارتباط', 'مطابقت با مشخصات'])
    await form.getByLabel(aspect).selectOption('5');
  await form.getByLabel('شرح تجربهٔ شما (اختیاری)').fill('دو عدد سالم و زودتر از موعد رسید؛ بسته‌بندی محکم بود.');
  await form
    .getByLabel(/تصویر کالای دریافتی/)
    .setInputFiles({ name: 'delivery.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await form.getByRole('button', { name: 'ثبت نظر' }).click();
  await slow(buyer.getByRole('status').filter({ hasText: 'نظر شما ثبت شد' })).toBeVisible();
  const mine = buyer.locator('#reviews').getByTestId('review');
  await expect(mine).toContainText('بسته‌بندی محکم بود');
  await expect(mine.getByRole('img', { name: /تصویر خریدار/ })).toBeVisible();
  expect(await blockingViolations(buyer)).toEqual([]);

  // The supplier answers once, in public.
  await supplier.goto(`/profile/directorderinfo/${id}`);
  await supplier.getByLabel(/پاسخ شما/).fill('سپاس از خرید شما؛ منتظر سفارش بعدی هستیم.');
  await supplier.getByRole('button', { name: 'ثبت پاسخ' }).click();
  await slow(supplier.getByRole('status').filter({ hasText: 'پاسخ شما زیر نظر ثبت شد' })).toBeVisible();
  await expect(supplier.getByRole('button', { name: 'ثبت پاسخ' })).toHaveCount(0);

  // A visitor reads the review, the answer and the new count on the supplier page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/supplier/${merchantId}`);
  const panel = visitor.locator('#trust');
  // The page comes from the shared cache (decision 062); the review and its answer expire it, so the next load
  // after the API's word reaches the web shows them.
  await expect
    .poll(
      async () => {
        await visitor.reload();
        return panel.getByTestId('review').filter({ hasText: 'منتظر سفارش بعدی' }).count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  await expect(panel.getByTestId('rating-count')).toContainText(
    `${(before.summary.count + 1).toLocaleString('fa-IR', { useGrouping: false })} نظر`,
  );
  // Newest first: this buyer's review leads (an earlier run's may read the same).
  const review = panel.getByTestId('review').filter({ hasText: 'بسته‌بندی محکم بود' }).first();
  await expect(review.getByTestId('verified-purchase')).toContainText('از خریدهای تأییدشده');
  await expect(review.getByTestId('review-answer')).toContainText('منتظر سفارش بعدی');
  await expect(panel.getByTestId('measured-figures')).toContainText('کارنامهٔ ۹۰ روز گذشته');
  // The recorded delivery is measured within the minute (not at the next hourly run), and the supplier page
  // shows the on-time figure with one more case behind it once its cached copy expires.
  const onTimeCases = async () => {
    await visitor.reload();
    const text = (await visitor.getByTestId('figure-onTimeRate').textContent()) ?? '';
    const digits = /از ([۰-۹]+) مورد/.exec(text)?.[1] ?? '';
    return Number([...digits].map((d) => '۰۱۲۳۴۵۶۷۸۹'.indexOf(d)).join('') || 0);
  };
  await expect.poll(onTimeCases, { timeout: 120_000, intervals: [5_000] }).toBeGreaterThan(onTimeBefore);
  expect(await blockingViolations(visitor)).toEqual([]);
  for (const page of [admin, buyer, supplier, visitor]) await page.context().close();
});
