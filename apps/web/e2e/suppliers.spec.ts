import { CATEGORY_TYPE_LABELS, type CategoryType } from '@bazaar/contracts/categories';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { blockingViolations } from './support/axe';
import { type APIRequestContext, expect, test } from './support/test';

const SITE_NAME = 'بازار صنعت';
const NOT_FOUND_TEXT = 'صفحه مورد نظر یافت نشد';
const TYPE: CategoryType = 'Product';
const TYPE_LABEL = CATEGORY_TYPE_LABELS[TYPE];

async function suppliers(request: APIRequestContext, query: string): Promise<ResultPage<SupplierSummary>> {
  const response = await request.get(`/api/v1/suppliers?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * The seed is looked up, never hard-coded: the province with the most suppliers of the type among those
 * where at least one supplier on the first page of the filtered list has delegations.
 */
async function pickProvinceAndSupplier(request: APIRequestContext) {
  const all = await suppliers(request, `categoryType=${TYPE}&pageSize=100`);
  const counts = new Map<number, { id: number; name: string; count: number }>();
  for (const supplier of all.items) {
    if (!supplier.province) continue;
    const entry = counts.get(supplier.province.id) ?? { ...supplier.province, count: 0 };
    entry.count += 1;
    counts.set(entry.id, entry);
  }
  for (const province of [...counts.values()].sort((a, b) => b.count - a.count)) {
    const firstPage = await suppliers(request, `categoryType=${TYPE}&provinceId=${province.id}`);
    const supplier = firstPage.items.find((item) => item.delegationCount > 0);
    if (supplier && firstPage.total < all.total) return { province, total: firstPage.total, supplier };
  }
  throw new Error(`no province with a delegating ${TYPE} supplier in the seed`);
}

test.describe('supplier pages', () => {
  test('a buyer goes from the home page to a province’s suppliers, a supplier, its products and its delegations', async ({
    page,
    request,
  }) => {
    const { province, total, supplier } = await pickProvinceAndSupplier(request);
    const name = toPersianDigitsInText(supplier.name);

    await page.goto('/');
    await page
      .getByRole('article', { name: TYPE_LABEL })
      .getByRole('link', { name: /^تأمین‌کنندگان/ })
      .click();
    await expect(page).toHaveURL(`/suppliers/${TYPE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`تأمین‌کنندگان ${TYPE_LABEL}`);
    await expect(page).toHaveTitle(`تأمین‌کنندگان ${TYPE_LABEL} | ${SITE_NAME}`);

    // Filter by province: the choice goes into the URL and only that province's suppliers remain.
    const filters = page.getByRole('form', { name: 'فیلتر تأمین‌کنندگان' });
    await filters.getByLabel('استان').selectOption(String(province.id));
    await filters.getByRole('button', { name: 'اعمال فیلترها' }).click();
    // With JavaScript the URL keeps only what differs from the defaults; a submit racing hydration sends
    // the plain form (`&sort=relevance`), which shows the same list.
    const filtered = new RegExp(`/suppliers/${TYPE}\\?province=${province.id}(&sort=relevance)?$`);
    await expect(page).toHaveURL(filtered);
    await expect(page.getByTestId('supplier-count')).toHaveText(`${formatNumberFa(total)} تأمین‌کننده`);
    const cards = page.getByRole('list', { name: 'تأمین‌کنندگان' }).getByRole('article');
    await expect(cards).toHaveCount(Math.min(total, 20));
    for (const place of await cards.getByTestId('supplier-place').allTextContents()) {
      expect(place).toContain(province.name);
    }

    // The back button returns to the unfiltered list, and the form shows it.
    await page.goBack();
    await expect(page).toHaveURL(`/suppliers/${TYPE}`);
    await expect(filters.getByLabel('استان')).toHaveValue('');
    await page.goForward();
    await expect(page).toHaveURL(filtered);

    // Open a supplier of that province.
    await cards.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/supplier/${supplier.id}/${encodeURIComponent(supplier.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | ${SITE_NAME}`);

    // Switch to the delegations section: the URL carries it and the tab is marked as current.
    const sections = page.getByRole('navigation', { name: 'بخش‌های صفحهٔ تأمین‌کننده' });
    await expect(sections.getByRole('link', { name: 'درباره' })).toHaveAttribute('aria-current', 'page');
    const delegationsTab = sections.getByRole('link', { name: /^نمایندگی‌ها/ });
    await delegationsTab.click();
    await expect(page).toHaveURL(/\?section=delegations$/);
    await expect(delegationsTab).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'نمایندگی‌ها' })).toBeVisible();
    // The delegations' own list: the page also carries the supplier's reviews as articles (decision 043).
    await expect(page.getByRole('list', { name: 'نمایندگی‌ها' }).getByRole('article')).toHaveCount(
      Math.min(supplier.delegationCount, 6),
    );

    // Its products of one type (the demo catalog may still be empty: the page says so).
    await sections.getByRole('link', { name: 'محصولات' }).click();
    await expect(page).toHaveURL(/\?section=products$/);
    await page.getByRole('link', { name: new RegExp(`^همهٔ محصولات ${TYPE_LABEL}`) }).click();
    await expect(page).toHaveURL(`/supplier/${supplier.id}/products/${TYPE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`محصولات ${TYPE_LABEL} از ${name}`);

    // Back to the supplier and on to the full list of its delegations.
    await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page
      .getByRole('navigation', { name: 'بخش‌های صفحهٔ تأمین‌کننده' })
      .getByRole('link', { name: /^نمایندگی‌ها/ })
      .click();
    await page.getByRole('link', { name: /^همهٔ نمایندگی‌ها/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/supplier/${supplier.id}/merchantDelegations/${encodeURIComponent(supplier.slug)}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`نمایندگی‌های ${name}`);
    await expect(page.getByRole('list', { name: 'نمایندگی‌ها' }).getByRole('article')).toHaveCount(
      Math.min(supplier.delegationCount, 20),
    );
  });

  test('a supplier URL with another name answers 301 to the canonical URL, query string kept', async ({ request }) => {
    const [supplier] = (await suppliers(request, `categoryType=${TYPE}&pageSize=1`)).items;
    if (!supplier) throw new Error('no supplier in the seed');
    const canonical = `/supplier/${supplier.id}/${encodeURIComponent(supplier.slug)}`;

    const page = await request.get(`/supplier/${supplier.id}/old-name?section=contact`, { maxRedirects: 0 });
    expect(page.status()).toBe(301);
    const location = new URL(page.headers().location ?? '', 'http://127.0.0.1');
    expect(`${location.pathname}${location.search}`).toBe(`${canonical}?section=contact`);

    const delegations = await request.get(`/supplier/${supplier.id}/merchantDelegations/x`, { maxRedirects: 0 });
    expect(delegations.status()).toBe(301);
    expect(delegations.headers().location).toMatch(
      new RegExp(`/supplier/${supplier.id}/merchantDelegations/${encodeURIComponent(supplier.slug)}$`),
    );

    expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('an unknown or malformed supplier id shows the 404 screen with HTTP 404', async ({ page }) => {
    for (const path of ['/supplier/987654/any-name', '/supplier/not-a-number/any-name']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('error-code')).toHaveText('۴۰۴');
      await expect(page.getByTestId('error-message')).toHaveText(NOT_FOUND_TEXT);
    }
    // A pending or suspended supplier is a 404 from the API as well; no public call lists one, so the
    // API's own tests cover that case.
  });

  test('an unknown category type has no supplier list', async ({ page }) => {
    expect((await page.goto('/suppliers/Pumps'))?.status()).toBe(404);
  });

  test('the supplier list and the supplier pages have no serious or critical axe violations', async ({
    page,
    request,
  }) => {
    await page.goto(`/suppliers/${TYPE}`);
    expect(await blockingViolations(page)).toEqual([]);

    const [supplier] = (await suppliers(request, `categoryType=${TYPE}&pageSize=1`)).items;
    if (!supplier) throw new Error('no supplier in the seed');
    const slug = encodeURIComponent(supplier.slug);
    for (const path of [
      `/supplier/${supplier.id}/${slug}`,
      `/supplier/${supplier.id}/${slug}?section=delegations`,
      `/supplier/${supplier.id}/${slug}?section=contact`,
      `/supplier/${supplier.id}/merchantDelegations/${slug}`,
      `/supplier/${supplier.id}/products/${TYPE}`,
    ]) {
      await page.goto(path);
      expect({ path, violations: await blockingViolations(page) }).toEqual({ path, violations: [] });
    }
  });
});

test.describe('supplier filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form filters by "verified only" through the URL', async ({ page }) => {
    await page.goto(`/suppliers/${TYPE}`);
    await page.getByLabel('فقط تأمین‌کنندگان احراز شده').check();
    await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
    await expect(page).toHaveURL(/[?&]verified=1(&|$)/);
    await expect(page.getByLabel('فقط تأمین‌کنندگان احراز شده')).toBeChecked();
    await expect(page.getByRole('list', { name: 'تأمین‌کنندگان' }).getByText('احراز نشده')).toHaveCount(0);
  });
});
