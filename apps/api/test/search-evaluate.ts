// `npm run search:evaluate`: builds the app over a fresh seeded database the way the tests do (an in-memory
// PGlite with the demo data; a clone of the seeded template when TEST_DATABASE_URL is set, which the test
// run's global setup creates) and prints the relevance scores of src/modules/search/search-evaluate.ts for
// the development part and the held-out parts (the first, the fresh of decision 053, the third of decision 060, the fourth of decision 065, the fifth of decision 078, the sixth of decision 083, the seventh of decision 092, the eighth of decision 097, the ninth of decision 101, the tenth of decision 105, the eleventh of decision 107, the twelfth of decision 112, the thirteenth of decision 114, the fourteenth of decision 119), per kind and overall. `--part development` scores one part only (`--part development,eighth` several);
// `--misses` lists the misses of the development and third parts (never of a held-out part, so it keeps measuring).
import {
  DEVELOPMENT_PARTS,
  describeSearchScore,
  evaluateSearch,
  HELD_OUT_PARTS,
  loadRelevanceSet,
  type RelevancePart,
} from '../src/modules/search/search-evaluate.js';
import { loadJudgingCatalog } from '../src/modules/search/search-evaluate.repo.js';
import { createTestApp } from './test-app.js';

// The parts search may be tuned on: the development parts (the second, of decision 088: trade names and units), and
// the third held-out part once its score was reported (decision 065 tuned on it; the fourth part measures). The others never list their misses.
const TUNABLE = new Set<RelevancePart>([...DEVELOPMENT_PARTS, 'third']);

async function main() {
  const only = process.argv.includes('--part') ? process.argv[process.argv.indexOf('--part') + 1] : undefined;
  const parts = ([...DEVELOPMENT_PARTS, ...HELD_OUT_PARTS] as RelevancePart[]).filter(
    (p) => !only || only.split(',').includes(p),
  );
  const ctx = await createTestApp({ seeded: true });
  try {
    const catalog = await loadJudgingCatalog(ctx.db);
    for (const part of parts) {
      const report = await evaluateSearch(ctx.app, loadRelevanceSet(part), catalog);
      if (TUNABLE.has(part) && process.argv.includes('--misses'))
        for (const miss of report.misses) console.log(JSON.stringify(miss));
      const title = {
        development: 'Development',
        'development-trade': 'Development, trade names and units (decision 088)',
        'development-breadth': 'Development, trade names of every leaf category (decision 092)',
        heldout: 'Held-out',
        fresh: 'Fresh held-out (decision 053)',
        third: 'Third held-out (decision 060)',
        fourth: 'Fourth held-out (decision 065)',
        fifth: 'Fifth held-out (decision 078)',
        sixth: 'Sixth held-out (decision 083)',
        seventh: 'Seventh held-out (decision 092)',
        'development-097': 'Development, a new batch of buyer queries (decision 097)',
        eighth: 'Eighth held-out (decision 097)',
        'development-101': 'Development, a new batch of buyer queries (decision 101)',
        ninth: 'Ninth held-out (decision 101)',
        'development-105': 'Development, a new batch of buyer queries (decision 105)',
        tenth: 'Tenth held-out (decision 105)',
        'development-107': 'Development, a new batch of buyer queries (decision 107)',
        eleventh: 'Eleventh held-out (decision 107)',
        'development-112': 'Development, a new batch of buyer queries (decision 112)',
        twelfth: 'Twelfth held-out (decision 112)',
        'development-114': 'Development, a new batch of buyer queries (decision 114)',
        thirteenth: 'Thirteenth held-out (decision 114)',
        'development-119': 'Development, a new batch of buyer queries (decision 119)',
        fourteenth: 'Fourteenth held-out (decision 119)',
      }[part];
      console.log(`\n${title} — ${describeSearchScore(report)}`);
      for (const [kind, s] of Object.entries(report.byKind))
        console.log(`  ${kind.padEnd(16)} ${describeSearchScore(s)}`);
    }
  } finally {
    await ctx.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
