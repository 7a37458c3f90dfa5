#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// `npm run bench -- --pages` (issue 18): the public pages most visitors land on, each as a ratio to a
// prerendered page measured in the same run, so a shared or busy machine moves the yardstick with them.
// Runs the production build (`npm run build` first) with the demo data on PGlite in a fresh data
// directory, then for each page: closed-loop load from BENCH_PAGES_CLIENTS concurrent clients (default 16)
// for BENCH_PAGES_SECONDS (default 10) after a warm-up, in BENCH_PAGES_ROUNDS rounds (default 3, median
// kept; driven by `wrk` when the machine has it); in the same round once more with a session cookie, as a
// signed-in visitor asks (since issue 34 the same shared answer, decision 062), as a ratio to the same
// anonymous yardstick; then BENCH_PAGES_RATE req/s (default 200) evenly paced; and the page's HTML size
// (raw and gzip).
// Writes its own section of docs/benchmarks.md ("## Web pages: home, listing, category, product").
//   BENCH_PAGES_LABEL  a note for the table heading (e.g. "before", "after"); both runs are kept.
//   BENCH_PAGES_ONLY   a regular expression: measure only the pages whose title or address matches it (and
//                      the yardstick), for a before/after of the shapes a change touches; a full run takes
//                      about 20 minutes on this machine.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoPages, requireBuild, root, settle, startDemoSite, waitFor } from './demo-site.mjs';

const apiPort = process.env.BENCH_API_PORT ?? '4100';
const webPort = process.env.BENCH_WEB_PORT ?? '3100';
const clients = Number(process.env.BENCH_PAGES_CLIENTS ?? 16);
/** Every page shape linked from home (default), or only the four named pages (BENCH_PAGES_SHAPES=named). */
const allShapes = process.env.BENCH_PAGES_SHAPES !== 'named';
const seconds = Number(process.env.BENCH_PAGES_SECONDS ?? (allShapes ? 5 : 10));
const label = process.env.BENCH_PAGES_LABEL ?? 'current';
const only = process.env.BENCH_PAGES_ONLY ? new RegExp(process.env.BENCH_PAGES_ONLY) : null;
/** Rounds of the closed loop; each page's ratio is the median of its rounds' ratios to the same round's yardstick. */
const rounds = Number(process.env.BENCH_PAGES_ROUNDS ?? (allShapes ? 2 : 3));
/** The evenly paced load of the latency target (p99 < 100 ms at 200 req/s). */
const pacedRate = Number(process.env.BENCH_PAGES_RATE ?? 200);
const SECTION = '## Web pages: home, listing, category, product (issue 18)';
/**
 * What every request asks for: Chromium's Accept-Encoding over HTTPS by default, so the pages are measured in
 * the bytes a browser receives (Brotli since decision 111); BENCH_PAGES_ENCODING=gzip for the tables before it.
 */
const encoding = process.env.BENCH_PAGES_ENCODING ?? 'gzip, deflate, br, zstd';
/** The yardstick is measured again after every this many pages, and a page's ratio is to the two around it. */
const yardEvery = Number(process.env.BENCH_PAGES_YARD_EVERY ?? 6);
const log = (line) => console.log(`[bench:pages] ${line}`);

requireBuild('bench:pages');
const { WEB, API, dataDir, stop } = startDemoSite({ apiPort, webPort, tag: 'bench-pages' });

/**
 * `wrk` (Debian's package) when the machine has it: a C load generator leaves the two cores to the server,
 * where a Node client measuring thousands of answers a second was itself the bottleneck (the rounds of one
 * run spread from 0.5 to 1.2). Without it, the Node client below.
 */
const wrk = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error ? null : 'wrk';

function wrkLoop(pagePath, duration, headers) {
  const args = ['-t1', `-c${clients}`, `-d${duration}s`, '--latency', '-H', `Accept-Encoding: ${encoding}`];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = spawnSync('wrk', [...args, `${WEB}${pagePath}`], { encoding: 'utf8' }).stdout ?? '';
  const ms = (text) => {
    const match = /([\d.]+)(us|ms|s)\b/.exec(text ?? '');
    if (!match) return 0;
    const value = Number(match[1]);
    return Math.round(match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value);
  };
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: ms(/\n\s+50%\s+(\S+)/.exec(out)?.[1]),
    p99: ms(/\n\s+99%\s+(\S+)/.exec(out)?.[1]),
    errors,
  };
}

/** Closed loop: `clients` visitors, each asking again as soon as its answer arrived. */
async function closedLoop(pagePath, duration, headers = {}) {
  if (wrk) return wrkLoop(pagePath, duration, headers);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  let errors = 0;
  const end = performance.now() + duration * 1000;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(
        `${WEB}${pagePath}`,
        { agent, headers: { 'accept-encoding': encoding, ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode >= 400) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < end) await one();
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0);
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

/** Open loop: `rate` requests a second, evenly spaced; latency counted from each request's scheduled time. */
async function paced(pagePath, rate, duration) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * duration);
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    let sent = 0;
    let done = 0;
    const finish = (scheduled, failed) => {
      latencies.push(performance.now() - scheduled);
      if (failed) errors++;
      if (++done === total) resolve();
    };
    const tick = () => {
      while (sent < total && started + (sent * 1000) / rate <= performance.now()) {
        const scheduled = started + (sent * 1000) / rate;
        sent++;
        let settled = false;
        const once = (failed) => {
          if (!settled) finish(scheduled, failed);
          settled = true;
        };
        const request = http.get(`${WEB}${pagePath}`, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.resume();
          res.on('end', () => once(res.statusCode >= 400));
        });
        request.on('error', () => once(true));
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0);
  return { p50: at(0.5), p99: at(0.99), errors };
}

/** The middle value; with an even count, the mean of the two middle ones (the upper one was taken before 2026-11-29 19:30). */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Every public page shape a visitor reaches by links from the home page (issue 34: the benchmark covers them
 * all, not a chosen few): a breadth-first walk of the links, one example per shape, where a shape is the
 * address with its numbers and free-text parts (names, titles, search words) generalised.
 */
async function everyShape(known) {
  const fixedWords = new Set([
    'supplier',
    'suppliers',
    'products',
    'category',
    'contents',
    'search',
    'help',
    'page',
    'label',
    'base-product',
    'categoryType',
    'properties',
    'content-list',
    'merchantDelegations',
    'faq',
    'videos',
  ]);
  const shapeOf = (address) =>
    decodeURIComponent(address)
      .split('/')
      .map((part, i) => (/^\d+$/.test(part) ? '{n}' : i > 2 && part && !fixedWords.has(part) ? '{s}' : part))
      .join('/');
  const shapes = new Map(known.map((address) => [shapeOf(address), address]));
  const seen = new Set(['/', ...known]);
  const queue = ['/'];
  const queuedPerShape = new Map();
  while (queue.length && seen.size < 400) {
    const address = queue.shift();
    const response = await fetch(`${WEB}${address}`, { redirect: 'manual' }).catch(() => null);
    if (response?.status !== 200) continue;
    if (!shapes.has(shapeOf(address))) shapes.set(shapeOf(address), address);
    for (const match of (await response.text()).matchAll(/href="(\/[^"#?]*)"/g)) {
      const link = match[1];
      if (/^\/(_next|api|profile|users|dev|payment|internal)\b/.test(link) || /\.\w{2,4}$/.test(link)) continue;
      // Up to two pages of every shape are walked, known ones too: some shapes are linked only from a page
      // of a known shape (a supplier's products, delegations and articles only from the supplier page).
      const queued = queuedPerShape.get(shapeOf(link)) ?? 0;
      if (seen.has(link) || queued >= 2) continue;
      queuedPerShape.set(shapeOf(link), queued + 1);
      seen.add(link);
      queue.push(link);
    }
  }
  const namedShapes = new Set(known.map(shapeOf));
  return (
    [...shapes]
      .filter(([shape]) => !namedShapes.has(shape))
      .sort(([a], [b]) => a.localeCompare(b))
      // Readable addresses carry Persian letters (decision 068); wrk sends the path as given, so it is encoded.
      .map(([shape, address]) => [`\`${shape}\``, encodeURI(decodeURI(address))])
  );
}

/** The body's bytes as the server sends them to a request with the bench's Accept-Encoding, and their coding. */
function bytesSent(pagePath) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${WEB}${pagePath}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      let sent = 0;
      res.on('data', (chunk) => {
        sent += chunk.length;
      });
      res.on('end', () => resolve({ sent, coding: res.headers['content-encoding'] ?? 'identity' }));
    });
    request.on('error', reject);
  });
}

async function htmlSize(pagePath, attempt = 1) {
  try {
    const response = await fetch(`${WEB}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    return {
      raw: body.length,
      gzip: gzipSync(body).length,
      ...(await bytesSent(pagePath)),
      cacheControl: response.headers.get('cache-control') ?? '',
    };
  } catch (error) {
    // fetch's pooled connection from before the warm-up outlived the server's keep-alive ("other side closed"):
    // the next attempt opens a new one.
    if (attempt >= 3) throw error;
    return htmlSize(pagePath, attempt + 1);
  }
}

async function main() {
  log(`starting the production build on :${webPort} (API :${apiPort}) with demo data in ${dataDir}`);
  await waitFor(`${API}/ready`);
  await waitFor(`${WEB}/error/400`);
  // The demo's pump category: its product list, its category page and its first product.
  const { category: first, product } = await demoPages(API);
  const named = [
    ['prerendered `/error/400` (yardstick)', '/error/400'],
    ['home `/`', '/'],
    ['product listing', await settle(WEB, `/products/category/${first.id}/x`)],
    ['category page', await settle(WEB, `/category/${first.id}/x`)],
    ['product page', await settle(WEB, `/products/${product.id}/x`)],
    ['supplier page', await settle(WEB, `/supplier/${product.merchant.id}/x`)],
    ['static page `/page/about`', '/page/about'],
    // Issue 34: «redirects to canonical addresses served as fast as the pages» (the 301 itself, not followed).
    ['301: listing under an old name', `/products/category/${first.id}/x`],
    ['301: product under an old name', `/products/${product.id}/x`],
  ];
  const every = allShapes ? [...named, ...(await everyShape(named.map(([, p]) => p)))] : named;
  const pages = every.filter(
    ([title, address], index) => index === 0 || !only || only.test(title) || only.test(address),
  );
  log(`${pages.length} pages to measure`);
  const uptime = os.loadavg().map((n) => n.toFixed(2));
  for (const [, pagePath] of pages) await closedLoop(pagePath, 3); // warm: caches filled, code compiled
  // Sizes first: fetch's pooled connection would sit idle past the server's keep-alive during the rounds.
  const sizes = [];
  for (const [, pagePath] of pages) sizes.push(await htmlSize(pagePath));
  // Rounds: every page once per round, so a burst of other work on the machine moves a round's yardstick
  // with its pages; each page's figure is its median over the rounds.
  const perRound = pages.map(() => []);
  // A signed-in visitor: a session cookie with the request (any value: the shared answer does not read it).
  const signedInRounds = pages.map(() => []);
  // The yardstick again after every `yardEvery` pages: the machine's pace drifts over a round of minutes (other
  // work starting or stopping), so each page is compared with the yardstick measured just before and after it.
  const yardstickOf = async () => (await closedLoop(pages[0][1], seconds)).rps;
  for (let round = 0; round < rounds; round++) {
    let before = await yardstickOf();
    let group = [];
    const settleGroup = (after) => {
      const yardstick = (before + after) / 2;
      for (const { index, title, result, signedIn } of group) {
        perRound[index].push({ ...result, ratio: result.rps / yardstick });
        signedInRounds[index].push({ ...signedIn, ratio: signedIn.rps / yardstick });
        log(
          `round ${round + 1}: ${title}: ${result.rps.toFixed(0)} req/s (${(result.rps / yardstick).toFixed(2)}), signed in ${signedIn.rps.toFixed(0)} (${(signedIn.rps / yardstick).toFixed(2)}); yardstick ${before.toFixed(0)} → ${after.toFixed(0)}`,
        );
      }
      group = [];
      before = after;
    };
    for (const [index, [title, pagePath]] of pages.entries()) {
      const result = await closedLoop(pagePath, seconds);
      const signedIn = await closedLoop(pagePath, seconds, { cookie: 'bz_at=bench; bz_rt=bench' });
      group.push({ index, title, result, signedIn });
      if (group.length >= yardEvery || index === pages.length - 1) settleGroup(await yardstickOf());
    }
  }
  const throughNext = signedInRounds.map((runs) => ({
    rps: median(runs.map((r) => r.rps)),
    ratio: median(runs.map((r) => r.ratio)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  }));
  const rows = [];
  for (const [index, [title, pagePath]] of pages.entries()) {
    const size = sizes[index];
    const runs = perRound[index];
    const steady = await paced(pagePath, pacedRate, seconds);
    log(`${title}: ${pacedRate} req/s evenly paced, p99 ${steady.p99} ms`);
    rows.push({
      title,
      rps: median(runs.map((r) => r.rps)),
      ratio: median(runs.map((r) => r.ratio)),
      ratios: runs.map((r) => r.ratio.toFixed(2)).join(' / '),
      errors: runs.reduce((sum, r) => sum + r.errors, 0) + steady.errors + throughNext[index].errors,
      steady,
      next: throughNext[index],
      ...size,
    });
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  const table = [
    `### ${label}: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average before the run ${uptime.join(' / ')}`,
    '',
    `Accept-Encoding \`${encoding}\`; the yardstick measured again after every ${yardEvery} pages, each page's ratio to the two around it. Load average after the run ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}.`,
    '',
    `| page | req/s | vs prerendered (median of ${rounds}) | rounds | ${pacedRate} req/s paced: p50 / p99 ms | signed in (session cookie): req/s, vs anonymous prerendered | errors | HTML | gzip | sent | Cache-Control |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.title} | ${r.rps.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.ratios} | ${r.steady.p50} / ${r.steady.p99} | ${r.next.rps.toFixed(0)}, ${r.next.ratio.toFixed(2)} | ${r.errors} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.sent)} ${r.coding} | \`${r.cacheControl}\` |`,
    ),
    '',
  ].join('\n');
  console.log(table);

  const reportFile = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const intro = `${SECTION}

Written by \`npm run bench -- --pages\` (scripts/bench-pages.mjs): the production build with the demo data
(PGlite), ${clients} concurrent clients in a closed loop (\`wrk\` when installed, since 2026-11-26 10:00; a Node
client before) for ${seconds} s per page after 3 s of warm-up, ${rounds} rounds
(since 2026-11-26; a table without rounds is one), then ${pacedRate} req/s evenly paced for ${seconds} s, on
${os.cpus().length} shared cores (${os.cpus()[0]?.model ?? 'unknown'}). Other sessions share this machine, so
only the ratio to the prerendered page of the same run is comparable between runs. Each run adds a table.
`;
  const startAt = previous.indexOf(SECTION);
  let next;
  if (startAt >= 0) {
    const endAt = previous.indexOf('\n## ', startAt + SECTION.length);
    const body = endAt >= 0 ? previous.slice(startAt, endAt) : previous.slice(startAt);
    const tables = body.slice(body.indexOf('### ') >= 0 ? body.indexOf('### ') : body.length);
    const section = `${intro}\n${tables.trimEnd()}\n\n${table}`;
    next = previous.slice(0, startAt) + section + (endAt >= 0 ? previous.slice(endAt) : '\n');
  } else next = `${previous.trimEnd()}\n\n${intro}\n${table}`;
  writeFileSync(reportFile, next);
  log('wrote docs/benchmarks.md');
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    stop();
    process.exit();
  });
