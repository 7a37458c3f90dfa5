// Reads pg-boss's job table for staff: failed jobs with their error. pg-boss has no listing call.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface FailedJobRow {
  id: string;
  queue: string;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string | null;
}

export function createJobsRepo(db: Database) {
  return {
    async failed(limit: number): Promise<FailedJobRow[]> {
      const result = await db.execute<{
        id: string;
        name: string;
        output: { message?: string; value?: { message?: string } } | null;
        retry_count: number;
        created_on: Date | string;
        completed_on: Date | string | null;
      }>(sql`
        select id, name, output, retry_count, created_on, completed_on from pgboss.job
        where state = 'failed' order by completed_on desc nulls last, created_on desc limit ${limit}`);
      return result.rows.map((r) => ({
        id: r.id,
        queue: r.name,
        error: r.output?.message ?? r.output?.value?.message ?? '',
        attempts: Number(r.retry_count) + 1,
        createdAt: new Date(r.created_on).toISOString(),
        failedAt: r.completed_on ? new Date(r.completed_on).toISOString() : null,
      }));
    },

    async queueOf(id: string): Promise<{ queue: string; state: string } | undefined> {
      const result = await db.execute<{ name: string; state: string }>(
        sql`select name, state from pgboss.job where id = ${id}::uuid limit 1`,
      );
      const row = result.rows[0];
      return row ? { queue: row.name, state: row.state } : undefined;
    },

    /** Jobs of these queues to run within `withinMs` (waiting, retrying or running; not those delayed longer). */
    async unfinished(queues: string[], withinMs = 0): Promise<number> {
      if (!queues.length) return 0;
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from pgboss.job
        where name in (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )}) and state in ('created', 'retry', 'active')
          -- a job delayed beyond the wait (the trust run at a minute's end) is not waited for
          and not (state = 'created' and start_after > now() + make_interval(secs => ${withinMs / 1000}))`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
