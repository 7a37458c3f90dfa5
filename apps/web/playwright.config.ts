import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys against the production build (API on :4000, web on :3000), in Debian's Chromium.
const webPort = process.env.WEB_PORT ?? '3000';
const reportFile = fileURLToPath(new URL('../../.reports/playwright.json', import.meta.url));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 1,
  // In CI a journey that fails is run once more: on a loaded two-core machine a wait can still lose a race.
  // scripts/test.mjs lists every journey that needed its retry, with its first error, so none goes unseen.
  retries: process.env.CI ? 1 : 0,
  // Axe scans of long pages take a while on a two-core machine.
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: reportFile }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    locale: 'fa-IR',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../../scripts/start.mjs',
    url: `http://127.0.0.1:${webPort}/api/v1/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 480_000,
    env: { DATA_DIR: '../../data/e2e' },
  },
});
