#!/usr/bin/env node
// `npm test`: every test runner in turn — Vitest (packages and API against a real database), a
// production build, Playwright end-to-end and Lighthouse CI in Debian's Chromium — then one line totalling
// them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
/**
 * CI must finish within 30 minutes. On a slow or shared machine the end-to-end run alone has taken 20; when
 * the runners before Lighthouse have used more than this many seconds (TEST_LIGHTHOUSE_BUDGET_S, default
 * 24 minutes), Lighthouse's pages are reported as skipped, with the reason, instead of pushing the run
 * over its limit. `npm run lighthouse` runs them on their own.
 */
const lighthouseBudgetS = Number(process.env.TEST_LIGHTHOUSE_BUDGET_S ?? 24 * 60);
const steps = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ label, ok: result.status === 0 });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Static checks first: they are fast and a failure counts against the total.
if (!run('lint (biome)', 'npx', ['biome', 'check', '.'])) totals.failed += 1;
if (!run('typecheck (tsc)', 'npm', ['run', 'typecheck'])) totals.failed += 1;
if (!run('boundaries (dependency-cruiser)', 'npm', ['run', 'check:boundaries'])) totals.failed += 1;

console.log(
  process.env.TEST_DATABASE_URL
    ? `API tests use PostgreSQL (${process.env.TEST_DATABASE_URL})`
    : 'API tests use in-memory PGlite (set TEST_DATABASE_URL to use PostgreSQL)',
);
const vitestOk = run('vitest: unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
const vitest = readJson(path.join(reports, 'vitest.json'));
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (!vitestOk) totals.failed += 1;

const buildOk = run('production build', 'npm', ['run', 'build']);
if (!buildOk) totals.failed += 1;

if (buildOk && !process.argv.includes('--no-e2e')) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Chromium not found at /usr/bin/chromium: run `apt-get install -y chromium` (CI does this itself).');
    totals.failed += 1;
  } else {
    const e2eData = path.join(root, 'data', 'e2e');
    rmSync(e2eData, { recursive: true, force: true });
    run('playwright: end-to-end', 'npm', ['run', 'test:e2e'], {
      PLAYWRIGHT_JSON: '1',
      DATA_DIR: e2eData,
      DATABASE_URL: '',
    });
    const e2e = readJson(path.join(reports, 'playwright.json'));
    if (e2e?.stats) {
      totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
      totals.failed += e2e.stats.unexpected;
      totals.skipped += e2e.stats.skipped;
    } else totals.failed += 1;
  }
}

// Lighthouse CI on the same build (scripts/lighthouse.mjs): one test per asserted URL.
const elapsedS = Math.round((Date.now() - startedAt) / 1000);
if (
  buildOk &&
  !process.argv.includes('--no-e2e') &&
  !process.argv.includes('--no-lighthouse') &&
  elapsedS > lighthouseBudgetS
) {
  console.log(
    `\n=== lighthouse skipped: the runners before it took ${elapsedS} s, over the ${lighthouseBudgetS} s budget that keeps CI within 30 minutes; run \`npm run lighthouse\` on its own ===`,
  );
  totals.skipped += 8; // the eight pages of scripts/lighthouse.mjs
} else if (buildOk && !process.argv.includes('--no-e2e') && !process.argv.includes('--no-lighthouse')) {
  run('lighthouse: eight pages (mobile)', 'node', ['scripts/lighthouse.mjs']);
  const lighthouse = readJson(path.join(reports, 'lighthouse.json'));
  if (lighthouse) {
    totals.passed += lighthouse.passed;
    totals.failed += lighthouse.failed;
  } else totals.failed += 1;
}

/**
 * The failures (and the end-to-end journeys that passed only on their retry) with the first lines of their
 * errors, printed last so that a log cut to its tail still says what broke.
 */
function failureDigest() {
  const lines = [];
  const firstLines = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 4)
      .map((line) => `      ${line.trim().slice(0, 200)}`);
  for (const file of vitest?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') {
        lines.push(`  vitest FAIL ${path.relative(root, file.name)} › ${test.fullName}`);
        lines.push(...firstLines(test.failureMessages?.[0]));
      }
  const e2e = readJson(path.join(reports, 'playwright.json'));
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const failedRuns = results.filter((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (failedRuns.length === 0) continue;
        const outcome = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAIL';
        lines.push(`  e2e ${outcome} ${[...trail, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
        const error = failedRuns[0].error ?? failedRuns[0].errors?.[0];
        lines.push(...firstLines(error?.message ?? error?.value));
      }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of e2e?.suites ?? []) walk(suite, []);
  return lines.slice(0, 60);
}

const digest = failureDigest();
if (digest.length > 0) {
  console.log('\n=== failures and retries ===');
  for (const line of digest) console.log(line);
}

console.log('\n=== summary ===');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.label}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
