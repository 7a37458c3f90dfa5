// Prints a document's HTML to PDF with Chromium (issue 31): Debian's /usr/bin/chromium driven by
// playwright-core, which shapes Persian (joined letters, right-to-left runs) with HarfBuzz and embeds the
// Vazirmatn subset it used. One browser per API process, started on the first print and closed with the app;
// each print gets its own page. No browser: 503 with Retry-After, never a PDF with broken letters.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { TradeDocument } from '@bazaar/contracts/paperwork-documents';
import { type Browser, chromium } from 'playwright-core';
import { AppError } from '../../../shared/app-error.js';
import { documentHtml } from './document-html.js';

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: string; bold: string }> | null = null;
/** The static Regular and Bold cuts: Chromium embeds them as TrueType subsets (a variable font becomes Type 3). */
const fontDataUrls = () => {
  const load = (cut: string) =>
    readFile(require.resolve(`vazirmatn/fonts/webfonts/Vazirmatn-${cut}.woff2`)).then(
      (bytes) => `data:font/woff2;base64,${bytes.toString('base64')}`,
    );
  fonts ??= Promise.all([load('Regular'), load('Bold')]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
};

export function createPdfPrinter(executablePath: string) {
  let browser: Promise<Browser> | null = null;
  const launch = () => {
    browser ??= chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] }).catch((error) => {
      browser = null;
      throw error;
    });
    return browser;
  };
  return {
    async print(doc: TradeDocument): Promise<Buffer> {
      let open: Browser;
      try {
        open = await launch();
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', {
          detail: 'ساخت فایل PDF اکنون ممکن نیست؛ چند دقیقهٔ دیگر دوباره تلاش کنید یا صفحهٔ چاپی سند را چاپ کنید.',
          retryAfterSeconds: 60,
          cause,
        });
      }
      const page = await open.newPage();
      try {
        await page.setContent(documentHtml(doc, await fontDataUrls()), { waitUntil: 'load' });
        await page.evaluate('document.fonts.ready');
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await page.close();
      }
    },
    async close() {
      const open = browser;
      browser = null;
      if (open) await (await open.catch(() => null))?.close();
    },
  };
}
export type PdfPrinter = ReturnType<typeof createPdfPrinter>;
