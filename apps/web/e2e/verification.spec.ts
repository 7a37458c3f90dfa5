import { blockingViolations } from './support/axe';
import { daysFromNow } from './support/dates';
import { signInAs } from './support/session';
import { type Browser, expect, test } from './support/test';

// Verification that is checked (issue 32, decision 043): the demo supplier's owner is told, beside the field, that
// an expiry before the issue date is refused, submits a certificate with its scan, sees its seeded expired one as
// «منقضی شده»; staff approve the new one; a visitor reads it with its number on the supplier page, with the list of
// what was checked, never the expired one, and the badge opens the explanation of the levels.
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

test('a certificate is submitted, approved by staff and shown on the supplier page until it expires', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const number = `QMS-E2E-${Date.now()}`;
  const supplier = await signedIn(browser, SUPPLIER_PHONE);
  await supplier.goto('/profile/certificates');
  await expect(supplier.getByRole('heading', { level: 1, name: 'گواهی‌ها و استانداردها' })).toBeVisible();
  await expect(supplier.getByText('منقضی شده').first()).toBeVisible();

  await supplier.getByLabel('شمارهٔ گواهی').fill(number);
  await supplier.getByLabel('صادرکننده').fill('TÜV NORD ایران');
  await supplier.getByLabel('تاریخ صدور').fill(daysFromNow(10).typed);
  await supplier.getByLabel('تاریخ انقضا').fill(daysFromNow(-10).typed);
  await supplier.getByLabel(/فایل گواهی/).setInputFiles({ name: 'iso.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await supplier.getByRole('button', { name: 'ارسال برای بررسی' }).click();
  await slow(supplier.getByText('تاریخ انقضا باید پس از تاریخ صدور باشد.')).toBeVisible();

  await supplier.getByLabel('تاریخ صدور').fill(daysFromNow(-30).typed);
  await supplier.getByLabel('تاریخ انقضا').fill(daysFromNow(700).typed);
  await supplier.getByLabel(/فایل گواهی/).setInputFiles({ name: 'iso.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await supplier.getByRole('button', { name: 'ارسال برای بررسی' }).click();
  await slow(supplier.getByText('گواهی ثبت شد و پس از بررسی کارشناس نمایش داده می‌شود.')).toBeVisible();
  expect(await blockingViolations(supplier)).toEqual([]);

  const admin = await signedIn(browser, ADMIN_PHONE);
  await admin.goto('/profile/admin/certificates?status=pending');
  const card = admin.getByRole('article').filter({ hasText: number });
  await card.getByRole('button', { name: 'تأیید گواهی' }).click();
  await slow(admin.getByText('گواهی تأیید شد')).toBeVisible();

  const merchants = await supplier.evaluate(async () => (await fetch('/api/v1/merchants/managed')).json());
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/supplier/${(merchants as { id: number }[])[0]?.id}`);
  const shown = visitor.getByTestId('supplier-certificate');
  // The page comes from the shared cache (decision 062); the approval expires it, so the next load after the
  // API's word reaches the web shows the certificate.
  await expect
    .poll(
      async () => {
        await visitor.reload();
        return shown.filter({ hasText: number }).count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  await expect(visitor.getByRole('heading', { name: 'آنچه بررسی شده' })).toBeVisible();
  await expect(visitor.getByTestId('supplier-checks')).toContainText('گواهی‌های تأییدشدهٔ کارشناس');
  await expect(shown.filter({ hasText: number })).toBeVisible();
  await expect(shown.filter({ hasText: 'EMS-IR-01962' })).toHaveCount(0);
  expect(await blockingViolations(visitor)).toEqual([]);

  await visitor.getByTestId('verification-badge').first().click();
  await expect(visitor).toHaveURL(/\/help\/supplier-verification/);
  await expect(visitor.getByText('برنامهٔ درخواست و نوبت‌دهی بازدید ندارد').first()).toBeVisible();
  for (const page of [admin, supplier, visitor]) await page.context().close();
});
