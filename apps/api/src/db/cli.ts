// `npm run db:migrate` / `npm run db:seed`: apply migrations or load demo data on the configured database.
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemoData } from './seed/run-seed.js';

async function main(command: string | undefined) {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    poolMax: 2,
  });
  try {
    if (command === 'migrate') {
      await runMigrations(database);
      console.log(`migrations applied (${database.kind})`);
    } else if (command === 'seed') {
      await runMigrations(database);
      const report = await seedDemoData(database.db);
      console.log(`demo data loaded (${database.kind}):`, report);
    } else {
      console.error('usage: cli.ts migrate|seed');
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
