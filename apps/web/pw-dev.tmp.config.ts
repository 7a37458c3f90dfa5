import { defineConfig, devices } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/apps/web/e2e',
  workers: 1,
  reporter: [['list']],
  use: { baseURL: 'http://127.0.0.1:3100', locale: 'fa-IR', trace: 'retain-on-failure' },
  outputDir: '/tmp/pw-dev-results',
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
      },
    },
  ],
});
