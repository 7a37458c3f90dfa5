import { toPersianDigits } from '@bazaar/fa/digits';
import { blockingViolations } from './support/axe';
import { codeSentTo, freshMobile } from './support/session';
import { expect, type Page, test } from './support/test';

const SITE_NAME = 'بازار صنعت';
/** A valid 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const VALID_NATIONAL_ID = '0499370899';
const INVALID_NATIONAL_ID = '0499370898';
const NATIONAL_ID_ERROR = 'کد ملی معتبر نیست؛ ۱۰ رقم کد ملی را درست وارد کنید.';

function searchOf(page: Page): string {
  return new URL(page.url()).search;
}

async function logIn(page: Page, phone: string) {
  await page.getByLabel('شماره موبایل', { exact: true }).fill(toPersianDigits(phone));
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  const codeInput = page.getByLabel('کد ورود', { exact: true });
  await expect(codeInput).toBeFocused();
  const code = await codeSentTo(page.request, phone);
  await codeInput.fill(toPersianDigits(code));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

async function fillAddress(
  page: Page,
  address: { title: string; receiver: string; mobile: string; province: string; city: string; postal: string },
) {
  const form = page.getByRole('form', { name: /نشانی/ });
  await form.getByLabel('عنوان نشانی').fill(address.title);
  await form.getByLabel('نام و نام خانوادگی گیرنده').fill(address.receiver);
  await form.getByLabel('شماره موبایل گیرنده').fill(address.mobile);
  await form.getByLabel('استان').selectOption({ label: address.province });
  const city = form.getByLabel('شهر', { exact: true });
  await expect(city.locator('option', { hasText: address.city }).first()).toBeAttached();
  await city.selectOption({ label: address.city });
  await form.getByLabel('کد پستی').fill(address.postal);
  await form.getByLabel('نشانی کامل').fill('خیابان آزادی، کوچهٔ دوم، پلاک ۱۲');
}

test.describe('identity and profile', () => {
  test('a visitor logs in by one-time code, manages addresses and personal info, and logs out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const phone = freshMobile();

    await test.step('the profile area sends an anonymous visitor to the login page and back', async () => {
      await page.goto('/profile/address');
      await expect(page).toHaveURL(/\/users\/login\?/);
      expect(searchOf(page)).toBe('?redirectPath=%2Fprofile%2Faddress&loginPerPage=false');
      await expect(page).toHaveTitle(`ورود به حساب کاربری | ${SITE_NAME}`);
      expect(await blockingViolations(page)).toEqual([]);
    });

    await test.step('a wrong number is refused inline, in Persian', async () => {
      await page.getByLabel('شماره موبایل', { exact: true }).fill('۰۲۱۸۸۷۷۶۶۵');
      await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
      await expect(page.getByText('شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.')).toBeVisible();
      await expect(page.getByLabel('شماره موبایل', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('the code step counts down to a resend and explains a wrong code', async () => {
      await page.getByLabel('شماره موبایل', { exact: true }).fill(toPersianDigits(phone));
      await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
      const codeInput = page.getByLabel('کد ورود', { exact: true });
      await expect(codeInput).toBeFocused();
      await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
      await expect(page.getByText(/ارسال دوباره تا [۰-۹]:[۰-۹]{2} دیگر/)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      // Going back to fix the number and coming back with the same one reuses the code already sent.
      await page.getByRole('button', { name: 'تغییر شماره موبایل' }).click();
      await expect(page.getByLabel('شماره موبایل', { exact: true })).toBeFocused();
      await expect(page.getByLabel('شماره موبایل', { exact: true })).toHaveValue(phone);
      await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
      await expect(codeInput).toBeFocused();
      await expect(page.getByText(/ارسال دوباره تا/)).toBeVisible();

      const code = await codeSentTo(page.request, phone);
      const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
      await codeInput.fill(wrong);
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await expect(page.getByText(/کد وارد شده نادرست است؛ [۰-۹]+ بار دیگر می‌توانید تلاش کنید/)).toBeVisible();

      // A pasted code in Persian digits with a space in it is read as the six digits.
      await codeInput.fill(`${toPersianDigits(code.slice(0, 3))} ${toPersianDigits(code.slice(3))}`);
      await expect(codeInput).toHaveValue(toPersianDigits(code));
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await expect(page).toHaveURL(/\/profile\/address$/);
      await expect(page.getByRole('heading', { level: 1, name: 'نشانی‌های تحویل' })).toBeVisible();
    });

    await test.step('a logged-in visitor of the login page is sent on', async () => {
      await page.goto('/users/login?redirectPath=%2Fprofile%2Fpersonal-info');
      await expect(page).toHaveURL(/\/profile\/personal-info$/);
      await page.goto('/users/login?redirectPath=https%3A%2F%2Fevil.example%2F');
      await expect(page).toHaveURL(/\/profile$/);
    });

    await test.step('two addresses are added, with Persian digits and inline errors', async () => {
      await page.goto('/profile/address');
      await fillAddress(page, {
        title: 'دفتر',
        receiver: 'مریم احمدی',
        mobile: '۰۹۱۲۱۲۳۴۵۶۷',
        province: 'تهران',
        city: 'تهران',
        postal: '۱۲۳',
      });
      await page.getByRole('button', { name: 'ذخیرهٔ نشانی' }).click();
      const postal = page.getByLabel('کد پستی');
      await expect(page.getByText('کد پستی باید ۱۰ رقم معتبر باشد.')).toBeVisible();
      await expect(postal).toBeFocused();
      await postal.fill('۱۱۳۶۹-۳۷۵۱۱');
      await page.getByRole('button', { name: 'ذخیرهٔ نشانی' }).click();
      await expect(page.getByText('نشانی تازه ذخیره شد.').first()).toBeVisible();

      const list = page.getByRole('list', { name: 'نشانی‌های ثبت‌شده' });
      const office = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'دفتر' }) });
      await expect(office.getByText('پیش‌فرض', { exact: true })).toBeVisible();
      await expect(office.getByText('۱۱۳۶۹۳۷۵۱۱')).toBeVisible();
      // The form is empty again for the next address.
      await expect(page.getByLabel('عنوان نشانی')).toHaveValue('');

      await fillAddress(page, {
        title: 'انبار',
        receiver: 'رضا کریمی',
        mobile: '09351234567',
        province: 'اصفهان',
        city: 'اصفهان',
        postal: '8174673111',
      });
      await page.getByRole('button', { name: 'ذخیرهٔ نشانی' }).click();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      expect(await blockingViolations(page)).toEqual([]);
    });

    await test.step('the second address becomes the default', async () => {
      const list = page.getByRole('list', { name: 'نشانی‌های ثبت‌شده' });
      await page.getByRole('button', { name: 'انتخاب نشانی «انبار» به‌عنوان پیش‌فرض' }).click();
      await expect(page.getByText('نشانی «انبار» پیش‌فرض شد.').first()).toBeVisible();
      const warehouse = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'انبار' }) });
      const office = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'دفتر' }) });
      await expect(warehouse.getByText('پیش‌فرض', { exact: true })).toBeVisible();
      await expect(office.getByText('پیش‌فرض', { exact: true })).toHaveCount(0);
    });

    await test.step('an address is edited', async () => {
      await page.getByRole('link', { name: 'ویرایش نشانی «دفتر»' }).click();
      await expect(page).toHaveURL(/\/profile\/address\?edit=\d+$/);
      const heading = page.getByRole('heading', { name: 'ویرایش نشانی «دفتر»' });
      await expect(heading).toBeFocused();
      await expect(page.getByLabel('شهر', { exact: true })).toHaveValue(/\d+/);
      await expect(page.getByLabel('کد پستی')).toHaveValue('۱۱۳۶۹۳۷۵۱۱');
      await page.getByLabel('عنوان نشانی').fill('دفتر مرکزی');
      await page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
      await expect(page.getByText('تغییرات نشانی ذخیره شد.').first()).toBeVisible();
      await expect(page).toHaveURL(/\/profile\/address$/);
      await expect(page.getByRole('heading', { name: 'دفتر مرکزی' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'افزودن نشانی تازه' })).toBeVisible();
    });

    await test.step('an address is deleted after a confirmation', async () => {
      await page.getByRole('button', { name: 'حذف نشانی «دفتر مرکزی»' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'حذف نشانی' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
      await expect(page.getByText('نشانی حذف شد.').first()).toBeVisible();
      const list = page.getByRole('list', { name: 'نشانی‌های ثبت‌شده' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'دفتر مرکزی' })).toHaveCount(0);
    });

    await test.step('personal info refuses an invalid national id and saves a valid one with a Jalali birth date', async () => {
      await page
        .getByRole('navigation', { name: 'منوی حساب کاربری' })
        .getByRole('link', { name: 'اطلاعات شخصی' })
        .click();
      await expect(page).toHaveURL(/\/profile\/personal-info$/);
      await page.getByLabel('نام', { exact: true }).fill('مریم');
      await page.getByLabel('نام خانوادگی').fill('احمدی');
      const nationalId = page.getByLabel('کد ملی');
      await nationalId.fill(INVALID_NATIONAL_ID);
      await page.getByRole('button', { name: 'ذخیرهٔ اطلاعات', exact: true }).click();
      await expect(page.getByText(NATIONAL_ID_ERROR)).toBeVisible();
      await expect(nationalId).toBeFocused();

      await nationalId.fill(toPersianDigits(VALID_NATIONAL_ID));
      await page.getByLabel('ایمیل').fill('maryam@example.com');
      await page.getByLabel('روز تولد').selectOption('11');
      await page.getByLabel('ماه تولد').selectOption({ label: 'اردیبهشت' });
      await page.getByLabel('سال تولد').selectOption({ label: '۱۳۶۹' });
      await page.getByRole('button', { name: 'ذخیرهٔ اطلاعات', exact: true }).click();
      await expect(page.getByText('اطلاعات شخصی ذخیره شد.').first()).toBeVisible();

      const saved = await page.request.get('/api/v1/customers/profile');
      expect(await saved.json()).toMatchObject({
        firstName: 'مریم',
        lastName: 'احمدی',
        nationalId: VALID_NATIONAL_ID,
        birthDate: '1990-05-01',
      });
      await page.reload();
      await expect(page.getByLabel('کد ملی')).toHaveValue(toPersianDigits(VALID_NATIONAL_ID));
      await expect(page.getByLabel('سال تولد')).toHaveValue('1369');
      await expect(page.getByLabel('ماه تولد')).toHaveValue('2');
      await expect(page.getByLabel('روز تولد')).toHaveValue('11');
    });

    await test.step("without JavaScript the form still posts, and the API's own national-id error is shown", async () => {
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
        baseURL: new URL(page.url()).origin,
      });
      const plain = await noScript.newPage();
      await plain.goto('/profile/personal-info');
      await plain.getByLabel('کد ملی').fill(INVALID_NATIONAL_ID);
      await plain.getByRole('button', { name: 'ذخیرهٔ اطلاعات', exact: true }).click();
      await expect(plain.getByText(NATIONAL_ID_ERROR)).toBeVisible();

      // The province → city selects work through the server as well.
      await plain.goto('/profile/address');
      await plain.getByLabel('استان').selectOption({ label: 'فارس' });
      await plain.getByRole('button', { name: 'نمایش شهرهای استان انتخاب‌شده' }).click();
      await expect(plain.getByLabel('شهر', { exact: true }).locator('option', { hasText: 'شیراز' })).toBeAttached();
      await expect(plain.getByLabel('استان')).toHaveValue(/\d+/);
      await noScript.close();
    });

    await test.step('a profile picture is uploaded with a preview', async () => {
      await page.getByLabel('انتخاب تصویر پروفایل').setInputFiles({
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: PNG_1X1,
      });
      await expect(page.getByRole('img', { name: 'پیش‌نمایش تصویر انتخاب‌شده' })).toBeVisible();
      await page.getByRole('button', { name: 'بارگذاری تصویر' }).click();
      await expect(page.getByText('تصویر پروفایل به‌روز شد.').first()).toBeVisible();
      const current = page.getByRole('img', { name: 'تصویر پروفایل فعلی' });
      await expect(current).toHaveAttribute('src', /^\/api\/v1\/files\/[\w-]+$/);
      await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });

    await test.step('the profile home greets by name', async () => {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('سلام، مریم احمدی');
      const menu = page.getByRole('navigation', { name: 'منوی حساب کاربری' });
      await expect(menu.getByRole('link', { name: 'خانه' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('an expired access cookie is refreshed without the visitor noticing', async () => {
      await page.context().clearCookies({ name: 'bz_at' });
      await page.goto('/profile/personal-info');
      await expect(page).toHaveURL(/\/profile\/personal-info$/);
      await expect(page.getByLabel('نام', { exact: true })).toHaveValue('مریم');
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'bz_at')?.httpOnly).toBe(true);
    });

    await test.step('logging out ends the session', async () => {
      await page.getByRole('button', { name: 'خروج از حساب' }).click();
      await expect(page).toHaveURL(/\/$/);
      const names = (await page.context().cookies()).map((cookie) => cookie.name);
      expect(names).not.toContain('bz_at');
      expect(names).not.toContain('bz_rt');
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/users\/login\?/);
      expect(searchOf(page)).toBe('?redirectPath=%2Fprofile&loginPerPage=false');
    });
  });

  test('the login page never sends people off the site', async ({ page, baseURL }) => {
    await page.goto('/users/login?redirectPath=%2F%2Fevil.example%2Fprofile&loginPerPage=false');
    await logIn(page, freshMobile());
    await expect(page).toHaveURL(`${baseURL}/profile`);
  });

  test('nor through dot segments that collapse into // (hardening issue, item 2)', async ({ page, baseURL }) => {
    // The probe's form: the check passed '/.//evil.example/path' and the form went to '//evil.example/path'.
    await page.goto(`/users/login?redirectPath=${encodeURIComponent('/.//evil.example/path')}&loginPerPage=false`);
    await logIn(page, freshMobile());
    await expect(page).toHaveURL(`${baseURL}/profile`);
  });

  test('loginPerPage tells whether the visitor came from a supplier or product page', async ({ request, baseURL }) => {
    const fromSupplier = await request.get('/profile/notes/all?page=2', {
      headers: { referer: `${baseURL}/supplier/1/name` },
      maxRedirects: 0,
    });
    expect(fromSupplier.status()).toBe(307);
    expect(new URL(fromSupplier.headers().location ?? '', baseURL).search).toBe(
      '?redirectPath=%2Fprofile%2Fnotes%2Fall%3Fpage%3D2&loginPerPage=true',
    );
    const fromHome = await request.get('/profile', { headers: { referer: `${baseURL}/` }, maxRedirects: 0 });
    expect(new URL(fromHome.headers().location ?? '', baseURL).searchParams.get('loginPerPage')).toBe('false');
  });

  test('a profile section opens after logging in on the way, and /profile/admin is refused to buyers with 403', async ({
    page,
  }) => {
    await page.goto('/profile/wallet');
    await logIn(page, freshMobile());
    await expect(page).toHaveURL(/\/profile\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();
    await expect(page.getByText('به‌زودی', { exact: true })).toHaveCount(0);

    const admin = await page.goto('/profile/admin');
    expect(admin?.status()).toBe(403);
    await expect(page.getByTestId('error-code')).toHaveText('۴۰۳');
    await expect(page).toHaveTitle(`۴۰۳ - دسترسی غیرمجاز | ${SITE_NAME}`);
  });

  test('the dev SMS page lists the outbox with a warning', async ({ page }) => {
    const response = await page.goto('/dev/sms');
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/فقط برای توسعه و نسخهٔ نمایشی است/)).toBeVisible();
  });
});
