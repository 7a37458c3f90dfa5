import { toPersianDigits } from '@bazaar/fa/digits';
import { blockingViolations } from './support/axe';
import { freshMobile, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

// Issue 16's staff admin (decision 030), as the demo admin: answer a visitor's feedback, put an announcement
// on the home page and end it, write and publish an article, give a user the staff role; axe on each screen.
const ADMIN = '09120000001';
/** A staff change is on the cached public pages within two seconds (revalidation tags, decisions 017/026). */
const PUBLIC_WITHIN_MS = 2_000;
const slowExpect = expect.configure({ timeout: 20_000 });

async function noBlockingViolations(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

test('staff answer feedback, schedule and end an announcement, publish an article and change a role', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = Date.now() % 100_000;
  // Pages show digits in Persian.
  const runFa = toPersianDigits(run);

  // A visitor's message, sent from the public form's API.
  const sent = await request.post('/api/v1/feedbacks', {
    data: {
      name: 'خریدار آزمون',
      mobile: freshMobile(),
      subject: `پرسش آزمون ${run}`,
      message: 'آیا امکان ارسال به شهرستان برای شیرآلات هست؟',
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/');
  await signInAs(page, ADMIN);

  // 1. The feedback inbox: open the message, answer it by note and SMS.
  await page.goto('/profile/admin');
  await page
    .getByRole('navigation', { name: 'ابزارهای مدیریت' })
    .getByRole('link', { name: 'پیام‌های بازدیدکنندگان' })
    .click();
  await slowExpect(page.getByRole('heading', { level: 1, name: 'پیام‌های بازدیدکنندگان' })).toBeVisible();
  await noBlockingViolations(page);
  await page.getByRole('link', { name: `پرسش آزمون ${runFa}` }).click();
  await slowExpect(page.getByRole('heading', { level: 2, name: `پرسش آزمون ${runFa}` })).toBeVisible();
  await page.getByLabel('پاسخ شما').fill('بله، به همهٔ شهرها ارسال می‌شود.');
  await page.getByLabel(/پاسخ با پیامک/).check();
  await page.getByRole('button', { name: 'ثبت پاسخ' }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('پاسخ ثبت شد');
  await expect(page.getByText('(با پیامک فرستاده شد)')).toBeVisible();
  await page.getByRole('link', { name: 'پاسخ‌داده‌شده' }).click();
  await slowExpect(page.getByRole('link', { name: `پرسش آزمون ${runFa}` })).toBeVisible();

  // 2. An announcement from now on: on the home page at once; ended, gone at once.
  const text = `اطلاعیهٔ آزمون ${run}`;
  const shown = `اطلاعیهٔ آزمون ${runFa}`;
  await page.goto('/profile/admin/promotions');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'اطلاعیه‌ها و تبلیغات' })).toBeVisible();
  await noBlockingViolations(page);
  const form = page.getByRole('form', { name: 'اطلاعیهٔ تازه' });
  await form.getByLabel('متن اطلاعیه').fill(text);
  await form.getByLabel('پیوند (اختیاری)').fill('/faq');
  await form.getByRole('button', { name: 'ثبت اطلاعیه' }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('اطلاعیه ذخیره شد');
  const visitor = await (await browser.newContext({ locale: 'fa-IR' })).newPage();
  const savedAt = Date.now();
  await expect
    .poll(
      async () => {
        await visitor.goto('/');
        return visitor
          .getByTestId('announcement')
          .textContent({ timeout: 1_000 })
          .catch(() => '');
      },
      { timeout: PUBLIC_WITHIN_MS + 8_000, intervals: [300] },
    )
    .toContain(shown);
  expect(Date.now() - savedAt).toBeLessThan(PUBLIC_WITHIN_MS + 6_000);

  const entry = page.getByRole('listitem').filter({ hasText: shown });
  await entry.getByRole('button', { name: /پایان همین حالا/ }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('پایان یافت');
  await expect
    .poll(
      async () => {
        await visitor.goto('/');
        return (await visitor.locator('body').textContent()) ?? '';
      },
      { timeout: PUBLIC_WITHIN_MS + 8_000, intervals: [300] },
    )
    .not.toContain(shown);

  // 3. An article: written as a draft (not public), published, then public.
  const title = `راهنمای آزمون شیر صنعتی ${run}`;
  await page.goto('/profile/admin/articles');
  await noBlockingViolations(page);
  await page.getByRole('link', { name: 'نوشتن مطلب تازه' }).click();
  await slowExpect(page.getByRole('heading', { level: 1, name: 'مطلب تازه' })).toBeVisible();
  await page.getByLabel('عنوان').fill(title);
  await page.getByLabel('خلاصه').fill('نکته‌های انتخاب شیر صنعتی');
  const editor = page.getByRole('textbox', { name: 'متن مطلب' });
  await editor.click();
  await page.getByRole('toolbar', { name: 'قالب‌بندی متن' }).getByRole('button', { name: 'تیتر', exact: true }).click();
  await page.keyboard.type('فشار کاری');
  await page.keyboard.press('Enter');
  await page.keyboard.type('شیر را با فشار کاری و جنس بدنهٔ مناسب انتخاب کنید.');
  await noBlockingViolations(page);
  await page.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('مطلب ذخیره شد');
  const articleId = Number(/articles\/(\d+)/.exec(page.url())?.[1]);
  expect(articleId).toBeGreaterThan(0);
  expect((await request.get(`/api/v1/pages/${articleId}/by-platform?platform=web`)).status()).toBe(404);
  await page.getByRole('button', { name: 'انتشار' }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('مطلب منتشر شد');
  await page.getByRole('link', { name: 'دیدن در سایت' }).click();
  await slowExpect(
    page.getByRole('heading', { level: 1, name: new RegExp(`شیر صنعتی (${run}|${runFa})`) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'فشار کاری' })).toBeVisible();

  // 4. Users: find one by number typed in Persian digits, give the staff role.
  const phone = freshMobile();
  await signInAs(visitor, phone);
  const persianPhone = phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
  await page.goto('/profile/admin/users');
  await page.getByLabel('شمارهٔ همراه یا نام').fill(persianPhone);
  await page.getByRole('button', { name: 'جست‌وجو' }).click();
  const user = page.getByRole('list', { name: 'کاربران یافته‌شده' }).getByRole('listitem');
  await slowExpect(user).toHaveCount(1);
  await expect(user).toContainText('نقش‌ها: خریدار');
  await noBlockingViolations(page);
  await user.getByRole('button', { name: /دادن نقش مدیر/ }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('نقش مدیر داده شد');
  await expect(user).toContainText('نقش‌ها: خریدار، مدیر');
  // The user's next page view has the staff area.
  await visitor.goto('/profile/admin/feedback');
  await slowExpect(visitor.getByRole('heading', { level: 1, name: 'پیام‌های بازدیدکنندگان' })).toBeVisible();
  // The audit log names each action.
  await page.goto('/profile/admin/audit');
  await slowExpect(page.getByRole('table')).toContainText('دادن نقش مدیر');
  await visitor.context().close();
});

test('staff put an advertisement with a picture on the home page and end it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = Date.now() % 100_000;
  const title = `آگهی آزمون شیرآلات ${run}`;
  const shown = `آگهی آزمون شیرآلات ${toPersianDigits(run)}`;
  await page.goto('/');
  await signInAs(page, ADMIN);
  await page.goto('/profile/admin/promotions');
  const form = page.getByRole('form', { name: 'تبلیغ تازه' });
  await form.getByLabel('جایگاه').selectOption('home-hero');
  await form.getByLabel('عنوان').fill(title);
  await form.getByLabel('پیوند').fill('/products');
  await form.getByLabel('تصویر (اختیاری)').setInputFiles({
    name: 'valves.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await noBlockingViolations(page);
  await form.getByRole('button', { name: 'ثبت تبلیغ' }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('تبلیغ ذخیره شد');

  const visitor = await (await browser.newContext({ locale: 'fa-IR' })).newPage();
  const ad = visitor.getByTestId('advertisement').filter({ hasText: shown });
  /** How many times the home page shows it, polled until it settles on `expected` within the 2-second promise. */
  const onHome = (expected: number) =>
    expect
      .poll(
        async () => {
          await visitor.goto('/');
          return ad.count();
        },
        { timeout: PUBLIC_WITHIN_MS + 8_000, intervals: [300] },
      )
      .toBe(expected);
  await onHome(1);
  const picture = ad.locator('img');
  await expect(picture).toHaveAttribute('src', /\/api\/v1\/files\//);
  await ad.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The list shows it with its picture; ending it takes it off the home page.
  const entry = page.getByRole('listitem').filter({ hasText: shown });
  await entry.getByRole('button', { name: /پایان همین حالا/ }).click();
  await slowExpect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('پایان یافت');
  await onHome(0);
  await visitor.context().close();
});
