import { mkdirSync } from 'node:fs';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { blockingViolations } from './support/axe';
import { freshMobile, signInAs } from './support/session';
import { type Browser, expect, type Page, test } from './support/test';

// Secure payment (issue 30, decision 039) between browsers: a buyer orders, the demo supplier confirms with a price
// and shipping, the buyer pays the order into holding from the wallet, the supplier ships with a tracking number,
// the buyer confirms receipt, the supplier's receivable grows by the amount less commission and the supplier's
// statement shows the order released less commission, then the supplier withdraws exactly that through the sandbox
// payout and sees it paid once staff run the payout job; a second order
// is disputed by the buyer, answered by the supplier and split by staff, and each side sees the decision.
// With SP_SCREENSHOTS=<dir> it also saves the new screens at 1366×900 and 390×844.
const SUPPLIER_PHONE = '09120000002';
const ADMIN_PHONE = '09120000001';
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
const slow = expect.configure({ timeout: 15_000 });
const SHOTS = process.env.SP_SCREENSHOTS;

async function shoot(page: Page, name: string, anchor?: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, width, height] of [
    ['desktop', 1366, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (anchor) await page.locator(anchor).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.jpg`, type: 'jpeg', quality: 80 });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signedIn(browser: Browser, phone: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInAs(page, phone);
  return page;
}

/** Staff credit the buyer's wallet (the admin's own session, as the staff form does). */
async function credit(admin: Page, phoneNumber: string, amountRials: number) {
  const status = await admin.evaluate(
    async ({ phone, amount }) => {
      const response = await fetch('/api/v1/wallettransactions/charge-by-user', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          phoneNumber: phone,
          direction: 'credit',
          amountRials: amount,
          reason: 'اعتبار آزمون پرداخت امن',
        }),
        credentials: 'same-origin',
      });
      return response.status;
    },
    { phone: phoneNumber, amount: amountRials },
  );
  expect(status).toBe(201);
}

/** Staff, a new buyer with 1,000,000 tomans in the wallet, and the demo supplier's owner, each in a browser. */
async function parties(browser: Browser) {
  const admin = await signedIn(browser, ADMIN_PHONE);
  const buyerPhone = freshMobile();
  const buyer = await signedIn(browser, buyerPhone);
  await credit(admin, buyerPhone, 10_000_000);
  return { admin, buyer, supplier: await signedIn(browser, SUPPLIER_PHONE) };
}

/** A published product of the demo supplier. */
async function supplierProduct(supplier: Page): Promise<number> {
  return (await demoProduct(supplier)).id;
}
async function demoProduct(supplier: Page) {
  const mine = await supplier.request.get('/api/v1/supplierproducts/mine?status=published&pageSize=1');
  const product = (await mine.json()).items[0] as { id: number; merchant: { id: number } } | undefined;
  expect(product, 'the demo supplier has a published product').toBeTruthy();
  return { id: product?.id ?? 0, merchantId: product?.merchant.id ?? 0 };
}

/** What the supplier may withdraw now (its statement's figure). */
async function receivableOf(supplier: Page, merchantId: number): Promise<number> {
  const answer = await supplier.request.get(`/api/v1/traderequests/settlements?merchantId=${merchantId}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).receivableRials as number;
}

/** The buyer orders two units, the supplier confirms at 100,000 tomans each with 20,000 tomans shipping, the
 * buyer publishes and pays the order from the wallet: 242,000 tomans held (VAT 10 % of goods and shipping). */
async function paidOrder(buyer: Page, supplier: Page, productId: number): Promise<number> {
  await buyer.goto(`/profile/directorder/edit/new?product=${productId}`);
  await buyer.getByLabel('مقدار').fill('۲');
  await buyer.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
  await slow(buyer).toHaveURL(/\/profile\/directorderinfo\/\d+\?notice=saved/);
  const id = Number(/directorderinfo\/(\d+)/.exec(buyer.url())?.[1]);
  await buyer.getByRole('button', { name: 'ارسال برای تأمین‌کننده' }).click();
  await slow(buyer.getByTestId('trade-state')).toHaveText('در انتظار تأیید تأمین‌کننده');

  await supplier.goto(`/profile/directorderinfo/${id}`);
  await supplier.getByTestId('unit-price-0').fill('۱۰۰٬۰۰۰');
  await supplier.getByLabel(/هزینهٔ ارسال/).fill('۲۰٬۰۰۰');
  await supplier.getByRole('button', { name: 'تأیید و ارسال قیمت' }).click();
  await slow(supplier.getByTestId('trade-state')).toHaveText('تأییدشده توسط تأمین‌کننده');

  await slow(buyer.getByTestId('trade-state')).toHaveText('تأییدشده توسط تأمین‌کننده');
  // One payment (decision 049): goods, shipping, VAT and the publishing fee of the buyer's plan if any; asking
  // for it publishes the order.
  await expect(buyer.getByTestId('money-state')).toHaveText('در انتظار پرداخت خریدار');
  const total = (await buyer.getByTestId('money-total').textContent()) ?? '';
  await buyer.getByRole('button', { name: 'پرداخت امن مبلغ سفارش' }).click();
  await slow(buyer.getByRole('status').filter({ hasText: 'مبلغ سفارش آماده پرداخت است' })).toBeVisible();
  await expect(buyer.getByTestId('trade-state')).toHaveText('تأییدشده و منتشرشده');
  await expect(buyer.getByTestId('pay-amount')).toHaveText(total);
  await shoot(buyer, 'order-buyer-pay');
  await buyer.locator('#secure-pay').getByRole('button', { name: 'پرداخت از کیف پول' }).click();
  await slow(buyer.getByTestId('trade-state')).toHaveText('پرداخت‌شده (وجه نزد بازار صنعت)');
  await expect(buyer.getByTestId('money-held')).toHaveText(toman(2_420_000));
  return id;
}

/** The supplier records a Tipax shipment: first without the tracking number (refused beside the field). */
async function ship(supplier: Page, id: number, tracking: string) {
  await supplier.goto(`/profile/directorderinfo/${id}`);
  await expect(supplier.getByTestId('money-state')).toHaveText('نزد بازار صنعت نگه داشته می‌شود');
  await supplier.getByLabel('روش ارسال').selectOption({ label: 'تیپاکس' });
  await supplier.getByRole('button', { name: 'ثبت ارسال' }).click();
  await slow(supplier.locator('#ship-trackingNumber-error')).toHaveText(
    'برای این روش ارسال، شمارهٔ رهگیری یا بارنامه را وارد کنید.',
  );
  await supplier.getByLabel('شمارهٔ رهگیری یا بارنامه').fill(tracking);
  await supplier.getByRole('button', { name: 'ثبت ارسال' }).click();
  await slow(supplier.getByTestId('trade-state')).toHaveText('ارسال‌شده');
  await expect(supplier.getByTestId('shipment-tracking')).toHaveText(tracking);
}

test.describe('secure payment', () => {
  test('paid into holding, shipped, confirmed: the supplier’s statement shows it released less commission', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { admin, buyer, supplier } = await parties(browser);
    const product = await demoProduct(supplier);
    const id = await paidOrder(buyer, supplier, product.id);
    expect(await blockingViolations(buyer)).toEqual([]);
    const receivableBefore = await receivableOf(supplier, product.merchantId);

    await supplier.goto(`/profile/directorderinfo/${id}`);
    await shoot(supplier, 'order-supplier-ship');
    expect(await blockingViolations(supplier)).toEqual([]);
    await ship(supplier, id, 'TPX-12345');

    // The buyer's open page follows live: the shipment, then «تأیید دریافت».
    await slow(buyer.getByTestId('shipment-tracking')).toHaveText('TPX-12345');
    await shoot(buyer, 'order-buyer-receipt');
    expect(await blockingViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'تأیید دریافت' }).click();
    await slow(buyer.getByTestId('trade-state')).toHaveText('تکمیل‌شده و تسویه‌شده');
    await expect(buyer.getByTestId('money-state')).toHaveText('به تأمین‌کننده پرداخت شد');
    await expect(buyer.getByTestId('money-held')).toHaveText(toman(0));

    const money = await (await supplier.request.get(`/api/v1/traderequests/${id}/money`)).json();
    expect(money.commissionRials).toBeGreaterThan(0);
    expect(money.releasedRials + money.commissionRials).toBe(2_420_000);
    // The supplier's receivable grew by the order's amount less commission.
    expect(await receivableOf(supplier, product.merchantId)).toBe(receivableBefore + money.releasedRials);
    await supplier.goto(`/profile/directorderinfo/${id}`);
    await expect(supplier.getByTestId('money-released')).toHaveText(toman(money.releasedRials));
    await shoot(supplier, 'order-supplier-released');

    await supplier.goto('/profile/settlements');
    await expect(supplier.getByRole('heading', { level: 1, name: 'صورت‌حساب فروش' })).toBeVisible();
    const row = supplier.locator(`[data-testid="settlement-row"][data-order-id="${id}"]`);
    await expect(row.getByTestId('settlement-released')).toHaveText(toman(money.releasedRials));
    await expect(row.getByTestId('settlement-commission')).toHaveText(`− ${toman(money.commissionRials)}`);
    expect(await blockingViolations(supplier)).toEqual([]);

    // …and the supplier withdraws exactly that through the sandbox: waiting, then paid after the payout job.
    await supplier.goto('/profile/payouts');
    const target = supplier.getByLabel('حساب مقصد');
    const account = await target.locator('option', { hasText: '0506' }).first().getAttribute('value');
    await target.selectOption(account ?? '');
    const withdrawn = Math.floor(money.releasedRials / 10) * 10;
    await supplier.getByLabel('مبلغ (تومان)').fill(toPersianDigits(String(withdrawn / 10)));
    await supplier.getByRole('button', { name: 'ثبت برداشت' }).click();
    await slow(supplier.getByText('درخواست برداشت ثبت شد')).toBeVisible();
    const withdrawal = supplier.getByTestId('withdrawal').first();
    await expect(withdrawal).toContainText(toman(withdrawn));
    await expect(withdrawal.getByTestId('withdrawal-status')).toHaveText('در صف واریز');
    expect(await receivableOf(supplier, product.merchantId)).toBe(receivableBefore + money.releasedRials - withdrawn);
    await admin.goto('/profile/admin/payouts');
    await admin.getByRole('button', { name: 'اجرای صف واریز' }).click();
    await slow(admin.getByText('صف واریزها اجرا شد')).toBeVisible();
    await supplier.reload();
    await expect(supplier.getByTestId('withdrawal').first().getByTestId('withdrawal-status')).toHaveText('واریزشده');

    // Every plan states its commission where suppliers choose one.
    await supplier.goto('/profile/membership');
    await expect(supplier.getByTestId('plan-commission').first()).toContainText('۳٪ (دست‌کم ۵۰٬۰۰۰ تومان)');

    // The printable report carries the payments too.
    await buyer.goto(`/profile/directOrderReport/${id}`);
    const payments = buyer.getByTestId('report-payments');
    await expect(payments).toContainText('به تأمین‌کننده پرداخت شد');
    await expect(payments).toContainText(toman(money.releasedRials));
    await expect(payments).toContainText('پرداخت خریدار');
    await admin.context().close();
    await buyer.context().close();
    await supplier.context().close();
  });

  test('a disputed order split by staff: both parties read the decision', async ({ browser }) => {
    test.setTimeout(240_000);
    const { admin, buyer, supplier } = await parties(browser);
    const id = await paidOrder(buyer, supplier, await supplierProduct(supplier));
    await ship(supplier, id, 'TPX-777');

    await buyer.reload();
    await buyer.locator('summary', { hasText: 'ثبت اختلاف' }).click();
    const disputeForm = buyer.getByRole('form', { name: 'ثبت اختلاف' });
    await buyer.getByLabel('دلیل اختلاف').selectOption({ label: 'آسیب‌دیده رسید' });
    await buyer.getByLabel('شرح مشکل').fill('شکسته');
    await disputeForm.getByRole('button', { name: 'ثبت اختلاف' }).click();
    await slow(buyer.locator('#dispute-text-error')).not.toBeEmpty();
    await buyer.getByLabel('شرح مشکل').fill('دو قطعه از چهار قطعه شکسته رسیده است؛ عکس بسته پیوست است.');
    await buyer.getByLabel(/مدارک/).setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await disputeForm.getByRole('button', { name: 'ثبت اختلاف' }).click();
    await slow(buyer.getByTestId('trade-state')).toHaveText('در اختلاف (در بررسی پشتیبانی)');
    await expect(buyer.getByTestId('money-state')).toHaveText('در اختلاف: تا تصمیم پشتیبانی جابه‌جا نمی‌شود');
    await expect(buyer.getByTestId('dispute-thread')).toContainText('box.png');
    expect(await blockingViolations(buyer)).toEqual([]);

    await supplier.goto(`/profile/directorderinfo/${id}#dispute`);
    await supplier.getByLabel('پاسخ شما به اختلاف').fill('بسته سالم تحویل تیپاکس شد؛ رسید تحویل موجود است.');
    await supplier.getByRole('button', { name: 'ارسال پیام' }).click();
    await slow(supplier.getByTestId('dispute-message')).toHaveCount(2);
    await shoot(supplier, 'order-dispute', '#dispute');

    await admin.goto('/profile/admin/disputes?status=open');
    await expect(admin.getByRole('heading', { level: 1, name: 'اختلاف‌های پرداخت امن' })).toBeVisible();
    const queued = admin.getByTestId('dispute-row').filter({ hasText: `سفارش ${toPersianDigits(id)}` });
    await expect(queued).toContainText('پاسخ داده است');
    await shoot(admin, 'staff-disputes');
    expect(await blockingViolations(admin)).toEqual([]);
    await queued.getByRole('link').click();
    await expect(admin.getByTestId('dispute-thread').getByTestId('dispute-message')).toHaveCount(2);
    expect(await blockingViolations(admin)).toEqual([]);
    await admin.getByLabel('تقسیم مبلغ میان خریدار و تأمین‌کننده').check();
    await admin.getByLabel(/دلیل تصمیم/).fill('بخشی از کالا آسیب دیده است؛ بهای دو قطعه به خریدار برمی‌گردد.');
    await admin.getByRole('button', { name: 'ثبت تصمیم نهایی' }).click();
    await slow(admin.locator('#decide-refund-error')).not.toBeEmpty();
    await shoot(admin, 'staff-dispute-decision', '#decide');
    await admin.getByLabel(/مبلغ بازگشتی به خریدار/).fill('۱۰۰٬۰۰۰');
    await admin.getByRole('button', { name: 'ثبت تصمیم نهایی' }).click();
    await slow(admin.getByTestId('dispute-decision')).toContainText('تقسیم مبلغ میان خریدار و تأمین‌کننده');

    // Both parties' open pages follow live, without a reload.
    await slow(buyer.getByTestId('dispute-decision')).toContainText(toman(1_000_000));
    await expect(buyer.getByTestId('money-refunded')).toHaveText(toman(1_000_000));
    await expect(buyer.getByTestId('money-state')).toHaveText('طبق تصمیم پشتیبانی میان طرفین تقسیم شد');
    await slow(supplier.getByTestId('dispute-decision')).toContainText('بهای دو قطعه به خریدار برمی‌گردد');
    await expect(supplier.getByTestId('money-state')).toHaveText('طبق تصمیم پشتیبانی میان طرفین تقسیم شد');
    await shoot(buyer, 'order-buyer-decided', '#dispute');
    await admin.context().close();
    await buyer.context().close();
    await supplier.context().close();
  });
});
