import { toPersianDigits } from '@bazaar/fa/digits';
import { blockingViolations } from './support/axe';
import { signInAs } from './support/session';
import { type Browser, expect, type Page, test } from './support/test';

// Buying as a company (decision 044), three members in three browsers of the demo company «صنایع آب‌رسانی آرین»:
// the buyer writes an order over the company's 50-million-toman limit with its PO number, sending it is refused
// until approval; the purchasing manager's open approvals inbox shows it without reloading and approves it; the
// supplier (through the API) prices it, the buyer publishes; the accountant pays it from the company wallet; the
// PO number is on the buyer's printable report.
const BUYER = '09120000032';
const MANAGER = '09120000031';
const ACCOUNTANT = '09120000034';
const SUPPLIER = '09120000002';
const PO = `PO-E2E-${Date.now() % 100_000}`;
const slow = expect.configure({ timeout: 15_000 });

async function member(browser: Browser, phone: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInAs(page, phone);
  return page;
}

test.describe('buying as a company', () => {
  test('an order over the limit waits for the manager, who approves it live; the accountant pays from the company wallet', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const supplier = await member(browser, SUPPLIER);
    const mine = await supplier.request.get('/api/v1/supplierproducts/mine?pageSize=50');
    const product = ((await mine.json()).items as { id: number; status: string; priceRials: number | null }[]).find(
      (p) => p.status === 'published',
    );
    expect(product, 'the demo supplier has a published product').toBeTruthy();
    if (!product) return;

    const manager = await member(browser, MANAGER);
    await manager.goto('/profile/buyer-company/approvals');
    await expect(manager.getByRole('heading', { level: 1, name: 'صف تأیید سفارش‌ها' })).toBeVisible();
    expect(await blockingViolations(manager)).toEqual([]);

    // The buyer: 52 million tomans in all, over the company's 50-million limit.
    const buyer = await member(browser, BUYER);
    await buyer.goto(`/profile/directorder/edit/new?product=${product.id}`);
    await buyer.getByLabel('مقدار').fill('۴');
    await buyer.getByLabel(/قیمت هدف/).fill('۱۳٬۰۰۰٬۰۰۰');
    await buyer.getByLabel(/شمارهٔ سفارش خرید شرکت/).fill(PO);
    await buyer.getByLabel(/مرکز هزینه یا پروژه/).fill('ایستگاه پمپاژ ۳');
    expect(await blockingViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
    await slow(buyer).toHaveURL(/\/profile\/directorderinfo\/\d+\?notice=saved/);
    const id = Number(/directorderinfo\/(\d+)/.exec(buyer.url())?.[1]);
    await buyer.getByRole('button', { name: 'ارسال برای تأمین‌کننده' }).click();
    await slow(buyer.getByRole('status').filter({ hasText: 'پیش از ارسال یا انتشار تأیید می‌خواهد' })).toBeVisible();
    await expect(buyer.getByTestId('trade-state')).toHaveText('پیش‌نویس');
    await buyer.getByRole('link', { name: 'تأیید شرکت، PO و پرداخت' }).click();
    await expect(buyer.getByTestId('company-po')).toHaveText(PO);
    await buyer.getByRole('button', { name: 'فرستادن برای تأیید' }).click();
    await slow(buyer.getByTestId('approval-status')).toHaveText('در انتظار تأیید');

    // The manager's open inbox shows it without a reload, and approves it.
    const row = manager.getByTestId('company-order-row').filter({ hasText: `شمارهٔ ${toPersianDigits(id)}` });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(PO);
    expect(await blockingViolations(manager)).toEqual([]);
    await manager.getByRole('button', { name: `تأیید سفارش شمارهٔ ${toPersianDigits(id)}` }).click();
    await slow(manager.getByRole('status').filter({ hasText: 'سفارش تأیید شد.' })).toBeVisible();

    // Approved: the buyer sends it; the supplier prices it under the approved amount; the buyer asks for the payment.
    await buyer.goto(`/profile/directorderinfo/${id}`);
    await buyer.getByRole('button', { name: 'ارسال برای تأمین‌کننده' }).click();
    await slow(buyer.getByTestId('trade-state')).toHaveText('در انتظار تأیید تأمین‌کننده');
    const order = await (await supplier.request.get(`/api/v1/traderequests/${id}`)).json();
    // A write with the session cookie comes from the site's own origin (the API refuses any other).
    const confirmed = await supplier.request.post(`/api/v1/traderequests/${id}/supplier-confirm`, {
      headers: { origin: new URL(supplier.url()).origin },
      data: {
        items: (order.items as { id: number }[]).map((i) => ({ itemId: i.id, unitPriceRials: 127_500_000 })),
        leadTimeDays: 12,
        notes: 'تحویل از انبار اصفهان',
      },
    });
    expect(confirmed.ok()).toBe(true);
    // A company order is not the buyer's to pay (decision 052): the buyer's page sends to the company's books,
    // where the accountant's one payment from the company wallet publishes and pays it (decision 049).
    await buyer.reload();
    await expect(buyer.getByTestId('company-pays')).toContainText('کیف پول شرکت');
    await expect(buyer.getByRole('button', { name: 'پرداخت امن مبلغ سفارش' })).toHaveCount(0);

    // The accountant pays from the company wallet.
    const accountant = await member(browser, ACCOUNTANT);
    await accountant.goto(`/profile/buyer-company/orders/${id}`);
    await expect(accountant.getByTestId('company-po')).toHaveText(PO);
    expect(await blockingViolations(accountant)).toEqual([]);
    await accountant.getByRole('button', { name: 'پرداخت امن سفارش از کیف پول شرکت' }).click();
    await slow(accountant.getByRole('status').filter({ hasText: 'از کیف پول شرکت پرداخت شد' })).toBeVisible();
    await expect(accountant.getByTestId('company-order-state')).toHaveText('پرداخت‌شده (وجه نزد بازار صنعت)');

    // The PO number is on the buyer's printable report.
    await buyer.goto(`/profile/directOrderReport/${id}`);
    await expect(buyer.getByTestId('report-po')).toHaveText(PO);
    for (const page of [supplier, manager, buyer, accountant]) await page.context().close();
  });

  test('a note a colleague shared with the company shows on the product page, with who wrote it; an outsider never sees it', async ({
    browser,
  }) => {
    const buyer = await member(browser, BUYER);
    const list = await buyer.request.get('/api/v1/notes/company?type=product&pageSize=50');
    expect(list.ok()).toBe(true);
    const theirs = (
      (await list.json()).items as {
        objectId: number;
        body: string;
        sharedBy: { displayName: string; mine: boolean };
      }[]
    ).find((note) => !note.sharedBy.mine);
    expect(theirs, 'the demo company has a product note shared by another member').toBeTruthy();
    if (!theirs) return;
    const product = `/products/${theirs.objectId}/x`;

    await buyer.goto(product);
    const shared = buyer.getByRole('region', { name: 'یادداشت‌های همکاران در شرکت' });
    await expect(shared.getByText(theirs.body)).toBeVisible();
    await expect(shared).toContainText(`نوشتهٔ ${theirs.sharedBy.displayName}`);
    // The buyer's own notes stay in their own list, above it.
    await expect(buyer.getByRole('list', { name: 'یادداشت‌های ذخیره‌شده' })).not.toContainText(theirs.body);
    expect(await blockingViolations(buyer)).toEqual([]);

    const outsider = await member(browser, '09127770101');
    await outsider.goto(product);
    await expect(outsider.getByLabel('یادداشت تازه')).toBeEnabled();
    await expect(outsider.getByText(theirs.body)).toHaveCount(0);
    await expect(outsider.getByRole('region', { name: 'یادداشت‌های همکاران در شرکت' })).toHaveCount(0);
    for (const page of [buyer, outsider]) await page.context().close();
  });
});
