// Fixed-window counters for limits (one-time codes, abuse backoff). With REDIS_URL they live in Redis, so
// every API instance shares them; without it, in the database.

import { Redis } from 'ioredis';
import type { RateCountersRepo } from './rate-counters.repo.js';

export interface RateStore {
  readonly kind: 'redis' | 'database';
  /** Counts one more event for `key` in the current window and answers the window's total so far. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
  /** The current window's total without counting. */
  peek(key: string, windowSeconds: number): Promise<number>;
  /** Forgets the current window's total (a successful login clears its failures). */
  reset(key: string, windowSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** When the current window of this length ends. */
export const windowEnd = (windowSeconds: number, now = Date.now()) => windowOf(windowSeconds, now).end;

function windowOf(windowSeconds: number, now = Date.now()) {
  const start = Math.floor(now / 1000 / windowSeconds) * windowSeconds * 1000;
  return { start: new Date(start), end: new Date(start + windowSeconds * 1000) };
}

export function createDatabaseRateStore(counters: RateCountersRepo): RateStore {
  return {
    kind: 'database',
    async hit(key, windowSeconds) {
      const { start, end } = windowOf(windowSeconds);
      const count = await counters.increment(key, start, end);
      // Old windows are swept now and then rather than by a scheduler.
      if (Math.random() < 0.01) await counters.removeExpired();
      return { count, resetAt: end };
    },
    peek: (key, windowSeconds) => counters.count(key, windowOf(windowSeconds).start),
    reset: (key, windowSeconds) => counters.remove(key, windowOf(windowSeconds).start),
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
    async reset(key, windowSeconds) {
      await redis.del(redisKey(key, windowSeconds));
    },
    close: async () => {
      await redis.quit();
    },
  };
}
