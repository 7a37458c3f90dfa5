// `npm run bench -- --wallet`: wallet payments under 100 concurrent payers (issue 11). A fresh database with
// the demo seed, the production API build on its own port, 100 signed-in payers each paying its own
// payables from its wallet as fast as answers come back, with a new idempotency key per payment; then the
// ledger's invariants are checked and the result is written to docs/benchmarks.md (section «wallet»).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'bazaar_bench_wallet';
const port = process.env.BENCH_API_PORT ?? '4100';
const API = `http://127.0.0.1:${port}/api/v1`;
const PAYERS = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const PRICE = 10_000;
const log = (line) => console.log(`[bench:wallet] ${line}`);

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function signIn(phone) {
  const sent = await fetch(`${API}/users/login-by-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: phone }),
  });
  if (sent.status !== 202) throw new Error(`code request for ${phone}: ${sent.status} ${await sent.text()}`);
  const outbox = await (await fetch(`${API}/dev/sms-outbox?limit=50`)).json();
  const code = outbox.find((m) => m.to === phone)?.code;
  const token = await fetch(`${API}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'otp', phone_number: phone, code }).toString(),
  });
  const body = await token.json();
  return { userId: body.user.id, auth: `Bearer ${body.access_token}` };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

export async function benchWallet() {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) throw new Error('build the API first: npm run build');
  await admin(`drop database if exists "${dbName}" with (force)`);
  await admin(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  const api = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      API_PORT: port,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      SEED_ON_START: 'if-empty',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      OTP_MAX_PER_IP_HOUR: '1000',
      OTP_RESEND_SECONDS: '0',
      PAYMENT_RECONCILE_MS: '0',
    },
  });
  try {
    await waitFor(`${API}/ready`);
    log(`signing in ${PAYERS} payers and staff…`);
    const staff = await signIn('09120000001');
    const payers = [];
    for (let i = 0; i < PAYERS; i += 1) payers.push(await signIn(`0917${String(9000000 + i)}`));
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    // Each payer gets money for far more payments than it can make in the run, and as many open payables.
    const perPayer = Math.max(200, seconds * 40);
    for (const [i, payer] of payers.entries()) {
      const credited = await fetch(`${API}/wallettransactions/charge-by-user`, {
        method: 'POST',
        headers: { authorization: staff.auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          phoneNumber: `0917${String(9000000 + i)}`,
          direction: 'credit',
          amountRials: PRICE * perPayer,
          reason: 'شارژ برای سنجش کارایی',
        }),
      });
      if (credited.status !== 201) throw new Error(`credit: ${credited.status} ${await credited.text()}`);
      const { rows } = await client.query(
        `insert into payables (user_id, kind, title, amount_rials)
         select $1, 'membership_plan', 'پرداخت سنجش', $2 from generate_series(1, $3) returning id`,
        [payer.userId, PRICE, perPayer],
      );
      payer.payables = rows.map((r) => r.id);
    }
    log(`${PAYERS} payers paying from their wallets for ${seconds} s…`);
    const latencies = [];
    let errors = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      payers.map(async (payer) => {
        while (performance.now() < until && payer.payables.length) {
          const payableId = payer.payables.shift();
          const started = performance.now();
          try {
            const res = await fetch(`${API}/payments/wallet-pay`, {
              method: 'POST',
              headers: {
                authorization: payer.auth,
                'content-type': 'application/json',
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({ payableId }),
            });
            await res.arrayBuffer();
            if (res.status !== 200) errors += 1;
          } catch {
            errors += 1;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const checks = (
      await client.query(`select
        (select count(*) from (select transaction_id from ledger_entries group by transaction_id having sum(amount_rials) <> 0) t) as unbalanced,
        (select count(*) from (select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id having a.balance_rials <> coalesce(sum(e.amount_rials), 0)) d) as drifted,
        (select count(*) from ledger_accounts where kind = 'wallet' and balance_rials < 0) as negative,
        (select count(*) from payments where method = 'wallet' and status = 'paid') as paid`)
    ).rows[0];
    await client.end();
    const ms = (v) => v.toFixed(1);
    const result = {
      payments: latencies.length,
      rps: (latencies.length / seconds).toFixed(0),
      p50: ms(percentile(latencies, 0.5)),
      p95: ms(percentile(latencies, 0.95)),
      p99: ms(percentile(latencies, 0.99)),
      max: ms(latencies.at(-1) ?? 0),
      errors,
    };
    const section = `<!-- wallet:start -->
## Wallet payments (issue 11)

Written by \`npm run bench -- --wallet\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, PostgreSQL ${'server on loopback'}, one API
process, demo seed). ${PAYERS} signed-in payers pay their own payables from their wallets at the same time, each
sending the next payment as soon as the last is answered, with a new \`Idempotency-Key\` each; each payment is one
transaction (row lock on the payable, conditional debit of the wallet, two ledger entries, the payable marked paid).

| concurrent payers | payments | payments/s | p50 ms | p95 ms | p99 ms | max ms | errors |
|---|---|---|---|---|---|---|---|
| ${PAYERS} | ${result.payments} | ${result.rps} | ${result.p50} | ${result.p95} | ${result.p99} | ${result.max} | ${result.errors} |

After the run: ${checks.unbalanced} unbalanced transactions, ${checks.drifted} accounts whose cached balance differs
from the sum of their entries, ${checks.negative} negative wallets; ${checks.paid} wallet payments recorded.
<!-- wallet:end -->
`;
    const reportFile = path.join(root, 'docs/benchmarks.md');
    const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
    const start = previous.indexOf('<!-- wallet:start -->');
    const end = previous.indexOf('<!-- wallet:end -->');
    const next =
      start >= 0 && end > start
        ? `${previous.slice(0, start)}${section}${previous.slice(end + '<!-- wallet:end -->\n'.length)}`
        : `${previous}\n${section}`;
    writeFileSync(reportFile, next);
    console.log(section);
  } finally {
    api.kill('SIGTERM');
  }
}
