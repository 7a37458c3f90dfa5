import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((n) => n.target),
    }));
}

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
