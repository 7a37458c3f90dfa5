import type { ProductDetail, ProductSummary } from '@bazaar/contracts/catalog-products';
import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { blockingViolations } from './support/axe';
import { apiGet, type FilterPlan, type NumericBound, planPropertyFilters } from './support/catalog-data';
import { expect, type Locator, type Page, test } from './support/test';

const SITE_NAME = 'بازار صنعت';
const NOT_FOUND_TEXT = 'صفحه مورد نظر یافت نشد';
const PAGE_SIZE = 24;

const filterForm = (page: Page) => page.getByRole('form', { name: 'فیلتر محصولات' });
const propertyGroup = (page: Page, bound: NumericBound) =>
  filterForm(page).getByRole('group', { name: bound.property.name, exact: true });
const productCards = (page: Page) => page.getByRole('list', { name: 'محصولات' }).getByTestId('product-card');
const cardTitle = (card: Locator) => card.getByRole('heading');

async function typeBounds(page: Page, bound: NumericBound) {
  const group = propertyGroup(page, bound);
  await group.getByLabel('از').fill(String(bound.min));
  await group.getByLabel('تا').fill(String(bound.max));
}

/** What a list URL must carry for the plan's filters, in the compact form. */
function expectFilterParams(url: URL, plan: FilterPlan) {
  expect(url.searchParams.get(`f.${plan.first.property.id}`)).toBe(`${plan.first.min}~${plan.first.max}`);
  expect(url.searchParams.get(`f.${plan.second.property.id}`)).toBe(
    `${plan.second.min}~${plan.second.max}@${plan.second.unit.key}`,
  );
}

test.describe('catalog', () => {
  let plan: FilterPlan;
  test.beforeAll(async ({ request }) => {
    plan = await planPropertyFilters(request);
  });

  test('a buyer narrows a category’s products by two properties in different units, pages, opens a product and downloads its catalog', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const categoryName = toPersianDigitsInText(plan.category.name);

    // From the home page through the mega-menu to the category page.
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'دسته‌بندی‌ها' });
    await menu.getByRole('button', { name: CATEGORY_TYPE_LABELS.Product, exact: true }).click();
    await menu.getByRole('link', { name: categoryName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${plan.category.id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
    await expect(page).toHaveTitle(`${categoryName} | ${SITE_NAME}`);

    // On to its product list.
    await page.getByRole('link', { name: `همهٔ محصولات ${categoryName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/products/category/${plan.category.id}/[^?]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`محصولات ${categoryName}`);
    await expect(page.getByTestId('product-count')).toContainText('محصول');

    // Two property filters: the first in its default unit, the second in another unit of its quantity.
    const secondGroup = propertyGroup(page, plan.second);
    await expect(secondGroup.getByLabel('واحد')).toHaveValue(plan.second.property.defaultUnit?.key ?? '');
    await secondGroup.getByLabel('واحد').selectOption(plan.second.unit.key);
    await typeBounds(page, plan.first);
    await typeBounds(page, plan.second);
    await filterForm(page).getByRole('button', { name: 'اعمال فیلترها' }).click();

    await expect(page).toHaveURL(new RegExp(`f\\.${plan.second.property.id}=`));
    expectFilterParams(new URL(page.url()), plan);
    const total = plan.expected.total;
    await expect(page.getByTestId('product-count')).toHaveText(`${formatNumberFa(total)} محصول`);
    await expect(productCards(page)).toHaveCount(Math.min(total, PAGE_SIZE));
    await expect(cardTitle(productCards(page).first())).toHaveText(
      toPersianDigitsInText(plan.expected.items[0]?.title ?? ''),
    );
    // The form shows the filters it applied, the unit included.
    await expect(secondGroup.getByLabel('واحد')).toHaveValue(plan.second.unit.key);
    const filteredUrl = page.url();

    // Page 2, if the filters leave more than one page.
    const pager = page.getByRole('navigation', { name: 'صفحه‌بندی' });
    if (total > PAGE_SIZE) {
      await pager.getByRole('link', { name: 'صفحهٔ بعد' }).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      expectFilterParams(new URL(page.url()), plan);
      await expect(productCards(page)).toHaveCount(Math.min(total - PAGE_SIZE, PAGE_SIZE));
      await expect(pager.locator('[aria-current="page"]')).toHaveText('صفحهٔ ۲');
      await pager.getByRole('link', { name: 'صفحهٔ قبل' }).click();
      await expect(page).toHaveURL(filteredUrl);
    } else {
      await expect(pager).toHaveCount(0);
    }

    // Open a product of the list that has a catalog (the first one if none has).
    const chosen = plan.expected.items.find((item) => item.hasCatalog) ?? plan.expected.items[0];
    if (!chosen) throw new Error('the plan promised products');
    const title = toPersianDigitsInText(chosen.title);
    await productCards(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${chosen.id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | ${SITE_NAME}`);
    const properties = page.getByRole('table', { name: `مشخصات فنی ${title}` });
    await expect(properties).toBeVisible();
    await expect(properties.getByRole('rowheader', { name: plan.first.property.name, exact: true })).toBeVisible();
    if (chosen.priceRials === null) {
      // No price: a button that asks the supplier (issue 20); the first one is the offer's own (related cards follow).
      await expect(page.getByTestId('price-inquiry').first()).toHaveAttribute(
        'href',
        /\/profile\/messages\?.*ask=price/,
      );
    } else {
      // Prices are shown in tomans (docs/decisions/015).
      await expect(page.getByTestId('product-detail-price')).toContainText(
        formatMoney(chosen.priceRials, { unit: 'toman' }),
      );
    }

    // Its catalog, or any product's catalog when this one has none.
    let catalogPage = page;
    if (!chosen.hasCatalog) {
      const withCatalog = (
        await apiGet<ResultPage<ProductSummary>>(request, `/supplierproducts/catalog?categoryId=${plan.category.id}`)
      ).items.find((item) => item.hasCatalog);
      if (!withCatalog) throw new Error('no product with a catalog in the seed');
      catalogPage = await context.newPage();
      await catalogPage.goto(`/products/${withCatalog.id}/${encodeURIComponent(withCatalog.slug)}`);
    }
    const downloadEvent = catalogPage.waitForEvent('download');
    await catalogPage.getByRole('link', { name: 'دانلود کاتالوگ محصول (PDF)' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);

    // The filtered list's URL, opened fresh, shows the same list.
    const fresh = await context.newPage();
    await fresh.goto(filteredUrl);
    await expect(fresh.getByTestId('product-count')).toHaveText(`${formatNumberFa(total)} محصول`);
    await expect(cardTitle(productCards(fresh).first())).toHaveText(
      toPersianDigitsInText(plan.expected.items[0]?.title ?? ''),
    );
    await expect(propertyGroup(fresh, plan.second).getByLabel('از')).toHaveValue(
      toPersianDigits(String(plan.second.min)),
    );
  });

  test('a range the API refuses is kept in the form with the API’s message next to the control', async ({ page }) => {
    const { first } = plan;
    await page.goto(
      `/products/category/${plan.category.id}/${encodeURIComponent(plan.category.slug)}?f.${first.property.id}=${first.max}~${first.min}`,
    );
    const group = propertyGroup(page, first);
    await expect(group.getByTestId('filter-error')).toHaveText('حداکثر باید بزرگ‌تر یا برابر حداقل باشد.');
    await expect(group.getByLabel('تا')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'موارد مشخص‌شده را اصلاح کنید' })).toBeVisible();
  });

  test('a product URL with another name answers 301 to the canonical URL; an unknown product shows the 404 screen', async ({
    page,
    request,
  }) => {
    const [product] = (await apiGet<ResultPage<ProductSummary>>(request, '/supplierproducts/catalog?pageSize=1')).items;
    if (!product) throw new Error('no product in the seed');
    const canonical = `/products/${product.id}/${encodeURIComponent(product.slug)}`;
    const wrong = await request.get(`/products/${product.id}/old-name?ref=mail`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    const location = new URL(wrong.headers().location ?? '', 'http://127.0.0.1');
    expect(`${location.pathname}${location.search}`).toBe(`${canonical}?ref=mail`);
    expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(200);

    for (const path of ['/products/987654321/any-name', '/products/not-a-number/any-name']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('error-code')).toHaveText('۴۰۴');
      await expect(page.getByTestId('error-message')).toHaveText(NOT_FOUND_TEXT);
    }
  });

  test('category pages and lists with another name answer 301; the type page lists the groups', async ({
    page,
    request,
  }) => {
    const { category } = plan;
    for (const path of [
      `/category/${category.id}/x`,
      `/category/properties/${category.id}/x`,
      `/products/category/${category.id}/x?page=2`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toContain(`/${category.id}/${encodeURIComponent(category.slug)}`);
    }
    const [count] = await apiGet<Array<{ products: number; suppliers: number }>>(
      request,
      `/categories/items-count?ids[]=${category.id}`,
    );
    if (!count) throw new Error('no count for the category');
    await page.goto('/category/categoryType/Product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY_TYPE_LABELS.Product);
    await expect(page.getByRole('article', { name: toPersianDigitsInText(category.name) })).toContainText(
      `${formatNumberFa(count.products)} محصول، ${formatNumberFa(count.suppliers)} تأمین‌کننده`,
    );
  });

  test('the product list and the product page have no serious or critical axe violations', async ({
    page,
    request,
  }) => {
    await page.goto(`/products/category/${plan.category.id}/${encodeURIComponent(plan.category.slug)}`);
    expect(await blockingViolations(page)).toEqual([]);
    const [first] = plan.expected.items;
    if (!first) throw new Error('the plan promised products');
    const detail = await apiGet<ProductDetail>(request, `/supplierproducts/${first.id}/catalog`);
    await page.goto(`/products/${detail.id}/${encodeURIComponent(detail.slug)}`);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('catalog filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain GET form filters the list through the URL', async ({ page, request }) => {
    const plan = await planPropertyFilters(request);
    await page.goto(`/products/category/${plan.category.id}/${encodeURIComponent(plan.category.slug)}`);
    await propertyGroup(page, plan.second).getByLabel('واحد').selectOption(plan.second.unit.key);
    await typeBounds(page, plan.first);
    await typeBounds(page, plan.second);
    await filterForm(page).getByRole('button', { name: 'اعمال فیلترها' }).click();

    // The browser sends the long form of the fields, which reads the same as the compact one.
    await expect(page).toHaveURL(new RegExp(`f\\.${plan.second.property.id}\\.unit=${plan.second.unit.key}`));
    await expect(page.getByTestId('product-count')).toHaveText(`${formatNumberFa(plan.expected.total)} محصول`);
    await expect(cardTitle(productCards(page).first())).toHaveText(
      toPersianDigitsInText(plan.expected.items[0]?.title ?? ''),
    );
    await expect(propertyGroup(page, plan.second).getByLabel('واحد')).toHaveValue(plan.second.unit.key);
  });
});
