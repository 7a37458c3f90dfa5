// The live hub: `publish` stores an event for resume and fans it out to every open stream of its user;
// `subscribe` listens for one user's events. With REDIS_URL the fan-out crosses API instances through
// Redis pub/sub (one channel per user); without it, it stays in this process. docs/decisions/010.

import type { FastifyBaseLogger } from 'fastify';
import { createRedisConnection } from '../../shared/redis.js';
import type { LiveRepo } from './live.repo.js';
import { EVENT_TYPE, type Json, type LiveEvent } from './live-event.js';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub {
  readonly fanOut: 'redis' | 'local';
  /** Stores the event (for resume) and delivers it to the user's open streams on every instance. */
  publish(userId: number, type: string, data: Json): Promise<LiveEvent>;
  /**
   * Listens for the user's events; resolves once delivery is guaranteed from then on, with the function
   * that stops listening. `onLost` is called when events may have been missed (the Redis connection
   * dropped and came back): the stream should end so the browser resumes from its last id.
   */
  subscribe(userId: number, listener: LiveListener, onLost?: () => void): Promise<() => void>;
  /** The user's stored events after `afterId`, oldest first. */
  missedSince(userId: number, afterId: number): Promise<LiveEvent[]>;
  /** The id of the user's last stored event at or before `time` (0 when none). */
  lastIdAt(userId: number, time: Date): Promise<number>;
  /** Deletes events older than the retention period (measured back from `now`); answers how many. */
  sweep(now?: Date): Promise<number>;
  close(): Promise<void>;
}

export interface LiveHubOptions {
  repo: LiveRepo;
  log: FastifyBaseLogger;
  retentionHours: number;
  /** Redis fan-out when set. */
  redisUrl?: string;
  /** Prefix of the Redis channels, so that sites (or test runs) sharing one Redis never cross. */
  channelPrefix?: string;
  /** How often this instance sweeps old events; 0 turns the timer off. */
  sweepEveryMs?: number;
}

interface Subscription {
  listener: LiveListener;
  onLost?: () => void;
}

const REPLAY_PAGE = 500;

/** Local bookkeeping shared by both fan-outs: who listens to which user on this instance. */
function createRegistry(log: FastifyBaseLogger) {
  const byUser = new Map<number, Set<Subscription>>();
  return {
    byUser,
    add(userId: number, subscription: Subscription): boolean {
      let set = byUser.get(userId);
      const first = !set;
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(subscription);
      return first;
    },
    /** Answers true when the user has no listener left here. */
    remove(userId: number, subscription: Subscription): boolean {
      const set = byUser.get(userId);
      if (!set?.delete(subscription)) return false;
      if (set.size > 0) return false;
      byUser.delete(userId);
      return true;
    },
    deliver(event: LiveEvent) {
      for (const { listener } of byUser.get(event.userId) ?? []) {
        try {
          listener(event);
        } catch (err) {
          log.warn({ err, eventId: event.id }, 'live listener failed');
        }
      }
    },
    lost() {
      for (const set of [...byUser.values()]) for (const { onLost } of [...set]) onLost?.();
    },
  };
}

export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { repo, log } = options;
  const registry = createRegistry(log);
  const transport = options.redisUrl
    ? createRedisTransport(options.redisUrl, options.channelPrefix ?? 'bz:live:', registry, log)
    : createLocalTransport(registry);

  const sweep = async (now = new Date()) =>
    repo.deleteOlderThan(new Date(now.getTime() - options.retentionHours * 3_600_000));
  const sweepTimer =
    options.sweepEveryMs === 0
      ? undefined
      : setInterval(() => {
          sweep().catch((err: unknown) => log.warn({ err }, 'live events sweep failed'));
        }, options.sweepEveryMs ?? 600_000);
  sweepTimer?.unref();

  return {
    fanOut: transport.kind,
    async publish(userId, type, data) {
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new TypeError(`live event user id ${userId} is invalid`);
      if (!EVENT_TYPE.test(type)) throw new TypeError(`live event type "${type}" is not a valid SSE event name`);
      const event = await repo.insert(userId, type, data);
      try {
        await transport.send(event);
      } catch (err) {
        // The event is stored: streams are told to resume when the connection is back (onLost).
        log.warn({ err, eventId: event.id }, 'live event stored but not fanned out');
      }
      return event;
    },
    async subscribe(userId, listener, onLost) {
      const subscription: Subscription = { listener, onLost };
      const first = registry.add(userId, subscription);
      try {
        await transport.listen(userId, first);
      } catch (err) {
        if (registry.remove(userId, subscription)) transport.unlisten(userId);
        throw err;
      }
      return () => {
        if (registry.remove(userId, subscription)) transport.unlisten(userId);
      };
    },
    async missedSince(userId, afterId) {
      const missed: LiveEvent[] = [];
      for (let cursor = afterId; ; ) {
        const page = await repo.after(userId, cursor, REPLAY_PAGE);
        missed.push(...page);
        const last = page.at(-1);
        if (!last || page.length < REPLAY_PAGE) return missed;
        cursor = last.id;
      }
    },
    lastIdAt: (userId, time) => repo.lastIdAt(userId, time),
    sweep,
    async close() {
      if (sweepTimer) clearInterval(sweepTimer);
      await transport.close();
    },
  };
}

interface Transport {
  readonly kind: 'redis' | 'local';
  send(event: LiveEvent): Promise<void>;
  /** `first`: the first listener for this user on this instance. */
  listen(userId: number, first: boolean): Promise<void>;
  unlisten(userId: number): void;
  close(): Promise<void>;
}

function createLocalTransport(registry: ReturnType<typeof createRegistry>): Transport {
  return {
    kind: 'local',
    send: async (event) => registry.deliver(event),
    listen: async () => {},
    unlisten: () => {},
    close: async () => {},
  };
}

function createRedisTransport(
  url: string,
  prefix: string,
  registry: ReturnType<typeof createRegistry>,
  log: FastifyBaseLogger,
): Transport {
  const publishing = createRedisConnection(url, { name: `${prefix}hub`, log });
  const subscribing = createRedisConnection(url, { name: `${prefix}hub`, log });
  const [publisher, subscriber] = [publishing.client, subscribing.client];
  const channelOf = (userId: number) => `${prefix}u:${userId}`;
  const pending = new Map<number, Promise<unknown>>();
  // While the subscriber is away, messages are dropped by Redis. When it is back (ioredis subscribes
  // again by itself), open streams end so browsers resume from their last id and replay what they missed.
  let wasReady = false;
  let interrupted = false;
  subscriber.on('ready', () => {
    if (interrupted) {
      interrupted = false;
      registry.lost();
    }
    wasReady = true;
  });
  subscriber.on('close', () => {
    if (wasReady) interrupted = true;
  });

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      registry.deliver(JSON.parse(message) as LiveEvent);
    } catch (err) {
      log.warn({ err, channel }, 'live hub: unreadable message');
    }
  });

  return {
    kind: 'redis',
    async send(event) {
      // While Redis is away the event is only stored: streams end when it is back and resume from the store.
      if (!publishing.usable()) throw new Error('redis is not connected');
      await publisher.publish(channelOf(event.userId), JSON.stringify(event));
    },
    async listen(userId, first) {
      // A stream opened now could not hear its events: refuse it (503), the browser tries again.
      if (!subscribing.usable()) throw new Error('redis is not connected');
      // Later listeners wait for the first one's SUBSCRIBE to be confirmed, too.
      if (first) pending.set(userId, subscriber.subscribe(channelOf(userId)));
      await pending.get(userId);
    },
    unlisten(userId) {
      pending.delete(userId);
      subscriber.unsubscribe(channelOf(userId)).catch(() => {});
    },
    async close() {
      await Promise.all([publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
