// Opens the database: PostgreSQL through a pool when DATABASE_URL is set, embedded PGlite otherwise.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

/**
 * Both drivers expose the same Drizzle query builder; repositories are written once against the
 * node-postgres type, and the PGlite instance is presented under it.
 */
export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (absent on PGlite's single connection), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  pgliteDir?: string;
  poolMax?: number;
  /**
   * How long to wait for a new connection (or for a free one when the pool is full) before the query fails:
   * a database that takes connections but never answers gives a prompt 503, not a request that hangs.
   */
  connectTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // Short queries only: JIT compilation costs tens of milliseconds and never pays back here.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      options: '-c jit=off',
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      // A link that dies quietly is found by TCP keepalive instead of staying in the pool for hours.
      keepAlive: true,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool drops it and opens a new one when asked.
    });
    // A client lost while checked out (between two statements of a transaction) emits 'error' with no
    // listener of the pool's, which would end the process. Its queries already fail with the error, and
    // the pool never takes back a client that is no longer queryable, so nothing else is needed.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm: search's typo and substring matching (migration 0016 creates the extension).
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

const dialect = new PgDialect();

/**
 * Runs a statement as a named prepared statement on PostgreSQL, so each pooled connection plans a given
 * statement text once and reuses the plan: for the catalog listing, planning cost more than running.
 * The name is a hash of the text, so different shapes never share a name. PGlite runs it plainly.
 */
export async function queryPrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const name = `bz_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    const result = await client.query({ name, text, values: params });
    return result.rows as T[];
  }
  const result = await (client as PGlite).query(text, params);
  return result.rows as T[];
}
