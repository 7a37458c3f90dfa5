// Signing in for journeys that are not about the login screen (identity.spec.ts covers that one): a code
// from the dev SMS outbox (demo mode, loopback only), then the token exchange from the page itself, so the
// API's httpOnly session cookies land in the browser exactly as after a real login.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A new number per run, so the API's per-number limits never carry over between runs. */
export function freshMobile(): string {
  return `0912${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The newest code the dev SMS provider "sent" to `phone`. */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/v1/dev/sms-outbox')).json()) as {
        to: string;
        code: string | null;
      }[];
      // The newest one-time code: other texts (trade notices) carry none.
      code = outbox.find((message) => message.to === phone && message.code)?.code ?? undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/**
 * The latest refresh token of each number signed in during this run (one worker runs every spec). A later
 * sign-in of the same number continues that session the way a browser does (grant_type=refresh_token,
 * which rotates it), instead of asking for another code from the same address: the API doubles the wait
 * for every code one address asks for one number, so the demo supplier could not sign in from five specs.
 */
const refreshTokens = new Map<string, string>();

async function rememberSession(page: Page, phone: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bz_rt');
  if (cookie) refreshTokens.set(phone, cookie.value);
}

async function continueSession(page: Page, phone: string): Promise<boolean> {
  const token = refreshTokens.get(phone);
  if (!token) return false;
  const status = await page.evaluate(async (refreshToken) => {
    const response = await fetch('/api/v1/connect/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, token_delivery: 'cookie' }),
      credentials: 'same-origin',
    });
    return response.status;
  }, token);
  if (status !== 200) {
    refreshTokens.delete(phone);
    return false;
  }
  await rememberSession(page, phone);
  return true;
}

/** Signs `page`'s browser context in as `phone` (the page must be on the site already). */
export async function signInAs(page: Page, phone: string) {
  if (await continueSession(page, phone)) return;
  let sent = await page.request.post('/api/v1/users/login-by-otp', { data: { phoneNumber: phone } });
  if (sent.status() === 429) {
    // A run moments ago (same server) asked for this number's code: wait out the resend cooldown.
    const waitSeconds = Number(sent.headers()['retry-after'] ?? '60');
    await new Promise((resolve) => setTimeout(resolve, (Math.min(waitSeconds, 65) + 1) * 1000));
    sent = await page.request.post('/api/v1/users/login-by-otp', { data: { phoneNumber: phone } });
  }
  expect(sent.ok(), `login-by-otp → ${sent.status()}`).toBe(true);
  const code = await codeSentTo(page.request, phone);
  const status = await page.evaluate(
    async ({ phoneNumber, otp }) => {
      const response = await fetch('/api/v1/connect/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'otp',
          phone_number: phoneNumber,
          code: otp,
          token_delivery: 'cookie',
        }),
        credentials: 'same-origin',
      });
      return response.status;
    },
    { phoneNumber: phone, otp: code },
  );
  expect(status).toBe(200);
  await rememberSession(page, phone);
}
