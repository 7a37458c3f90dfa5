// Applies the committed migrations in apps/api/drizzle, on either driver.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.js';

/** The migrations folder sits at the API package root, both for src/ (tsx) and dist/ (bundled). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder (apps/api/drizzle) not found');
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (handle.kind === 'postgres') {
    await migratePg(handle.db, { migrationsFolder: migrationsFolderPath });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
  }
}
