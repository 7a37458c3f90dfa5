// Issue 17 against the running site, through both ports: a visitor cannot choose its own address, the
// demo says where login codes are, and every page carries a nonce Content-Security-Policy that the
// page's own scripts satisfy.
import { expect, test } from './support/test';

const SITE = 'http://127.0.0.1:3000';
const API = 'http://127.0.0.1:4000';
const feedback = {
  name: 'آزمون نشانی',
  subject: 'محدودیت ارسال',
  message: 'این پیام برای آزمودن محدودیت نشانی فرستاده می‌شود.',
};

test('a spoofed X-Forwarded-For does not reset the per-address limit, on the site or on the API', async ({
  request,
}) => {
  // Use up this machine's hourly feedback allowance (5) through the site…
  let status = 0;
  for (let i = 0; i < 8 && status !== 429; i += 1) {
    status = (await request.post(`${SITE}/api/v1/feedbacks`, { data: feedback })).status();
  }
  expect(status).toBe(429);
  // …then claim to be someone else, through the site and directly.
  for (const base of [SITE, API]) {
    for (const spoof of ['203.0.113.7', '198.51.100.9, 203.0.113.7']) {
      const response = await request.post(`${base}/api/v1/feedbacks`, {
        data: feedback,
        headers: { 'x-forwarded-for': spoof, forwarded: `for=${spoof.split(',')[0]}`, 'x-real-ip': '203.0.113.8' },
      });
      expect(response.status(), `${base} with X-Forwarded-For: ${spoof}`).toBe(429);
      expect(response.headers()['content-type']).toContain('application/problem+json');
    }
  }
});

test('the demo login page says that no SMS is sent and links to the local outbox', async ({ page }) => {
  await page.goto('/users/login');
  const note = page.getByRole('note').filter({ hasText: 'نسخهٔ نمایشی' });
  await expect(note).toContainText('پیامکی فرستاده نمی‌شود');
  await note.getByRole('link', { name: 'صندوق پیامک‌های آزمایشی' }).click();
  await expect(page).toHaveURL(/\/dev\/sms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'صندوق پیامک‌های آزمایشی' })).toBeVisible();
});

test('pages carry a nonce policy that their own scripts satisfy, cached pages included', async ({ page, request }) => {
  async function fetchPage(path: string, headers: Record<string, string> = {}) {
    const response = await request.get(path, { headers: { 'if-none-match': '"anything"', ...headers } });
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers().etag).toBeUndefined();
    return { nonce, stored: response.headers()['x-web-cache'] === 'hit' };
  }
  // A page's answer is kept for a second and given to every visitor with the nonce it was drawn with
  // (docs/decisions/036), signed-in ones included (docs/decisions/062); a profile page and the next
  // rendering draw new ones.
  const path = `/?nonce-check=${Date.now()}`;
  const first = await fetchPage(path);
  expect(first.stored).toBe(false);
  const again = await fetchPage(path);
  expect(again).toEqual({ nonce: first.nonce, stored: true });
  const signedIn = await fetchPage(path, { cookie: 'bz_at=not-a-token' });
  expect(signedIn).toEqual({ nonce: first.nonce, stored: true });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const later = await fetchPage(path);
  expect(later.nonce).not.toBe(first.nonce);

  // The browser runs the page under that policy without a single violation, and the page is interactive.
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Zod probes once whether `new Function` is allowed and falls back when it is not: that refusal is the
    // policy working (no 'unsafe-eval'), not a page script being blocked.
    if (/Content Security Policy violation: script-src eval/.test(text)) return;
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ['/', '/users/login', '/faq']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Hydrated under the policy: the form's own script checks an empty number inline.
  await page.goto('/users/login');
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toHaveAttribute('aria-invalid', 'true');
  expect(violations).toEqual([]);
});

test('the API status page tells an anonymous caller nothing about the database', async ({ request }) => {
  const response = await request.get(`${SITE}/api/v1/ready`);
  expect(response.ok()).toBe(true);
  expect(await response.text()).not.toMatch(/pglite|postgres/i);
});
