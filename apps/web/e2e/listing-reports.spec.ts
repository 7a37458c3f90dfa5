import { blockingViolations } from './support/axe';
import { signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

// «گزارش تخلف» (decision 034): a buyer reports a listing from its public page; staff find it in the queue and
// unpublish it with a reason; the public page answers «not found» and the listing leaves the merchant's list; the
// supplier reads the reason on /profile/products. The listing is the demo supplier's own copy made for this run
// (duplicate, then publish), so no other journey's product is touched.
const ADMIN = '09120000001';
const SUPPLIER_OWNER = '09120000002';
const BUYER = '09120000022';
const slowExpect = expect.configure({ timeout: 20_000 });

async function noBlockingViolations(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

/** The demo supplier's published copy of one of its products: { id, title, merchantId }. */
async function freshListing(owner: Page) {
  return owner.evaluate(async () => {
    const json = async (response: Response) => {
      if (!response.ok) throw new Error(`${response.url} → ${response.status}`);
      return response.json();
    };
    const mine = await json(
      await fetch('/api/v1/supplierproducts/mine?status=published&pageSize=1', { credentials: 'same-origin' }),
    );
    const source = mine.items[0];
    const copy = await json(
      await fetch(`/api/v1/supplierproducts/${source.id}/duplicate`, { method: 'POST', credentials: 'same-origin' }),
    );
    await json(
      await fetch(`/api/v1/supplierproducts/${copy.id}/status`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'published' }),
        credentials: 'same-origin',
      }),
    );
    return { id: copy.id as number, title: copy.title as string, merchantId: copy.merchantId as number };
  });
}

test('a buyer reports a listing, staff unpublish it with a reason, the supplier reads why', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const contexts = await Promise.all([0, 1, 2, 3].map(() => browser.newContext({ locale: 'fa-IR' })));
  const [owner, visitor, buyer, staff] = await Promise.all(contexts.map((c) => c.newPage()));
  if (!owner || !visitor || !buyer || !staff) throw new Error('no page');

  await owner.goto('/');
  await signInAs(owner, SUPPLIER_OWNER);
  const listing = await freshListing(owner);
  const productPath = `/products/${listing.id}/x`;

  // 1. A visitor who is not signed in is asked to log in and come back.
  await visitor.goto(productPath);
  await slowExpect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.getByTestId('report-listing').click();
  const invitation = visitor.getByRole('dialog').getByRole('link', { name: 'وارد حساب خود شوید' });
  await slowExpect(invitation).toBeVisible();
  expect(decodeURIComponent((await invitation.getAttribute('href')) ?? '')).toContain(
    `redirectPath=/products/${listing.id}/`,
  );

  // 2. The buyer reports it: a reason of the list and a few words.
  await buyer.goto('/');
  await signInAs(buyer, BUYER);
  await buyer.goto(productPath);
  await buyer.getByTestId('report-listing').click();
  const dialog = buyer.getByRole('dialog');
  await slowExpect(dialog.getByRole('radio', { name: 'قیمت گمراه‌کننده' })).toBeVisible();
  await dialog.getByRole('button', { name: 'ثبت گزارش' }).click();
  await expect(dialog.getByText('یکی از دلیل‌ها را برگزینید.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'قیمت گمراه‌کننده' }).check();
  await dialog.getByLabel(/توضیح/).fill('قیمت آگهی با پیش‌فاکتور فرستاده‌شده یکی نیست.');
  await noBlockingViolations(buyer);
  await dialog.getByRole('button', { name: 'ثبت گزارش' }).click();
  await slowExpect(dialog.getByRole('status')).toContainText('گزارش شما ثبت شد');
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await expect(buyer.getByRole('dialog')).toBeHidden();

  // 3. Staff find it in the queue (from the staff home's navigation) and unpublish it with a reason.
  await staff.goto('/');
  await signInAs(staff, ADMIN);
  await staff.goto('/profile/admin');
  await staff
    .getByRole('navigation', { name: 'ابزارهای مدیریت' })
    .getByRole('link', { name: 'آگهی‌های گزارش‌شده' })
    .click();
  await slowExpect(staff.getByRole('heading', { level: 1, name: 'آگهی‌های گزارش‌شده' })).toBeVisible();
  const entry = staff.locator(`[data-testid="reported-listing"][data-product-id="${listing.id}"]`);
  await expect(entry).toContainText('قیمت گمراه‌کننده (۱)');
  await noBlockingViolations(staff);
  const reason = 'قیمت آگهی با قیمت واقعی فروش یکی نیست؛ قیمت را اصلاح و دوباره منتشر کنید.';
  await entry.getByLabel(/دلیل توقف انتشار/).fill(reason);
  await entry.getByRole('button', { name: /توقف انتشار آگهی/ }).click();
  await slowExpect(staff.getByRole('status').filter({ hasText: /\S/ })).toContainText('انتشار آگهی متوقف شد');
  await expect(staff.locator(`[data-testid="reported-listing"][data-product-id="${listing.id}"]`)).toHaveCount(0);
  await staff.getByRole('link', { name: 'توقف انتشار', exact: true }).click();
  await slowExpect(staff.locator(`[data-testid="reported-listing"][data-product-id="${listing.id}"]`)).toContainText(
    reason,
  );
  await staff.goto('/profile/admin/audit');
  await slowExpect(staff.getByRole('table')).toContainText('توقف انتشار آگهی گزارش‌شده');
  // The buyer (no staff role) is refused the queue.
  expect((await buyer.goto('/profile/admin/listing-reports'))?.status()).toBe(403);

  // 4. The public page answers «not found» and the merchant's public list no longer holds it.
  await expect
    .poll(async () => (await request.get(productPath, { maxRedirects: 5 })).status(), { timeout: 30_000 })
    .toBe(404);
  const publicList = await (
    await request.get(`/api/v1/supplierproducts/catalog?merchantId=${listing.merchantId}&pageSize=100&sort=newest`)
  ).json();
  expect(publicList.items.map((p: { id: number }) => p.id)).not.toContain(listing.id);

  // 5. The supplier reads the reason on its product list.
  await owner.goto(`/profile/products?status=draft&q=${encodeURIComponent(listing.title)}`);
  const row = owner.locator(`#product-${listing.id}`);
  await slowExpect(row.getByTestId('moderation-notice')).toContainText(reason);
  await expect(row.getByTestId('moderation-notice')).toContainText('متوقف کردند');
  await noBlockingViolations(owner);

  await Promise.all(contexts.map((c) => c.close()));
});
