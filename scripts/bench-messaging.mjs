#!/usr/bin/env node
// `npm run bench -- --messaging` (issue 13): one API instance over a fresh PostgreSQL database with the demo
// seed. (1) Opens BENCH_STREAMS live streams (default 1000: 200 users × 5, the per-user limit) and reports
// the API process's resident memory per open stream. (2) Buyers send messages to the demo supplier at
// BENCH_MESSAGE_RATE per second (default 50) for BENCH_SECONDS (default 20) while the supplier's stream is
// open, and reports the time from sending each message to its `messaging.message.created` event arriving on
// the supplier's stream (p50, p95, p99). Writes its section of docs/benchmarks.md. Loopback only.
//   BENCH_MESSAGING_DATABASE (default postgres://postgres@127.0.0.1:5432/bazaar_bench_messaging; dropped and
//   made again on each run)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dbUrl = process.env.BENCH_MESSAGING_DATABASE ?? 'postgres://postgres@127.0.0.1:5432/bazaar_bench_messaging';
const apiPort = process.env.BENCH_API_PORT ?? '4100';
const API = `http://127.0.0.1:${apiPort}/api/v1`;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PER_USER = 5;
const SUPPLIER_OWNER = '09120000002';

const log = (line) => console.log(`[bench:messaging] ${line}`);
let api;

async function freshDatabase() {
  const url = new URL(dbUrl);
  const name = url.pathname.slice(1);
  const adminUrl = new URL(dbUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

async function waitFor(url, timeoutMs = 420_000) {
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

const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

async function json(method, pathName, { token, body, form } = {}) {
  const response = await fetch(`${API}${pathName}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: body ? JSON.stringify(body) : form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathName} → ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

async function signIn(phone) {
  await json('POST', '/users/login-by-otp', { body: { phoneNumber: phone } });
  const outbox = await json('GET', '/dev/sms-outbox?limit=20');
  const code = outbox.find((m) => m.to === phone && m.code)?.code;
  const token = await json('POST', '/connect/token', { form: { grant_type: 'otp', phone_number: phone, code } });
  return { token: token.access_token, userId: token.user.id };
}

/** An open event stream; `onEvent(type, data)` for each event. */
function openStream(token, onEvent = () => {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${API}/events/stream`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream → ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (type && data) onEvent(type, JSON.parse(data));
            end = buffer.indexOf('\n\n');
          }
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

function percentile(sorted, q) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

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
      // Every stream and sign-in of the benchmark comes from one loopback address.
      OTP_MAX_PER_IP_HOUR: '1000',
      LIVE_MAX_STREAMS_PER_ADDRESS: String(STREAMS + 100),
      LIVE_MAX_STREAMS_PER_USER: String(PER_USER),
      MESSAGING_MAX_PER_MINUTE: '10000',
    },
  });
  await waitFor(`${API}/ready`);

  const users = Math.ceil(STREAMS / PER_USER);
  log(`signing in ${users} users…`);
  const sessions = [];
  for (let i = 0; i < users; i += 1) sessions.push(await signIn(`0915${String(1_000_000 + i).padStart(7, '0')}`));
  const supplier = await signIn(SUPPLIER_OWNER);
  const own = await json('GET', '/supplierproducts/mine?pageSize=50', { token: supplier.token });
  const product = own.items.find((p) => p.status === 'published');
  if (!product) throw new Error('the demo supplier has no published product');

  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = rssKb();
  log(`API resident memory before streams: ${(before / 1024).toFixed(1)} MB; opening ${STREAMS} streams…`);
  const streams = [];
  for (let i = 0; i < STREAMS; i += 1) streams.push(await openStream(sessions[i % users].token));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = rssKb();
  const perStreamKb = (after - before) / STREAMS;
  log(`after: ${(after / 1024).toFixed(1)} MB → ${perStreamKb.toFixed(1)} KB per open stream`);

  // Delivery: buyers write to the supplier, whose stream is open; time from send to the supplier's event.
  const sentAt = new Map();
  const arrivedAt = new Map();
  const latencies = [];
  const settle = (id) => {
    if (sentAt.has(id) && arrivedAt.has(id)) latencies.push(arrivedAt.get(id) - sentAt.get(id));
  };
  const supplierStream = await openStream(supplier.token, (type, data) => {
    if (type !== 'messaging.message.created' || data.side !== 'buyer') return;
    arrivedAt.set(data.messageId, performance.now());
    settle(data.messageId);
  });
  // One conversation per sending buyer, started before the clock runs.
  const senders = sessions.slice(0, Math.min(users, 100));
  const conversations = [];
  for (const s of senders) {
    const started = await json('POST', '/conversations', {
      token: s.token,
      body: { subjectType: 'product', subjectId: product.id, body: 'سلام؛ آغاز گفتگو' },
    });
    conversations.push({ token: s.token, id: started.conversationId });
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  arrivedAt.clear();

  log(`sending ${RATE} messages per second for ${SECONDS} s…`);
  const total = RATE * SECONDS;
  const start = performance.now();
  let errors = 0;
  const inFlight = [];
  for (let n = 0; n < total; n += 1) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const c = conversations[n % conversations.length];
    inFlight.push(
      json('POST', '/conversations', { token: c.token, body: { conversationId: c.id, body: `پیام شمارهٔ ${n}` } })
        .then((sent) => {
          // Counted from when the message was due, so a server falling behind shows as latency.
          sentAt.set(sent.message.id, due);
          settle(sent.message.id);
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - start) / 1000;
  // Late events still count (a backlog shows as latency); give up on one only after 30 s.
  const until = performance.now() + 30_000;
  while (latencies.length < total - errors && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const achieved = total / sendSeconds;
  const sorted = latencies.sort((a, b) => a - b);
  const result = {
    delivered: sorted.length,
    total,
    errors,
    achieved,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
  };
  log(JSON.stringify(result));

  for (const s of [...streams, supplierStream]) s.destroy();
  writeReport({ before, after, perStreamKb, result });
  api.kill('SIGTERM');
}

function writeReport({ before, after, perStreamKb, result }) {
  const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–');
  const section = `## Messaging (issue 13)

Written by \`npm run bench -- --messaging\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, shared; load
average ${os.loadavg()[0].toFixed(1)} at the end of the run, other work included), one
API instance (production build) over PostgreSQL with the demo seed, without Redis (in-process fan-out).

| measure | value |
|---|---|
| open live streams | ${STREAMS} (${Math.ceil(STREAMS / PER_USER)} users × ${PER_USER}) |
| API resident memory before / after | ${(before / 1024).toFixed(1)} MB / ${(after / 1024).toFixed(1)} MB |
| memory per open stream | ${perStreamKb.toFixed(1)} KB |
| messages sent | ${result.total} at ${RATE}/s target, ${result.achieved.toFixed(1)}/s achieved, ${result.errors} errors |
| delivered to the supplier's stream | ${result.delivered} of ${result.total} |
| send → delivery p50 / p95 / p99 / max | ${ms(result.p50)} / ${ms(result.p95)} / ${ms(result.p99)} / ${ms(result.max)} ms |

Delivery is timed from the moment each message was due to be sent (so a server falling behind shows as
latency) to its \`messaging.message.created\` event on the supplier's open stream: the API request, the
transaction with its outbox event, the durable subscriber's job, the \`live_events\` insert and the fan-out.
The ${STREAMS} streams stay open during the delivery run; a message whose event has not arrived 30 s after
the last send counts as not delivered.

Reading: the memory per stream is the hub's subscription, the socket and its buffers. Each live event is
one job of the durable subscriber of its type (decision 013), run one at a time per queue on an instance so
that one user's events are published in order (decision 010); at tens of messages per second that queue is
what adds the delay. Several workers per queue, or publishing the outbox batch in one job, would cut it, at
the price of the ordering rule.
`;
  const reportFile = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const startAt = previous.indexOf('## Messaging (issue 13)');
  let next;
  if (startAt >= 0) {
    const endAt = previous.indexOf('\n## ', startAt + 5);
    next = previous.slice(0, startAt) + section + (endAt >= 0 ? previous.slice(endAt) : '');
  } else next = `${previous.trimEnd()}\n\n${section}`;
  writeFileSync(reportFile, next);
  log('wrote docs/benchmarks.md');
}

main().catch((error) => {
  console.error(error);
  api?.kill('SIGTERM');
  process.exit(1);
});
