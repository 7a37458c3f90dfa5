// Fixed-window counters for limits (one-time codes, abuse backoff). With REDIS_URL they live in Redis, so
// every API instance shares them; without it, in the database.

import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { rateCounters } from '../db/schema/identity.js';

export interface RateStore {
  readonly kind: 'redis' | 'database';
  /** Counts one more event for `key` in the current window and answers the window's total so far. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
  /** The current window's total without counting. */
  peek(key: string, windowSeconds: number): Promise<number>;
  close(): Promise<void>;
}

function windowOf(windowSeconds: number, now = Date.now()) {
  const start = Math.floor(now / 1000 / windowSeconds) * windowSeconds * 1000;
  return { start: new Date(start), end: new Date(start + windowSeconds * 1000) };
}

export function createDatabaseRateStore(db: Database): RateStore {
  return {
    kind: 'database',
    async hit(key, windowSeconds) {
      const { start, end } = windowOf(windowSeconds);
      const [row] = await db
        .insert(rateCounters)
        .values({ key, windowStart: start, count: 1, expiresAt: end })
        .onConflictDoUpdate({
          target: [rateCounters.key, rateCounters.windowStart],
          set: { count: sql`${rateCounters.count} + 1` },
        })
        .returning({ count: rateCounters.count });
      // Old windows are swept now and then rather than by a scheduler.
      if (Math.random() < 0.01) await db.delete(rateCounters).where(sql`${rateCounters.expiresAt} < now()`);
      return { count: row?.count ?? 1, resetAt: end };
    },
    async peek(key, windowSeconds) {
      const { start } = windowOf(windowSeconds);
      const rows = await db
        .select({ count: rateCounters.count })
        .from(rateCounters)
        .where(sql`${rateCounters.key} = ${key} and ${rateCounters.windowStart} = ${start}`);
      return rows[0]?.count ?? 0;
    },
    close: async () => {},
  };
}

export function createRedisRateStore(url: string, prefix = 'bz:rate:'): RateStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const redisKey = (key: string, windowSeconds: number) => `${prefix}${key}:${windowOf(windowSeconds).start.getTime()}`;
  return {
    kind: 'redis',
    async hit(key, windowSeconds) {
      const k = redisKey(key, windowSeconds);
      const [[, count]] = (await redis
        .multi()
        .incr(k)
        .expire(k, windowSeconds + 5)
        .exec()) as [[null, number]];
      return { count, resetAt: windowOf(windowSeconds).end };
    },
    async peek(key, windowSeconds) {
      return Number((await redis.get(redisKey(key, windowSeconds))) ?? 0);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
