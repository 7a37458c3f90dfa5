// The platform seams a domain plugs into, built once per app: the unit of work (one transaction over
// several repositories, with its events), the job runner, and the event bus. Started when the app is
// ready and stopped when it closes (app.ts), before the database is closed.
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createEventBus, type EventBus } from './events/event-bus.js';
import { createJobRunner, type JobRunnerOptions } from './jobs/runner.js';
import { createUnitOfWork } from './transaction.js';

export function createPlatform(
  db: Database,
  config: Pick<
    AppConfig,
    'JOBS_RETRY_LIMIT' | 'JOBS_RETRY_DELAY_SECONDS' | 'JOBS_POLL_SECONDS' | 'JOBS_KEEP_FAILED_DAYS' | 'EVENTS_POLL_MS'
  >,
  log: JobRunnerOptions['log'],
) {
  const jobs = createJobRunner(db, {
    retryLimit: config.JOBS_RETRY_LIMIT,
    retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
    pollSeconds: config.JOBS_POLL_SECONDS,
    keepFailedDays: config.JOBS_KEEP_FAILED_DAYS,
    log,
  });
  // A commit that emitted events dispatches them at once instead of at the next poll.
  const uow = createUnitOfWork(db, () => events.kick());
  const events: EventBus = createEventBus({ db, uow, jobs, pollMs: config.EVENTS_POLL_MS, log });
  return {
    uow,
    jobs,
    events,
    async start() {
      await jobs.start();
      await events.start();
    },
    async stop() {
      await events.stop();
      await jobs.stop();
    },
    /** Tests: runs every event committed so far and every job, retries included, to the end. */
    drain: (timeoutMs?: number) => events.drain(timeoutMs),
  };
}

export type Platform = ReturnType<typeof createPlatform>;
