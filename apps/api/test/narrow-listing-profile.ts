// `npx tsx test/narrow-listing-profile.ts <database url> '<catalog query>' [runs] [--explain]`: a filtered listing,
// such as the bench's narrow one (scripts/bench.mjs narrowScenario; its path is in docs/benchmarks.md), sent to the
// catalog repository over ONE connection, one request at a time, each with a new second bound (1e-9 apart, as the
// bench) so no plan or answer is reused by value: the wall time of each, the backend's CPU time (/proc/<pid>/stat,
// so the database must be on this machine) and this process's. `--explain`: first one request with auto_explain
// (ANALYZE, BUFFERS) on, its plans printed (sent to this client as notices). The filters are resolved as the API
// resolves them. Decision 098 ran it with each version's listings.repo.ts in place, alternated.
import { readFileSync } from 'node:fs';
import { propertyFilterFromParam } from '@bazaar/contracts/property-filter';
import type pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { createCatalogRepo } from '../src/modules/catalog/catalog.repo.js';
import { type ResolvedFilter, resolveFilters } from '../src/modules/catalog/property-filters.js';

const TICK_MS = 10; // USER_HZ = 100 on Linux

function backendCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
}

async function main() {
  const [url, query, runsArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!url || !query) throw new Error("usage: narrow-listing-profile.ts <database url> '<catalog query>' [runs]");
  const runs = Number(runsArg ?? 50);
  const params = new URLSearchParams(query.slice(query.indexOf('?') + 1));
  const handle = await openDatabase({ url, poolMax: 1 });
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
  client.release();
  const categoryId = Number(params.get('categoryId'));
  const lineage = await pool.query('select ancestor_ids || id as path from categories where id = $1', [categoryId]);
  const repo = createCatalogRepo(handle.db);
  // Resolved as the API resolves them (catalog.service.ts): units converted, a lone value widened.
  const sent = [0, 1, 2, 3, 4]
    .filter((i) => params.has(`filters[${i}].propertyId`))
    .map((i) =>
      propertyFilterFromParam({
        propertyId: Number(params.get(`filters[${i}].propertyId`)),
        value: Number(params.get(`filters[${i}].value`)),
        maxValue: Number(params.get(`filters[${i}].maxValue`)),
        measurementUnitId: Number(params.get(`filters[${i}].measurementUnitId`)),
      }),
    );
  const [properties, units] = await Promise.all([
    repo.filterableProperties(sent.map((f) => f.propertyId)),
    repo.unitConversions(),
  ]);
  const filters = resolveFilters(sent, properties, units) as Array<ResolvedFilter & { min: number }>;
  let w = 0;
  const listing = () => {
    w++;
    return {
      categoryPath: lineage.rows[0].path.map(Number) as number[],
      patterns: [],
      filters: filters.map((f, i) => (i === 1 ? { ...f, min: f.min * (1 + w * 1e-9) } : f)),
    };
  };
  const sort = (params.get('sort') ?? 'newest') as 'newest';
  const pageSize = Number(params.get('pageSize') ?? 20);
  const first = await repo.listProducts(listing(), sort, 1, pageSize);
  console.log(`matches: ${first.totalCapped ? 'more than ' : ''}${first.total}; first page ${first.items.length}`);
  if (process.argv.includes('--explain')) {
    const c = await pool.connect();
    const plans: string[] = [];
    c.on('notice', (n) => plans.push(n.message ?? ''));
    await c.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
      set auto_explain.log_buffers = on; set auto_explain.log_nested_statements = on;
      set auto_explain.log_level = notice`);
    c.release();
    await repo.listProducts(listing(), sort, 1, pageSize);
    const reset = await pool.connect();
    await reset.query('set auto_explain.log_min_duration = -1');
    reset.release();
    console.log(plans.join('\n\n'));
  }
  const times: number[] = [];
  const cpu0 = backendCpuMs(pid);
  const node0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await repo.listProducts(listing(), sort, 1, pageSize);
    times.push(performance.now() - t0);
  }
  const cpu = (backendCpuMs(pid) - cpu0) / runs;
  const node = process.cpuUsage(node0);
  const nodeMs = (node.user + node.system) / 1000 / runs;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]?.toFixed(1);
  console.log(
    `${runs} requests one at a time: min ${times[0]?.toFixed(1)} ms, p50 ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)}; ` +
      `CPU a request: PostgreSQL ${cpu.toFixed(2)} ms, this process (repository, no HTTP) ${nodeMs.toFixed(2)} ms`,
  );
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
