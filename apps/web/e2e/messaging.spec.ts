import { blockingViolations } from './support/axe';
import { freshMobile, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

/** The demo supplier owner (seed: owner of the first confirmed supplier). */
const SUPPLIER_OWNER = '09120000002';

/** A 1×1 PNG: the API decodes and re-encodes it like any uploaded image. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const unreadCount = (page: Page) => page.getByTestId('unread-count');

test.describe('messages between a buyer and a supplier', () => {
  test('an anonymous visitor is sent to log in and brought back to the conversation', async ({ page }) => {
    await page.goto('/products/search/Product');
    const href = (await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href')) ?? '';
    await page.goto(href);
    await page.getByRole('link', { name: 'پیام به تأمین‌کننده' }).click();
    await expect(page).toHaveURL(
      /\/users\/login\?redirectPath=%2Fprofile%2Fmessages%3FsubjectType%3Dproduct%26subjectId%3D\d+/,
    );
  });

  test('a buyer writes from a product page; the supplier sees it live, replies; edits and deletions show on both sides', async ({
    browser,
  }) => {
    test.setTimeout(180_000); // room for one resend cooldown when a run moments ago used the owner's number

    // The supplier's owner, in its own browser, on any page: the header badge is live everywhere.
    const supplierContext = await browser.newContext({ locale: 'fa-IR' });
    const supplier = await supplierContext.newPage();
    await supplier.goto('/');
    await signInAs(supplier, SUPPLIER_OWNER);
    const own = await supplier.request.get('/api/v1/supplierproducts/mine?pageSize=50');
    expect(own.ok()).toBe(true);
    const product = ((await own.json()).items as { id: number; status: string; slug: string }[]).find(
      (p) => p.status === 'published',
    );
    expect(product).toBeDefined();
    await supplier.goto('/');
    await expect(supplier.getByTestId('unread-badge')).toBeVisible();
    const before = Number(
      ((await unreadCount(supplier).count()) ? await unreadCount(supplier).textContent() : '0')?.replace(
        /[۰-۹]/g,
        (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)),
      ),
    );

    // A new buyer, from the product page.
    const buyerContext = await browser.newContext({ locale: 'fa-IR' });
    const buyer = await buyerContext.newPage();
    await buyer.goto('/');
    await signInAs(buyer, freshMobile());
    await buyer.goto(`/products/${product?.id}/${encodeURIComponent(product?.slug ?? '')}`);
    await buyer.getByRole('link', { name: 'پیام به تأمین‌کننده' }).click();
    await expect(buyer).toHaveURL(/\/profile\/messages\?subjectType=product&subjectId=\d+/);
    const question = `موجودی و زمان تحویل برای ${Date.now() % 1000} عدد چقدر است؟`;
    await buyer.getByLabel('متن پیام').fill(question);
    await buyer.getByRole('button', { name: 'ارسال' }).click();
    const buyerThread = buyer.getByTestId('thread');
    await expect(buyerThread.getByTestId('message').last()).toContainText('موجودی و زمان تحویل');
    await expect(buyerThread.getByTestId('message-status').last()).toHaveText('✓ ارسال شد');
    expect(await blockingViolations(buyer)).toEqual([]);

    // The supplier's badge rises without a reload.
    await expect(unreadCount(supplier)).toHaveText(
      String(before + 1).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d),
    );

    // The supplier opens the inbox through the badge; the buyer's message is there, and opening it is a read.
    await supplier.getByTestId('unread-badge').click();
    await expect(supplier.getByRole('heading', { level: 1, name: 'پیام‌ها' })).toBeVisible();
    await supplier.getByTestId('conversation-item').first().click();
    const supplierThread = supplier.getByTestId('thread');
    await expect(supplierThread.getByTestId('message').last()).toContainText('موجودی و زمان تحویل');
    await expect(supplierThread.getByTestId('day-separator').first()).toHaveText(/^[۰-۹]+ [آ-ی]+ [۰-۹]{4}$/);
    expect(await blockingViolations(supplier)).toEqual([]);

    // The buyer sees "seen" live.
    await expect(buyerThread.getByTestId('message-status').last()).toHaveText('✓✓ دیده شد');

    // The supplier replies; the buyer sees it without reloading, and the writer's name.
    await supplier.getByLabel('متن پیام').fill('موجود است؛ تحویل سه روز کاری.');
    await supplier.getByLabel('متن پیام').press('Enter');
    await expect(buyerThread.getByTestId('message').last()).toContainText('موجود است؛ تحویل سه روز کاری.');
    await expect(buyerThread.getByTestId('message-author').last()).toHaveText('مالک تأمین‌کننده');
    // The buyer has the thread open: it is read at once and the supplier sees the seen mark.
    await expect(supplierThread.getByTestId('message-status').last()).toHaveText('✓✓ دیده شد');

    // The buyer edits the question; the supplier sees the new text live.
    const mine = buyerThread.getByTestId('message').filter({ hasText: 'موجودی و زمان تحویل' });
    await mine.getByRole('button', { name: 'ویرایش پیام' }).click();
    await buyer.getByLabel('متن پیام').fill('موجودی و زمان تحویل برای ۲۰ عدد چقدر است؟');
    await buyer.getByRole('button', { name: 'ذخیره' }).click();
    await expect(
      supplierThread.getByTestId('message').filter({ hasText: 'برای ۲۰ عدد' }).getByText('ویرایش‌شده'),
    ).toBeVisible();

    // The supplier deletes its reply: both sides read «این پیام حذف شد».
    const reply = supplierThread.getByTestId('message').filter({ hasText: 'تحویل سه روز کاری' });
    await reply.getByRole('button', { name: 'حذف پیام' }).click();
    await reply.getByRole('button', { name: 'بله، حذف شود' }).click();
    await expect(supplierThread.getByTestId('message').last()).toHaveText(/این پیام حذف شد/);
    await expect(buyerThread.getByTestId('message').last()).toHaveText(/این پیام حذف شد/);
    await expect(buyerThread).not.toContainText('تحویل سه روز کاری');

    // The buyer attaches a drawing (uploaded to /files first); the supplier sees it live and downloads it.
    await buyer
      .getByLabel('پیوست', { exact: true })
      .setInputFiles({ name: 'drawing.png', mimeType: 'image/png', buffer: PNG_1x1 });
    const chosen = buyer.getByTestId('chosen-attachments');
    await expect(chosen).toContainText('drawing.png');
    await expect(chosen.getByRole('button', { name: 'حذف پیوست drawing.png' })).toBeVisible();
    await buyer.getByLabel('متن پیام').fill('نقشهٔ فنی پیوست شد.');
    await buyer.getByRole('button', { name: 'ارسال' }).click();
    await expect(chosen).toBeHidden();
    const withDrawing = supplierThread.getByTestId('message').filter({ hasText: 'نقشهٔ فنی پیوست شد.' });
    const link = withDrawing.getByRole('link', { name: /drawing\.png/ });
    await expect(link).toHaveText(/\([۰-۹٫]+ بایت\)/);
    const [download] = await Promise.all([supplier.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('drawing.png');
    const saved = await download.path();
    expect(saved).toBeTruthy();
    const served = await supplier.request.get((await link.getAttribute('href')) ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(await blockingViolations(buyer)).toEqual([]);

    // The buyer blocks the conversation: the supplier's composer gives way to a notice, live; unblocking restores it.
    await buyer.getByRole('button', { name: 'مسدود کردن' }).click();
    await expect(supplier.getByText('طرف گفتگو آن را مسدود کرده است')).toBeVisible();
    await expect(supplier.getByLabel('متن پیام')).toBeHidden();
    await buyer.getByRole('button', { name: 'رفع مسدودی' }).click();
    await expect(supplier.getByLabel('متن پیام')).toBeVisible();

    await buyerContext.close();
    await supplierContext.close();
  });

  test('on a phone the list comes first, then the thread with a way back', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await signInAs(page, freshMobile());
    await page.goto('/products/search/Product');
    const href = (await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href')) ?? '';
    await page.goto(href);
    await page.getByRole('link', { name: 'پیام به تأمین‌کننده' }).click();
    await page.getByLabel('متن پیام').fill('سلام؛ کاتالوگ فنی دارید؟');
    await page.getByRole('button', { name: 'ارسال' }).click();
    await expect(page.getByTestId('thread')).toContainText('کاتالوگ فنی');
    await expect(page.getByRole('region', { name: 'فهرست گفتگوها' })).toBeHidden();
    await page.getByRole('button', { name: 'بازگشت به فهرست گفتگوها' }).click();
    await expect(page.getByRole('region', { name: 'فهرست گفتگوها' })).toBeVisible();
    await expect(page.getByTestId('conversation-item')).toHaveCount(1);
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });
});
