// Prometheus metrics of the API (docs/SCALING.md «Operations»): request count and latency by route
// pattern and status, the database pool, jobs waiting, and Node's own process metrics. Scraped at
// GET /api/v1/metrics with the header `X-Metrics-Token: METRICS_TOKEN` (Authorization carries user sessions);
// without a token configured, or with a wrong one, the route answers 404 like any unknown address.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../shared/app-error.js';

export interface MetricsSources {
  pool?: () => { total: number; idle: number; waiting: number };
  /** Jobs queued or running, by queue (asked on each scrape). */
  jobsWaiting?: () => Promise<number>;
}

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bazaar_api_' });
  const requests = new Counter({
    name: 'bazaar_api_http_requests_total',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'bazaar_api_http_request_duration_seconds',
    help: 'Time from request to response by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'bazaar_api_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'bazaar_api_jobs_waiting',
    help: 'Background jobs queued or running',
    registers: [registry],
    async collect() {
      if (sources.jobsWaiting) this.set(await sources.jobsWaiting());
    },
  });
  return {
    registry,
    observe(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request by its route pattern (never the raw URL: ids would explode the label set). */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** The scrape: the token compared in constant time; anything else is the unknown-address 404. */
export async function scrape(metrics: Metrics, token: string | undefined, header: string | string[] | undefined) {
  const given = Buffer.from(typeof header === 'string' ? header : '');
  const expected = Buffer.from(token ?? '');
  if (!token || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('ROUTE_NOT_FOUND');
  return metrics.registry.metrics();
}
