import { toPersianDigits } from '@bazaar/fa/digits';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatFileSize } from '../src/lib/file-size';
import { blockingViolations } from './support/axe';
import { freshMobile, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

// Decision 035. (1) An owner gives an agent the company-profile right on /profile/agents; the agent then edits
// /profile/company, and loses it when the owner takes it back. The demo agent 09120000023 is an agent of the
// supplier the demo buyer 09120000022 owns (seed: trade.ts), so that owner grants it. (2) The demo supplier's
// owner attaches a PDF catalogue to a published product in the editor; the public product page links it with
// its size in Persian digits, and the link downloads a PDF. (3) A member of two merchants switches between
// them in the workspace.
const AGENTS_OWNER = '09120000022';
const AGENT = '09120000023';
const SUPPLIER_OWNER = '09120000002';
/** Pages render on demand on a shared machine: a first render may take longer than the default wait. */
const slowExpect = expect.configure({ timeout: 20_000 });

async function noBlockingViolations(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

async function catalogueBytes(label: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(`Product catalogue ${label}`, {
    x: 50,
    y: 780,
    size: 18,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

test('an owner gives an agent the company-profile right, the agent edits the profile, and loses it when revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signInAs(page, AGENTS_OWNER);
  await page.goto('/profile/agents');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'نمایندگان تأمین‌کننده' })).toBeVisible();
  const row = page.getByTestId('agent-row').filter({ hasText: 'سارا امینی' });
  const profileRight = row.getByLabel('اجازه ویرایش پروفایل شرکت');
  // A run interrupted after granting leaves it granted: start from «not allowed».
  if (await profileRight.isChecked()) {
    await profileRight.uncheck();
    await row.getByRole('button', { name: /ذخیرهٔ اختیارات/ }).click();
    await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('اختیارات نماینده ذخیره شد');
  }
  await expect(row.getByTestId('agent-rights')).toHaveText('اختیارات فعلی: ویرایش محصولات');
  await noBlockingViolations(page);

  // The agent, in another browser, is refused the company profile.
  const agentContext = await browser.newContext({ locale: 'fa-IR' });
  const agent = await agentContext.newPage();
  await agent.goto('/');
  await signInAs(agent, AGENT);
  expect((await agent.goto('/profile/company'))?.status()).toBe(403);

  // The owner ticks the right and saves it.
  await row.getByLabel('اجازه ویرایش پروفایل شرکت').check();
  await row.getByRole('button', { name: /ذخیرهٔ اختیارات/ }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('اختیارات نماینده ذخیره شد');
  await expect(row.getByTestId('agent-rights')).toHaveText('اختیارات فعلی: ویرایش محصولات، ویرایش پروفایل شرکت');
  await expect(row.getByLabel('اجازه ویرایش پروفایل شرکت')).toBeChecked();
  await noBlockingViolations(page);

  // The agent's next request: the profile is theirs to edit, and a save reaches the company's profile.
  expect((await agent.goto('/profile/company'))?.status()).toBe(200);
  await slowExpect(agent.getByRole('heading', { level: 1, name: /^نمایهٔ / })).toBeVisible();
  const form = agent.getByRole('form', { name: 'نمایهٔ شرکت' });
  const about = `معرفی نوشتهٔ نماینده ${toPersianDigits(Date.now() % 100_000)}`;
  await form.getByLabel('دربارهٔ شرکت').fill(about);
  await form.getByRole('button', { name: 'ذخیرهٔ نمایه' }).click();
  await slowExpect(agent.getByRole('status').filter({ hasText: /\S/ })).toContainText('نمایهٔ شرکت ذخیره شد');
  await expect(form.getByLabel('دربارهٔ شرکت')).toHaveValue(about);
  await noBlockingViolations(agent);

  // Taken back: the agent's next request is refused again.
  await row.getByLabel('اجازه ویرایش پروفایل شرکت').uncheck();
  await row.getByRole('button', { name: /ذخیرهٔ اختیارات/ }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('اختیارات نماینده ذخیره شد');
  await expect(row.getByTestId('agent-rights')).toHaveText('اختیارات فعلی: ویرایش محصولات');
  expect((await agent.goto('/profile/company'))?.status()).toBe(403);
  await agentContext.close();
});

test('a supplier attaches a PDF catalogue to a product; the public page links it with its size and it downloads', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signInAs(page, SUPPLIER_OWNER);
  const mine = await page.request.get('/api/v1/supplierproducts/mine?status=published&pageSize=1');
  expect(mine.status()).toBe(200);
  const product = ((await mine.json()) as { items: { id: number; slug: string }[] }).items[0];
  if (!product) throw new Error('the demo supplier has no published product');

  const pdf = await catalogueBytes(String(Date.now()));
  await page.goto(`/profile/products/${product.id}/edit`);
  const editor = page.getByRole('form', { name: 'ویرایشگر محصول' });
  await slowExpect(editor).toBeVisible();
  await noBlockingViolations(page);
  await editor
    .getByLabel('کاتالوگ محصول (PDF)', { exact: true })
    .setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: pdf });
  await editor.getByRole('button', { name: 'ذخیره و انتشار' }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('ذخیره شد');
  const size = formatFileSize(pdf.byteLength);
  // The editor shows the attached file with its size, downloadable by the supplier.
  await expect(page.getByRole('link', { name: `catalogue.pdf (${size})` })).toBeVisible();

  // A visitor: the cached product page shows the link (the save expired it), with the size in Persian digits.
  const visitorContext = await browser.newContext({ locale: 'fa-IR' });
  const visitor = await visitorContext.newPage();
  const link = visitor.getByRole('link', { name: /دانلود کاتالوگ محصول \(PDF\)/ });
  await expect
    .poll(
      async () => {
        await visitor.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
        return (await link.count()) > 0 ? await link.textContent() : '';
      },
      { timeout: 15_000, intervals: [200, 500, 1_000] },
    )
    .toContain(size);
  expect(size).toMatch(/^[۰-۹٫]+ (بایت|کیلوبایت)$/);
  await noBlockingViolations(visitor);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toBe(`/api/v1/supplierproducts/${product.id}/catalog-file`);
  const downloaded = await visitor.request.get(href);
  expect(downloaded.status()).toBe(200);
  expect(downloaded.headers()['content-type']).toBe('application/pdf');
  expect((await downloaded.body()).equals(pdf)).toBe(true);
  const downloadEvent = visitor.waitForEvent('download');
  await link.click();
  expect((await downloadEvent).suggestedFilename()).toBe('catalogue.pdf');
  await visitorContext.close();
});

async function invite(page: Page, phone: string) {
  await page.goto('/profile/agents');
  await page.getByLabel('شمارهٔ موبایل').fill(phone);
  await page.getByRole('button', { name: 'فرستادن دعوت' }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('دعوت‌نامه ثبت شد');
}

test('a member of two merchants switches between them in the workspace, and the choice is remembered', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const member = freshMobile();
  for (const owner of [SUPPLIER_OWNER, AGENTS_OWNER]) {
    const context = await browser.newContext({ locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto('/');
    await signInAs(page, owner);
    await invite(page, member);
    await context.close();
  }
  const context = await browser.newContext({ locale: 'fa-IR' });
  const page = await context.newPage();
  await page.goto('/');
  await signInAs(page, member);
  await page.goto('/profile/invitations');
  for (let i = 0; i < 2; i += 1) {
    await page
      .getByRole('button', { name: /^پذیرفتن/ })
      .first()
      .click();
    await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('دعوت را پذیرفتید');
  }
  await signInAs(page, member); // a fresh session carries the agent's role

  await page.goto('/profile/products');
  const switcher = page.getByRole('navigation', { name: 'تأمین‌کنندهٔ فعال' });
  await slowExpect(switcher.getByRole('button')).toHaveCount(2);
  const rows = page.locator('li[id^="product-"]');
  const current = async () => (await switcher.locator('button[aria-current="true"]').textContent()) ?? '';
  const first = await current();
  const second = (await switcher.locator('button:not([aria-current])').textContent()) ?? '';
  expect(first).not.toBe(second);
  await expect(rows.first()).toContainText(first);
  await expect(rows.filter({ hasText: second })).toHaveCount(0);
  await noBlockingViolations(page);

  await switcher.getByRole('button', { name: second }).click();
  await slowExpect(switcher.locator('button[aria-current="true"]')).toHaveText(second);
  await expect(rows.first()).toContainText(second);
  await expect(rows.filter({ hasText: first })).toHaveCount(0);
  // Remembered: the list's own address, opened again, stays with the chosen merchant.
  await page.goto('/profile/products');
  await expect(switcher.locator('button[aria-current="true"]')).toHaveText(second);
  await context.close();
});
