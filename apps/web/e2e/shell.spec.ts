import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import { expect, test } from '@playwright/test';

const SITE_NAME = 'بازار صنعت';
const NOT_FOUND_TEXT = 'صفحه مورد نظر یافت نشد';
const GENERIC_ERROR_TEXT = 'در ارائه خدمات مشکلی پیش آمد، لطفاً دوباره تلاش کنید';

test.describe('site shell', () => {
  test('a visitor lands on a Persian, right-to-left home page listing the four root category types', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(SITE_NAME);

    const main = page.getByRole('main');
    for (const label of Object.values(CATEGORY_TYPE_LABELS)) {
      await expect(main.getByRole('heading', { name: label })).toBeVisible();
    }
    // Numbers on screen use Persian digits.
    await expect(main.getByText(/[۰-۹]+ زیرگروه اصلی/).first()).toBeVisible();
  });

  test('the header mega-menu opens with the keyboard and links to subcategories', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'دسته‌بندی‌ها' });
    for (const label of Object.values(CATEGORY_TYPE_LABELS)) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }

    const subcategoryLinks = menu.locator('a[href^="/category/"]:not([href^="/category/categoryType/"])');
    expect(await subcategoryLinks.count()).toBeGreaterThan(0);

    const firstType = menu.locator('summary').first();
    await firstType.focus();
    await page.keyboard.press('Enter');
    const panel = menu.locator('details[open]');
    await expect(panel).toHaveCount(1);
    await expect(panel.locator('a[href^="/category/"]').first()).toBeVisible();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu.locator('details[open]')).toHaveCount(0);
    await expect(firstType).toBeFocused();
  });

  test('an unknown address shows the 404 screen in place with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
    await expect(page).toHaveTitle(`۴۰۴ - ${NOT_FOUND_TEXT} | ${SITE_NAME}`);
    await expect(page.getByTestId('error-code')).toHaveText('۴۰۴');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خطا');
    await expect(page.getByTestId('error-message')).toHaveText(NOT_FOUND_TEXT);
    await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'بازگشت به صفحه قبل' })).toBeVisible();
  });

  test('the previous-page button on the 404 screen goes back in history', async ({ page }) => {
    await page.goto('/error/500');
    await page.goto('/missing-product-page');
    await page.getByRole('link', { name: 'بازگشت به صفحه قبل' }).click();
    await expect(page).toHaveURL(/\/error\/500$/);
  });

  const errorScreens = [
    { path: '/error', code: null, text: GENERIC_ERROR_TEXT, title: `خطا | ${SITE_NAME}` },
    {
      path: '/error/400',
      code: '۴۰۰',
      text: 'درخواست ارسال‌شده معتبر نیست',
      title: `۴۰۰ - درخواست نامعتبر | ${SITE_NAME}`,
    },
    {
      path: '/error/403',
      code: '۴۰۳',
      text: 'شما اجازهٔ دسترسی به این صفحه را ندارید',
      title: `۴۰۳ - دسترسی غیرمجاز | ${SITE_NAME}`,
    },
    { path: '/error/404', code: '۴۰۴', text: NOT_FOUND_TEXT, title: `۴۰۴ - ${NOT_FOUND_TEXT} | ${SITE_NAME}` },
    {
      path: '/error/500',
      code: '۵۰۰',
      text: GENERIC_ERROR_TEXT,
      title: `۵۰۰ - در ارائه خدمات مشکلی پیش آمد | ${SITE_NAME}`,
    },
  ];
  for (const screen of errorScreens) {
    test(`the ${screen.path} screen shows its message and a way home`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page).toHaveTitle(screen.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('خطا');
      await expect(page.getByTestId('error-message')).toHaveText(screen.text);
      if (screen.code) await expect(page.getByTestId('error-code')).toHaveText(screen.code);
      else await expect(page.getByTestId('error-code')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
    });
  }

  test('400 and 403 use the empty layout, the others the default one', async ({ page }) => {
    await page.goto('/error/403');
    await expect(page.getByRole('navigation', { name: 'دسته‌بندی‌ها' })).toHaveCount(0);
    await expect(page.getByRole('search')).toHaveCount(0);
    await page.goto('/error/404');
    await expect(page.getByRole('search')).toBeVisible();
  });

  test('the canonical link keeps only whitelisted query parameters, sorted by name', async ({ page }) => {
    await page.goto('/?utm_source=newsletter&sort=price&fbclid=abc&page=2');
    const href = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(href).not.toBeNull();
    const canonical = new URL(href ?? '');
    expect(canonical.pathname).toBe('/');
    expect(canonical.search).toBe('?page=2&sort=price');
  });

  test('inner pages are titled "page | site name"', async ({ page }) => {
    await page.goto('/users/login');
    await expect(page).toHaveTitle(`ورود به حساب کاربری | ${SITE_NAME}`);
  });

  // The logged-in profile area (Home selected by default, its sections) is covered by identity.spec.ts.
  test('the profile area needs a session: an anonymous visitor is sent to the login page', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=%2Fprofile&loginPerPage=false$/);
  });

  test('searching from the header goes to /search/{normalised key}', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'جستجو در بازار صنعت' }).fill('  پمپ   آب ');
    await page.getByRole('button', { name: 'جستجو' }).click();
    await expect(page).toHaveURL(`/search/${encodeURIComponent('پمپ آب')}`);
  });

  test('without JavaScript the search form still reaches /search/{key}', async ({ request }) => {
    const response = await request.get(`/search?q=${encodeURIComponent('شير  صنعتي')}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(new RegExp(`/search/${encodeURIComponent('شیر صنعتی')}$`));
  });

  test('responses carry the security headers and do not advertise the framework', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
