// Signing in for journeys that are not about the login screen (identity.spec.ts covers that one): a code
// from the dev SMS outbox (demo mode, loopback only), then the token exchange from the page itself, so the
// API's httpOnly session cookies land in the browser exactly as after a real login.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
/**
 * Kept in a file too: Playwright retries a failed test in a fresh worker, which would otherwise ask every number
 * for a new code, and one failure became a cascade of «login-by-otp → 429» in the specs after it.
 */
const TOKENS_FILE = path.join(os.tmpdir(), `bazaar-e2e-sessions-${process.env.WEB_PORT ?? '3000'}.json`);

function storedToken(phone: string): string | undefined {
  if (refreshTokens.has(phone)) return refreshTokens.get(phone);
  try {
    return (JSON.parse(readFileSync(TOKENS_FILE, 'utf8')) as Record<string, string>)[phone];
  } catch {
    return undefined;
  }
}

function keepToken(phone: string, token: string | undefined) {
  if (token) refreshTokens.set(phone, token);
  else refreshTokens.delete(phone);
  let all: Record<string, string> = {};
  try {
    all = JSON.parse(readFileSync(TOKENS_FILE, 'utf8')) as Record<string, string>;
  } catch {
    all = {};
  }
  if (token) all[phone] = token;
  else delete all[phone];
  writeFileSync(TOKENS_FILE, JSON.stringify(all));
}

async function rememberSession(page: Page, phone: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bz_rt');
  if (cookie) keepToken(phone, cookie.value);
}

async function continueSession(page: Page, phone: string): Promise<boolean> {
  const token = storedToken(phone);
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
    keepToken(phone, undefined);
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
