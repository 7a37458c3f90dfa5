// Issues 18 and 20 (item 5): on a 390×844 phone the first screen shows the thing itself. A listing's first
// result, a product's title, image and price are within the first screen; the filters open as a sheet from
// a button that counts them; the header stays at the top with search reachable; the profile menu is folded.
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import { CATEGORY_TYPE_LABELS, type CategoryMenuNode } from '@bazaar/contracts/categories';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import { apiGet } from './support/catalog-data';
import { freshMobile, signInAs } from './support/session';
import { expect, type Locator, test } from './support/test';

const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

async function expectOnFirstScreen(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box?.y ?? -1, `${what} starts on the page`).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), `${what} ends within the first screen`).toBeLessThanOrEqual(SCREEN.height);
}

test.describe('a phone’s first screen (390×844)', () => {
  test('a listing shows its first result at once; the filters open as a sheet counting the active ones', async ({
    page,
    request,
  }) => {
    const root = await apiGet<CategoryMenuNode>(request, '/categories/menu?categoryTypes=Product');
    const category = root.subcategories[0];
    if (!category) throw new Error('no product category');
    await page.goto(`/products/category/${category.id}/${encodeURIComponent(category.slug)}`);

    const firstResult = page.getByRole('list', { name: 'محصولات' }).getByRole('listitem').first();
    await expectOnFirstScreen(firstResult.getByRole('heading').first(), 'the first result’s title');
    // Nothing is wider than the phone, before or after scrolling through the list (the cards below the
    // screen skip layout until near, and must not widen the page while skipped).
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(SCREEN.width);
    await page.getByRole('list', { name: 'محصولات' }).getByRole('listitem').last().scrollIntoViewIfNeeded();
    expect(await pageWidth()).toBeLessThanOrEqual(SCREEN.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The filter form is not in the page flow on a phone.
    await expect(page.getByRole('form', { name: 'فیلتر محصولات' })).toBeHidden();

    const button = page.getByTestId('filter-sheet-button');
    await expectOnFirstScreen(button, 'the filters button');
    await expect(button).toHaveAccessibleName('فیلترها');
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'فیلتر محصولات' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('form', { name: 'فیلتر محصولات' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    // With a filter in the address the button says how many are active.
    await page.goto(`/products/category/${category.id}/${encodeURIComponent(category.slug)}?min=1`);
    await expect(page.getByTestId('filter-sheet-button')).toHaveAccessibleName('فیلترها، ۱ فیلتر فعال');
    await expect(page.getByTestId('active-filter-count')).toHaveText('۱');
  });

  test('a product page shows its title, main image and price on the first screen', async ({ page, request }) => {
    const root = await apiGet<CategoryMenuNode>(request, '/categories/menu?categoryTypes=Product');
    const category = root.subcategories[0];
    const products = await apiGet<ResultPage<ProductSummary>>(
      request,
      `/supplierproducts/catalog?categoryId=${category?.id}&pageSize=1`,
    );
    await page.goto(`/products/${products.items[0]?.id}/x`);
    await expectOnFirstScreen(page.getByRole('heading', { level: 1 }), 'the title');
    await expectOnFirstScreen(page.getByTestId('product-detail-price'), 'the price');
    await expectOnFirstScreen(page.getByTestId('offer-action-bar').getByRole('link'), 'the order action');
    const image = page.getByRole('main').locator('img').first();
    const box = await image.boundingBox();
    expect(box?.y ?? SCREEN.height, 'the image starts on the first screen').toBeLessThan(SCREEN.height / 2);
  });

  test('search results start on the first screen, the filters one tap away', async ({ page }) => {
    await page.goto(`/search/${encodeURIComponent('پمپ')}`);
    await expectOnFirstScreen(page.getByTestId('product-card').first().getByRole('heading'), 'the first result');
    await page.getByRole('link', { name: 'فیلترها', exact: true }).click();
    await expect(page).toHaveURL(/#search-facets$/);
  });

  test('the assistant brings its answer into view when a need is sent', async ({ page }) => {
    await page.goto('/ai');
    await page.getByLabel('نیاز خود را بنویسید').fill('الکتروموتور سه فاز ۷.۵ کیلووات');
    await page.getByRole('button', { name: 'بفرست' }).click();
    const reply = page.getByTestId('assistant-reply');
    await expect(reply).not.toBeEmpty({ timeout: 15_000 });
    await expect(reply).toBeInViewport();
  });

  test('the header is one row that stays at the top, with search a tap away', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    const height = (await header.boundingBox())?.height ?? 0;
    expect(height, 'the collapsed header').toBeLessThanOrEqual(72);
    await expect(page.getByRole('navigation', { name: 'دسته‌بندی‌ها' })).toBeHidden();

    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await page.getByTestId('phone-search-button').click();
    const search = page.getByRole('search').getByRole('combobox');
    await expect(search).toBeVisible();
    await expect(search).toBeFocused();

    await page.getByTestId('phone-menu-button').click();
    const menu = page.getByRole('dialog', { name: 'منو' });
    await expect(menu.getByRole('link', { name: CATEGORY_TYPE_LABELS.Product, exact: true })).toBeVisible();
    // The site links the desktop rows show, built in the browser from the header's one list (decision 076):
    // the assistant first, then each link and the links under it.
    const siteLinks = menu.getByRole('navigation', { name: 'پیوندهای سایت در منو' }).getByRole('link');
    await expect(siteLinks.first()).toHaveText('دستیار هوشمند خرید');
    await expect(siteLinks.first()).toHaveAttribute('href', '/ai');
    const desktopLinks = await page.locator('#header-site-links a, #header-site-links summary').count();
    // Each parent with children shows in the desktop row as a toggle (summary) and again as «همهٔ …» inside.
    expect(await siteLinks.count()).toBeGreaterThan(1);
    expect(await siteLinks.count()).toBeLessThanOrEqual(desktopLinks + 1);
  });

  test('the profile menu is folded behind a button naming the current section', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, freshMobile());
    await page.goto('/profile/personal-info');
    const toggle = page.getByTestId('profile-menu-toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'منوی حساب کاربری' });
    await expect(menu).toBeHidden();
    await expectOnFirstScreen(page.getByRole('main').getByRole('heading').first(), 'the page’s heading');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'علاقه‌مندی‌ها' }).click();
    await expect(page).toHaveURL(/\/profile\/favorites/);
    await expect(page.getByRole('navigation', { name: 'منوی حساب کاربری' })).toBeHidden();
  });

  test('a supplier’s product list starts on the first screen; its tools fold to one line each', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, '09120000002');
    await page.goto('/profile/products');
    const firstRow = page.locator('li[id^="product-"]').first();
    await expectOnFirstScreen(firstRow.getByRole('heading'), 'the first product’s title');
    // The dashboard is one row that scrolls sideways, not a column of cards.
    const counts = page.getByTestId('dashboard-count');
    const first = await counts.first().boundingBox();
    const last = await counts.last().boundingBox();
    expect(Math.abs((first?.y ?? 0) - (last?.y ?? 1)), 'every count on one row').toBeLessThan(2);
    await expect(page.getByLabel('قیمت تازه (تومان)')).toBeHidden();
    await page.getByText('فیلتر وضعیت، موجودی و دسته‌بندی').click();
    await expect(page.getByLabel('وضعیت', { exact: true })).toBeVisible();
  });
});
