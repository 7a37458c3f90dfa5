#!/usr/bin/env node
// `npm run bench`: load-tests the API (and, when built, the web pages) against a benchmark-sized
// catalog in PostgreSQL, then writes docs/benchmarks.md. Loopback only; every run is bounded in time.
//   BENCH_DATABASE_URL  (default postgres://postgres@127.0.0.1:5432/bazaar_bench)
//   BENCH_PRODUCTS      (default 1000000)     BENCH_SECONDS (default 20 per scenario)
//   BENCH_WARMUP_SECONDS (default 5, unrecorded, before each scenario)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazaar_bench';
const products = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
// Unrecorded load before each scenario: a fresh process compiles and fills its caches first.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
// Ports of their own, so a benchmark never collides with a running dev or e2e server.
const apiPort = process.env.BENCH_API_PORT ?? '4100';
const webPort = process.env.BENCH_WEB_PORT ?? '3100';
const API = `http://127.0.0.1:${apiPort}/api/v1`;
const WEB = `http://127.0.0.1:${webPort}`;
const apiOnly = process.argv.includes('--api-only');
// `--visits`: only the page-visit scenarios (issue 14), written to their own section of the report.
const visitsOnly = process.argv.includes('--visits');
// `--messaging`: only the messaging scenario (issue 13, scripts/bench-messaging.mjs), its own section.
const messagingOnly = process.argv.includes('--messaging');
// `--search`: only the search scenarios (issue 15), written to their own section of the report.
const searchOnly = process.argv.includes('--search');
// `--narrow`: only the narrow filtered listing (issue 35): one request at a time, then BENCH_NARROW_RATE; its own section.
const narrowOnly = process.argv.includes('--narrow');
// `--assistant`: only the sourcing assistant's answer time (issue 36, scripts/bench-assistant.mjs), its own section.
const assistantOnly = process.argv.includes('--assistant');
const children = [];

function log(line) {
  console.log(`[bench] ${line}`);
}

async function ensureDatabase() {
  const admin = new URL(dbUrl);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  await client.end();
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

function start(command, args, env, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** Exact percentile of a sorted list of latencies. */
function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * Open-loop load at a fixed rate: request i is sent at start + i / rate, whatever happened to the earlier
 * ones, as independent visitors arrive; latency is measured from that scheduled moment, so a server (or
 * generator) falling behind shows up as latency instead of silently lowering the rate. (autocannon's
 * `overallRate`, used before, sends each connection's quota for a second back to back at the start of
 * the second and then waits: 200 req/s became bursts of 32 concurrent streams.)
 * `requests[0].setupRequest({})` may give a new path for every request, as in the scenarios below.
 */
async function load(title, options) {
  const warmup = options.warmupSeconds ?? warmupSeconds;
  if (warmup > 0) await paced({ ...options, duration: warmup });
  log(`${title}: ${options.rate ?? 200} req/s for ${seconds} s`);
  return { title, ...(await paced({ ...options, duration: seconds })) };
}

async function paced({ url, requests, rate = 200, duration }) {
  const target = new URL(url);
  // A scenario's request: a path, and for writes a method, headers and a body (setupRequest may vary them).
  const next = requests
    ? () => requests[0].setupRequest({ method: requests[0].method ?? 'GET' })
    : () => ({ path: `${target.pathname}${target.search}`, method: 'GET' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const interval = 1000 / rate;
  const total = Math.round(duration * rate);
  const latencies = [];
  let errors = 0;
  let finished = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    let sent = 0;
    const settle = (scheduled, failed) => {
      latencies.push(performance.now() - scheduled);
      if (failed) errors++;
      if (++finished === total) resolve();
    };
    const tick = () => {
      while (sent < total && started + sent * interval <= performance.now()) {
        const scheduled = started + sent * interval;
        sent++;
        let settled = false; // an error after the response must not count the request twice
        const once = (failed) => {
          if (!settled) settle(scheduled, failed);
          settled = true;
        };
        const spec = next();
        const request = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: spec.path,
            method: spec.method ?? 'GET',
            headers: spec.headers,
            agent,
          },
          (response) => {
            response.resume();
            response.on('end', () => once(response.statusCode >= 400));
          },
        );
        request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
        request.on('error', () => once(true));
        request.end(spec.body);
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (v) => Math.round(v * 10) / 10;
  return {
    rate,
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? 0),
    rps: Math.round(total / elapsed),
    errors,
    total,
  };
}

/**
 * Few matches (a narrow band of the first property, its 50th to 50.5th percentile): the walk would read the whole
 * family to count them. Every request a new second bound (1e-9 apart), so nothing comes from a cache.
 */
async function narrowScenario(catalogPath, pick) {
  const narrowPath = catalogPath
    .replace(
      /filters\[0\]\.value=[^&]+/,
      `filters[0].value=${encodeURIComponent(Number(pick.props[0].mid).toPrecision(6))}`,
    )
    .replace(
      /filters\[0\]\.maxValue=[^&]+/,
      `filters[0].maxValue=${encodeURIComponent(Number(pick.props[0].mid2).toPrecision(6))}`,
    );
  const narrowProbe = await (await fetch(`${API}${narrowPath}`)).json();
  const count = `${narrowProbe.totalCapped ? 'more than ' : ''}${narrowProbe.total}`;
  log(`narrow listing matches ${count} products`);
  let w = 0;
  const pathOf = () =>
    `/api/v1${narrowPath.replace(/filters\[1\]\.value=([^&]+)/, (_m, x) => `filters[1].value=${Number(decodeURIComponent(x)) * (1 + ++w * 1e-9)}`)}`;
  return {
    narrowPath,
    count,
    pathOf,
    title: `API: narrow filtered listing (${count} matches), a new query each request`,
    options: {
      url: API,
      rate: Number(process.env.BENCH_NARROW_RATE ?? 20),
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf() }) }],
    },
  };
}

/**
 * `--narrow`: the narrow filtered listing by itself (issue 35): one request at a time (each a new query), then the
 * paced load at BENCH_NARROW_RATE, the machine's load noted before and after each; its own section of the report.
 */
async function benchNarrow(catalogPath, pick, counts, client, apiPid) {
  const narrow = await narrowScenario(catalogPath, pick);
  const loadNow = () => os.loadavg()[0].toFixed(1);
  const singleLoad = loadNow();
  const single = [];
  for (let i = 0; i < 40; i++) {
    const t0 = performance.now();
    await (await fetch(`http://127.0.0.1:${apiPort}${narrow.pathOf()}`)).arrayBuffer();
    single.push(performance.now() - t0);
  }
  single.sort((a, b) => a - b);
  const round = (v) => Math.round(v * 10) / 10;
  const before = loadNow();
  // CPU time of the API process and of the database's backends (this machine's /proc) across the measured part.
  const cpuOf = async () => {
    const { rows } = await client.query(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    );
    return [apiPid, ...rows.map((r) => r.pid)].map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return { pid, ms: (Number(fields[11]) + Number(fields[12])) * 10 };
      } catch {
        return { pid, ms: 0 };
      }
    });
  };
  if (warmupSeconds > 0) await paced({ ...narrow.options, duration: warmupSeconds });
  const cpu0 = await cpuOf();
  const r = await load(narrow.title, { ...narrow.options, warmupSeconds: 0 });
  const cpu1 = await cpuOf();
  const spent = (pids) =>
    cpu1.filter((c) => pids(c.pid)).reduce((sum, c) => sum + c.ms - (cpu0.find((o) => o.pid === c.pid)?.ms ?? 0), 0);
  const apiCpu = round(spent((pid) => pid === apiPid) / r.total);
  const dbCpu = round(spent((pid) => pid !== apiPid) / r.total);
  const after = loadNow();
  const section = `<!-- narrow:start -->
## Narrow filtered listing by itself (issue 35)

Written by \`npm run bench -- --narrow\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${os.cpus().length} cores, ${Number(counts.products).toLocaleString('en')} products,
PostgreSQL, one API process). \`GET /api/v1${narrow.narrowPath}\` (${narrow.count} matches), each request a new second bound.

One request at a time, 40 requests (load ${singleLoad}): p50 ${round(percentile(single, 0.5))} ms, p95 ${round(percentile(single, 0.95))} ms, min ${round(single[0])} ms.
CPU a request during the measured load: API process ${apiCpu} ms, PostgreSQL backends ${dbCpu} ms (after ${warmupSeconds} s of the same load unrecorded).

| scenario | target req/s | achieved req/s | p50 ms | p95 ms | p99 ms | max ms | errors | load |
|---|---|---|---|---|---|---|---|---|
| ${r.title} | ${r.rate} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} | ${before} → ${after} |
<!-- narrow:end -->
`;
  writeSection('narrow', section);
  log('wrote the narrow section of docs/benchmarks.md');
  console.log(section);
}

/** A category with three filterable numeric properties and the bounds that keep a realistic share. */
async function pickFilteredQuery(client) {
  const { rows } = await client.query(`
    with props as (
      select cp.id, cp.category_id, cp.default_unit_id,
             percentile_cont(0.2) within group (order by v.base_value) as lo,
             percentile_cont(0.9) within group (order by v.base_value) as hi,
             percentile_cont(0.5) within group (order by v.base_value) as mid,
             percentile_cont(0.505) within group (order by v.base_value) as mid2,
             count(*) as n
      from category_properties cp
      join supplier_product_values v on v.property_id = cp.id and v.product_id <= 5000
      where cp.filterable and cp.type = 'number' and cp.quantity_id is not null
      group by cp.id)
    select category_id, json_agg(json_build_object('id', id, 'lo', lo, 'hi', hi, 'mid', mid, 'mid2', mid2) order by n desc) as props
    from props group by category_id having count(*) >= 3 order by sum(n) desc limit 1`);
  const pick = rows[0];
  if (!pick) throw new Error('no category with three numeric filterable properties');
  return { categoryId: pick.category_id, props: pick.props.slice(0, 3) };
}

async function baseUnitOf(client, propertyId) {
  const { rows } = await client.query(
    `select u.id from units_of_measurement u join category_properties cp on cp.quantity_id = u.quantity_id
     where cp.id = $1 and u.is_base`,
    [propertyId],
  );
  return rows[0]?.id;
}

async function main() {
  if (process.argv.includes('--wallet')) {
    // `--wallet`: wallet payments under 100 concurrent payers, on a fresh demo database (issue 11).
    const { benchWallet } = await import('./bench-wallet.mjs');
    await benchWallet();
    return;
  }
  await ensureDatabase();
  const env = { DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00' };
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) run('npm', ['run', 'build', '-w', '@bazaar/api']);
  log(`making sure ${products.toLocaleString('en')} supplier products exist (seed:scale)…`);
  run('npm', ['run', 'seed:scale', '--', '--products', String(products)], env);

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const counts = (
    await client.query(`select (select count(*) from supplier_products) as products,
      (select count(*) from supplier_product_values) as vals, (select count(*) from merchants) as merchants,
      (select count(*) from categories) as categories, (select count(*) from cities) as cities`)
  ).rows[0];
  const pick = await pickFilteredQuery(client);
  const filterParts = [];
  for (const [i, p] of pick.props.entries()) {
    const unit = await baseUnitOf(client, p.id);
    filterParts.push(
      `filters[${i}].propertyId=${p.id}&filters[${i}].value=${encodeURIComponent(Number(p.lo).toPrecision(6))}&filters[${i}].maxValue=${encodeURIComponent(Number(p.hi).toPrecision(6))}&filters[${i}].measurementUnitId=${unit}`,
    );
  }
  const catalogPath = `/supplierproducts/catalog?categoryId=${pick.categoryId}&${filterParts.join('&')}&sort=newest&pageSize=20`;
  const maxId = Number((await client.query('select max(id) as m from supplier_products')).rows[0].m);

  const apiChild = start(process.execPath, ['apps/api/dist/server.js'], {
    ...env,
    API_PORT: apiPort,
    NODE_ENV: 'production',
    // The benchmark sends no login codes; the development provider is allowed as an explicit demo.
    DEMO_MODE: 'true',
    // Every request comes from loopback: the per-address cap of counted visits would stop counting.
    VISIT_MAX_PER_IP_HOUR: '100000',
  });
  await waitFor(`${API}/ready`);
  if (searchOnly) {
    await benchSearch(client, maxId);
    apiChild.kill('SIGTERM');
    await client.end();
    stopAll();
    return;
  }
  if (narrowOnly) {
    await benchNarrow(catalogPath, pick, counts, client, apiChild.pid);
    apiChild.kill('SIGTERM');
    await client.end();
    stopAll();
    return;
  }
  if (visitsOnly) {
    await benchVisits(client, maxId);
    apiChild.kill('SIGTERM');
    await client.end();
    stopAll();
    return;
  }
  const probe = await (await fetch(`${API}${catalogPath}`)).json();
  log(`filtered listing matches ${probe.totalCapped ? 'more than ' : ''}${probe.total?.toLocaleString('en')} products`);

  const lineage = (
    await client.query('select ancestor_ids || id as path from categories where id = $1', [pick.categoryId])
  ).rows[0].path.map(Number);
  let explain = '';
  try {
    // The same planner settings the API uses for a listing inside a family.
    await client.query('begin');
    await client.query('set local enable_bitmapscan = off; set local enable_seqscan = off; set local jit = off');
    explain = (await client.query(`explain (analyze, buffers, format text) ${sqlOfCatalog(pick, lineage)}`)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  } finally {
    await client.query('rollback');
  }

  const results = [];
  results.push(
    await load('API: filtered catalog listing, same query (in-process listing cache warm)', {
      url: `${API}${catalogPath}`,
    }),
  );
  const productIds = Array.from({ length: 500 }, (_, i) => 1 + ((i * 7919) % maxId));
  let n = 0;
  results.push(
    await load('API: product page (/supplierproducts/{id}/catalog)', {
      url: API,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/v1/supplierproducts/${productIds[n++ % productIds.length]}/catalog`,
          }),
        },
      ],
    }),
  );
  const cityQueries = ['تهران', 'اصفهان', 'کرج', 'شیراز', 'تبریز', 'مشهد', 'یزد', 'اراک'].map((q) =>
    encodeURIComponent(q),
  );
  let c = 0;
  results.push(
    await load('API: /cities/filter?q=…', {
      url: API,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `/api/v1/cities/filter?q=${cityQueries[c++ % cityQueries.length]}` }),
        },
      ],
    }),
  );
  results.push(await load('API: /states/filter', { url: `${API}/states/filter` }));
  results.push(
    await load('API: /countries/filter?q=…', { url: `${API}/countries/filter?q=${encodeURIComponent('آلمان')}` }),
  );

  // Every request a different first bound (1e-9 apart): nothing can come from a cache.
  let v = 0; // runs last among the API scenarios: its slow queries must not spill into the others
  const uncachedPath = () =>
    `/api/v1${catalogPath.replace(/filters\[0\]\.value=([^&]+)/, (_m, x) => `filters[0].value=${Number(decodeURIComponent(x)) * (1 + ++v * 1e-9)}`)}`;
  results.push(
    await load('API: filtered catalog listing, a new query each request (no cache), half rate', {
      url: API,
      rate: 100,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: uncachedPath() }) }],
    }),
  );
  results.push(
    await load('API: filtered catalog listing, a new query each request (no cache)', {
      url: API,
      rate: Number(process.env.BENCH_UNCACHED_RATE ?? 200),
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: uncachedPath() }) }],
    }),
  );

  const narrow = await narrowScenario(catalogPath, pick);
  results.push(await load(narrow.title, narrow.options));

  // Let the uncached queries still running in PostgreSQL finish before measuring anything else.
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  const webResults = [];
  if (!apiOnly && existsSync(path.join(root, 'apps/web/.next/BUILD_ID'))) {
    start(
      process.execPath,
      [path.join(root, 'apps/web/dist/server.mjs')],
      {
        NODE_ENV: 'production',
        WEB_PORT: webPort,
        WEB_HOST: '127.0.0.1',
        API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
      },
      path.join(root, 'apps/web'),
    );
    await waitFor(`${WEB}/error/404`).catch(() => {});
    const pages = [
      ['web: minimal page (/error/400, prerendered, bare layout)', '/error/400'],
      ['web: home page', '/'],
      ['web: product listing', `/products/category/${pick.categoryId}/x`],
      ['web: category page', `/category/${pick.categoryId}/x`],
      ['web: product page', `/products/${productIds[0]}/x`],
    ];
    for (const [title, pagePath] of pages) {
      const resolved = await fetch(`${WEB}${pagePath}`, { redirect: 'manual' });
      const finalPath =
        resolved.status === 301 || resolved.status === 308
          ? new URL(resolved.headers.get('location'), WEB).pathname
          : pagePath;
      await fetch(`${WEB}${finalPath}`); // warm the cache
      // Web pages warm up for longer: a regeneration (every 15 s) must have run once before measuring.
      webResults.push(await load(title, { url: `${WEB}${finalPath}`, rate: 200, warmupSeconds: 20 }));
    }
  }
  apiChild.kill('SIGTERM');
  await client.end();
  writeReport({
    counts,
    catalogPath,
    results,
    webResults,
    explain,
    total: probe.total,
    totalCapped: probe.totalCapped,
  });
  stopAll();
}

/**
 * Counting a view (POST /pagevisits/visit-count) at 500 req/s, each request a new visitor (its own user
 * agent), so every one is counted and writes; then the product page alone and with counting beside it.
 */
async function benchVisits(client, maxId) {
  const { rows } = await client.query(
    `select p.id from supplier_products p join merchants m on m.id = p.merchant_id
     where p.status = 'published' and m.status = 'confirmed' order by p.id limit 500`,
  );
  const ids = rows.map((r) => r.id);
  // Visitors new to this run too: a visitor seen by an earlier run today would not be counted again.
  const runId = Date.now().toString(36);
  let k = 0;
  const visitRequest = () => ({
    path: '/api/v1/pagevisits/visit-count',
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 v/${runId}-${k}`,
    },
    body: JSON.stringify({ objectType: 'product', objectId: ids[k++ % ids.length] }),
  });
  let n = 0;
  const productRequest = () => ({ path: `/api/v1/supplierproducts/${ids[n++ % ids.length]}/catalog`, method: 'GET' });
  const visits = { url: API, rate: 500, requests: [{ method: 'POST', setupRequest: visitRequest }] };
  const productPage = { url: API, rate: 200, requests: [{ method: 'GET', setupRequest: productRequest }] };
  const before = Number((await client.query('select coalesce(sum(views), 0) as v from visit_days')).rows[0].v);
  const results = [];
  results.push(await load('API: product page alone', productPage));
  results.push(await load('API: POST /pagevisits/visit-count, a new visitor each request', visits));
  const [withCounting, counting] = await Promise.all([
    load('API: product page while views are counted at 500 req/s', productPage),
    load('API: POST /pagevisits/visit-count beside the product page', visits),
  ]);
  results.push(withCounting, counting);
  const counted =
    Number((await client.query('select coalesce(sum(views), 0) as v from visit_days')).rows[0].v) - before;
  const row = (r) => `| ${r.title} | ${r.rate} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} |`;
  const section = `<!-- visits:start -->
## Counting page views (issue 14)

Written by \`npm run bench -- --visits\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, ${Number(maxId).toLocaleString('en')} products,
PostgreSQL, one API process, Redis ${process.env.REDIS_URL ? 'on' : 'off'}). Each counting request is a new visitor, so each one
passes the visit gate and writes (daily total, product counter); ${counted.toLocaleString('en')} views were counted
during the run (warm-ups included; the last second's batch may still have been in memory).

| scenario | target req/s | achieved req/s | p50 ms | p95 ms | p99 ms | max ms | errors |
|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}
<!-- visits:end -->
`;
  const reportFile = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const start = previous.indexOf('<!-- visits:start -->');
  const end = previous.indexOf('<!-- visits:end -->');
  let next;
  if (start >= 0 && end > start)
    next = `${previous.slice(0, start)}${section}${previous.slice(end + '<!-- visits:end -->\n'.length)}`;
  else {
    const analysisAt = previous.indexOf('## Reading the numbers');
    next =
      analysisAt >= 0
        ? `${previous.slice(0, analysisAt)}${section}\n${previous.slice(analysisAt)}`
        : `${previous}\n${section}`;
  }
  writeFileSync(reportFile, next);
  log('wrote the visits section of docs/benchmarks.md');
  console.log(section);
}

/** Replaces (or adds) the report section between `<!-- name:start -->` and `<!-- name:end -->`. */
function writeSection(name, section) {
  const reportFile = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const startTag = `<!-- ${name}:start -->`;
  const endTag = `<!-- ${name}:end -->\n`;
  const start = previous.indexOf(startTag);
  const end = previous.indexOf(endTag);
  let next;
  if (start >= 0 && end > start) next = `${previous.slice(0, start)}${section}${previous.slice(end + endTag.length)}`;
  else {
    const analysisAt = previous.indexOf('## Reading the numbers');
    next =
      analysisAt >= 0
        ? `${previous.slice(0, analysisAt)}${section}\n${previous.slice(analysisAt)}`
        : `${previous}\n${section}`;
  }
  writeFileSync(reportFile, next);
}

/**
 * Search (issue 15): suggestions while typing with a new prefix on every request (nothing can come from a
 * cache), and the full search with a different query each request; EXPLAIN of the product match.
 */
async function benchSearch(client, maxId) {
  // Title words of a sample of products, most common first: what people type.
  const { rows: words } = await client.query(`select word from ts_stat(
      'select search_vector from search_products where product_id % 50 = 0', 'a')
    where length(word) >= 3 and word !~ '^[0-9]' order by ndoc desc limit 400`);
  const list = words.map((r) => r.word);
  const prefixes = new Set();
  for (const w of list) for (let n = 2; n <= [...w].length; n++) prefixes.add([...w].slice(0, n).join(''));
  for (let i = 0; prefixes.size < 12_000 && i < list.length * list.length; i++) {
    // Every pair of words, the second cut at a length that changes with the pair.
    const a = list[i % list.length];
    const b = [...list[Math.floor(i / list.length) % list.length]];
    prefixes.add(`${a} ${b.slice(0, 1 + ((1 + Math.floor(i / list.length) + i) % b.length)).join('')}`);
  }
  const typed = [...prefixes];
  log(`${typed.length.toLocaleString('en')} distinct prefixes`);
  let k = 0;
  const suggestRequest = () => ({
    path: `/api/v1/searches/suggestions?q=${encodeURIComponent(typed[k++ % typed.length])}`,
    method: 'GET',
  });
  const queries = [];
  for (let i = 0; i < list.length; i++) queries.push(`${list[i]} ${list[(i * 13 + 5) % list.length]}`, list[i]);
  let q = 0;
  const sorts = ['relevance', 'relevance', 'newest', 'price_asc'];
  const searchRequest = () => ({
    path: `/api/v1/searches?q=${encodeURIComponent(queries[q % queries.length])}&sort=${sorts[q++ % sorts.length]}`,
    method: 'GET',
  });
  // Single requests first, one at a time (the latency of one query without load), then the loads.
  const single = [];
  const singleLoad = os.loadavg()[0].toFixed(1);
  // The first request waits for the speller's dictionary and the suggestions' rows to be read.
  await fetch(`${API}/searches?q=${encodeURIComponent(list[0] ?? 'پمپ')}`);
  await fetch(`${API}/searches/suggestions?q=${encodeURIComponent(list[0] ?? 'پمپ')}`);
  const singleQueries = [list[0], list[3], list[20], list[100], list[300], queries[0], queries[40], queries[200]];
  for (const text of singleQueries.filter(Boolean)) {
    const times = [];
    let total = '';
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const answer = await (await fetch(`${API}/searches?q=${encodeURIComponent(text)}`)).json();
      times.push(performance.now() - t0);
      total = `${answer.products?.totalCapped ? 'more than ' : ''}${answer.products?.total ?? '?'}`;
    }
    times.sort((a, b) => a - b);
    single.push({ text, total, best: Math.round(times[0] * 10) / 10, median: Math.round(times[1] * 10) / 10 });
  }
  const loadNow = () => os.loadavg()[0].toFixed(1);
  const results = [];
  const measured = async (title, options) => {
    const before = loadNow();
    const result = await load(title, options);
    return { ...result, load: `${before} → ${loadNow()}` };
  };
  results.push(
    await measured('API: GET /searches/suggestions, a new prefix each request', {
      url: API,
      rate: Number(process.env.BENCH_SUGGEST_RATE ?? 200),
      requests: [{ method: 'GET', setupRequest: suggestRequest }],
    }),
  );
  results.push(
    await measured('API: GET /searches/suggestions, a new prefix each request, quarter rate', {
      url: API,
      rate: 50,
      requests: [{ method: 'GET', setupRequest: suggestRequest }],
    }),
  );
  results.push(
    await measured('API: GET /searches (full search), a new query each request, low rate', {
      url: API,
      rate: 5,
      requests: [{ method: 'GET', setupRequest: searchRequest }],
    }),
  );
  results.push(
    await measured('API: GET /searches (full search, facets, page of 12), a new query each request', {
      url: API,
      rate: Number(process.env.BENCH_SEARCH_RATE ?? 50),
      requests: [{ method: 'GET', setupRequest: searchRequest }],
    }),
  );
  // The two ways the product match reads the narrow search table (search-match.repo.ts, readFromIndex, decisions 033 and 121):
  // a word most offers hold is tested on the rows read in table order; a rarer one comes from the GIN index.
  // The statement is the shape the API runs for a one-word query (sorted by relevance, first page of 12):
  // candidates with their score, the count, both facets, and the page's offers read from the offers table.
  const explainOf = async (condition, value) =>
    (
      await client.query(
        `explain (analyze, buffers, format text)
      with matched as materialized (
        select s.product_id as id, s.category_id, s.category_type, s.category_path, s.price_rials, s.created_at,
          30 * ts_rank('{0.05, 0.1, 0.3, 1.0}', s.search_vector, to_tsquery('simple', $1))
          + (case when s.search_vector @@ to_tsquery('simple', $2) then 35 else 0 end)
          + s.static_rank + 8 * exp(-greatest(extract(epoch from now() - s.created_at), 0) / (86400.0 * 180)) as score
        from search_products s where ${condition} limit 2001),
      page as (select id, row_number() over (order by score desc, id desc) as ord from matched
               order by score desc, id desc limit 12)
      select (select count(*)::int from matched) as matched,
        (select json_agg(t) from (select category_type, count(*) from matched group by 1) t) as types,
        (select json_agg(t) from (select f.id, fc.name, f.count from (select category_id as id, count(*)::int as count
           from matched group by 1 order by 2 desc, 1 limit 12) f join categories fc on fc.id = f.id) t) as cats,
        (select json_agg(json_build_object('id', sp.id, 'title', sp.title, 'supplier', m.name, 'category', c.name) order by page.ord)
           from page join supplier_products sp on sp.id = page.id
           join merchants m on m.id = sp.merchant_id join categories c on c.id = sp.category_id) as items`,
        [value, value.replace(/:\*$/, ':*A')],
      )
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  // A scan in table order starts at the table's beginning (not where another scan is).
  await client.query('set synchronize_seqscans = off');
  const common = list[3] ?? 'پمپ';
  const rare = list[300] ?? 'پمپ';
  const explainCommon = await explainOf(`ts_match_vq(s.search_vector, to_tsquery('simple', $1))`, `'${common}':*`);
  const explainRare = await explainOf(`s.search_vector @@ to_tsquery('simple', $1)`, `'${rare}':*`);
  const row = (r) =>
    `| ${r.title} | ${r.rate} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} | ${r.load} |`;
  const section = `<!-- search:start -->
## Search (issue 15)

Written by \`npm run bench -- --search\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${os.cpus().length} cores, ${Number(maxId).toLocaleString('en')} products,
PostgreSQL, one API process). Suggestions: ${typed.length.toLocaleString('en')} distinct prefixes of title words (and of
two-word phrases), each request a new one. Full search: ${queries.length} one- and two-word queries, four sorts.
«load» is the machine's one-minute load average before → after the scenario (2 cores; other work shares them).

One full search at a time (no other requests of ours; best and median of three, ms; load ${singleLoad}):

| query | products found | best ms | median ms |
|---|---|---|---|
${single.map((r) => `| ${r.text} | ${r.total} | ${r.best} | ${r.median} |`).join('\n')}

| scenario | target req/s | achieved req/s | p50 ms | p95 ms | p99 ms | max ms | errors | load |
|---|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}

Plan of a one-word full search's product statement (the narrow \`search_products\` table, decision 033) for a
word most offers hold («${common}»: tested on the rows read in table order, \`ts_match_vq\`, no index):

\`\`\`
${explainCommon}
\`\`\`

Plan for a rarer word («${rare}»: from the GIN index of \`search_products\`):

\`\`\`
${explainRare}
\`\`\`
<!-- search:end -->
`;
  writeSection('search', section);
  log('wrote the search section of docs/benchmarks.md');
  console.log(section);
}

/** The walk the API runs first for the listing (catalog.repo.ts listProducts, step 1), for EXPLAIN. */
function sqlOfCatalog(pick, lineage) {
  const conditions = pick.props
    .map((p) => `(w.facets -> '${p.id}' ->> 0)::float8 >= ${p.lo} and (w.facets -> '${p.id}' ->> 0)::float8 <= ${p.hi}`)
    .join(' and ');
  const scope = lineage
    .slice(1)
    .map((id, i) => `p.category_path[${i + 2}] = ${id}`)
    .join(' and ');
  return `select w.id from (select p.id, p.created_at, p.facets from supplier_products p
    join merchants m on m.id = p.merchant_id join categories c on c.id = p.category_id
    where p.status = 'published' and m.status = 'confirmed' and c.active and ${scope}
    order by p.created_at desc, p.id desc limit 2000) w
    where ${conditions} order by w.created_at desc, w.id desc limit 101`;
}

function writeReport({ counts, catalogPath, results, webResults, explain, total, totalCapped }) {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const pgVersion = (() => {
    try {
      return execFileSync('psql', ['--version']).toString().trim();
    } catch {
      return 'PostgreSQL';
    }
  })();
  const row = (r) => `| ${r.title} | ${r.rate} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} |`;
  const header =
    '| scenario | target req/s | achieved req/s | p50 ms | p95 ms | p99 ms | max ms | errors |\n|---|---|---|---|---|---|---|---|';
  const md = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Every scenario is a fixed-rate
load on loopback for ${seconds} s after ${warmupSeconds} s (web pages: 20 s) of the same load unrecorded, requests evenly spaced
(open loop); latencies are measured by the client from each request's scheduled time.

## Machine and dataset

- ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${pgVersion}
- ${Number(counts.products).toLocaleString('en')} supplier products, ${Number(counts.vals).toLocaleString('en')} property values,
  ${counts.merchants} merchants, ${counts.categories} categories, ${counts.cities} cities
- API in production mode against PostgreSQL (pool of 10), one process

## API

Filtered listing: \`GET /api/v1${catalogPath}\` (matches ${totalCapped ? 'more than ' : ''}${Number(total).toLocaleString('en')} products).

${header}
${results.map(row).join('\n')}

${webResults.length ? `## Web pages\n\n${header}\n${webResults.map(row).join('\n')}\n` : '## Web pages\n\nNot measured: no production build of the web app was present.\n'}
## Query plan of the filtered listing

\`\`\`
${explain}
\`\`\`
`;
  // Only the report's head is this run's: everything from the first section another run writes (between
  // `<!-- name:start/end -->` markers: visits, search…) or the hand-written analysis on survives a new run (it
  // used to keep only the analysis, dropping the other runs' sections between).
  const reportFile = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const kept = [previous.indexOf('<!-- '), previous.indexOf('## Reading the numbers')].filter((at) => at >= 0);
  const keptFrom = kept.length ? Math.min(...kept) : -1;
  writeFileSync(reportFile, keptFrom >= 0 ? `${md}\n${previous.slice(keptFrom)}` : md);
  log('wrote docs/benchmarks.md');
  console.log(md);
}

if (messagingOnly) await import('./bench-messaging.mjs');
else if (assistantOnly) await import('./bench-assistant.mjs');
else if (process.argv.includes('--pages')) await import('./bench-pages.mjs');
else
  main().catch((error) => {
    console.error(error);
    stopAll();
    process.exit(1);
  });
