#!/usr/bin/env node
// `npm run bench -- --assistant` (issue 36): one API instance in production mode over a fresh PostgreSQL database
// with the demo seed. Anonymous buyers ask the built-in assistant (POST /assistant/messages) at BENCH_ASSISTANT_RATE
// answers a second (default 20) for BENCH_SECONDS (default 20) after BENCH_WARMUP_SECONDS (default 5) of the same
// load unrecorded, each request a need of the evaluation sets in turn (development and both held-out parts), sent
// on schedule (open loop; latency from each request's scheduled time). Reports p50, p95, p99 and max, the errors,
// and the machine's load average before and after, and writes its section of docs/benchmarks.md. Loopback only.
//   BENCH_ASSISTANT_DATABASE (default postgres://postgres@127.0.0.1:5432/bazaar_bench_assistant; dropped and made
//   again on each run)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dbUrl = process.env.BENCH_ASSISTANT_DATABASE ?? 'postgres://postgres@127.0.0.1:5432/bazaar_bench_assistant';
const apiPort = process.env.BENCH_API_PORT ?? '4100';
const API = `http://127.0.0.1:${apiPort}/api/v1`;
const RATE = Number(process.env.BENCH_ASSISTANT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const TARGET_P95_MS = 150;

const log = (line) => console.log(`[bench:assistant] ${line}`);
let api;

async function freshDatabase() {
  const name = new URL(dbUrl).pathname.slice(1);
  const adminUrl = new URL(dbUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

async function waitFor(url, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

function percentile(sorted, q) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** The needs of the evaluation sets, in file order. */
function needs() {
  const folder = path.join(root, 'apps/api/src/modules/assistant');
  return ['evaluation-set.json', 'evaluation-heldout.json', 'evaluation-heldout-2.json'].flatMap((file) =>
    JSON.parse(readFileSync(path.join(folder, file), 'utf8')).needs.map((n) => n.text),
  );
}

/** Sends `rate` asks a second for `seconds`, each at its scheduled time; the latencies from that time. */
async function load(texts, rate, seconds, offset) {
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const total = rate * seconds;
  const pending = [];
  for (let k = 0; k < total; k += 1) {
    const at = start + (k * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const text = texts[(offset + k) % texts.length];
    pending.push(
      fetch(`${API}/assistant/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, engine: 'builtin', save: false }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
          latencies.push(performance.now() - at);
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(pending);
  return { latencies: latencies.sort((a, b) => a - b), errors, elapsed: (performance.now() - start) / 1000 };
}

const round1 = (n) => Math.round(n * 10) / 10;

async function main() {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) throw new Error('build the API first: npm run build');
  log(`fresh database ${dbUrl}`);
  await freshDatabase();
  api = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      SMS_PROVIDER: 'dev',
      LOG_LEVEL: 'warn',
      DATABASE_URL: dbUrl,
      API_PORT: apiPort,
      API_HOST: '127.0.0.1',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      SEED_ON_START: 'if-empty',
      // The built-in engine only: no language model is asked.
      AI_BASE_URL: '',
      AI_MODEL: '',
    },
  });
  await waitFor(`${API}/ready`);
  const texts = needs();
  log(`${texts.length} needs; warm-up ${WARMUP} s at ${RATE}/s`);
  await load(texts, RATE, WARMUP, 0);
  const loadBefore = os.loadavg();
  log(`recording ${SECONDS} s at ${RATE}/s (load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')})`);
  const { latencies, errors, elapsed } = await load(texts, RATE, SECONDS, RATE * WARMUP);
  const loadAfter = os.loadavg();
  const row = {
    achieved: round1(latencies.length / elapsed),
    p50: round1(percentile(latencies, 0.5)),
    p95: round1(percentile(latencies, 0.95)),
    p99: round1(percentile(latencies, 0.99)),
    max: round1(latencies.at(-1) ?? Number.NaN),
  };
  log(`p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms, max ${row.max} ms, errors ${errors}`);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const cpus = os.cpus();
  const section = [
    '## Sourcing assistant (issue 36)',
    '',
    `Written by \`npm run bench -- --assistant\` on ${when} UTC (${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'},`,
    `Node ${process.version}; the demo seed in a fresh database, one API process in production mode). Anonymous asks to`,
    `the built-in engine (\`POST /assistant/messages\`, \`save: false\`), each a need of the evaluation sets in turn`,
    `(${texts.length}), at a fixed rate for ${SECONDS} s after ${WARMUP} s unrecorded; open loop. Target: p95 ≤ ${TARGET_P95_MS} ms at 20 answers a second.`,
    '',
    '| scenario | target req/s | achieved req/s | p50 ms | p95 ms | p99 ms | max ms | errors | load average before → after (1 min) |',
    '|---|---|---|---|---|---|---|---|---|',
    `| assistant: built-in engine, a need each request | ${RATE} | ${row.achieved} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.max} | ${errors} | ${loadBefore[0].toFixed(2)} → ${loadAfter[0].toFixed(2)} |`,
    '',
    loadBefore[0] > cpus.length
      ? `The machine was shared while this ran (load average ${loadBefore[0].toFixed(2)} on ${cpus.length} cores before the recording): other work ran beside it, so these times are an upper bound of a quiet machine’s.`
      : `Load average ${loadBefore[0].toFixed(2)} on ${cpus.length} cores before the recording (the API and this load generator share the machine).`,
    '',
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const marker = '## Sourcing assistant (issue 36)';
  const at = doc.indexOf(marker);
  // The generated part ends at the next heading: the hand-written subsections below it (### …) stay.
  const next = at >= 0 ? doc.slice(at + marker.length).search(/\n#{2,3} /) : -1;
  const updated =
    at >= 0
      ? doc.slice(0, at) + section + (next >= 0 ? doc.slice(at + marker.length + next + 1) : '')
      : `${doc.trimEnd()}\n\n${section}`;
  writeFileSync(file, updated);
  log('docs/benchmarks.md updated');
}

try {
  await main();
} finally {
  api?.kill('SIGTERM');
}
