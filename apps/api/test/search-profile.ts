// `npx tsx test/search-profile.ts <database url> [searches]`: where the CPU time of a full search goes, by query part.
// The search service runs in this process over ONE database connection, so every statement it sends is served by one
// backend whose CPU time (/proc/<pid>/stat) is read around each statement; the API side is this process's CPU time.
// The queries are the bench's (scripts/bench.mjs benchSearch): the 400 commonest title words of a sample, alone and
// in pairs, four sorts, one after another. Prints the CPU per search of each part (PostgreSQL, per statement kind)
// and of the service in Node. The database must be on this machine (the backend's /proc entry is read).
// PROFILE_CAP=<n>: a prototype measured beside the code — the product statements' candidate limit (SEARCH_COUNT_CAP + 1,
// a parameter) replaced by n + 1, so fewer candidates are matched, ranked and faceted (totals then say «more than n»).
// `--snapshot <out.json>`: the answers instead (page ids, totals, facets of each search), to compare two versions.
// `--explain <query>`: EXPLAIN (ANALYZE, BUFFERS) of each product statement one search for <query> sends.
// PROFILE_RUM=rare|all: a prototype measured beside the code (search-rum-prototype.ts, decision 085) — the
// candidates from a RUM index in its rank's order; needs the index that file names.
// `--paced <rate> <seconds>`: the same queries sent at a fixed rate (open loop, pool of 10 connections, as the
// API's) instead of one after another: latencies from each search's scheduled time, and the CPU of the backends
// and of this process per search.
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { createSearchRepo, SEARCH_COUNT_CAP } from '../src/modules/search/search.repo.js';
import { createSearchService } from '../src/modules/search/search.service.js';
import { loadSynonyms } from '../src/modules/search/synonyms.js';
import { type RumMode, rumProducts } from './search-rum-prototype.js';

const TICK_MS = 10; // USER_HZ = 100 on Linux

function backendCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
}

/** The kind of a statement the search sends, from its text. */
function kindOf(text: string): string {
  if (text.includes('with matched as materialized')) return 'products';
  if (text.includes('from categories c')) return 'categories';
  if (text.includes('from merchants m left join cities')) return 'suppliers';
  if (text.includes('from pages p')) return 'articles';
  return 'other (dictionary, units, suggestions)';
}

async function main() {
  const url = process.argv[2];
  const count = Number(process.argv[3] ?? 300);
  if (!url) throw new Error('usage: search-profile.ts <database url> [searches]');
  const pacedAt = process.argv.indexOf('--paced');
  const paced =
    pacedAt >= 0 ? { rate: Number(process.argv[pacedAt + 1]), seconds: Number(process.argv[pacedAt + 2]) } : null;
  // The backends of this process, found by their application name (pg reads PGAPPNAME).
  process.env.PGAPPNAME = `search-profile-${process.pid}`;
  const handle = await openDatabase({ url, poolMax: paced ? 10 : 1 });
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const pid = Number((await pool.query('select pg_backend_pid() as pid')).rows[0].pid);
  // A scan in table order starts at the table's beginning, not where another backend's scan is: the candidates
  // (the first matches in table order) are then the same from one run to the next.
  await pool.query('set synchronize_seqscans = off');
  const byKind = new Map<string, { n: number; wallMs: number; cpuMs: number }>();
  let recording = false;
  // One statement at a time (the search sends four at once): each one's backend CPU is its own.
  let queue: Promise<unknown> = Promise.resolve();
  let productStatements = 0;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    if (!recording) return original(...args);
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    let kind = kindOf(text);
    const cap = Number(process.env.PROFILE_CAP ?? 0);
    if (cap > 0 && kind === 'products' && typeof first !== 'string') {
      const values = (first as { values?: unknown[] }).values ?? [];
      (first as { values?: unknown[] }).values = values.map((v) => (v === SEARCH_COUNT_CAP + 1 ? cap + 1 : v));
    }
    // The words first; a second product statement is the compact spellings, the nearest or all but one word.
    if (kind === 'products') kind = ++productStatements === 1 ? 'products, by words' : 'products, a second statement';
    const mine = queue.then(async () => {
      const cpu0 = backendCpuMs(pid);
      const t0 = performance.now();
      const result = await original(...args);
      const entry = byKind.get(kind) ?? { n: 0, wallMs: 0, cpuMs: 0 };
      entry.n++;
      entry.wallMs += performance.now() - t0;
      entry.cpuMs += backendCpuMs(pid) - cpu0;
      byKind.set(kind, entry);
      return result;
    });
    queue = mine.catch(() => {});
    return mine;
  };
  const explainOf = process.argv.includes('--explain')
    ? process.argv[process.argv.indexOf('--explain') + 1]
    : undefined;
  const captured: { text: string; values: unknown[] }[] = [];
  if (explainOf) {
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
      const first = args[0] as { text?: string; values?: unknown[] };
      if (first.text?.includes('with matched as materialized'))
        captured.push({ text: first.text, values: first.values ?? [] });
      return original(...args);
    };
  }
  const engine = createSearchRepo(handle.db);
  const rumMode = process.env.PROFILE_RUM as RumMode | undefined;
  const rumCounts = { rum: 0, main: 0 };
  if (rumMode) engine.products = rumProducts(pool, engine.products.bind(engine), rumMode, rumCounts);
  const service = createSearchService({ engine, synonyms: loadSynonyms() });
  const sample = new pg.Client({ connectionString: url });
  await sample.connect();
  const { rows } = await sample.query(`select word from ts_stat(
      'select search_vector from search_products where product_id % 50 = 0', 'a')
    where length(word) >= 3 and word !~ '^[0-9]' order by ndoc desc limit 400`);
  await sample.end();
  const list = rows.map((r: { word: string }) => r.word);
  const queries: string[] = [];
  for (let i = 0; i < list.length; i++) queries.push(`${list[i]} ${list[(i * 13 + 5) % list.length]}`, list[i] ?? '');
  const sorts = ['relevance', 'relevance', 'newest', 'price_asc'] as const;
  const run = (i: number) => {
    productStatements = 0;
    return service.search({
      q: queries[i % queries.length] ?? '',
      page: 1,
      pageSize: 12,
      sort: sorts[i % sorts.length] ?? 'relevance',
    });
  };
  if (explainOf) {
    await service.search({ q: explainOf, page: 1, pageSize: 12, sort: 'relevance' });
    await service.search({ q: explainOf, page: 1, pageSize: 12, sort: 'relevance' });
    for (const { text, values } of captured.slice(captured.length / 2)) {
      const plan = await original(`explain (analyze, buffers) ${text}`, values);
      console.log((plan as { rows: Record<string, string>[] }).rows.map((r) => r['QUERY PLAN']).join('\n'));
      if (process.env.PROFILE_STATEMENT_FILE) {
        writeFileSync(process.env.PROFILE_STATEMENT_FILE, JSON.stringify({ text, values }));
      }
    }
    await handle.close();
    return;
  }
  const snapshotTo = process.argv.includes('--snapshot')
    ? process.argv[process.argv.indexOf('--snapshot') + 1]
    : undefined;
  if (snapshotTo) {
    const answers: unknown[] = [];
    for (let i = 0; i < count; i++) {
      const r = await run(i);
      const { total, totalCapped } = r.products;
      answers.push({
        q: queries[i % queries.length],
        ids: r.products.items.map((p) => p.id),
        total,
        totalCapped,
        facets: r.facets,
      });
    }
    writeFileSync(snapshotTo, JSON.stringify(answers, null, 1));
    await handle.close();
    return;
  }
  if (paced) {
    await pacedRun(paced, run, pool);
    if (rumMode) console.log(`products statements: ${rumCounts.rum} from the RUM index, ${rumCounts.main} main's`);
    await handle.close();
    return;
  }
  // Warm: the dictionary, the units, the plans of the first shapes.
  for (let i = 0; i < 20; i++) await run(i);
  recording = true;
  const apiCpu0 = process.cpuUsage();
  const pgCpu0 = backendCpuMs(pid);
  const t0 = performance.now();
  for (let i = 0; i < count; i++) await run(i);
  const wall = performance.now() - t0;
  const apiCpu = process.cpuUsage(apiCpu0);
  const pgCpu = backendCpuMs(pid) - pgCpu0;
  recording = false;
  const per = (ms: number) => (ms / count).toFixed(2);
  console.log(`${count} searches one after another, ${(wall / count).toFixed(1)} ms each`);
  console.log(`| part | statements per search | PostgreSQL CPU ms per search | wall ms per search |`);
  console.log(`|---|---|---|---|`);
  for (const [kind, e] of [...byKind].sort((a, b) => b[1].cpuMs - a[1].cpuMs)) {
    console.log(`| ${kind} | ${(e.n / count).toFixed(2)} | ${per(e.cpuMs)} | ${per(e.wallMs)} |`);
  }
  console.log(`| PostgreSQL, all | | ${per(pgCpu)} | |`);
  console.log(`| API process (Node: plan, speller, JSON) | | ${per((apiCpu.user + apiCpu.system) / 1000)} | |`);
  if (rumMode) console.log(`products statements: ${rumCounts.rum} from the RUM index, ${rumCounts.main} main's`);
  await handle.close();
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** The searches at a fixed rate (open loop): search i starts at start + i / rate whatever the earlier ones do. */
async function pacedRun(
  { rate, seconds }: { rate: number; seconds: number },
  run: (i: number) => Promise<unknown>,
  pool: pg.Pool,
) {
  const backends = async () => {
    const { rows } = await pool.query('select pid from pg_stat_activity where application_name = $1', [
      process.env.PGAPPNAME,
    ]);
    return rows.map((r: { pid: number }) => r.pid);
  };
  const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + backendCpuMs(pid), 0);
  const one = async (n: number, offset: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const scheduled = t0 + (i * 1000) / rate;
        await new Promise((r) => setTimeout(r, Math.max(0, scheduled - performance.now())));
        try {
          await run(offset + i);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - scheduled);
      }),
    );
    return { latencies: latencies.sort((a, b) => a - b), errors, elapsed: (performance.now() - t0) / 1000 };
  };
  await one(Math.round(rate * 3), 0); // warm: the dictionary, the plans, the pool's connections
  const pids = await backends();
  const pg0 = cpuOf(pids);
  const api0 = process.cpuUsage();
  const load0 = (await import('node:os')).loadavg()[0] ?? 0;
  const n = Math.round(rate * seconds);
  const { latencies, errors, elapsed } = await one(n, 1000);
  const pgCpu = cpuOf(await backends()) - pg0; // a backend opened during the run started at 0
  const api = process.cpuUsage(api0);
  const load1 = (await import('node:os')).loadavg()[0] ?? 0;
  const r = (v: number) => v.toFixed(1);
  console.log(
    `| target req/s | achieved | p50 ms | p95 ms | p99 ms | max ms | errors | PostgreSQL CPU ms/search | Node CPU ms/search | load |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|`);
  console.log(
    `| ${rate} | ${r(n / elapsed)} | ${r(percentile(latencies, 0.5))} | ${r(percentile(latencies, 0.95))} | ${r(percentile(latencies, 0.99))} | ${r(latencies.at(-1) ?? 0)} | ${errors} | ${r(pgCpu / n)} | ${r((api.user + api.system) / 1000 / n)} | ${load0.toFixed(1)} → ${load1.toFixed(1)} |`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
