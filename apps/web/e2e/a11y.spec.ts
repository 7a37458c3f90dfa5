import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';

test.describe('accessibility', () => {
  test('the home page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the home page with a mega-menu panel open has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'دسته‌بندی‌ها' }).locator('summary').first().click();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the 404 screen has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    expect(await blockingViolations(page)).toEqual([]);
  });
});
