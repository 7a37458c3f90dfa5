// One way to open a Redis connection for the API (rate counters, the live hub's fan-out), tuned so that a lost
// Redis costs a request little: a command waits at most REDIS_COMMAND_TIMEOUT_MS, reconnection is tried every
// half second at most (so the link is used again within about that once Redis is back), and an outage is
// logged once when it starts and once when it ends, not at every attempt.
import { Redis } from 'ioredis';

export const REDIS_COMMAND_TIMEOUT_MS = 1000;

interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RedisConnection {
  client: Redis;
  /**
   * False while the connection is lost (it was up, or failed at start, and is not back yet): callers use their
   * fallback at once instead of queueing a command that can only time out. True while it is up, and while the
   * first connection is still being made (commands wait for it).
   */
  usable(): boolean;
}

export function createRedisConnection(url: string, options: { name: string; log?: RedisLog }): RedisConnection {
  const client = new Redis(url, {
    connectionName: options.name,
    // A command queued while Redis is away fails after this many reconnection attempts, or its timeout.
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 50, 500),
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  const lost = (reason: string) => {
    if (state === 'down') return;
    state = 'down';
    options.log?.warn({ redis: options.name, reason }, 'redis connection lost');
  };
  client.on('error', (err: Error) => lost(err.message));
  client.on('close', () => {
    if (state === 'up') lost('connection closed');
  });
  client.on('ready', () => {
    if (state === 'down') options.log?.info({ redis: options.name }, 'redis connection back');
    state = 'up';
  });
  return {
    client,
    usable: () => client.status === 'ready' || state === 'starting',
  };
}
