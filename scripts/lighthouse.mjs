#!/usr/bin/env node
// Lighthouse CI (issues 18 and 34): the production build in Debian's Chromium, mobile preset, on the eight
// pages a visitor lands on: home, a product list, a product, a supplier page, the login page, the
// category-type page, search results and an article. LIGHTHOUSE_RUNS=3 runs each page three times and keeps
// the median run (the table); CI runs each once. Starts the site itself (scripts/start.mjs,
// demo data on PGlite in a fresh directory), warms each page (the cached ones are rendered on their first
// visit), then `lhci collect` and `lhci assert` with lighthouserc.json.
//
// What fails the run ("error" in lighthouserc.json): accessibility, best practices and SEO below 100
// (login and search results: every SEO audit but «is crawlable», as they are noindex on purpose), and CLS above 0.1 — these do
// not depend on how busy the machine is. Performance ≥ 95, LCP ≤ 2.5 s and TBT ≤ 200 ms are the issue's
// targets too, but Lighthouse simulates a slow phone from the CPU time it observes, so on a shared
// two-core machine they move with the load: they are asserted as warnings and printed (and written to
// .reports/lighthouse.json) with the load average, never silently dropped. LIGHTHOUSE_STRICT=1 makes them
// fail the run as well.
//
// Writes .reports/lighthouse.json: one test per URL (passed when no error-level assertion failed), which
// `npm test` adds to its totals.
//   API_PORT / WEB_PORT  the ports the build was made for (default 4000 / 3000)
//   CHROME_PATH          Chromium (default /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoPages, requireBuild, root, settle, startDemoSite, waitFor } from './demo-site.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const strict = process.env.LIGHTHOUSE_STRICT === '1';
/** Runs per page (the table: 3, median kept); CI's regular run takes one to stay short. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const outputDir = path.join(root, '.lighthouseci');
const reportFile = path.join(root, '.reports', 'lighthouse.json');
const log = (line) => console.log(`[lighthouse] ${line}`);

requireBuild('lighthouse', apiPort);
const { WEB, API, stop } = startDemoSite({ apiPort, webPort, tag: 'lighthouse' });

function lhci(args) {
  const result = spawnSync('npx', ['lhci', ...args, `--config=${path.join(root, 'lighthouserc.json')}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  });
  return result.status === 0;
}

/**
 * An article a visitor reaches from the home page: the first content page it links to that answers 200. A build
 * that served another database before (the end-to-end run, in CI) keeps its cached pages on disk until they are
 * renewed, so a link may name an article this demo database does not have: such a link is passed over.
 */
async function firstArticle(WEB) {
  for (const from of ['/', '/help', '/faq']) {
    const html = await (await fetch(`${WEB}${from}`)).text();
    for (const [, link] of html.matchAll(/href="(\/contents\/\d+\/[^"/?#]+)"/g)) {
      if ((await fetch(`${WEB}${link}`, { redirect: 'manual' })).status === 200) return link;
    }
  }
  throw new Error('no article linked from the home, help or FAQ page answers 200');
}

/** The run whose performance score is the median of a page's runs (Lighthouse's own advice for noisy scores). */
function medianRun(lhrs) {
  const sorted = [...lhrs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  log(`starting the production build on :${webPort} (API :${apiPort})`);
  await waitFor(`${API}/ready`);
  await waitFor(`${WEB}/error/400`);
  const { category, product } = await demoPages(API);
  const pages = [
    ['home', '/'],
    ['listing', await settle(WEB, `/products/category/${category.id}/x`)],
    ['product', await settle(WEB, `/products/${product.id}/x`)],
    ['supplier', await settle(WEB, `/supplier/${product.merchant.id}/x`)],
    ['login', '/users/login'],
    ['category type', '/category/categoryType/Product'],
    ['search results', `/search/${encodeURIComponent('پمپ')}`],
    ['article', await firstArticle(WEB)],
  ];
  // Warm: the cached pages are rendered on their first visit, and a fresh process compiles its code.
  for (let round = 0; round < 3; round++) for (const [, page] of pages) await fetch(`${WEB}${page}`);

  rmSync(outputDir, { recursive: true, force: true });
  const load = os.loadavg().map((n) => n.toFixed(2));
  log(`load average before the run: ${load.join(' / ')}`);
  const collected = lhci(['collect', `--numberOfRuns=${runs}`, ...pages.map(([, page]) => `--url=${WEB}${page}`)]);
  if (!collected) throw new Error('lhci collect failed');
  const asserted = lhci(['assert']);

  // One result per URL: its error-level assertions (and in strict mode the warnings too).
  const assertions = existsSync(path.join(outputDir, 'assertion-results.json'))
    ? JSON.parse(readFileSync(path.join(outputDir, 'assertion-results.json'), 'utf8'))
    : [];
  const reports = readdirSync(outputDir)
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(outputDir, name), 'utf8')));
  const rows = pages.map(([name, page]) => {
    // As Lighthouse reports it: an address with Persian letters (the article's, from a link) percent-encoded.
    const url = new URL(page, WEB).href;
    const ofPage = reports.filter((report) => report.requestedUrl === url);
    const lhr = ofPage.length ? medianRun(ofPage) : undefined;
    const failures = assertions.filter(
      (a) => a.url === url && !a.passed && (a.level === 'error' || (strict && a.level === 'warn')),
    );
    const warnings = assertions.filter((a) => a.url === url && !a.passed && a.level === 'warn');
    const score = (id) => (lhr ? Math.round((lhr.categories[id]?.score ?? 0) * 100) : null);
    const numeric = (id) => lhr?.audits[id]?.numericValue ?? null;
    return {
      name,
      url: page,
      runs: ofPage.length,
      performanceRuns: ofPage.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100)),
      passed: Boolean(lhr) && failures.length === 0,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint') && Math.round(numeric('largest-contentful-paint')),
      tbtMs: numeric('total-blocking-time') !== null ? Math.round(numeric('total-blocking-time')) : null,
      cls: numeric('cumulative-layout-shift') !== null ? Number(numeric('cumulative-layout-shift').toFixed(3)) : null,
      failures: failures.map(
        (a) => `${a.auditId ?? a.auditProperty}: ${a.actual} (expected ${a.operator} ${a.expected})`,
      ),
      warnings: warnings.map(
        (a) => `${a.auditId ?? a.auditProperty}: ${a.actual} (expected ${a.operator} ${a.expected})`,
      ),
    };
  });
  console.log(`\nload average before the run ${load.join(' / ')}, ${runs} run(s) per page, the median run shown`);
  console.log('\n| page | perf (runs) | a11y | BP | SEO | LCP ms | TBT ms | CLS | result |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.passed ? 'pass' : 'FAIL'} |`,
    );
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    JSON.stringify(
      {
        loadAverage: load,
        strict,
        passed: rows.filter((r) => r.passed).length,
        failed: rows.filter((r) => !r.passed).length,
        pages: rows,
      },
      null,
      2,
    ),
  );
  if (!asserted) log('error-level assertions failed (see above)');
  process.exitCode = rows.every((r) => r.passed) ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: 1, error: String(error) }));
    process.exitCode = 1;
  })
  .finally(() => {
    stop();
    process.exit();
  });
