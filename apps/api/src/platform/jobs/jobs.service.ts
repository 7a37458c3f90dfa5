// Staff view of background jobs: what failed and why, and running a failed job again.
import { notFound } from '../../shared/app-error.js';
import type { JobRunner } from './runner.js';

export function createJobsService(jobs: JobRunner) {
  return {
    listFailed: (limit: number) => jobs.listFailed(limit),

    async retry(id: string) {
      if (!(await jobs.retry(id))) {
        // Either no such job or one that has not failed (waiting, running, done): only failed jobs re-run.
        throw notFound('کار ناموفقی با این شناسه یافت نشد؛ فقط کارهای ناموفق دوباره اجرا می‌شوند.');
      }
      return { id, state: 'retry' as const };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
