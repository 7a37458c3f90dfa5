// pg-boss talks to the database through the app's own connection: the node-postgres pool, or the one
// PGlite instance (pg-boss's own pool cannot reach an embedded database). pg-boss sends its schema
// set-up and maintenance as several statements in one text without parameters; PGlite's `query` refuses
// that ("cannot insert multiple commands into a prepared statement"), its `exec` runs it.
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { isLostConnection } from '../../shared/lost-connection.js';

/**
 * pg-boss records a job's end (completed, or failed for a retry) without waiting for the write: when the
 * database is lost at that moment, the write's rejection has no handler and would end the process. Those two
 * statements (pg-boss's own texts for its default schema) are the ones whose lost connection is swallowed: the
 * job stays active, expires and runs again (delivery is at least once).
 */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string>;
const JOB_END_WRITES = new Set(['completeJobs', 'failJobsById'].map((plan) => plans[plan]?.('pgboss')));
/** What pg-boss reads as "nothing affected" when it reports a job's end. */
const NOTHING = { rows: null } as unknown as pg.QueryResult;

export function pgBossDb(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const pool = client as pg.Pool & { ending?: boolean };
    return {
      executeSql(text, values) {
        // A job that outlived the graceful stop reports its end after the pool was closed: that write is
        // dropped (the job stays unfinished and runs again at the next start: delivery is at least once),
        // instead of an unhandled rejection inside pg-boss.
        if (pool.ending) return Promise.resolve(NOTHING);
        const query = pool.query(text, values);
        if (!JOB_END_WRITES.has(text)) return query;
        return query.catch((error: unknown) => {
          if (isLostConnection(error)) return NOTHING;
          throw error;
        });
      },
    };
  }
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
