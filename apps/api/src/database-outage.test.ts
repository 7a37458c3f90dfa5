// A lost database (hardening issue, item 8): while PostgreSQL cannot be reached every request that needs it
// answers 503 problem+json with Retry-After and a Persian message, never 500, and the pool serves again by
// itself as soon as the link is back. A real PostgreSQL behind a TCP proxy that the test cuts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/sessions.js';
import { hostPort, startTcpProxy, type TcpProxy, throughProxy } from '../test/tcp-proxy.js';
import { createTestDatabase, type TestDatabase, urlFor } from '../test/test-database.js';
import { type App, buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { payables } from './db/schema/wallet.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CONNECT_TIMEOUT_MS = 1000;

let database: TestDatabase;
let proxy: TcpProxy;
let proxied: DatabaseHandle;
let app: App;
let payer: Awaited<ReturnType<typeof signIn>>;
let payableIds: number[] = [];

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

const get = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers }).then((r) => ({ ...r, status: r.statusCode }));
const post = (url: string, payload: object, headers: Record<string, string> = {}): Promise<Answer> =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers }).then((r) => ({ ...r, status: r.statusCode }));

/** What a caller must see while a dependency is lost. */
function expectUnavailable(answer: Answer) {
  expect(answer.status, answer.body).toBe(503);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  const problem = JSON.parse(answer.body);
  expect(problem).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  expect(problem.detail).toContain('موقتاً در دسترس نیست');
  // Nothing about the database, its address or the driver's words reaches the caller (the request's random id
  // left out: a UUID may hold «5432» by chance).
  const { requestId: _, ...told } = problem;
  expect(JSON.stringify(told)).not.toMatch(/ECONN|terminated|timeout|5432|postgres|127\.0\.0\.1/i);
}

/** Milliseconds until `request` first answers 200 (polled every 25 ms), or -1 after `withinMs`. */
async function msUntilOk(request: () => Promise<Answer>, withinMs: number) {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if ((await request()).status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return -1;
}

const payFromWallet = (payableId: number) =>
  post('/payments/wallet-pay', { payableId }, { ...payer.auth, 'idempotency-key': randomUUID() });

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  const direct = urlFor(database.name);
  proxy = await startTcpProxy(hostPort(direct));
  proxied = await openDatabase({ url: throughProxy(direct, proxy), poolMax: 4, connectTimeoutMs: CONNECT_TIMEOUT_MS });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CATALOG_CACHE_TTL_SECONDS: '0' }),
    database: proxied,
    logger: false,
  });
  await app.ready();
  payer = await signIn(app, '09171238801');
  const staff = await signIn(app, '09120000001');
  const credited = await post(
    '/wallettransactions/charge-by-user',
    {
      phoneNumber: '09171238801',
      direction: 'credit',
      amountRials: 100_000,
      reason: 'شارژ برای آزمون قطع پایگاه داده',
    },
    { ...staff.auth, 'idempotency-key': randomUUID() },
  );
  expect(credited.status, credited.body).toBe(201);
  const rows = await database.handle.db
    .insert(payables)
    .values(
      Array.from({ length: 4 }, () => ({
        userId: payer.userId,
        kind: 'membership_plan' as const,
        title: 'پرداخت آزمایشی',
        amountRials: 10_000,
      })),
    )
    .returning({ id: payables.id });
  payableIds = rows.map((r) => r.id);
});

afterAll(async () => {
  await app?.close();
  await proxied?.close();
  await proxy?.close();
  await database?.drop();
});

describe.skipIf(!onPostgres)('a lost database (PostgreSQL behind a proxy the test cuts)', () => {
  it('answers 503 problem+json with Retry-After to reads, payments, logins and readiness, then 200 within 2 s of the link returning', async () => {
    expect((await get('/announcements')).status).toBe(200);
    expect((await get('/ready')).status).toBe(200);

    await proxy.cut();
    try {
      expectUnavailable(await get('/announcements'));
      expectUnavailable(await get('/faqquestions/group-by-category'));
      expectUnavailable(await get('/wallettransactions/credit/byuser', payer.auth));
      expectUnavailable(await payFromWallet(payableIds[0] ?? 0));
      expectUnavailable(await post('/users/login-by-otp', { phoneNumber: '09171238802' }));
      const ready = await get('/ready');
      expect(ready.status).toBe(503);
      expect(Number(ready.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await proxy.restore();
    }

    const recoveredInMs = await msUntilOk(() => get('/announcements'), 5000);
    expect(recoveredInMs).toBeGreaterThanOrEqual(0);
    expect(recoveredInMs).toBeLessThan(2000);
    expect((await get('/ready')).status).toBe(200);
    // Money calls work again too (a fresh payable: the one tried during the cut is the wallet's business).
    const paid = await payFromWallet(payableIds[1] ?? 0);
    expect(paid.status, paid.body).toBe(200);
  });

  it('a link that takes connections but never answers gives 503 after the connect timeout, not a hung request', async () => {
    await proxy.stall();
    try {
      // The pooled connections were dropped; the request below must open a new one.
      while (proxied.poolStats?.().total) await new Promise((resolve) => setTimeout(resolve, 10));
      const started = performance.now();
      expectUnavailable(await get('/announcements'));
      expect(performance.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 3000);
    } finally {
      await proxy.restore();
    }
    expect(await msUntilOk(() => get('/announcements'), 5000)).toBeGreaterThanOrEqual(0);
  });

  it('a connection lost in the middle of a transaction fails that transaction and leaves the process serving', async () => {
    const failed = proxied.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        // The connection is gone while the transaction holds it between two statements.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 2`);
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    expect(await failed).toBe('failed');
    await proxy.restore();
    expect(await msUntilOk(() => get('/announcements'), 5000)).toBeGreaterThanOrEqual(0);
  });

  it('a job whose end cannot be written (the database lost while it ran) leaves the process serving', async () => {
    const runs: number[] = [];
    app.platform.jobs.define('test.outage', async (_data, job) => {
      runs.push(job.attempt);
      // The link drops while the job runs: pg-boss cannot record its end.
      if (runs.length === 1) await proxy.cut();
    });
    await app.platform.jobs.send('test.outage', {});
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // pg-boss writes the job's end without waiting for it; that write fails now (an unhandled rejection
    // ends a Node process).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.restore();
    expect(await msUntilOk(() => get('/announcements'), 5000)).toBeGreaterThanOrEqual(0);
  });
});
