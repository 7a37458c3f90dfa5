import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createRateCountersRepo } from './rate-counters.repo.js';
import { createDatabaseRateStore, createRedisRateStore, type RateStore } from './rate-store.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fallback that must not be used while Redis is up. */
const unreachable: RateStore = {
  kind: 'database',
  hit: () => Promise.reject(new Error('the fallback was used')),
  peek: () => Promise.reject(new Error('the fallback was used')),
  reset: () => Promise.reject(new Error('the fallback was used')),
  ping: async () => {},
  close: async () => {},
};

async function redisReachable(): Promise<boolean> {
  const probe = createRedisRateStore(REDIS_URL, { prefix: 'bz:probe:', fallback: unreachable });
  try {
    await Promise.race([
      probe.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1500)),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    await probe.close().catch(() => {});
  }
}

function sharedCounterBehaviour(name: string, make: () => Promise<[RateStore, RateStore]>) {
  it(`${name}: two API instances count the same events`, async () => {
    const [a, b] = await make();
    const key = `otp-phone:${randomUUID()}`;
    expect((await a.hit(key, 3600)).count).toBe(1);
    expect((await b.hit(key, 3600)).count).toBe(2);
    expect(await a.peek(key, 3600)).toBe(2);
    expect(await b.peek(`other:${key}`, 3600)).toBe(0);
    await Promise.all(Array.from({ length: 10 }, () => a.hit(key, 3600)));
    expect(await b.peek(key, 3600)).toBe(12);
  });
}

describe('rate counters', () => {
  let database: TestDatabase;
  const redisStores: RateStore[] = [];
  let redisUp = false;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
    redisUp = await redisReachable();
  });
  afterAll(async () => {
    await Promise.all(redisStores.map((s) => s.close()));
    await database?.drop();
  });

  sharedCounterBehaviour('database', async () => [
    createDatabaseRateStore(createRateCountersRepo(database.handle.db)),
    createDatabaseRateStore(createRateCountersRepo(database.handle.db)),
  ]);

  it('redis: two API instances count the same events (needs Redis at TEST_REDIS_URL)', async (ctx) => {
    if (!redisUp) ctx.skip();
    const prefix = `bz:test:${randomUUID()}:`;
    const a = createRedisRateStore(REDIS_URL, { prefix, fallback: unreachable });
    const b = createRedisRateStore(REDIS_URL, { prefix, fallback: unreachable });
    redisStores.push(a, b);
    const key = 'otp-ip:10.0.0.1';
    expect((await a.hit(key, 3600)).count).toBe(1);
    expect((await b.hit(key, 3600)).count).toBe(2);
    await Promise.all(Array.from({ length: 10 }, () => b.hit(key, 3600)));
    expect(await a.peek(key, 3600)).toBe(12);
  });
});
