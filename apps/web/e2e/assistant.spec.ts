import { blockingViolations } from './support/axe';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

// The sourcing assistant (issue 19): a buyer reaches /ai from the home page, types a need, edits one of
// the understood chips (the query re-runs), opens a product from the comparison, and starts a direct order
// pre-filled with the quantity and unit of the need. Axe on the way.
const BUYER_PHONE = '09120000022';
const slow = expect.configure({ timeout: 20_000 });

test.describe('sourcing assistant', () => {
  test('need → chips → edit a chip → comparison → product → pre-filled order', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await signInAs(page, BUYER_PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: 'دستیار هوشمند خرید', exact: true }).first().click();
    await expect(page).toHaveURL(/\/ai$/);
    await expect(page.getByRole('heading', { level: 1, name: 'دستیار هوشمند خرید' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByLabel('نیاز خود را بنویسید').fill('۲۰ دستگاه الکتروموتور سه فاز ۱۱ کیلووات ۱۵۰۰ دور');
    await page.getByRole('button', { name: 'بفرست' }).click();
    const chips = page.getByTestId('assistant-chip');
    await slow(chips.filter({ hasText: 'kW' })).toBeVisible();
    await expect(page.getByText('دسته: الکتروموتور سه‌فاز')).toBeVisible();
    await expect(page.getByText('مقدار سفارش: ۲۰ دستگاه')).toBeVisible();
    await expect(page.getByTestId('assistant-reply')).toContainText('الکتروموتور سه‌فاز');

    // Edit the speed chip: at least 1000 rpm instead of about 1500; the query runs again.
    const speed = chips.filter({ hasText: 'rpm' });
    await speed.click();
    const editor = page.getByRole('form', { name: /ویرایش/ });
    await editor.getByLabel(/^حدود/).fill('');
    await editor.getByLabel(/^حداقل/).fill('۱۰۰۰');
    expect(await blockingViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'اعمال' }).click();
    await slow(chips.filter({ hasText: 'حداقل ۱٬۰۰۰ rpm' })).toBeVisible();

    const comparison = page.getByTestId('assistant-comparison');
    await slow(comparison).toBeVisible();
    await expect(comparison.getByRole('rowheader', { name: /rpm/ })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // Open the first compared product, then come back to order it.
    const first = comparison.getByTestId('compare-product').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await slow(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 10));
    await page.goBack();
    await slow(page.getByTestId('assistant-comparison')).toBeVisible();

    await page.getByTestId('assistant-comparison').getByTestId('compare-order').first().click();
    await slow(page.getByRole('heading', { level: 1, name: 'سفارش مستقیم تازه' })).toBeVisible();
    await expect(page).toHaveURL(/quantity=20/);
    await expect(page.getByLabel('مقدار', { exact: true })).toHaveValue('20');
    await expect(page.getByLabel('واحد', { exact: true })).toHaveValue('دستگاه');
    expect(await blockingViolations(page)).toEqual([]);

    // The conversation is kept in the profile.
    await page.goto('/profile/assistant');
    await expect(page.getByTestId('assistant-conversations')).toContainText('الکتروموتور');
  });

  test('/openai says plainly that no model is configured, and /newai starts afresh', async ({ page }) => {
    await page.goto('/openai');
    await expect(page.getByTestId('model-notice')).toContainText('پیکربندی نشده');
    await page.getByLabel('نیاز خود را بنویسید').fill('شیر توپی ۲ اینچ');
    await page.getByRole('button', { name: 'بفرست' }).click();
    await slow(page.getByTestId('assistant-reply')).toContainText('دستیار داخلی پاسخ داد');
    await page.getByRole('link', { name: 'گفت‌وگوی تازه' }).click();
    await expect(page).toHaveURL(/\/newai$/);
    await expect(page.getByTestId('assistant-chip')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
