import type { Page as ResultPage } from '@bazaar/contracts/paging';
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { blockingViolations } from './support/axe';
import { apiGet } from './support/catalog-data';
import { freshMobile, signInAs } from './support/session';
import { expect, test } from './support/test';

test.describe('favourites and notes', () => {
  test('a buyer hearts a product from a listing, notes a supplier, finds both in the profile and removes the favourite', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAs(page, freshMobile());

    // A listing: the heart on the first card.
    await page.goto('/products/search/Product');
    const card = page.getByTestId('product-card').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const heart = card.getByRole('button', { name: `علاقه‌مندی: ${title}` });
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Still a favourite after a reload: it was saved, not only drawn (drawn at once, kept once not busy).
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(
      page
        .getByTestId('product-card')
        .first()
        .getByRole('button', { name: `علاقه‌مندی: ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // A private note on a supplier's page.
    const suppliers = await apiGet<ResultPage<SupplierSummary>>(page.request, '/suppliers?pageSize=1');
    const supplier = suppliers.items[0];
    expect(supplier).toBeDefined();
    await page.goto(`/supplier/${supplier?.id}/${encodeURIComponent(supplier?.slug ?? '')}`);
    const noteText = `قیمت عمده برای ${Date.now() % 1000} دستگاه را بپرسم`;
    const notes = page.getByRole('region', { name: 'یادداشت‌های من' });
    await notes.getByLabel('یادداشت تازه').fill(noteText);
    await notes.getByRole('button', { name: 'ذخیرهٔ یادداشت' }).click();
    await expect(notes.getByRole('list', { name: 'یادداشت‌های ذخیره‌شده' })).toContainText(noteText);

    // The profile shows both, reached through its menu; its home counts them.
    await page.goto('/profile');
    await expect(page.getByTestId('summary-favorites')).toHaveText('۱');
    await expect(page.getByTestId('summary-notes')).toHaveText('۱');
    await expect(page.getByRole('list', { name: 'آخرین بازدیدها' })).toContainText(supplier?.name.slice(0, 6) ?? '-');
    await page.getByRole('navigation', { name: 'منوی حساب کاربری' }).getByRole('link', { name: 'علاقه‌مندی‌ها' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'علاقه‌مندی‌ها' })).toBeVisible();
    const favorites = page.getByRole('list', { name: 'علاقه‌مندی‌ها' });
    await expect(favorites).toContainText(title);
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'منوی حساب کاربری' }).getByRole('link', { name: 'یادداشت‌ها' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'یادداشت‌ها' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'یادداشت‌ها' }).getByRole('textbox').first()).toHaveValue(noteText);
    expect(await blockingViolations(page)).toEqual([]);
    // Only the supplier tab holds it.
    await page.getByRole('link', { name: 'محصولات', exact: true }).click();
    await expect(page.getByText('یادداشتی ندارید')).toBeVisible();

    // The supplier page just seen is first among the last visits.
    await page
      .getByRole('navigation', { name: 'منوی حساب کاربری' })
      .getByRole('link', { name: 'بازدیدهای اخیر' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'بازدیدهای اخیر' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'بازدیدهای اخیر' }).getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`^/supplier/${supplier?.id}/`),
    );
    expect(await blockingViolations(page)).toEqual([]);

    // The supplier just seen is on the profile's supplier page; the comments page says there are none yet.
    await page
      .getByRole('navigation', { name: 'منوی حساب کاربری' })
      .getByRole('link', { name: 'تأمین‌کنندگان' })
      .click();
    await expect(
      page.getByRole('list', { name: 'تأمین‌کنندگان اخیراً دیده‌شده' }).getByRole('link').first(),
    ).toHaveAttribute('href', new RegExp(`^/supplier/${supplier?.id}/`));
    await page
      .getByRole('navigation', { name: 'منوی حساب کاربری' })
      .getByRole('link', { name: 'دیدگاه‌های من' })
      .click();
    await expect(page.getByText('هنوز دیدگاهی ننوشته‌اید')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // Removing the favourite empties the list.
    await page.goto('/profile/favorites/product');
    await page.getByRole('button', { name: `حذف «${title}» از علاقه‌مندی‌ها` }).click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('از علاقه‌مندی‌ها حذف شد.');
    await expect(page.getByText('هنوز چیزی به علاقه‌مندی‌ها نیفزوده‌اید')).toBeVisible();
  });

  test('a visitor who is not signed in is sent to log in by the heart and comes back', async ({ page }) => {
    await page.goto('/products/search/Product');
    const heart = page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /^علاقه‌مندی: / });
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(page).toHaveURL(/\/users\/login\?redirectPath=%2Fproducts%2Fsearch%2FProduct&loginPerPage=true$/);
  });
});
