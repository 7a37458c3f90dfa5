import { expect, type Page, test } from './support/test';

// The spec's housekeeping (sections 7–9), in the browser: a script chunk that fails to load reloads the
// page once and only once within 10 seconds; an hourly check of the latest-build file offers a reload
// when a new build is out.

/** The toast region: Radix also announces a toast's text in a separate live region for screen readers. */
const toasts = (page: Page) => page.getByRole('region', { name: /اعلان‌ها/ });

/** Counts the page's document loads (the first visit and every reload). */
function countDocuments(page: Page) {
  const counter = { loads: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counter.loads++;
  });
  return counter;
}

test.describe('a script chunk that fails to load', () => {
  test('reloads the page exactly once, even when the chunk keeps failing', async ({ page }) => {
    const documents = countDocuments(page);
    let aborted = 0;
    // Every script chunk fails, every time: the guard (10 s in sessionStorage) must stop a reload loop.
    await page.route('**/_next/static/chunks/**', (route) => {
      aborted++;
      return route.abort('failed');
    });
    await page.goto('/faq');
    await expect.poll(() => documents.loads, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(4_000);
    expect(documents.loads).toBe(2);
    expect(aborted).toBeGreaterThan(1);
    expect(await page.evaluate(() => sessionStorage.getItem('bazaar:chunk-reload-at'))).toMatch(/^\d+$/);
  });

  test('a chunk that fails on the first visit reloads the page once, and the page then works', async ({ page }) => {
    const documents = countDocuments(page);
    let failed = '';
    // One script chunk (its preload and its script) fails until the page reloads, as after a deploy mid-visit.
    await page.route('**/_next/static/chunks/**', (route) => {
      const url = route.request().url();
      if (documents.loads > 1 || !url.endsWith('.js')) return route.continue();
      failed ||= url;
      return url === failed ? route.abort('failed') : route.continue();
    });
    await page.goto('/faq');
    await expect.poll(() => documents.loads, { timeout: 10_000 }).toBe(2);
    expect(failed).toContain('/_next/static/chunks/');
    // Hydrated after the reload: Next's client runtime has started.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => Boolean((window as { next?: { version?: string } }).next?.version));
    await page.waitForTimeout(3_000);
    expect(documents.loads).toBe(2);
  });
});

test.describe('the hourly check for a new build', () => {
  const toastTitle = 'نسخهٔ تازه‌ای از سایت منتشر شده است';

  /**
   * Moves the page's clock an hour at a time until it has asked for the latest-build file. The hourly timer
   * starts when the page hydrates, which on a busy machine can come after the first hour was skipped.
   */
  async function untilChecked(page: Page) {
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/latest-build.json')) asked++;
    });
    await expect
      .poll(
        async () => {
          await page.clock.runFor('01:00:00');
          return asked;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  }

  test('offers a reload in Persian when the latest-build file names another build', async ({ page }) => {
    await page.clock.install();
    const documents = countDocuments(page);
    await page.route('**/latest-build.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toasts(page).getByText(toastTitle)).toHaveCount(0);
    await untilChecked(page);
    await expect(toasts(page).getByText(toastTitle)).toBeVisible();
    await page.getByRole('button', { name: 'بارگذاری دوباره' }).click();
    await expect.poll(() => documents.loads).toBe(2);
  });

  test('says nothing while the server still runs this build', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const answered = page.waitForResponse((response) => response.url().endsWith('/latest-build.json'));
    await untilChecked(page);
    expect((await answered).status()).toBe(200);
    await page.waitForTimeout(500);
    await expect(toasts(page).getByText(toastTitle)).toHaveCount(0);
  });
});
