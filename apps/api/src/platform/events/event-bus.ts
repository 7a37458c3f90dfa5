// Domain events, after they are committed to the outbox (see ../transaction.ts), reach two kinds of
// subscriber, each registered in one line in its module's index.ts:
//
//   events.subscribe('orders.paid', 'notify.sms-buyer', async (event, ctx) => …);
//     durable, once per cluster: a pg-boss job per event, retried with back-off, failures listed for staff.
//     At least once: use ctx.once(…) for database effects, or make the effect naturally idempotent.
//   events.everyInstance('catalog.product.changed', (event) => catalog.evictProducts(…));
//     in every API process, straight from the outbox log: in-memory state (caches, live streams).
//     Not retried: a throw is logged and the next event is delivered.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { isLostConnection } from '../../shared/lost-connection.js';
import type { JobRunner } from '../jobs/runner.js';
import type { UnitOfWork } from '../transaction.js';
import type { DomainEvent, EventType } from './catalogue.js';
import { createOutboxRepo, type LogCursor } from './outbox.repo.js';

export interface DurableContext {
  jobId: string;
  attempt: number;
  /**
   * Runs `work` in one transaction with this handler's processed-key for the event: a redelivery after
   * the key is committed skips `work`, so its database effect happens exactly once. Returns false then.
   */
  once(work: (tx: Database) => Promise<void>): Promise<boolean>;
}

export type DurableHandler<K extends EventType> = (event: DomainEvent<K>, ctx: DurableContext) => Promise<void>;
export type InstanceHandler<K extends EventType> = (event: DomainEvent<K>) => void | Promise<void>;

const BATCH = 200;
const KEEP_DAYS = 7;

/** One job per (event, handler): sending it twice (a crash between send and mark) queues it once. */
function jobIdFor(eventId: number, handler: string): string {
  const h = createHash('sha1').update(`${eventId}:${handler}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function createEventBus(deps: {
  db: Database;
  uow: UnitOfWork;
  jobs: JobRunner;
  pollMs: number;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}) {
  const { db, jobs, log } = deps;
  const outbox = createOutboxRepo(db);
  const durable = new Map<string, string[]>();
  const local = new Map<string, InstanceHandler<never>[]>();
  let cursor: LogCursor | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let lastPrune = 0;

  /** Turns undispatched events into jobs of their durable subscribers, then marks them dispatched. */
  async function dispatch() {
    for (;;) {
      const events = await outbox.undispatched(BATCH);
      for (const event of events) {
        for (const handler of durable.get(event.type) ?? []) {
          await jobs.send(`event.${handler}`, { event }, { id: jobIdFor(event.id, handler) });
        }
      }
      await outbox.markDispatched(events.map((e) => e.id));
      if (events.length < BATCH) return;
    }
  }

  /** Delivers newly committed events to this process's in-memory subscribers. */
  async function follow() {
    if (!local.size || !cursor) return;
    for (;;) {
      const next = await outbox.after(cursor, BATCH);
      for (const event of next.events) {
        for (const handler of local.get(event.type) ?? []) {
          try {
            await handler(event as never);
          } catch (error) {
            log.error({ err: error, event: event.id, type: event.type }, 'event handler failed');
          }
        }
      }
      cursor = next.cursor;
      if (next.events.length < BATCH) return;
    }
  }

  async function tick() {
    await dispatch();
    await follow();
    if (Date.now() - lastPrune > 3_600_000) {
      lastPrune = Date.now();
      await outbox.prune(KEEP_DAYS);
    }
  }

  let databaseLost = false;

  /** Runs a pass now; a call during a pass runs one more pass after it. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await tick();
        } while (again);
        databaseLost = false;
      } catch (error) {
        // A lost database is said once, not at every poll until it is back; anything else at every pass.
        if (!isLostConnection(error)) log.error({ err: error }, 'event dispatch failed; retried on the next poll');
        else if (!databaseLost) log.warn({ err: error }, 'event dispatch paused: database lost');
        databaseLost = databaseLost || isLostConnection(error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    /** Durable subscriber: `name` is unique and stable (it names the job queue and the processed keys). */
    subscribe<K extends EventType>(type: K, name: string, handler: DurableHandler<K>) {
      durable.set(type, [...(durable.get(type) ?? []), name]);
      jobs.define<{ event: DomainEvent<K> }>(`event.${name}`, async ({ event }, job) => {
        await handler(event, {
          jobId: job.id,
          attempt: job.attempt,
          once: (work) =>
            deps.uow.run(async (tx) => {
              if (!(await createOutboxRepo(tx).claim(name, event.id))) return false;
              await work(tx);
              return true;
            }),
        });
      });
    },

    /** In-process subscriber, run in every API instance for events committed after it started. */
    everyInstance<K extends EventType>(type: K, handler: InstanceHandler<K>) {
      local.set(type, [...(local.get(type) ?? []), handler as InstanceHandler<never>]);
    },

    kick: () => void kick(),

    async start() {
      cursor = await outbox.logEnd();
      stopped = false;
      timer = setInterval(() => void kick(), deps.pollMs);
      timer.unref();
      void kick();
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },

    /** Tests: dispatches and follows everything committed so far, then waits for the jobs to finish. */
    async drain(timeoutMs?: number) {
      await kick();
      await jobs.drain(timeoutMs);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
