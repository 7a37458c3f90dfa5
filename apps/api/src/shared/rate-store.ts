// Fixed-window counters for limits (one-time codes, abuse backoff). With REDIS_URL they live in Redis, so
// every API instance shares them; without it, in the database. While Redis cannot be reached, the Redis
// store counts in the database instead, so logins and limited requests go on and the limits still hold
// (counted from the outage's start; Redis's counts are used again once it is back).

import type { FastifyBaseLogger } from 'fastify';
import { isLostConnection } from './lost-connection.js';
import type { RateCountersRepo } from './rate-counters.repo.js';
import { createRedisConnection } from './redis.js';

export interface RateStore {
  readonly kind: 'redis' | 'database';
  /** Counts one more event for `key` in the current window and answers the window's total so far. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
  /** The current window's total without counting. */
  peek(key: string, windowSeconds: number): Promise<number>;
  /** Forgets the current window's total (a successful login clears its failures). */
  reset(key: string, windowSeconds: number): Promise<void>;
  /** Rejects when the store's own server (Redis) cannot be reached; readiness asks it. */
  ping(): Promise<void>;
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
    // The database is readiness's own first check.
    ping: async () => {},
    close: async () => {},
  };
}

export interface RedisRateStoreOptions {
  /** Where counting goes while Redis cannot be reached (the database store). */
  fallback: RateStore;
  prefix?: string;
  log?: FastifyBaseLogger;
}

export function createRedisRateStore(url: string, options: RedisRateStoreOptions): RateStore {
  const { fallback, prefix = 'bz:rate:' } = options;
  const connection = createRedisConnection(url, { name: `${prefix}rates`, log: options.log });
  const redis = connection.client;
  const redisKey = (key: string, windowSeconds: number) => `${prefix}${key}:${windowOf(windowSeconds).start.getTime()}`;

  /** Runs on Redis when it is connected, else (or when the link breaks under the command) on the fallback. */
  async function counted<T>(onRedis: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> {
    if (!connection.usable()) return onFallback();
    try {
      return await onRedis();
    } catch (error) {
      if (connection.usable() && !isLostConnection(error)) throw error;
      return onFallback();
    }
  }

  return {
    kind: 'redis',
    hit: (key, windowSeconds) =>
      counted(
        async () => {
          const k = redisKey(key, windowSeconds);
          const replies = await redis
            .multi()
            .incr(k)
            .expire(k, windowSeconds + 5)
            .exec();
          // No replies: the transaction was discarded (the connection dropped under it).
          const [error, count] = replies?.[0] ?? [new Error('redis transaction discarded'), 0];
          if (error) throw error;
          return { count: Number(count), resetAt: windowOf(windowSeconds).end };
        },
        () => fallback.hit(key, windowSeconds),
      ),
    peek: (key, windowSeconds) =>
      counted(
        async () => Number((await redis.get(redisKey(key, windowSeconds))) ?? 0),
        () => fallback.peek(key, windowSeconds),
      ),
    reset: (key, windowSeconds) =>
      counted(
        async () => {
          await redis.del(redisKey(key, windowSeconds));
        },
        () => fallback.reset(key, windowSeconds),
      ),
    async ping() {
      if (!connection.usable()) throw new Error('redis is not connected');
      await redis.ping();
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
