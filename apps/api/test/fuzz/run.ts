// The long setting of the API fuzzer: `npm run fuzz -- --runs 500 [--seed N] [--only "GET /api/v1/x"]
// [--timeout 5000] [--no-doc]`. Prints every failing request with its seed, exits 1 on any failure, and
// (unless --no-doc or --only) writes the run's figures into docs/security-testing.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeFailure, type FuzzReport, fuzzApi } from './openapi-fuzz.js';
import { startFuzzTarget } from './target.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    seed: { type: 'string' },
    only: { type: 'string' },
    timeout: { type: 'string', default: '5000' },
    'no-doc': { type: 'boolean', default: false },
  },
});

const DOC = new URL('../../../../docs/security-testing.md', import.meta.url);
const START = '<!-- fuzz-figures:start -->';
const END = '<!-- fuzz-figures:end -->';

function figures(report: FuzzReport, runs: number): string {
  const rows = [
    ['date', new Date().toISOString().slice(0, 10)],
    ['seed', String(report.seed)],
    ['runs per operation', String(runs)],
    ['operations', String(report.operations)],
    ['requests (cases)', String(report.cases)],
    ['5xx answers', String(report.serverErrors)],
    ['errors not problem+json', String(report.nonProblem)],
    ['time-outs', String(report.timeouts)],
    ['duration', `${Math.round(report.durationMs / 1000)} s`],
  ];
  return ['| figure | value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}

const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
console.log(`fuzz: seed ${seed}, ${runs} runs per operation${values.only ? `, only ${values.only}` : ''}`);
const target = await startFuzzTarget();
let report: FuzzReport;
try {
  report = await fuzzApi(target.app, target.identities, {
    seed,
    runsPerOperation: runs,
    timeoutMs: Number(values.timeout),
    only: values.only,
    port: target.port,
    log: (line) => console.log(line),
  });
} finally {
  await target.close();
}
console.log(`\n${figures(report, runs)}\n`);
for (const failure of report.failures) console.log(`${describeFailure(failure)}\n`);
if (!values['no-doc'] && !values.only) {
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from >= 0 && to > from) {
    writeFileSync(DOC, `${doc.slice(0, from + START.length)}\n${figures(report, runs)}\n${doc.slice(to)}`);
    console.log('figures written to docs/security-testing.md');
  }
}
process.exit(report.failures.length ? 1 : 0);
