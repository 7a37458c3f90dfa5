// A lost Redis (hardening issue, item 6): logins, code requests and every counted limit go on, counted in the
// database, while Redis cannot be reached; readiness says so (503); a live stream asked for meanwhile gets 503
// problem+json with Retry-After, and events published meanwhile are kept and replayed once it is back. A real
// Redis (TEST_REDIS_URL) behind a TCP proxy that the test cuts.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL as REDIS_URL, redisReachable } from '../test/redis.js';
import { openSse, type SseClient } from '../test/sse-client.js';
import { hostPort, startTcpProxy, type TcpProxy, throughProxy } from '../test/tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { type App, buildApp } from './app.js';
import { loadConfig } from './config.js';

const STREAM = '/api/v1/events/stream';
/** A request during the cut may wait for Redis a little, never for long. */
const PROMPT_MS = 2500;
/** Codes one address may ask for in an hour (OTP_MAX_PER_IP_HOUR), kept small to reach it. */
const CODES_PER_ADDRESS = 3;

const redisUp = await redisReachable();
if (!redisUp) console.warn(`redis-outage.test.ts skipped: no Redis at ${REDIS_URL} (TEST_REDIS_URL)`);

let database: TestDatabase;
let proxy: TcpProxy;
let app: App;
let base: string;
const streams: SseClient[] = [];

// Addresses and numbers of this run only, so counters left in Redis by an earlier run never interfere.
const address = () => `10.77.${randomInt(0, 250)}.${randomInt(1, 250)}`;
const phone = () => `0917${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

async function timed<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  expect(performance.now() - started).toBeLessThan(PROMPT_MS);
  return result;
}

/** The same code with its first digit changed. */
const wrongCode = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

const requestCode = (phoneNumber: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/users/login-by-otp', payload: { phoneNumber }, remoteAddress });

async function lastCode(to: string) {
  const outbox = (await app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox?limit=20' })).json() as {
    to: string;
    code: string;
  }[];
  return outbox.find((m) => m.to === to)?.code ?? '';
}

const exchange = (phoneNumber: string, code: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'otp', phone_number: phoneNumber, code }).toString(),
    remoteAddress,
  });

async function signIn(phoneNumber: string) {
  const from = address();
  expect((await requestCode(phoneNumber, from)).statusCode).toBe(202);
  const token = await exchange(phoneNumber, await lastCode(phoneNumber), from);
  expect(token.statusCode, token.body).toBe(200);
  const body = token.json() as { access_token: string; user: { id: number } };
  return { userId: body.user.id, auth: { authorization: `Bearer ${body.access_token}` } };
}

async function connect(headers: Record<string, string>) {
  const client = await openSse(`${base}${STREAM}`, headers);
  streams.push(client);
  return client;
}

/** Milliseconds until `ok()` first holds (polled every 25 ms), or -1 after `withinMs`. */
async function msUntil(ok: () => Promise<boolean>, withinMs: number) {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if (await ok()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return -1;
}

beforeAll(async () => {
  if (!redisUp) return;
  database = await createTestDatabase({ seeded: false });
  proxy = await startTcpProxy(hostPort(REDIS_URL));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OTP_RESEND_SECONDS: '0',
    OTP_MAX_PER_IP_HOUR: String(CODES_PER_ADDRESS),
    REDIS_URL: throughProxy(REDIS_URL, proxy),
    LIVE_CHANNEL_PREFIX: `bz:test:${randomUUID()}:`,
  });
  app = await buildApp({ config, database: database.handle, logger: false });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await app?.close();
  await proxy?.close();
  await database?.drop();
});

describe.skipIf(!redisUp)('a lost Redis (behind a proxy the test cuts)', () => {
  it('logins, wrong codes and other counted requests are answered as usual, promptly, while Redis is cut', async () => {
    const number = phone();
    const from = address();
    await proxy.cut();
    try {
      const sent = await timed(() => requestCode(number, from));
      expect(sent.statusCode, sent.body).toBe(202);
      const code = await lastCode(number);
      const wrong = await timed(() => exchange(number, wrongCode(code), from));
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json().code).toBe('IDENTITY_CODE_WRONG');
      const token = await timed(() => exchange(number, code, from));
      expect(token.statusCode, token.body).toBe(200);
      const feedback = await timed(() =>
        app.inject({
          method: 'POST',
          url: '/api/v1/feedbacks',
          payload: { name: 'مریم', subject: 'آزمون قطع ردیس', message: 'این پیام در زمان قطع ردیس فرستاده شد.' },
          remoteAddress: address(),
        }),
      );
      expect(feedback.statusCode, feedback.body).toBe(201);
    } finally {
      await proxy.restore();
    }
  });

  it('the limits still hold during the cut: an address past its hourly codes is refused with 429', async () => {
    const from = address();
    await proxy.cut();
    try {
      const answers: number[] = [];
      for (let i = 0; i <= CODES_PER_ADDRESS; i += 1) answers.push((await requestCode(phone(), from)).statusCode);
      expect(answers).toEqual([...Array(CODES_PER_ADDRESS).fill(202), 429]);
    } finally {
      await proxy.restore();
    }
  });

  it('readiness answers 503 with Retry-After while Redis is cut, and 200 within 2 s of its return', async () => {
    const isReady = async () => (await app.inject({ url: '/api/v1/ready' })).statusCode === 200;
    // Redis was cut by the test before; it is back within a moment.
    expect(await msUntil(isReady, 5000)).toBeGreaterThanOrEqual(0);
    await proxy.cut();
    try {
      const ready = await timed(() => app.inject({ url: '/api/v1/ready' }));
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(ready.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(ready.body).not.toMatch(/redis|6379|ECONN/i);
    } finally {
      await proxy.restore();
    }
    const back = await msUntil(isReady, 5000);
    expect(back).toBeGreaterThanOrEqual(0);
    expect(back).toBeLessThan(2000);
  });

  it('a live stream asked for during the cut gets 503 with Retry-After; events published meanwhile are replayed after', async () => {
    const user = await signIn(phone());
    const before = await app.live.publish(user.userId, 'n', { n: 0 });
    await proxy.cut();
    let during: Awaited<ReturnType<typeof app.live.publish>>;
    try {
      const refused = await timed(() => connect(user.auth));
      expect(refused.status).toBe(503);
      expect(refused.header('content-type')).toMatch(/^application\/problem\+json/);
      expect(Number(refused.header('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      // Publishing (the outbox's fan-out) stores the event and returns promptly, without Redis.
      during = await timed(() => app.live.publish(user.userId, 'n', { n: 1 }));
    } finally {
      await proxy.restore();
    }
    let resumed: SseClient | undefined;
    const back = await msUntil(async () => {
      const attempt = await connect({ ...user.auth, 'last-event-id': String(before.id) });
      if (attempt.status === 200) resumed = attempt;
      else attempt.close();
      return attempt.status === 200;
    }, 5000);
    expect(back).toBeGreaterThanOrEqual(0);
    expect(back).toBeLessThan(2000);
    const [replayed] = (await resumed?.nextEvents(1)) ?? [];
    expect(replayed?.id).toBe(String(during.id));
  });
});
