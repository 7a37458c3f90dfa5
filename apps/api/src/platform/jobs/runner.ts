// The job runner: pg-boss on the app's own database connection (docs/decisions/013). Work that may
// fail or take long leaves the request: a domain defines a queue with its handler once, then sends jobs.
// Delivery is at least once (a crash mid-job runs it again), so handlers must be idempotent.
//
//   jobs.define('sms.otp', async (data) => provider.sendOtp(data.to, data.code));
//   const id = await jobs.send('sms.otp', { to, code });
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { createJobsRepo } from './jobs.repo.js';
import { pgBossDb } from './pg-boss-db.js';

export interface JobContext {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface QueueOptions {
  /** Retries after the first failure; each waits twice as long as the one before. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run taking longer than this counts as failed (and is retried). */
  expireInSeconds?: number;
}

export interface JobRunnerOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  pollSeconds: number;
  /** Failed jobs stay listable and re-runnable this long. */
  keepFailedDays: number;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

export type JobOutcome = 'completed' | 'failed' | 'pending';

export function createJobRunner(db: Database, options: JobRunnerOptions) {
  const boss = new PgBoss({
    db: pgBossDb(db),
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    archiveFailedAfterSeconds: options.keepFailedDays * 86_400,
    deleteAfterDays: options.keepFailedDays,
    // Cron schedules are not used; their clock monitor would only add queries.
    schedule: false,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job runner error'));
  const repo = createJobsRepo(db);

  const definitions = new Map<string, { handler: JobHandler<never>; options: QueueOptions }>();
  const workers = new Map<string, string>();
  /** Queues being created (a queue defined after start): sending waits for its queue. */
  const starting = new Map<string, Promise<void>>();
  /** Callers waiting for a job this process runs: resolved when its run ends. */
  const waiting = new Map<string, Set<(outcome: JobOutcome) => void>>();
  let started = false;

  function settle(id: string, outcome: JobOutcome) {
    for (const resolve of waiting.get(id) ?? []) resolve(outcome);
    waiting.delete(id);
  }

  async function startQueue(name: string) {
    const definition = definitions.get(name);
    if (!definition) return;
    const { retryLimit, retryDelaySeconds, expireInSeconds } = definition.options;
    await boss.createQueue(name, {
      name,
      retryLimit: retryLimit ?? options.retryLimit,
      retryDelay: retryDelaySeconds ?? options.retryDelaySeconds,
      retryBackoff: true,
      ...(expireInSeconds ? { expireInSeconds } : {}),
    });
    // pg-boss waits a whole polling interval after each run unless notified meanwhile; a worker that has just
    // run a job looks for the next one at once instead, so a backlog drains without a pause per job.
    let self: string | undefined;
    const workerId = await boss.work<Record<string, unknown>>(
      name,
      { pollingIntervalSeconds: options.pollSeconds, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        if (self) boss.notifyWorker(self);
        try {
          await definition.handler(job.data as never, { id: job.id, attempt: job.retryCount + 1 });
        } catch (error) {
          const last = job.retryCount >= job.retryLimit;
          options.log.warn({ err: error, job: job.id, queue: name, attempt: job.retryCount + 1 }, 'job failed');
          // pg-boss records the failure after this handler returns; the waiter learns it right after.
          setImmediate(() => settle(job.id, last ? 'failed' : 'pending'));
          throw error;
        }
        setImmediate(() => settle(job.id, 'completed'));
      },
    );
    self = workerId;
    workers.set(name, workerId);
  }

  return {
    /** A queue and its handler; call before the app is ready (a module's index.ts). */
    define<T>(name: string, handler: JobHandler<T>, queueOptions: QueueOptions = {}) {
      if (definitions.has(name)) throw new Error(`job queue ${name} is defined twice`);
      definitions.set(name, { handler: handler as JobHandler<never>, options: queueOptions });
      if (started) starting.set(name, startQueue(name));
    },

    /**
     * Queues a job and wakes this process's worker, so it usually starts within milliseconds. A job with
     * the same `id` already queued is not queued again (null is returned): that makes sending idempotent.
     * `startAfterSeconds` delays the first run (a reminder that may no longer be needed when it is due).
     */
    async send(
      name: string,
      data: object,
      sendOptions: { id?: string; startAfterSeconds?: number } = {},
    ): Promise<string | null> {
      await starting.get(name);
      const { startAfterSeconds, ...options } = sendOptions;
      const id = await boss.send(name, data, {
        ...options,
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },

    /** Waits up to `ms` for this process to finish the job's current run. */
    waitFor(id: string, ms: number): Promise<JobOutcome> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.get(id)?.delete(done);
          resolve('pending');
        }, ms);
        const done = (outcome: JobOutcome) => {
          clearTimeout(timer);
          resolve(outcome);
        };
        const set = waiting.get(id) ?? new Set();
        set.add(done);
        waiting.set(id, set);
      });
    },

    listFailed: (limit: number) => repo.failed(limit),

    /** Jobs of the defined queues not finished yet (queued, retrying or running), for the metrics. */
    waiting: () => repo.unfinished([...definitions.keys()]),

    /** Runs a failed job again; false when there is no failed job with that id. */
    async retry(id: string): Promise<boolean> {
      const found = await repo.queueOf(id);
      if (found?.state !== 'failed') return false;
      await boss.retry(found.queue, id);
      const worker = workers.get(found.queue);
      if (worker) boss.notifyWorker(worker);
      return true;
    },

    /**
     * Tests: waits until every defined queue is empty (retries included), waking workers meanwhile. Without an
     * argument it looks 5 s ahead and gives up after 15 s, inside a test's 20 s: a loaded CI machine once took over
     * 10 s to run a release job that a quiet one runs in under a second.
     */
    async drain(timeoutMs?: number): Promise<void> {
      const wait = timeoutMs ?? 15_000;
      const until = Date.now() + wait;
      const queues = [...definitions.keys()];
      // A job delayed past the horizon (the trust run at a minute's end) is not waited for; one due sooner (a
      // one-second reminder in a test) is, with the rest of the wait left for it to run.
      const horizon = (timeoutMs ?? 10_000) / 2;
      while ((await repo.unfinished(queues, horizon)) > 0) {
        if (Date.now() > until) throw new Error(`jobs still unfinished after ${wait} ms`);
        for (const worker of workers.values()) boss.notifyWorker(worker);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const name of definitions.keys()) await startQueue(name);
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
      for (const id of [...waiting.keys()]) settle(id, 'pending');
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
