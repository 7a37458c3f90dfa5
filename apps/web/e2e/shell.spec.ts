import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import { expect, test } from './support/test';

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

  test('the header mega-menu loads its subcategories when opened, by keyboard or hover, once per browser', async ({
    page,
  }) => {
    const panelRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/menu/categories/')) panelRequests.push(request.url());
    });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'دسته‌بندی‌ها' });
    for (const label of Object.values(CATEGORY_TYPE_LABELS)) {
      await expect(menu.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    // The deeper levels are not part of the page.
    await expect(menu.locator('a[href^="/category/"]')).toHaveCount(0);

    const firstType = menu.getByRole('button').first();
    await firstType.focus();
    await page.keyboard.press('Enter');
    await expect(firstType).toHaveAttribute('aria-expanded', 'true');
    const panel = menu.getByTestId('mega-menu-panel');
    const subcategory = panel.locator('a[href^="/category/"]:not([href^="/category/categoryType/"])').first();
    await expect(subcategory).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(firstType).toBeFocused();

    // Arrows move between the types (right to left: the next type is to the left), End and Home to the ends.
    await page.keyboard.press('ArrowLeft');
    await expect(menu.getByRole('button').nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('button').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(firstType).toBeFocused();

    // A press outside the bar closes an open panel (the pointer itself stays where it is).
    await page.keyboard.press('Enter');
    await expect(firstType).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('main').dispatchEvent('pointerdown');
    await expect(menu.getByTestId('mega-menu-panel')).toHaveCount(0);
    await expect(firstType).toHaveAttribute('aria-expanded', 'false');

    // Hovering a type opens it after a short delay.
    const secondType = menu.getByRole('button').nth(1);
    await secondType.hover();
    await expect(secondType).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByTestId('mega-menu-panel')).toBeVisible();
    await page.mouse.move(5, 800);
    await expect(menu.getByTestId('mega-menu-panel')).toHaveCount(0);
    expect(panelRequests.length).toBeGreaterThan(0);

    // Another page: the opened panels come from the browser's storage.
    const before = panelRequests.length;
    await page.goto('/error/404');
    await page.getByRole('navigation', { name: 'دسته‌بندی‌ها' }).getByRole('button').first().click();
    await expect(page.getByTestId('mega-menu-panel').locator('a[href^="/category/"]').nth(1)).toBeVisible();
    expect(panelRequests.length).toBe(before);
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
    await page.goto('/videos?utm_source=newsletter&sort=price&fbclid=abc&page=1');
    const href = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(href).not.toBeNull();
    const canonical = new URL(href ?? '');
    expect(canonical.pathname).toBe('/videos');
    expect(canonical.search).toBe('?page=1&sort=price');
    // The home page reads no query (it is one cached page for everyone): its canonical is the bare origin.
    await page.goto('/?utm_source=newsletter&page=2');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').search).toBe('');
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

  test('a decimal typed in the header search reaches the results whole, as the buyer wrote it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'جستجو در بازار صنعت' }).fill('الکتروموتور ۷٫۵ کیلووات');
    await page.getByRole('button', { name: 'جستجو' }).click();
    await expect(page).toHaveURL(`/search/${encodeURIComponent('الکتروموتور 7.5 کیلووات')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتایج جستجوی «الکتروموتور ۷٫۵ کیلووات»');
    await expect(page.getByTestId('product-card').first()).toContainText('۷٫۵ کیلووات');
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
