import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL as REDIS_URL, redisReachable } from '../../../test/redis.js';
import { signIn } from '../../../test/sessions.js';
import { openSse, type SseClient } from '../../../test/sse-client.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

const STREAM = '/api/v1/events/stream';

let database: TestDatabase;
const running: App[] = [];
const clients: SseClient[] = [];

/** An API instance over the file's database, listening on an ephemeral port. */
async function startInstance(env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database: database.handle, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  running.push(app);
  return {
    app,
    base,
    async connect(headers: Record<string, string> = {}, query = '') {
      const client = await openSse(`${base}${STREAM}${query}`, headers);
      clients.push(client);
      return client;
    },
  };
}

let phoneCounter = 0;
async function newUser(app: App) {
  phoneCounter += 1;
  return signIn(app, `0912700${String(phoneCounter).padStart(4, '0')}`);
}

const payloads = (client: SseClient) =>
  client.events().map((e) => ({ event: e.event, data: JSON.parse(e.data ?? '') }));

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await Promise.all(running.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await database?.drop();
});

describe('GET /events/stream', () => {
  it('answers 401 problem+json in Persian to an anonymous caller', async () => {
    const { connect } = await startInstance();
    const anonymous = await connect();
    expect(anonymous.status).toBe(401);
    expect(anonymous.header('content-type')).toMatch(/^application\/problem\+json/);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', title: 'ورود لازم است' });
  });

  it("streams the user's own events with SSE headers and a retry hint, never another user's", async () => {
    const { app, connect } = await startInstance();
    const [ali, sara] = [await newUser(app), await newUser(app)];
    const aliStream = await connect(ali.auth);
    const saraStream = await connect(sara.auth);
    expect(aliStream.status).toBe(200);
    expect(aliStream.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(aliStream.header('cache-control')).toBe('no-cache, no-transform');
    expect(aliStream.header('x-accel-buffering')).toBe('no');
    await aliStream.waitUntil(() => aliStream.frames.some((f) => f.retry === 3000), 'the retry hint');

    await app.live.publish(sara.userId, 'message.created', { text: 'سلام سارا' });
    const published = await app.live.publish(ali.userId, 'wallet.changed', { balance: 1200, note: 'خط\nدوم' });

    const [first] = await aliStream.nextEvents(1);
    expect(first).toMatchObject({ id: String(published.id), event: 'wallet.changed' });
    expect(JSON.parse(first?.data ?? '')).toEqual({ balance: 1200, note: 'خط\nدوم' });
    await saraStream.nextEvents(1);
    expect(payloads(saraStream)).toEqual([{ event: 'message.created', data: { text: 'سلام سارا' } }]);
    expect(payloads(aliStream)).toHaveLength(1);
  });

  it("a domain event committed for a user reaches that user's open page through the outbox", async () => {
    const { app, connect } = await startInstance({ JOBS_POLL_SECONDS: '0.5', EVENTS_POLL_MS: '100' });
    const [owner, other] = [await newUser(app), await newUser(app)];
    const ownerStream = await connect(owner.auth);
    const otherStream = await connect(other.auth);
    await app.platform.uow.run(async (_tx, emit) => {
      await emit('addresses.default.changed', { userId: owner.userId, addressId: 41 }, { audience: [owner.userId] });
    });
    const [event] = await ownerStream.nextEvents(1, 10_000);
    expect(event?.event).toBe('addresses.default.changed');
    expect(JSON.parse(event?.data ?? '')).toEqual({ userId: owner.userId, addressId: 41 });
    // An event that was rolled back never reaches anyone, and the other user saw nothing.
    await app.platform.uow
      .run(async (_tx, emit) => {
        await emit('addresses.default.changed', { userId: owner.userId, addressId: 42 }, { audience: [owner.userId] });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(payloads(ownerStream)).toHaveLength(1);
    expect(payloads(otherStream)).toEqual([]);
  });

  it('authenticates with the site cookie as well as a Bearer token', async () => {
    const { app, connect } = await startInstance();
    const user = await newUser(app);
    const stream = await connect({ cookie: `bz_at=${user.access_token}` });
    expect(stream.status).toBe(200);
    await app.live.publish(user.userId, 'trade.updated', { id: 7 });
    expect((await stream.nextEvents(1))[0]?.event).toBe('trade.updated');
  });

  it('sends a heartbeat comment at the configured interval', async () => {
    const { app, connect } = await startInstance({ LIVE_HEARTBEAT_MS: '40' });
    const stream = await connect((await newUser(app)).auth);
    await stream.waitUntil(
      () => stream.frames.filter((f) => f.comments.includes('ping')).length >= 2,
      'two heartbeats',
      1000,
    );
  });

  it('replays exactly the missed events, in order, after Last-Event-ID, then continues live', async () => {
    const { app, connect } = await startInstance();
    const [user, other] = [await newUser(app), await newUser(app)];
    const before = await connect(user.auth);
    await app.live.publish(user.userId, 'n', { n: 1 });
    const [seen] = await before.nextEvents(1);
    before.close();

    for (const n of [2, 3]) await app.live.publish(user.userId, 'n', { n });
    await app.live.publish(other.userId, 'n', { n: 99 });
    await app.live.publish(user.userId, 'n', { n: 4 });

    const resumed = await connect({ ...user.auth, 'last-event-id': seen?.id ?? '' });
    await resumed.nextEvents(3);
    await app.live.publish(user.userId, 'n', { n: 5 });
    await resumed.nextEvents(4);
    expect(payloads(resumed).map((e) => e.data.n)).toEqual([2, 3, 4, 5]);
    const ids = resumed.events().map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // Clients that cannot set headers pass the id in the query.
    const byQuery = await connect(user.auth, `?lastEventId=${ids[1]}`);
    await byQuery.nextEvents(2);
    expect(payloads(byQuery).map((e) => e.data.n)).toEqual([4, 5]);
  });

  it("a page's first connection gets the events stored after the page was rendered (since), not those before it", async () => {
    const { app, connect } = await startInstance();
    const [user, other] = [await newUser(app), await newUser(app)];
    const pause = () => new Promise((resolve) => setTimeout(resolve, 120));
    await app.live.publish(user.userId, 'n', { n: 1 });
    await pause();
    // The page is rendered here; its stream connects only after these three events were published.
    const renderedAt = Date.now();
    await pause();
    for (const n of [2, 3]) await app.live.publish(user.userId, 'n', { n });
    await app.live.publish(other.userId, 'n', { n: 99 });

    const page = await connect(user.auth, `?since=${renderedAt}`);
    await page.nextEvents(2);
    await app.live.publish(user.userId, 'n', { n: 4 });
    await page.nextEvents(3);
    expect(payloads(page).map((e) => e.data.n)).toEqual([2, 3, 4]);

    // A reconnection says what it saw: Last-Event-ID wins over the render time.
    const seen = page.events()[1]?.id ?? '';
    const reconnected = await connect({ ...user.auth, 'last-event-id': seen }, `?since=${renderedAt}`);
    await reconnected.nextEvents(1);
    expect(payloads(reconnected).map((e) => e.data.n)).toEqual([4]);
    // Without either, a stream starts with what happens next.
    const fresh = await connect(user.auth);
    await fresh.waitUntil(() => fresh.frames.some((f) => f.retry !== undefined), 'the retry hint');
    expect(payloads(fresh)).toEqual([]);
  });

  it('answers 400 problem+json to a malformed Last-Event-ID', async () => {
    const { app, connect } = await startInstance();
    const user = await newUser(app);
    const malformed = await connect({ ...user.auth, 'last-event-id': 'abc' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses streams past the per-user and per-address limits with a Persian 429, and frees them on disconnect', async () => {
    const { app, connect } = await startInstance({ LIVE_MAX_STREAMS_PER_USER: '2', LIVE_MAX_STREAMS_PER_ADDRESS: '3' });
    const [ali, sara] = [await newUser(app), await newUser(app)];
    const aliStreams = [await connect(ali.auth), await connect(ali.auth)];
    const third = await connect(ali.auth);
    expect(third.status).toBe(429);
    expect(third.header('retry-after')).toBe('30');
    const problem = await third.json();
    expect(problem).toMatchObject({ code: 'EVENTS_TOO_MANY_STREAMS', title: 'اتصال‌های زنده بیش از حد مجاز است' });
    expect(problem.detail).toContain('بیش از ۲ صفحه');

    expect((await connect(sara.auth)).status).toBe(200);
    const overAddress = await connect(sara.auth);
    expect(overAddress.status).toBe(429);
    expect((await overAddress.json()).detail).toContain('از این نشانی بیش از ۳ اتصال');

    aliStreams[0]?.close();
    await expect
      .poll(async () => {
        const again = await connect(ali.auth);
        again.close();
        return again.status;
      })
      .toBe(200);
  });

  it('does not hold a stream open for a HEAD request', async () => {
    const { app, base, connect } = await startInstance({ LIVE_MAX_STREAMS_PER_USER: '1' });
    const user = await newUser(app);
    const head = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(`${base}${STREAM}`, { method: 'HEAD', agent: false, headers: user.auth });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject).end();
    });
    expect(head).not.toBe(200);
    expect((await connect(user.auth)).status).toBe(200);
  });

  it('is documented in OpenAPI as a text/event-stream answer', async () => {
    const { app } = await startInstance();
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operation = doc.paths[STREAM]?.get;
    expect(Object.keys(operation?.responses?.['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'last-event-id' })]),
    );
  });

  it('ends open streams promptly when the app closes', async () => {
    const { app, connect } = await startInstance({ LIVE_HEARTBEAT_MS: '60000' });
    const user = await newUser(app);
    const streams = [await connect(user.auth), await connect(user.auth)];
    await streams[0]?.waitUntil(() => (streams[0]?.frames.length ?? 0) > 0, 'the first frame');
    running.splice(running.indexOf(app), 1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1000);
    for (const stream of streams) await stream.waitForEnd(1000);
  });
});

describe('live hub', () => {
  it('keeps events for the retention period only', async () => {
    const { app, connect } = await startInstance({ LIVE_RETENTION_HOURS: '24' });
    const user = await newUser(app);
    const old = await app.live.publish(user.userId, 'n', { n: 1 });
    const kept = await app.live.publish(user.userId, 'n', { n: 2 });
    expect(await app.live.sweep(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await app.live.sweep(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(2);
    const resumed = await connect({ ...user.auth, 'last-event-id': String(old.id - 1) });
    await app.live.publish(user.userId, 'n', { n: 3 });
    await resumed.nextEvents(1);
    expect(payloads(resumed).map((e) => e.data.n)).toEqual([3]);
    expect(kept.id).toBeGreaterThan(old.id);
  });

  it('refuses an event type that cannot be an SSE event name', async () => {
    const { app } = await startInstance();
    const user = await newUser(app);
    await expect(app.live.publish(user.userId, 'bad\nevent', {})).rejects.toThrow(/not a valid SSE event name/);
  });

  describe('two API instances on one Redis', () => {
    let redisUp = false;
    beforeAll(async () => {
      redisUp = await redisReachable();
      if (!redisUp)
        console.warn(`[events.test] Redis not reachable at ${REDIS_URL}: the cross-instance test is skipped`);
    });

    it('delivers an event published on instance A to a client connected to instance B', async (ctx) => {
      if (!redisUp) ctx.skip();
      // A prefix of its own keeps parallel runs on the same Redis from crossing.
      const env = { REDIS_URL, LIVE_CHANNEL_PREFIX: `bz:test:${randomUUID()}:` };
      const a = await startInstance(env);
      const b = await startInstance(env);
      expect(a.app.live.fanOut).toBe('redis');
      const [user, other] = [await newUser(a.app), await newUser(a.app)];
      const onB = await b.connect(user.auth);
      const onA = await a.connect(user.auth);
      expect(onB.status).toBe(200);

      await a.app.live.publish(other.userId, 'n', { n: 0 });
      await a.app.live.publish(user.userId, 'n', { n: 1 });
      await b.app.live.publish(user.userId, 'n', { n: 2 });
      await onB.nextEvents(2);
      await onA.nextEvents(2);
      expect(payloads(onB).map((e) => e.data.n)).toEqual([1, 2]);
      expect(payloads(onA).map((e) => e.data.n)).toEqual([1, 2]);

      // Resuming on the other instance replays from the shared store.
      const first = onA.events()[0]?.id ?? '';
      const resumed = await b.connect({ ...user.auth, 'last-event-id': first });
      await resumed.nextEvents(1);
      expect(payloads(resumed).map((e) => e.data.n)).toEqual([2]);
    });

    it('ends open streams after its Redis connection drops and returns, so browsers resume and miss nothing', async (ctx) => {
      if (!redisUp) ctx.skip();
      const prefix = `bz:test:${randomUUID()}:`;
      const instance = await startInstance({ REDIS_URL, LIVE_CHANNEL_PREFIX: prefix });
      const user = await newUser(instance.app);
      const stream = await instance.connect(user.auth);
      await stream.waitUntil(() => stream.frames.length > 0, 'the first frame');

      // Only this instance's connections (named after the test's own prefix) are cut.
      const admin = new Redis(REDIS_URL);
      try {
        const list = (await admin.client('LIST')) as string;
        const ids = [...list.matchAll(/id=(\d+) .*?name=(\S*)/g)]
          .filter((m) => m[2] === `${prefix}hub`)
          .map((m) => m[1]);
        expect(ids.length).toBe(2);
        for (const id of ids) await admin.client('KILL', 'ID', id ?? '');
      } finally {
        admin.disconnect();
      }
      await stream.waitForEnd(5000);
    });
  });
});
