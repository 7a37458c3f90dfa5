// Open SSE streams of this instance: limits per user and per address, resume, heartbeats, and ending
// every stream when the server shuts down.
import { PassThrough } from 'node:stream';
import { AppError } from '../../shared/app-error.js';
import type { LiveHub } from './hub.js';
import { commentFrame, eventFrame, type LiveEvent, retryFrame } from './live-event.js';

export interface LiveStreamLimits {
  heartbeatMs: number;
  retryMs: number;
  maxPerUser: number;
  maxPerAddress: number;
}

export interface OpenStreamRequest {
  userId: number;
  address: string;
  /** The last event id the browser saw; events after it are replayed first. */
  lastEventId?: number;
  /**
   * When the page opening the stream was rendered (its server's clock), for a first connection: the events
   * stored after it are replayed first, so one that happened between the render and the connection is not
   * lost. Ignored when `lastEventId` is given (a reconnection knows exactly what it saw).
   */
  since?: Date;
}

/** How far back a page's render time may reach: a page older than this is refreshed by the events of the last minutes only. */
const SINCE_REACH_MS = 10 * 60_000;

/** Seconds a refused browser is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

function createCounter() {
  const counts = new Map<string | number, number>();
  return {
    get: (key: string | number) => counts.get(key) ?? 0,
    add(key: string | number, delta: 1 | -1) {
      const next = (counts.get(key) ?? 0) + delta;
      if (next > 0) counts.set(key, next);
      else counts.delete(key);
    },
  };
}

export function createLiveStreams(hub: LiveHub, limits: LiveStreamLimits) {
  const perUser = createCounter();
  const perAddress = createCounter();
  const open = new Set<PassThrough>();
  let closing = false;

  function reserve({ userId, address }: OpenStreamRequest) {
    if (closing) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: 'سرور در حال راه‌اندازی دوباره است؛ اتصال زنده چند لحظه بعد برقرار می‌شود.',
        retryAfterSeconds: 5,
      });
    }
    if (perUser.get(userId) >= limits.maxPerUser) {
      throw new AppError('EVENTS_TOO_MANY_STREAMS', {
        detail: `بیش از ${limits.maxPerUser} صفحه با اتصال زنده برای این حساب باز است؛ یکی از آن‌ها را ببندید و دوباره تلاش کنید.`,
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    if (perAddress.get(address) >= limits.maxPerAddress) {
      throw new AppError('EVENTS_TOO_MANY_STREAMS', {
        detail: `از این نشانی بیش از ${limits.maxPerAddress} اتصال زنده باز است؛ کمی بعد دوباره تلاش کنید.`,
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    perUser.add(userId, 1);
    perAddress.add(address, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      perUser.add(userId, -1);
      perAddress.add(address, -1);
    };
  }

  return {
    /**
     * Opens a stream for the user: the retry hint, then the missed events (when resuming), then live
     * events and heartbeats until the client goes away or the server closes. Throws AppError when a limit
     * is reached or the fan-out is unavailable, before anything is sent.
     */
    async open(request: OpenStreamRequest): Promise<PassThrough> {
      const release = reserve(request);
      let lastEventId = request.lastEventId;
      if (lastEventId === undefined && request.since) {
        const earliest = new Date(Date.now() - SINCE_REACH_MS);
        try {
          lastEventId = await hub.lastIdAt(request.userId, request.since < earliest ? earliest : request.since);
        } catch (cause) {
          release();
          throw new AppError('SERVICE_UNAVAILABLE', { detail: 'اتصال زنده موقتاً در دسترس نیست.', cause });
        }
      }
      const stream = new PassThrough();
      const write = (frame: string) => {
        if (!stream.writableEnded) stream.write(frame);
      };
      // Live events that arrive while the missed ones are read wait here, so the order holds and an
      // event read from the store is not sent twice.
      let held: LiveEvent[] | undefined = lastEventId === undefined ? undefined : [];
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe(
          request.userId,
          (event) => (held ? held.push(event) : write(eventFrame(event))),
          () => stream.end(),
        );
      } catch (cause) {
        release();
        throw new AppError('SERVICE_UNAVAILABLE', { detail: 'اتصال زنده موقتاً در دسترس نیست.', cause });
      }

      const heartbeat = setInterval(() => write(commentFrame('ping')), limits.heartbeatMs);
      open.add(stream);
      stream.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
        open.delete(stream);
      });

      write(retryFrame(limits.retryMs));
      if (lastEventId !== undefined) {
        try {
          const missed = await hub.missedSince(request.userId, lastEventId);
          const replayed = new Set(missed.map((e) => e.id));
          for (const event of missed) write(eventFrame(event));
          for (const event of held ?? []) if (!replayed.has(event.id)) write(eventFrame(event));
          held = undefined;
        } catch (cause) {
          stream.destroy();
          throw cause;
        }
      }
      if (closing) stream.end();
      return stream;
    },

    /** Streams open on this instance. */
    get size() {
      return open.size;
    },

    /** Refuses new streams and ends the open ones (server shutdown); browsers reconnect elsewhere. */
    closeAll() {
      closing = true;
      for (const stream of open) stream.end();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
