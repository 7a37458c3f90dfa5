import { codeSentTo, signInAs } from './support/session';
import { type Browser, expect, type Page, test } from './support/test';

// Supplier payouts (decision 038): the demo supplier's owner adds a bank account with the code texted to them,
// withdraws (a too-small amount is refused beside the field first), sees the withdrawal waiting, and after staff
// run the payout job through the sandbox, sees it paid.
const OWNER = '09120000002';
const STAFF = '09120000001';
const toPersian = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

/** A valid Melli Bank شبا with a random account number: check digits by ISO 7064 mod 97 («IR» = 18 27). */
function randomSheba(): string {
  const account = String(Math.floor(Math.random() * 1e12)).padStart(12, '1');
  const bban = `0170000000${account}`;
  const check = String(98n - (BigInt(`${bban}182700`) % 97n)).padStart(2, '0');
  return `IR${check}${bban}`;
}

/** Asks for the account code; a code asked moments ago (the sign-in's) makes the API ask for a short wait. */
async function askForCode(page: Page) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.goto('/profile/payouts');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    const notice = page.getByRole('status').filter({ hasText: /کد/ });
    await expect(notice).toBeVisible();
    if ((await notice.textContent())?.includes('پیامک شد')) return;
    await page.waitForTimeout(65_000);
  }
  throw new Error('the code was never sent');
}

async function staffRunsPayouts(browser: Browser) {
  const context = await browser.newContext({ locale: 'fa-IR' });
  const staff = await context.newPage();
  await staff.goto('/');
  await signInAs(staff, STAFF);
  await staff.goto('/profile/admin/payouts');
  await expect(staff.getByRole('heading', { level: 1, name: 'واریز به تأمین‌کنندگان' })).toBeVisible();
  await staff.getByRole('button', { name: 'اجرای صف واریز' }).click();
  await expect(staff.getByText('صف واریزها اجرا شد')).toBeVisible();
  await staff.getByRole('link', { name: 'واریزشده', exact: true }).click();
  await expect(staff.getByTestId('staff-payout').first()).toBeVisible();
  await context.close();
}

test('a supplier adds a bank account with the texted code, withdraws, and sees it paid after the payout job', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await signInAs(page, OWNER);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'موجودی و برداشت' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'موجودی و برداشت' })).toBeVisible();
  await expect(page.getByTestId('receivable')).toContainText('تومان');

  await askForCode(page);
  const code = await codeSentTo(page.request, OWNER);
  const sheba = randomSheba();
  // Typed the way a person copies it: Persian digits in groups of four.
  await page.getByLabel('شمارهٔ شبا').fill(toPersian(sheba.replace(/(.{4})(?=.)/g, '$1 ')));
  await page.getByLabel('نام صاحب حساب').fill('کاربر آزمون');
  await page.getByLabel('کد پیامک‌شده').fill(code);
  await page.getByRole('button', { name: 'ثبت حساب' }).click();
  await expect(page.getByText('حساب بانکی ثبت شد')).toBeVisible();
  await expect(page.getByTestId('bank-account').filter({ hasText: 'کاربر آزمون' }).first()).toBeVisible();

  const accountLabel = `بانک ملی ایران — کاربر آزمون — ${sheba.slice(-4)}`;
  await page.getByLabel('حساب مقصد').selectOption({ label: accountLabel });
  await page.getByLabel('مبلغ (تومان)').fill('۵');
  await page.getByRole('button', { name: 'ثبت برداشت' }).click();
  await expect(page.locator('#withdraw-amount-error')).toContainText('حداقل مبلغ برداشت');

  await page.getByLabel('مبلغ (تومان)').fill('۱۵۰٬۰۰۰');
  await page.getByRole('button', { name: 'ثبت برداشت' }).click();
  await expect(page.getByText('درخواست برداشت ثبت شد')).toBeVisible();
  const newest = page.getByTestId('withdrawal').first();
  await expect(newest).toContainText('۱۵۰٬۰۰۰ تومان');
  await expect(newest.getByTestId('withdrawal-status')).toHaveText('در صف واریز');

  await staffRunsPayouts(browser);
  await page.reload();
  await expect(page.getByTestId('withdrawal').first().getByTestId('withdrawal-status')).toHaveText('واریزشده');
  await expect(page.getByTestId('withdrawal').first()).toContainText('شمارهٔ پیگیری بانک');
});
