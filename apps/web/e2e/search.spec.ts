import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';

test.describe('search', () => {
  test('the header search leads to results by kind, each with its full list one click away', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'جستجو در بازار صنعت' }).fill('پمپ');
    await page.getByRole('searchbox', { name: 'جستجو در بازار صنعت' }).press('Enter');
    await expect(page).toHaveURL(`/search/${encodeURIComponent('پمپ')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتایج جستجوی «پمپ»');
    const products = page.getByRole('region', { name: /محصولات و خدمات/ });
    // Ranking (title over description, …) is issue 15's; here every product shown must match somewhere.
    await expect(products.getByTestId('product-card').filter({ hasText: 'پمپ' }).first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /دسته‌بندی‌ها/ })
        .getByRole('link')
        .first(),
    ).toContainText('پمپ');
    expect(await blockingViolations(page)).toEqual([]);
    await products.getByRole('link', { name: 'همهٔ نتایج در تجهیزات و کالای صنعتی' }).click();
    await expect(page).toHaveURL(/\/products\/search\/Product\?q=/);
  });

  test('a search that finds nothing says so and offers the main categories', async ({ page }) => {
    const response = await page.goto(`/search/${encodeURIComponent('زززیییققق')}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('چیزی با این عبارت پیدا نشد')).toBeVisible();
    await expect(page.getByRole('link', { name: 'تجهیزات و کالای صنعتی' }).last()).toHaveAttribute(
      'href',
      '/category/categoryType/Product',
    );
  });
});
