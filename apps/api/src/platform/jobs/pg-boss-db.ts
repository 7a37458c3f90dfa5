// pg-boss talks to the database through the app's own connection: the node-postgres pool, or the one
// PGlite instance (pg-boss's own pool cannot reach an embedded database). pg-boss sends its schema
// set-up and maintenance as several statements in one text without parameters; PGlite's `query` refuses
// that ("cannot insert multiple commands into a prepared statement"), its `exec` runs it.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';

export function pgBossDb(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const pool = client as pg.Pool & { ending?: boolean };
    return {
      executeSql: (text, values) =>
        // A job that outlived the graceful stop reports its end after the pool was closed: that write is
        // dropped (the job stays unfinished and runs again at the next start: delivery is at least once),
        // instead of an unhandled rejection inside pg-boss.
        // (`rows: null` is what pg-boss reads as "nothing affected" when it reports a job's end.)
        pool.ending ? Promise.resolve({ rows: null } as unknown as pg.QueryResult) : pool.query(text, values),
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
