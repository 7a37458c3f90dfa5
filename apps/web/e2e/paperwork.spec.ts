import { toPersianDigits } from '@bazaar/fa/digits';
import { blockingViolations } from './support/axe';
import { daysFromNow } from './support/dates';
import { signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

// The deal's paperwork between two browsers (issue 31, decision 041): a buyer opens a request for quotation, the
// demo supplier quotes, the buyer opens the quote's پیش‌فاکتور from the comparison and downloads its PDF,
// accepts the quote, publishes and pays the order from the wallet, and both sides find the official invoice in
// their lists; the supplier sends the invoice to سامانه مودیان (the offline sandbox) from its list and reads the
// system's answer on the same row.
/** The second demo buyer: keeps 5,000,000 tomans in the wallet (seed), enough for this order. */
const BUYER_PHONE = '09120000022';
const SUPPLIER_PHONE = '09120000002';
const slow = expect.configure({ timeout: 20_000 });

async function signedIn(page: Page, phone: string) {
  await page.goto('/');
  await signInAs(page, phone);
}

test.describe('paperwork', () => {
  test('a quote’s proforma as PDF, then the paid order’s official invoice on both sides', async ({ browser, page }) => {
    test.setTimeout(300_000);
    const supplier = await (await browser.newContext()).newPage();
    await signedIn(supplier, SUPPLIER_PHONE);
    const mine = await supplier.request.get('/api/v1/supplierproducts/mine?pageSize=100');
    const products = ((await mine.json()).items as { id: number; status: string }[]).filter(
      (p) => p.status === 'published',
    );
    const product = products.sort((a, b) => a.id - b.id)[0];
    expect(product, 'the demo supplier has a published product').toBeTruthy();
    if (!product) return;

    // The buyer opens a draft of two units to the category's suppliers.
    await signedIn(page, BUYER_PHONE);
    await page.goto(`/profile/directorder/edit/new?product=${product.id}`);
    await page.getByLabel('مقدار').fill('۲');
    await page.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
    await slow(page).toHaveURL(/\/profile\/directorderinfo\/\d+\?notice=saved/);
    const id = Number(/directorderinfo\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: 'انتشار برای دریافت پیشنهاد قیمت' }).click();
    await slow(page.getByTestId('trade-state')).toHaveText('در انتظار پیشنهاد قیمت');

    // The supplier quotes 100,000 tomans a unit.
    await supplier.goto(`/profile/directorderinfo/${id}#quotes`);
    await supplier.getByTestId('quote-price-0').fill('۱۰۰٬۰۰۰');
    await supplier.getByLabel('زمان آماده‌سازی (روز)').fill('۷');
    await supplier.getByLabel('اعتبار پیشنهاد تا').fill(daysFromNow(30).typed);
    await supplier.getByRole('button', { name: 'ارسال پیشنهاد قیمت' }).click();
    await slow(supplier).toHaveURL(/notice=quoted/);

    // The buyer opens the quote's proforma from the comparison (issued a moment after the quote).
    const comparison = page.getByTestId('quote-comparison');
    await slow(comparison.getByRole('columnheader')).toHaveCount(2);
    const proformaLink = comparison.getByRole('link', { name: 'پیش‌فاکتور (نمایش و PDF)' });
    await expect
      .poll(
        async () => {
          await proformaLink.click();
          const found = await page.getByTestId('trade-document').isVisible();
          if (!found) await page.goto(`/profile/directorderinfo/${id}`);
          return found;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'پیش‌فاکتور' })).toBeVisible();
    await expect(page.getByTestId('document-number')).toHaveText(/^PF-\d{4}-\d{6}$/);
    // 2 × 1,000,000 Rials + 10 % VAT.
    await expect(page.getByTestId('total-in-words')).toHaveText('دو میلیون و دویست هزار ریال');
    expect(await blockingViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'دریافت PDF پیش‌فاکتور' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^proforma-PF-\d{4}-\d{6}\.pdf$/);
    const pdf = await download.createReadStream();
    const head = await new Promise<Buffer>((resolve) => pdf.once('data', (chunk) => resolve(Buffer.from(chunk))));
    expect(head.subarray(0, 5).toString()).toBe('%PDF-');

    // Accept, publish and pay from the wallet.
    await page.goto(`/profile/directorderinfo/${id}`);
    await page
      .getByTestId('quote-comparison')
      .getByRole('button', { name: /پذیرش پیشنهاد/ })
      .click();
    await slow(page).toHaveURL(/notice=quote-accepted/);
    // One payment publishes and pays it (decision 049).
    await page.getByRole('button', { name: 'پرداخت امن مبلغ سفارش' }).click();
    await slow(page.getByTestId('trade-state')).toHaveText('تأییدشده و منتشرشده');
    await page.locator('#secure-pay').getByRole('button', { name: 'پرداخت از کیف پول' }).click();
    await slow(page.getByTestId('trade-state')).toHaveText('پرداخت‌شده (وجه نزد بازار صنعت)');

    // Both sides find the official invoice of this order in their lists.
    const orderCell = (p: Page) =>
      p.getByTestId('invoices').getByRole('cell', { name: toPersianDigits(id), exact: true });
    await expect
      .poll(
        async () => {
          await page.goto('/profile/invoices');
          return orderCell(page).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await blockingViolations(page)).toEqual([]);
    await supplier.goto('/profile/sales-invoices');
    await expect(orderCell(supplier)).toHaveCount(1);
    // `has` looks inside each row: the order's cell, not a locator from the page's root.
    const row = supplier
      .getByTestId('invoices')
      .getByRole('row')
      .filter({ has: supplier.getByRole('cell', { name: toPersianDigits(id), exact: true }) });
    await row.getByRole('link').first().click();
    await expect(supplier.getByRole('heading', { level: 1, name: 'صورتحساب فروش کالا و خدمات' })).toBeVisible();
    await expect(supplier.getByTestId('total-in-words')).toHaveText('دو میلیون و دویست هزار ریال');

    // The supplier sends it to سامانه مودیان from the list; the row shows the system's answer after the job ran.
    await supplier.goto('/profile/sales-invoices');
    const taxCell = row.getByTestId('invoice-tax-state');
    await expect(taxCell).toContainText('ارسال نشده');
    await taxCell.getByRole('button', { name: 'ارسال به سامانه مودیان' }).click();
    await expect
      .poll(
        async () => {
          await supplier.goto('/profile/sales-invoices');
          return (await taxCell.textContent()) ?? '';
        },
        { timeout: 30_000 },
      )
      .toMatch(/پذیرفته‌شده در سامانه مودیان|رد شده توسط سامانه مودیان/);
    // The sandbox checks what the tax system checks (decisions 050 and 057): each line's 13-digit product code
    // (شناسه کالا/خدمت) and its unit's code in the tax organisation's table. The quote had no shipping line, and
    // the demo product carries a code and sells by a unit of the table, so the system accepts it and gives its
    // tax number.
    await expect(taxCell).toContainText('پذیرفته‌شده در سامانه مودیان');
    await expect(taxCell).toContainText('شماره مالیاتی');
    expect(await blockingViolations(supplier)).toEqual([]);
    await supplier.context().close();
  });
});
