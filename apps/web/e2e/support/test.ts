// Playwright's `test`, with every page of every context waiting, after each navigation, for the framework's
// scripts to have run. A page starts them only after its first screen has painted (server/after-paint.ts, decision
// 110), which can be after the load event Playwright's navigation waits for; a visitor's tap on a menu button in
// between does nothing yet, and a journey's would be lost the same way. Everything else is Playwright's own.
import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Resolves once the page's held scripts have all run (at once on a page without them: an API answer, a PDF). */
export async function scriptsRan(page: Page) {
  await page.waitForFunction(
    () => {
      const state = (window as { __afterPaint?: string }).__afterPaint;
      return state === undefined || state === 'ran';
    },
    null,
    { timeout: 15_000 },
  );
}

const patched = new WeakSet<Page>();
function waitAfterNavigations(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await scriptsRan(page);
        return response;
      },
    });
  }
}

function watchContext(context: BrowserContext) {
  for (const page of context.pages()) waitAfterNavigations(page);
  context.on('page', waitAfterNavigations);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, use) => {
    await use(watchContext(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser['newContext']>) => watchContext(await newContext(...args)),
        newPage: async (...args: Parameters<Browser['newPage']>) => {
          const page = await newPage(...args);
          waitAfterNavigations(page);
          return page;
        },
      });
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
