import { blockingViolations } from './support/axe';
import { freshMobile, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

// The wallet as a buyer uses it: a top-up through the sandbox gateway's bank page, a payment abandoned at
// the bank and retried, a pending one cancelled; the balance and the statement follow each step.
const balance = (page: Page) => page.getByTestId('wallet-balance');

async function topUp(page: Page, tomans: string) {
  await page.goto('/profile/wallet');
  await page.getByLabel('یا مبلغ دلخواه (تومان)').fill(tomans);
  await page.getByRole('button', { name: 'پرداخت و افزایش موجودی' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/SBX/);
  await expect(page.getByRole('heading', { name: 'پرداخت اینترنتی' })).toBeVisible();
}

test.describe('wallet', () => {
  test('a buyer tops up through the sandbox gateway and sees the balance and the transaction', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, freshMobile());
    await page.goto('/profile');
    await page.getByRole('link', { name: 'کیف پول' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();
    await expect(balance(page)).toHaveText('۰ تومان');
    expect(await blockingViolations(page)).toEqual([]);

    await topUp(page, '۲۵۰٬۰۰۰');
    await expect(page.getByTestId('sandbox-amount')).toHaveText('۲٬۵۰۰٬۰۰۰ ریال');
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

    await expect(page).toHaveURL(/\/payment\/callback\?gateway=sandbox/);
    await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();
    await expect(page.getByTestId('reference-id')).toHaveText(/^[۰-۹]{9}$/);
    // Reloading the return page (the bank's redirect replayed) credits nothing more.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();

    await page.getByRole('link', { name: 'بازگشت به کیف پول' }).click();
    await expect(balance(page)).toHaveText('۲۵۰٬۰۰۰ تومان');
    const entry = page.getByTestId('wallet-entry').first();
    await expect(entry).toContainText('افزایش موجودی');
    await expect(entry).toContainText('+۲۵۰٬۰۰۰ تومان');
    await expect(page.getByTestId('wallet-entry')).toHaveCount(1);
  });

  test('a payment abandoned at the bank is retried and succeeds; a pending one is cancelled', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, freshMobile());

    await topUp(page, '100000');
    await page.getByRole('button', { name: 'انصراف' }).click();
    await expect(page.getByRole('heading', { name: 'پرداخت ناموفق' })).toBeVisible();
    await page.getByRole('link', { name: 'بازگشت به کیف پول' }).click();
    const pending = page.getByTestId('pending-payment');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText('ناموفق');
    await pending.getByRole('button', { name: /پرداخت دوباره/ }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\/SBX/);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();
    await page.getByRole('link', { name: 'بازگشت به کیف پول' }).click();
    await expect(balance(page)).toHaveText('۱۰۰٬۰۰۰ تومان');
    await expect(page.getByTestId('pending-payment')).toHaveCount(0);

    // A top-up left at the bank page shows as waiting, and the buyer cancels it.
    await topUp(page, '300000');
    // Its return address opened before paying (the «NOK» typed in) ends nothing: the bank may still take the
    // money, so the page says it is being checked, and the wallet offers to pay again.
    const authority = page.url().split('/').pop();
    await page.goto(`/payment/callback?gateway=sandbox&Authority=${authority}&Status=NOK`);
    await expect(page.getByRole('heading', { name: 'پرداخت در حال بررسی' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'هنوز پرداخت را تأیید نکرده' })).toBeVisible();
    await page.goto('/profile/wallet');
    await expect(page.getByTestId('pending-payment').getByRole('button', { name: /پرداخت دوباره/ })).toBeVisible();
    const waiting = page.getByTestId('pending-payment');
    await expect(waiting).toContainText('در انتظار پرداخت');
    await waiting.getByRole('button', { name: /لغو پرداخت/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت لغو شد.' })).toBeVisible();
    await expect(page.getByTestId('pending-payment')).toHaveCount(0);
    await expect(balance(page)).toHaveText('۱۰۰٬۰۰۰ تومان');
    // A too-small amount is refused with a Persian message, nothing is started.
    await page.getByLabel('یا مبلغ دلخواه (تومان)').fill('۵۰۰');
    await page.getByRole('button', { name: 'پرداخت و افزایش موجودی' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'کمترین مبلغ افزایش موجودی' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/wallet/);
  });
});
