import type { DeliveryAddress } from '@bazaar/contracts/addresses';
import { formatMoney } from '@bazaar/fa/money';
import { blockingViolations } from './support/axe';
import { freshMobile, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

/** The demo supplier owner (seed: owner of the first confirmed supplier). */
const SUPPLIER_OWNER = '09120000002';
/** How soon a saved change must be on the public page (issue 10, item 8). */
const PUBLIC_WITHIN_MS = 2_000;

async function openOwnProducts(page: Page) {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'محصولات من' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'محصولات من' })).toBeVisible();
}

test.describe('supplier workspace: own products', () => {
  // One sign-in for the whole journey: the API allows one code per number per minute.
  test('a supplier changes a price and the public product page shows it within two seconds', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000); // room for one resend cooldown when a run moments ago used this number
    await page.goto('/');
    await signInAs(page, SUPPLIER_OWNER);
    await openOwnProducts(page);
    expect(await blockingViolations(page)).toEqual([]);

    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') })
      .filter({ hasText: 'منتشرشده' })
      .first();
    const link = item.getByRole('heading').getByRole('link');
    const title = (await link.textContent())?.trim() ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/products\/\d+\//);
    const inquiry = item.getByRole('checkbox', { name: 'استعلام قیمت' });
    const save = item.getByRole('button', { name: `ذخیرهٔ قیمت «${title}»` });

    // A wrong price is refused with a Persian message, and nothing is saved.
    if (await inquiry.isChecked()) await inquiry.uncheck();
    await item.getByLabel('قیمت (تومان)').fill('۱۲٫۵');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      'قیمت باید عددی درست و بیشتر از صفر (به تومان) باشد.',
    );

    // The supplier's visitor chart: its total before a new visitor comes.
    const visitsBefore = await page.getByTestId('visits-total').textContent();

    // A visitor has the product page open: served from the page cache (ISR) after the first render. Headless
    // Chromium calls itself HeadlessChrome, which the API rightly does not count; this visitor is a browser.
    const visitor = await browser.newContext({
      locale: 'fa-IR',
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Visitor/${Date.now()}`,
    });
    const publicPage = await visitor.newPage();
    expect((await publicPage.goto(href))?.status()).toBe(200);
    await publicPage.reload();

    const tomans = 1_000_000 + Math.floor(Math.random() * 8_000_000);
    const shown = formatMoney(tomans * 10, { unit: 'toman' });
    await expect(publicPage.getByRole('main')).not.toContainText(shown);

    if (await inquiry.isChecked()) await inquiry.uncheck();
    await item.getByLabel('قیمت (تومان)').fill(String(tomans));
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('قیمت ذخیره شد');
    const saved = Date.now();
    // The saved price is in the member's list at once, in tomans.
    await expect(page.getByRole('main')).toContainText(shown);

    await expect
      .poll(
        async () => {
          await publicPage.reload();
          return (await publicPage.getByRole('main').textContent()) ?? '';
        },
        { timeout: PUBLIC_WITHIN_MS, intervals: [150] },
      )
      .toContain(shown);
    console.log(`price public ${Date.now() - saved} ms after the save`);
    await visitor.close();

    // The visitor's view (counted once, however often reloaded) moved the supplier's chart by one.
    await page.reload();
    const toLatin = (text: string | null) =>
      Number((text ?? '').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/٬/g, ''));
    await expect
      .poll(async () => toLatin(await page.getByTestId('visits-total').textContent()))
      .toBe(toLatin(visitsBefore) + 1);
    await page.getByText('جدول بازدیدها').click();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a buyer who belongs to no supplier has no such menu entry and is shown the way to become one', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAs(page, freshMobile());
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'محصولات من' })).toHaveCount(0);
    // No error page (issue 37): the page says so and links the registration.
    await page.goto('/profile/products');
    await expect(page.getByText('شما هنوز تأمین‌کننده نیستید')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'ثبت‌نام تأمین‌کننده' })).toBeVisible();
  });
});

test.describe('live updates', () => {
  test('a default address chosen in one tab shows in another open tab without a reload', async ({ page, context }) => {
    await page.goto('/');
    await signInAs(page, freshMobile());
    // Two addresses through the API (the address journey itself is in identity.spec.ts).
    const provinces = (await (await page.request.get('/api/v1/states/filter')).json()) as { id: number }[];
    const provinceId = provinces[0]?.id ?? 0;
    const cities = (await (await page.request.get(`/api/v1/cities/filter?provinceId=${provinceId}`)).json()) as {
      items: { id: number }[];
    };
    const cityId = cities.items[0]?.id ?? 0;
    for (const title of ['انبار مرکزی', 'دفتر فروش']) {
      const created = await page.request.post('/api/v1/deliveryaddresses', {
        headers: { origin: new URL(page.url()).origin },
        data: {
          title,
          receiverName: 'گیرندهٔ آزمایشی',
          receiverMobile: '09121234567',
          provinceId,
          cityId,
          postalCode: '1469693111',
          addressLine: 'خیابان آزادی، پلاک ۱۲',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const addresses = (await (await page.request.get('/api/v1/deliveryaddresses')).json()) as DeliveryAddress[];
    expect(addresses.find((a) => a.isSelected)?.title).toBe('انبار مرکزی');

    const other = await context.newPage();
    await other.goto('/profile/address');
    // A non-default address offers «انتخاب به‌عنوان پیش‌فرض»; the default one shows a badge instead.
    const makeDefault = other.getByRole('button', { name: 'انتخاب نشانی «دفتر فروش» به‌عنوان پیش‌فرض' });
    await expect(makeDefault).toBeVisible();
    // Let the page open its event stream before the change.
    await other.waitForTimeout(500);

    await page.goto('/profile/address');
    await page.getByRole('button', { name: 'انتخاب نشانی «دفتر فروش» به‌عنوان پیش‌فرض' }).click();
    await expect(page.getByRole('button', { name: 'انتخاب نشانی «دفتر فروش» به‌عنوان پیش‌فرض' })).toHaveCount(0);

    // The other tab was never reloaded: the event came through the site's /api proxy, unbuffered.
    await expect(makeDefault).toHaveCount(0, { timeout: 5_000 });
    await expect(other.getByRole('button', { name: 'انتخاب نشانی «انبار مرکزی» به‌عنوان پیش‌فرض' })).toBeVisible();
  });
});
