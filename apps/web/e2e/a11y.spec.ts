import { blockingViolations } from './support/axe';
import { expect, test } from './support/test';

test.describe('accessibility', () => {
  test('the home page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the home page with a mega-menu panel open has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'دسته‌بندی‌ها' });
    await menu.getByRole('button').first().click();
    await expect(menu.getByTestId('mega-menu-panel').locator('a[href^="/category/"]').nth(1)).toBeVisible();
    // The whole bar is scanned: the menu is our own disclosure navigation (decision 076), without the focus
    // sentinel Radix NavigationMenu put after an open trigger (which this scan had to leave out).
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('a product list and its filter sheet on a phone have no serious or critical axe violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/category/categoryType/Product');
    await page.getByRole('main').locator('a[href^="/category/"]').first().click();
    await page.getByRole('link', { name: /^همهٔ محصولات/ }).click();
    await expect(page).toHaveTitle(/^محصولات /);
    await expect(page.getByTestId('filter-sheet-button')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByTestId('filter-sheet-button').click();
    await expect(page.getByRole('dialog', { name: 'فیلتر محصولات' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the 404 screen has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    expect(await blockingViolations(page)).toEqual([]);
  });
});
