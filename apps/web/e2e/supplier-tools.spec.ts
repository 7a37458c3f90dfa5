import { readFile } from 'node:fs/promises';
import { formatMoney } from '@bazaar/fa/money';
import { blockingViolations } from './support/axe';
import { signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

// The supplier's product-list tools (decision 028): the dashboard, CSV export and import with a Persian error
// per row, bulk price change seen on the public product pages, and duplicating a product.

/** The demo supplier owner (seed: owner of the first confirmed supplier). */
const SUPPLIER_OWNER = '09120000002';

async function openOwnProducts(page: Page) {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'محصولات من' }).first().click();
  // The workspace gathers the dashboard's counts from several modules: a slow first render on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'محصولات من' })).toBeVisible({ timeout: 20_000 });
}

test('a supplier exports, imports with a bad row, bulk-changes two prices and duplicates a product', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // room for one resend cooldown when a run moments ago used this number
  await page.goto('/');
  await signInAs(page, SUPPLIER_OWNER);
  await openOwnProducts(page);

  // The dashboard: listings by state, each a link to the filtered list.
  const published = page.getByRole('link', { name: /محصولات منتشرشده/ });
  await expect(published).toBeVisible();
  await expect(page.getByRole('link', { name: /پیام‌های خوانده‌نشده/ })).toHaveAttribute('href', '/profile/messages');
  expect(await blockingViolations(page)).toEqual([]);

  // Export: UTF-8 with a byte-order mark and the documented header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'دریافت فهرست محصولات (CSV)' }).click(),
  ]);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toMatch(/^id,title,model,category_id,category,price_rials,price_on_request,/);
  expect(lines.length).toBeGreaterThan(2);

  // Import: the first product unchanged, then a row with a price that is not a number. Nothing is applied and
  // the bad row is named with its line, column and a Persian message.
  const field = '("(?:[^"]|"")*"|[^,]*)';
  const categoryId = new RegExp(`^\\d+,${field},${field},(\\d+),`).exec(lines[1] ?? '')?.[3];
  expect(categoryId).toMatch(/^\d+$/);
  // As many columns as the header (the quantity-price columns of decision 045 at the end, empty).
  const columns = (lines[0] ?? '').split(',').length;
  const cells = ['', 'محصول آزمایشی بد', '', categoryId, '', 'دوازده هزار', 'خیر', '', 'عدد', 'موجود', 'پیش‌نویس'];
  const bad = [...cells, ...Array(columns - cells.length).fill('')].join(',');
  await page.getByLabel(/پروندهٔ CSV محصولات/).setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${lines[0]}\r\n${lines[1]}\r\n${bad}\r\n`, 'utf8'),
  });
  await page.getByRole('button', { name: 'بررسی و اعمال' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('هیچ تغییری اعمال نشد');
  const errorRow = page.getByTestId('import-error');
  await expect(errorRow).toHaveCount(1);
  await expect(errorRow).toContainText('۳');
  await expect(errorRow).toContainText('قیمت (ریال)');
  await expect(errorRow).toContainText('«دوازده هزار» پذیرفته نیست');
  expect(await blockingViolations(page)).toEqual([]);

  // Bulk edit: two published products get one new price, in tomans; each public page shows it.
  await published.click();
  await expect(page).toHaveURL(/status=published/);
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: /^انتخاب/ }) });
  const hrefs: string[] = [];
  for (const i of [0, 1]) {
    const row = rows.nth(i);
    hrefs.push((await row.getByRole('heading').getByRole('link').getAttribute('href')) ?? '');
    await row.getByRole('checkbox', { name: /^انتخاب/ }).check();
  }
  const tomans = 2_000_000 + Math.floor(Math.random() * 7_000_000);
  const bulk = page.getByRole('region', { name: 'ویرایش گروهی' });
  // Folded to one line until opened, so a phone sees the list first.
  await expect(bulk.getByLabel('قیمت تازه (تومان)')).toBeHidden();
  await bulk.getByText('ویرایش گروهی', { exact: true }).click();
  await bulk.getByLabel('قیمت تازه (تومان)').fill(tomans.toLocaleString('fa-IR'));
  await bulk.getByRole('button', { name: 'اعمال ویرایش گروهی' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toContainText('تغییرات روی محصولات');
  const shown = formatMoney(tomans * 10, { unit: 'toman' });
  const visitor = await browser.newPage({ locale: 'fa-IR' });
  for (const href of hrefs) {
    expect(href).toMatch(/^\/products\/\d+\//);
    await expect
      .poll(
        async () => {
          await visitor.goto(href);
          return (await visitor.getByTestId('product-detail-price').textContent()) ?? '';
        },
        { timeout: 5_000, intervals: [250] },
      )
      .toContain(shown);
  }
  await expect(visitor.getByTestId('fact-availability')).toBeVisible();
  await visitor.close();

  // Duplicate: a draft copy «(کپی)» opens in the editor («(کپی ۲)» and on when the product was copied before, as
  // the reported-listings journey does with a demo product).
  const first = rows.first();
  const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
  await first.getByRole('button', { name: `تکثیر «${title}»` }).click();
  await expect(page).toHaveURL(/\/profile\/products\/\d+\/edit\?notice=duplicated/);
  await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toContainText('رونوشت محصول');
  await expect(page.getByLabel('عنوان محصول')).toHaveValue(/\(کپی( \d+)?\)$/);
  expect(await blockingViolations(page)).toEqual([]);

  // The workspace on a laptop and on a phone (pictures for review when SHOTS_DIR is set), checked by axe.
  for (const viewport of [
    { width: 1366, height: 900, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/profile/products');
    await expect(page.getByRole('heading', { level: 1, name: 'محصولات من' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/products-${viewport.name}.png`, fullPage: true });
  }
});
