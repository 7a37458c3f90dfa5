import { toPersianDigits } from '@bazaar/fa/digits';
import { blockingViolations } from './support/axe';
import { daysFromNow } from './support/dates';
import { liveStreams } from './support/live-streams';
import { codeSentTo, freshMobile, signInAs } from './support/session';
import { expect, test } from './support/test';

// A direct order between two browsers: a buyer orders from a product page (logging in on the way), the demo
// supplier's owner sees it arrive in the inbox without reloading and confirms with a price, the buyer sees the
// answer arrive and publishes, both read the same timeline, and the buyer opens the printable report.
const SUPPLIER_PHONE = '09120000002';
/** A demo buyer who owns a supplier on a plan with a fee per published request, and has wallet credit. */
const BUYER_PHONE = '09120000022';
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Each step is a form post, a redirect and a render of the next page: allow a loaded CI machine its time.
const slow = expect.configure({ timeout: 15_000 });

test.describe('direct orders', () => {
  test('buyer orders, supplier confirms with a price live, buyer publishes, both see the timeline and the report', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const supplierContext = await browser.newContext();
    const supplier = await supplierContext.newPage();
    await supplier.goto('/');
    await signInAs(supplier, SUPPLIER_PHONE);
    const mine = await supplier.request.get('/api/v1/supplierproducts/mine?pageSize=50');
    expect(mine.ok()).toBe(true);
    const product = ((await mine.json()).items as { id: number; status: string; salesUnit: string }[]).find(
      (p) => p.status === 'published',
    );
    expect(product, 'the demo supplier has a published product').toBeTruthy();
    if (!product) return;
    // The page's live pieces (the inbox's refresh, the header's unread badge) share one stream: a supplier
    // with several tabs open stays within the five streams a user may hold. What is counted is the streams
    // open at once: one that ends (a dropped connection the browser resumes, a reload) may be replaced.
    const streams = liveStreams(supplier);
    await supplier.goto('/profile/directorder/inbox');
    await expect(supplier.getByRole('heading', { level: 1, name: 'سفارش‌های رسیده' })).toBeVisible();
    await expect.poll(() => streams.opened).toBe(1);
    expect(await blockingViolations(supplier)).toEqual([]);

    // The buyer starts anonymous on the product page: the button leads through the login page and back.
    const buyerPhone = BUYER_PHONE;
    await page.goto(`/products/${product.id}/x`);
    await page.getByRole('link', { name: 'سفارش مستقیم' }).click();
    await slow(page).toHaveURL(/\/users\/login\?.*redirectPath=/);
    await page.getByLabel('شماره موبایل', { exact: true }).fill(toPersianDigits(buyerPhone));
    await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
    const code = await codeSentTo(page.request, buyerPhone);
    await page.getByLabel('کد ورود', { exact: true }).fill(toPersianDigits(code));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await slow(page).toHaveURL(new RegExp(`/profile/directorder/edit/new\\?product=${product.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'سفارش مستقیم تازه' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByLabel('مقدار').fill('۵');
    await page.getByLabel(/قیمت هدف/).fill('۱۰۰٬۰۰۰');
    const delivery = daysFromNow(60);
    await page.getByLabel(/تاریخ تحویل درخواستی/).fill(delivery.typed);
    await page.getByLabel('شرایط پرداخت').selectOption({ label: 'پرداخت هنگام تحویل' });
    await page.getByLabel('توضیحات برای تأمین‌کننده').fill('لطفاً با گواهی کیفیت ارسال شود.');
    await page.getByLabel(/افزودن مدرک/).setInputFiles({ name: 'drawing.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await page.getByLabel('نوع مدرک').selectOption({ label: 'نقشهٔ فنی' });
    await page.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
    await slow(page).toHaveURL(/\/profile\/directorderinfo\/\d+\?notice=saved/);
    const id = Number(/directorderinfo\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByTestId('trade-state')).toHaveText('پیش‌نویس');
    await expect(page.getByText(delivery.shown)).toBeVisible();
    await page.getByRole('button', { name: 'ارسال برای تأمین‌کننده' }).click();
    await slow(page.getByTestId('trade-state')).toHaveText('در انتظار تأیید تأمین‌کننده');

    // The supplier's open inbox shows it without a reload (live stream).
    const row = supplier
      .getByTestId('trade-row')
      .filter({ has: supplier.locator(`a[href="/profile/directorderinfo/${id}"]`) });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByTestId('trade-state')).toHaveText('در انتظار تأیید تأمین‌کننده');
    expect(streams.mostAtOnce, `one live stream at a time for the whole page: ${streams.log.join(' · ')}`).toBe(1);
    await row.getByRole('link').click();
    await expect(supplier.getByRole('heading', { level: 1 })).toContainText(toPersianDigits(id));
    expect(await blockingViolations(supplier)).toEqual([]);
    // The buyer's document, readable by the supplier through the request.
    const documentLink = supplier.getByRole('link', { name: /نقشهٔ فنی: drawing/ });
    const download = await supplier.request.get((await documentLink.getAttribute('href')) ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('image/png');
    await supplier.getByTestId('unit-price-0').fill('۱۲۰٬۰۰۰');
    await supplier.getByLabel('زمان آماده‌سازی (روز)').fill('۱۰');
    await supplier.getByLabel('یادداشت برای خریدار').fill('تحویل از انبار تهران');
    await supplier.getByRole('button', { name: 'تأیید و ارسال قیمت' }).click();
    await slow(supplier.getByTestId('trade-state')).toHaveText('تأییدشده توسط تأمین‌کننده');

    // The buyer's open page follows live: the supplier's price and the total (5 × 120,000 tomans).
    await expect(page.getByTestId('trade-state')).toHaveText('تأییدشده توسط تأمین‌کننده', { timeout: 15_000 });
    await expect(page.getByTestId('trade-total')).toHaveText('۶۰۰٬۰۰۰ تومان');
    // One payment (decision 049): goods, VAT and the publishing fee of the buyer's plan as a line of it. Asking
    // for it publishes the order; paying it from the wallet holds the order's money and charges the fee once.
    await expect(page.getByTestId('publish-price')).toContainText('۱۵٬۰۰۰ تومان');
    await expect(page.getByRole('button', { name: /تأیید نهایی و (انتشار|پرداخت کارمزد)/ })).toHaveCount(0);
    await expect(page.getByTestId('money-total')).toHaveText('۶۷۵٬۰۰۰ تومان');
    await page.getByRole('button', { name: 'پرداخت امن مبلغ سفارش' }).click();
    await slow(page.getByRole('status').filter({ hasText: 'مبلغ سفارش آماده پرداخت است' })).toBeVisible();
    await expect(page.getByTestId('trade-state')).toHaveText('تأییدشده و منتشرشده');
    await expect(page.getByTestId('pay-amount')).toHaveText('۶۷۵٬۰۰۰ تومان');
    expect(await blockingViolations(page)).toEqual([]);
    await page.locator('#secure-pay').getByRole('button', { name: 'پرداخت از کیف پول' }).click();
    await slow(page.getByTestId('trade-state')).toHaveText('پرداخت‌شده (وجه نزد بازار صنعت)');
    await expect(page.getByTestId('money-held')).toHaveText('۶۶۰٬۰۰۰ تومان');
    const statement = await page.request.get('/api/v1/wallettransactions?pageSize=5');
    const charged = ((await statement.json()).items as { amountRials: number; description: string }[]).filter((e) =>
      e.description.includes(`شمارهٔ ${toPersianDigits(id)}`),
    );
    expect(charged.map((e) => e.amountRials)).toEqual([-6_750_000]);

    // Both parties read the same history.
    for (const party of [page, supplier]) {
      if (party === supplier) await supplier.reload();
      const timeline = party.getByTestId('trade-timeline');
      await expect(timeline.getByRole('listitem')).toHaveCount(5);
      await expect(timeline).toContainText('تأییدشده و منتشرشده');
      await expect(timeline).toContainText('تحویل از انبار تهران');
      await expect(timeline).toContainText('کارمزد انتشار با مبلغ سفارش پرداخت می‌شود');
    }
    // Paid: the money is held; the supplier starts the work (or refuses, and the buyer gets the order's money back).
    await expect(supplier.locator('summary', { hasText: 'انصراف از سفارش' })).toBeVisible();
    await expect(supplier.getByRole('button', { name: 'شروع انجام سفارش' })).toBeVisible();

    await page.getByRole('link', { name: 'گزارش چاپی' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/directOrderReport/${id}$`));
    await expect(page.getByTestId('report-total')).toHaveText('۶۰۰٬۰۰۰ تومان');
    await expect(page.getByTestId('report-item')).toContainText(product.salesUnit);
    // What the buyer wrote is printed as written, tanwin included (never «لطفا»).
    await expect(page.getByText('لطفاً با گواهی کیفیت ارسال شود.').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'چاپ گزارش' })).toBeHidden();
    await supplierContext.close();
  });

  test('a stranger cannot open someone else’s order', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, freshMobile());
    const response = await page.goto('/profile/directorderinfo/1');
    expect(response?.status()).toBe(404);
  });
});
