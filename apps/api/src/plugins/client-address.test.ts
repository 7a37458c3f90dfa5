// Issue 17, findings 1 and 2: login codes are never readable from outside this machine, and a client
// cannot choose its own address with X-Forwarded-For (per-address limits hold).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { loadConfig } from '../config.js';

const SECRET = 'proxy-secret-proxy-secret-proxy-secret-01';
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seeded: false, env: { OTP_MAX_PER_IP_HOUR: '2', PROXY_SECRET: SECRET } });
});
afterAll(() => ctx?.close());

let phone = 0;
const nextPhone = () => `0912${String(7_000_000 + ++phone).padStart(7, '0')}`;
const requestCode = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/login-by-otp',
    payload: { phoneNumber: nextPhone() },
    remoteAddress,
    headers,
  });
const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox', remoteAddress, headers });

describe('per-address limits cannot be bypassed with X-Forwarded-For', () => {
  it('a spoofed header on a direct connection changes nothing: the limit of the socket address holds', async () => {
    expect((await requestCode('127.0.0.9')).statusCode).toBe(202);
    expect((await requestCode('127.0.0.9')).statusCode).toBe(202);
    expect((await requestCode('127.0.0.9')).statusCode).toBe(429);
    for (const spoof of ['203.0.113.7', '203.0.113.8, 198.51.100.1', '127.0.0.1']) {
      const spoofed = await requestCode('127.0.0.9', { 'x-forwarded-for': spoof });
      expect(spoofed.statusCode).toBe(429);
      expect(spoofed.headers['content-type']).toContain('application/problem+json');
    }
    // The RFC 7239 header is not believed either.
    expect((await requestCode('127.0.0.9', { forwarded: 'for=203.0.113.50' })).statusCode).toBe(429);
  });

  it('a wrong proxy secret is the same as none', async () => {
    const wrong = { 'x-forwarded-for': '203.0.113.20', 'x-proxy-secret': `${SECRET.slice(0, -1)}x` };
    expect((await requestCode('127.0.0.10')).statusCode).toBe(202);
    expect((await requestCode('127.0.0.10')).statusCode).toBe(202);
    expect((await requestCode('127.0.0.10', wrong)).statusCode).toBe(429);
  });

  it('the proven web proxy on loopback speaks for its visitors, each with a limit of their own', async () => {
    const viaProxy = (client: string) => ({ 'x-forwarded-for': client, 'x-proxy-secret': SECRET });
    expect((await requestCode('127.0.0.1', viaProxy('198.51.100.31'))).statusCode).toBe(202);
    expect((await requestCode('127.0.0.1', viaProxy('198.51.100.31'))).statusCode).toBe(202);
    expect((await requestCode('127.0.0.1', viaProxy('198.51.100.31'))).statusCode).toBe(429);
    // Another visitor behind the same proxy is not punished for the first one.
    expect((await requestCode('127.0.0.1', viaProxy('198.51.100.32'))).statusCode).toBe(202);
  });

  it('the secret from an address that is not a trusted proxy is not believed', async () => {
    const claim = { 'x-forwarded-for': '198.51.100.77', 'x-proxy-secret': SECRET };
    expect((await requestCode('192.0.2.44', claim)).statusCode).toBe(202);
    expect((await requestCode('192.0.2.44', claim)).statusCode).toBe(202);
    expect((await requestCode('192.0.2.44', { 'x-forwarded-for': '198.51.100.78' })).statusCode).toBe(429);
  });
});

describe('session cookies are Secure exactly when the visitor came over HTTPS (hardening issue, item 9)', () => {
  let client = 0;
  /** Logs in with cookie delivery and logs out again, both with `headers` from `remoteAddress`. */
  async function cookiesOfLoginAndLogout(remoteAddress: string, headers: Record<string, string>) {
    const phoneNumber = nextPhone();
    client += 1;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login-by-otp',
      payload: { phoneNumber },
      remoteAddress: `198.18.0.${client}`,
    });
    const messages = (await outbox('127.0.0.1')).json() as { to: string; code: string | null }[];
    const code = messages.find((m) => m.to === phoneNumber && m.code)?.code ?? '';
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/connect/token',
      remoteAddress,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'otp',
        phone_number: phoneNumber,
        code,
        token_delivery: 'cookie',
      }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const refreshToken = login.cookies.find((c) => c.name === 'bz_rt')?.value ?? '';
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      remoteAddress,
      headers,
      payload: { refresh_token: refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    return { set: login.cookies, cleared: logout.cookies };
  }

  it('through the proven web proxy that says https: set and cleared with Secure, HttpOnly and SameSite', async () => {
    const { set, cleared } = await cookiesOfLoginAndLogout('127.0.0.1', {
      'x-proxy-secret': SECRET,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.90',
    });
    expect(set.map((c) => c.name).sort()).toEqual(['bz_at', 'bz_rt']);
    expect(cleared.map((c) => c.name).sort()).toEqual(['bz_at', 'bz_rt']);
    for (const cookie of [...set, ...cleared]) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    }
  });

  it('over plain HTTP, or when a caller that is not the proven proxy claims https: not Secure', async () => {
    for (const [remoteAddress, headers] of [
      ['127.0.0.1', {}],
      ['127.0.0.1', { 'x-forwarded-proto': 'https' }],
      ['203.0.113.60', { 'x-forwarded-proto': 'https', 'x-proxy-secret': SECRET }],
    ] as const) {
      const { set, cleared } = await cookiesOfLoginAndLogout(remoteAddress, headers);
      for (const cookie of [...set, ...cleared]) expect(cookie.secure, `${remoteAddress} ${cookie.name}`).toBeFalsy();
    }
  });
});

describe('the development SMS outbox answers only visitors on this machine', () => {
  it('a loopback client reads the codes', async () => {
    const response = await outbox('127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('a remote client gets the unknown-route 404, even when it claims to be loopback', async () => {
    const claims: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '::1', forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of claims) {
      const response = await outbox('203.0.113.9', headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect(Array.isArray(response.json())).toBe(false);
    }
  });

  it('a remote visitor through the proven web proxy gets 404 too', async () => {
    const response = await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', 'x-proxy-secret': SECRET });
    expect(response.statusCode).toBe(404);
  });
});

describe('production starts', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), LOG_LEVEL: 'silent' };

  it('refuse the development SMS provider with one line unless the demo mode is explicit', () => {
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'dev' })).toThrowError(
      /^Invalid configuration: SMS_PROVIDER: .*DEMO_MODE=true[^\n]*$/,
    );
    expect(loadConfig({ ...production, SMS_PROVIDER: 'dev', DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
  });

  it('never trust every hop', () => {
    expect(() => loadConfig({ ...production, DEMO_MODE: 'true', TRUST_PROXY: 'true' })).toThrowError(/TRUST_PROXY/);
  });

  it('without the demo mode the outbox route does not exist at all', async () => {
    const { buildApp } = await import('../app.js');
    const config = loadConfig({ ...production, SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k' });
    const { createTestDatabase } = await import('../../test/test-database.js');
    const database = await createTestDatabase({ seeded: false });
    const app = await buildApp({ config, database: database.handle, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
