// The platform seams through the real app on a real database: unit of work, outbox, jobs, staff API.
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/sessions.js';
import { createTestApp } from '../../test/test-app.js';
import { adminUrl, urlFor } from '../../test/test-database.js';
import { users } from '../db/schema/identity.js';
import { outboxEvents } from '../db/schema/platform.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let buyer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ctx = await createTestApp({ seeded: false, env: { OTP_RESEND_SECONDS: '0' } });
  buyer = await signIn(ctx.app, '09301110002');
  await signIn(ctx.app, '09301110001');
  await ctx.db.update(users).set({ roles: sql`'{buyer,admin}'` }).where(eq(users.phone, '09301110001'));
  admin = await signIn(ctx.app, '09301110001');
});
afterAll(() => ctx?.close());

const usersWithPhone = async (phone: string) =>
  (await ctx.db.select({ n: count() }).from(users).where(eq(users.phone, phone)))[0]?.n ?? 0;
const eventsFor = async (addressId: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'addressId' = ${String(addressId)}`)
  )[0]?.n ?? 0;
const failedList = async (auth = admin.auth) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/admin/jobs/failed', headers: auth });
const retry = (id: string, auth = admin.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${id}/retry`, headers: auth });

describe('unit of work', () => {
  it('writes nothing, events included, when the work fails half-way', async () => {
    const failing = ctx.app.platform.uow.run(async (tx, emit) => {
      await tx.insert(users).values({ phone: '09300000001' });
      await emit('addresses.default.changed', { userId: 1, addressId: 900_001 }, { audience: [1] });
      throw new Error('second write failed');
    });
    await expect(failing).rejects.toThrow('second write failed');
    expect(await usersWithPhone('09300000001')).toBe(0);
    expect(await eventsFor(900_001)).toBe(0);

    await ctx.app.platform.uow.run(async (tx, emit) => {
      await tx.insert(users).values({ phone: '09300000002' });
      await emit('addresses.default.changed', { userId: 1, addressId: 900_002 }, { audience: [1] });
    });
    expect(await usersWithPhone('09300000002')).toBe(1);
    expect(await eventsFor(900_002)).toBe(1);
  });

  it('runs concurrent transactions one after another on a single connection instead of deadlocking', async () => {
    const order: string[] = [];
    const slow = (name: string, phone: string) =>
      ctx.app.platform.uow.run(async (tx) => {
        order.push(`${name} start`);
        await tx.insert(users).values({ phone });
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push(`${name} end`);
      });
    await Promise.all([slow('a', '09300000011'), slow('b', '09300000012'), ctx.db.select({ n: count() }).from(users)]);
    expect(await usersWithPhone('09300000011')).toBe(1);
    expect(await usersWithPhone('09300000012')).toBe(1);
    if (ctx.databaseKind === 'pglite') expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});

describe('events', () => {
  it('delivers a durable event at least once and its database effect exactly once, though the handler crashed after it', async () => {
    const runs: number[] = [];
    ctx.app.platform.events.subscribe('addresses.default.changed', 'test.record-once', async (event, job) => {
      runs.push(job.attempt);
      await job.once(async (tx) => {
        await tx.insert(users).values({ phone: `0931${String(event.payload.addressId).padStart(7, '0')}` });
      });
      // The effect is committed; the process "dies" before the job is marked done.
      if (job.attempt === 1) throw new Error('crashed after the work');
    });
    await ctx.app.platform.uow.run((_tx, emit) =>
      emit('addresses.default.changed', { userId: 1, addressId: 4242 }, { audience: [1] }),
    );
    await ctx.drain();
    expect(runs).toEqual([1, 2]);
    expect(await usersWithPhone('09310004242')).toBe(1);
  });

  it('tells in-process subscribers of every committed event, and of no rolled-back one', async () => {
    const seen: number[] = [];
    ctx.app.platform.events.everyInstance('catalog.product.changed', (event) => {
      seen.push(...event.payload.productIds);
    });
    await ctx.app.platform.uow.run((_tx, emit) => emit('catalog.product.changed', { productIds: [7, 8] }));
    await ctx.app.platform.uow
      .run(async (_tx, emit) => {
        await emit('catalog.product.changed', { productIds: [9] });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Delivery waits until no older writing transaction of this database still runs (outbox.repo
    // `after`); the job queue's own short writes can hold it back for a moment, so poll.
    await vi.waitFor(
      async () => {
        await ctx.drain();
        expect(seen).toEqual([7, 8]);
      },
      { timeout: 5_000, interval: 100 },
    );
    await ctx.drain();
    expect(seen).toEqual([7, 8]);
  });
});

describe('event order across connections', () => {
  const onPostgres = it.skipIf(!adminUrl());
  const deliveredIds: number[] = [];
  let subscribed = false;
  const follow = () => {
    if (subscribed) return;
    subscribed = true;
    ctx.app.platform.events.everyInstance('catalog.product.changed', (event) => {
      deliveredIds.push(...event.payload.productIds);
    });
  };
  const deliveredSoon = async (ids: number[], timeout = 3_000) =>
    vi.waitFor(
      async () => {
        await ctx.drain();
        expect(deliveredIds.filter((id) => id >= 500)).toEqual(ids);
      },
      { timeout, interval: 50 },
    );

  async function openWriter(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('begin');
    await client.query('select pg_current_xact_id()');
    return client;
  }

  onPostgres('is not held back by a long writing transaction in another database of the cluster', async () => {
    follow();
    const neighbour = await openWriter(adminUrl() ?? '');
    try {
      await ctx.app.platform.uow.run((_tx, emit) => emit('catalog.product.changed', { productIds: [501] }));
      await deliveredSoon([501]);
    } finally {
      await neighbour.query('rollback');
      await neighbour.end();
    }
  });

  onPostgres('never skips an event whose transaction began earlier and commits later', async () => {
    follow();
    const [{ name } = { name: '' }] = (await ctx.db.execute(sql`select current_database() as name`)).rows as {
      name: string;
    }[];
    const earlier = await openWriter(urlFor(name));
    try {
      await earlier.query(
        `insert into outbox_events (type, payload) values ('catalog.product.changed', '{"productIds":[502]}')`,
      );
      await ctx.app.platform.uow.run((_tx, emit) => emit('catalog.product.changed', { productIds: [503] }));
      // The later event waits for the earlier, still open transaction rather than passing it by.
      await ctx.drain();
      expect(deliveredIds.filter((id) => id >= 502)).toEqual([]);
      await earlier.query('commit');
      await deliveredSoon([501, 502, 503]);
    } finally {
      await earlier.end();
    }
  });
});

describe('jobs', () => {
  it('retries a failed job with back-off until it succeeds', async () => {
    const attempts: number[] = [];
    ctx.app.platform.jobs.define<{ n: number }>('test.flaky', async (_data, job) => {
      attempts.push(job.attempt);
      if (job.attempt < 2) throw new Error('gateway timeout');
    });
    const id = await ctx.app.platform.jobs.send('test.flaky', { n: 1 });
    await ctx.drain();
    expect(attempts).toEqual([1, 2]);
    expect((await failedList()).json().some((j: { id: string }) => j.id === id)).toBe(false);
  });

  it('lists a job that failed every attempt for staff, with its error, and runs it again on request', async () => {
    let broken = true;
    let done = 0;
    ctx.app.platform.jobs.define(
      'test.broken',
      async () => {
        if (broken) throw new Error('provider refused: 401');
        done += 1;
      },
      { retryLimit: 0 },
    );
    const id = (await ctx.app.platform.jobs.send('test.broken', {})) ?? '';
    await ctx.drain();

    const list = await failedList();
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id, queue: 'test.broken', error: 'provider refused: 401', attempts: 1 }),
    );

    broken = false;
    const retried = await retry(id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id, state: 'retry' });
    await ctx.drain();
    expect(done).toBe(1);
    expect((await failedList()).json().some((j: { id: string }) => j.id === id)).toBe(false);

    // Done now: nothing failed to run again.
    const again = await retry(id);
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', detail: expect.stringMatching(/ناموفق/) });
  });

  it('answers a malformed job id with a field error, not a server error', async () => {
    const response = await retry('not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'params.id' });
  });

  it('keeps the job calls to staff: 403 for a buyer, 401 without a session', async () => {
    const forBuyer = await failedList(buyer.auth);
    expect(forBuyer.statusCode).toBe(403);
    expect(forBuyer.json()).toMatchObject({ code: 'FORBIDDEN', title: 'دسترسی مجاز نیست' });
    expect((await retry('6f1e4a3c-0000-4000-8000-000000000001', buyer.auth)).statusCode).toBe(403);
    expect((await failedList({} as typeof admin.auth)).statusCode).toBe(401);
  });
});

describe('one-time code SMS through a job', () => {
  it('answers the code request after the text is handed over, and the code works', async () => {
    const started = Date.now();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login-by-otp',
      payload: { phoneNumber: '09301110009' },
      remoteAddress: '10.77.0.1',
    });
    expect(sent.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(3000);
    const outbox = (await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox?limit=5' })).json();
    expect(outbox.find((m: { to: string }) => m.to === '09301110009')?.code).toMatch(/^\d{6}$/);
  });
});
