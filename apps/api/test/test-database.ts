// Test databases. With TEST_DATABASE_URL (a PostgreSQL admin URL) every test file gets a fresh database
// cloned from a migrated, seeded template; without it, an in-memory PGlite migrated and seeded per file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/run-seed.js';

// TEST_DB_PREFIX lets two checkouts run their suites against one server without dropping each other's databases.
export const TEST_DB_PREFIX = process.env.TEST_DB_PREFIX || 'bazaar_test';
export const TEMPLATE_DB = `${TEST_DB_PREFIX}_template`;

/**
 * Every PostgreSQL cluster the run may use: TEST_DATABASE_URL holds one admin URL, or several separated by commas,
 * one cluster per Vitest worker (decision 109). A snapshot's xmin is cluster-wide, so API files share a cluster
 * only one at a time; with a cluster for each worker they run side by side (vitest.config.ts).
 */
export function adminUrls(): string[] {
  return (process.env.TEST_DATABASE_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

/** This worker's cluster: Vitest numbers its workers 1…maxWorkers (VITEST_POOL_ID); global setup has none. */
export function adminUrl(): string | undefined {
  const urls = adminUrls();
  if (urls.length === 0) return undefined;
  const worker = Number(process.env.VITEST_POOL_ID) || 1;
  return urls[(worker - 1) % urls.length];
}

export function urlFor(database: string, admin = adminUrl()): string {
  const url = new URL(admin ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>, admin = adminUrl()): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  name: string;
  drop(): Promise<void>;
}

/** `seeded` (default) clones the demo data; `seeded: false` is migrated but empty; `empty` has no tables. */
export async function createTestDatabase(options: { seeded?: boolean; empty?: boolean } = {}): Promise<TestDatabase> {
  const seeded = !options.empty && (options.seeded ?? true);
  const admin = adminUrl();
  if (!admin) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    if (!options.empty) await runMigrations(handle);
    if (seeded) await seedDemoData(handle.db);
    return { handle, name: 'pglite-memory', drop: () => handle.close() };
  }
  const name = `${TEST_DB_PREFIX}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (client) => {
    // Cloning refuses while another clone of the template is starting; wait and retry.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(
          seeded ? `create database "${name}" template "${TEMPLATE_DB}"` : `create database "${name}"`,
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, admin);
  const handle = await openDatabase({ url: urlFor(name, admin), poolMax: 4 });
  if (!seeded && !options.empty) await runMigrations(handle);
  return {
    handle,
    name,
    drop: async () => {
      await handle.close();
      await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`), admin);
    },
  };
}
