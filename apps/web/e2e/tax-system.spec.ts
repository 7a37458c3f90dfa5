import { blockingViolations } from './support/axe';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

// سامانه مودیان (decision 042), as the demo supplier's owner: the menu leads to the tax page, which shows the demo
// sandbox profile (memory id, when the key and certificate were saved, never the key), and the replacement form
// names each wrong field in Persian beside it: the memory id's form, a key and a certificate that do not parse.
const OWNER = '09120000002';

test('a supplier reads its sandbox tax profile and is told in Persian what is wrong with a replacement', async ({
  page,
}) => {
  await page.goto('/');
  await signInAs(page, OWNER);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'سامانه مودیان' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'سامانه مودیان' })).toBeVisible();
  const profile = page.getByTestId('tax-profile');
  await expect(profile).toContainText('A1B2C3');
  await expect(profile).toContainText('ثبت شده در');
  await expect(profile).toContainText('سندباکس');
  await expect(page.locator('body')).not.toContainText('PRIVATE KEY');
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByLabel('شناسه یکتای حافظه مالیاتی').fill('ab-12');
  await page
    .getByLabel('کلید خصوصی (متن فایل PEM، بدون رمز)')
    .fill('-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----');
  await page.getByLabel('گواهی امضای الکترونیکی (متن فایل PEM)').fill('not a certificate');
  await page.getByRole('button', { name: 'جایگزینی پروفایل مالیاتی' }).click();
  await expect(page.locator('#tax-profile-memoryId-error')).toContainText('۶ نویسه');
  await expect(page.locator('#tax-profile-privateKeyPem-error')).toContainText('کلید خصوصی خوانده نشد');
  await expect(page.locator('#tax-profile-certificatePem-error')).toContainText('گواهی خوانده نشد');
  // What was typed stays, and the saved profile is unchanged.
  await expect(page.getByLabel('شناسه یکتای حافظه مالیاتی')).toHaveValue('ab-12');
  await page.reload();
  await expect(page.getByTestId('tax-profile')).toContainText('A1B2C3');
  expect(await blockingViolations(page)).toEqual([]);
});
