// `npm run search:evaluate`: builds the app over a fresh in-memory database (PGlite) with the demo data, as
// the tests do, and prints the relevance scores of search-evaluate.ts for the development part and the
// held-out part, per kind and overall. `--part development` scores one part only; `--misses` lists the
// development part's misses (never the held-out part's, so it keeps measuring).
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { seedDemoData } from '../../db/seed/run-seed.js';
import {
  describeSearchScore,
  evaluateSearch,
  loadJudgingCatalog,
  loadRelevanceSet,
  type RelevancePart,
} from './search-evaluate.js';

async function main() {
  const only = process.argv.includes('--part') ? process.argv[process.argv.indexOf('--part') + 1] : undefined;
  const parts = (['development', 'heldout'] as RelevancePart[]).filter((p) => !only || p === only);
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(database);
  await seedDemoData(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CATALOG_CACHE_TTL_SECONDS: '0' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const catalog = await loadJudgingCatalog(database.db);
    for (const part of parts) {
      const report = await evaluateSearch(app, loadRelevanceSet(part), catalog);
      if (part === 'development' && process.argv.includes('--misses'))
        for (const miss of report.misses) console.log(JSON.stringify(miss));
      console.log(`\n${part === 'development' ? 'Development' : 'Held-out'} — ${describeSearchScore(report)}`);
      for (const [kind, s] of Object.entries(report.byKind))
        console.log(`  ${kind.padEnd(16)} ${describeSearchScore(s)}`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
