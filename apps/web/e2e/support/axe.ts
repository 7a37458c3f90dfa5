// Axe scan shared by the specs: WCAG 2.x A/AA rules, failing only on serious and critical findings.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** `exclude`: selectors of elements to leave out, each with its reason at the call. */
export async function blockingViolations(page: Page, exclude: string[] = []) {
  // Right after a server action the page's new head (its <title> among it) can still be streaming in;
  // scan the settled page. A page that never gets a title still fails on «document-title» below.
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
  // A toast or panel still fading in is measured at part of its opacity, so axe can report a contrast its settled
  // colours do not have (a CI run once failed the article journey's scan right after a toast, and passed on its
  // retry): scan once the page's finite animations have ended.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3_000)),
      ]),
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((n) => n.target),
    }));
}
