// Issue 34, decision 110: a page paints its first screen, the first picture included, before the framework's
// scripts are fetched; then they start and the page hydrates. Chromium reports the picture's paint (Element
// Timing) and each script's fetch (Resource Timing) on one clock.

import { firstCategoryAndProduct } from './support/catalog-data';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('a product page shows its first picture before the framework starts, then answers a tap on a thumbnail', async ({
  page,
  request,
}) => {
  const { product } = await firstCategoryAndProduct(request);
  await page.goto(`/products/${product.id}/x`);
  // Every held chunk was started by the loader, and the page hydrated (React's fibers are on its elements).
  await page.waitForFunction(() => document.querySelectorAll('script[data-after-paint-src]').length === 0);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
  const timing = await page.evaluate(async () => {
    const painted = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list.getEntries()[0] as (PerformanceEntry & { renderTime: number }) | undefined;
        resolve(entry ? entry.renderTime || entry.startTime : null);
      }).observe({ type: 'element', buffered: true });
      setTimeout(() => resolve(null), 2000);
    });
    // The chunks the page holds (Next itself preloads one small chunk by a link of its own, fetched early).
    const preloaded = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href),
    );
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name) && !preloaded.has(entry.name));
    return { painted, firstChunk: Math.min(...chunks.map((entry) => entry.startTime)), chunks: chunks.length };
  });
  expect(timing.painted, 'the first picture’s paint').not.toBeNull();
  expect(timing.chunks).toBeGreaterThan(0);
  expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);

  // Hydrated for real: the thumbnails' script marks the one a visitor chose.
  const thumbnails = page.locator('[data-gallery-thumbnail]');
  if ((await thumbnails.count()) > 1) {
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  }
});
