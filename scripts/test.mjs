#!/usr/bin/env node
// `npm test`: every test runner in turn — Vitest (packages and API against a real database), a
// production build, Playwright end-to-end and Lighthouse CI in Debian's Chromium — then one line totalling
// them all.
import { spawn, spawnSync } from 'node:child_process';
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

const secondsSince = (ms) => Math.round((Date.now() - ms) / 1000);

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const began = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ label, ok: result.status === 0, seconds: secondsSince(began) });
  return result.status === 0;
}

/** As `run`, without blocking this process: the runners beside it go on meanwhile. */
function runBeside(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    let finished = false;
    const done = (ok) => {
      if (finished) return; // 'error' may come before 'close'
      finished = true;
      steps.push({ label, ok, seconds: secondsSince(began) });
      resolve(ok);
    };
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * Runs a command with its output kept (stdout and stderr in one buffer), for the runners that work beside Vitest:
 * their output is printed, under their own headings, once Vitest's is done.
 */
function runKept(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const began = Date.now();
    const chunks = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (ok, extra = '') =>
      resolve({ label, ok, seconds: secondsSince(began), output: Buffer.concat(chunks).toString() + extra });
    child.on('error', (error) => done(false, `\n${error.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The static checks and the production build, one after another (the web's typecheck writes .next/types, which
 * the build clears). Beside Vitest (decision 109) they run at the same time as the API tests, whose files spend
 * much of their time waiting on the database and on timers; `--serial` runs everything one at a time, as before.
 */
async function checksAndBuild(runStep) {
  const results = [];
  for (const [label, command, args] of [
    ['lint (biome)', 'npx', ['biome', 'check', '.']],
    ['typecheck (tsc)', 'npm', ['run', 'typecheck']],
    ['boundaries (dependency-cruiser)', 'npm', ['run', 'check:boundaries']],
    ['production build', 'npm', ['run', 'build']],
  ])
    results.push(await runStep(label, command, args));
  return results;
}

function vitestRun() {
  console.log(
    process.env.TEST_DATABASE_URL
      ? `API tests use PostgreSQL (${process.env.TEST_DATABASE_URL.split(',').length} cluster(s): ${process.env.TEST_DATABASE_URL})`
      : 'API tests use in-memory PGlite (set TEST_DATABASE_URL to use PostgreSQL)',
  );
  return runBeside('vitest: unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'vitest.json')}`,
  ]);
}

let vitestOk;
let checks;
if (process.argv.includes('--serial')) {
  checks = await checksAndBuild(async (label, command, args) => ({ label, ok: run(label, command, args) }));
  vitestOk = await vitestRun();
} else {
  console.log(
    '\n=== lint, typecheck, boundaries and the production build run beside Vitest; their output follows it ===',
  );
  const pending = checksAndBuild(runKept);
  vitestOk = await vitestRun();
  checks = await pending;
  for (const step of checks) {
    console.log(`\n=== ${step.label} (beside Vitest, ${step.seconds} s) ===`);
    process.stdout.write(step.output);
    steps.push({ label: step.label, ok: step.ok, seconds: step.seconds });
  }
}
for (const step of checks) if (!step.ok) totals.failed += 1;
const buildOk = checks.at(-1)?.ok === true;

const vitest = readJson(path.join(reports, 'vitest.json'));
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (!vitestOk) totals.failed += 1;

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
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.label} (${step.seconds} s)`);
console.log(`whole run ${secondsSince(startedAt)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
