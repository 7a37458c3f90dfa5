// Prometheus metrics of the web server (issue 18, «Operations»): requests and latency by route pattern,
// Next's cache reads by kind and result, and Node's process metrics. The server (main.ts) and Next's cache
// handler (cache-handler.ts) are bundled apart but run in one process: they share one registry through
// globalThis. Scraped at GET /metrics with `X-Metrics-Token: METRICS_TOKEN`, like the API.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bazaar_web_' });
  return {
    registry,
    requests: new Counter({
      name: 'bazaar_web_http_requests_total',
      help: 'HTTP requests by method, route pattern, status code and page cache result',
      labelNames: ['method', 'route', 'status', 'cache'] as const,
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'bazaar_web_http_request_duration_seconds',
      help: 'Time from request to the end of the response by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    cacheReads: new Counter({
      name: 'bazaar_web_cache_reads_total',
      help: "Reads of Next's page and data cache by kind (APP_PAGE, APP_ROUTE, FETCH, …) and result (hit, miss)",
      labelNames: ['kind', 'result'] as const,
      registers: [registry],
    }),
  };
}

const KEY = Symbol.for('bazaar.web.metrics');
type WebMetrics = ReturnType<typeof create>;

export function webMetrics(): WebMetrics {
  const holder = globalThis as typeof globalThis & { [KEY]?: WebMetrics };
  holder[KEY] ??= create();
  return holder[KEY];
}

export const cacheMetrics = {
  /** Counts a cache read and passes its answer through. */
  count<T>(kind: string, answer: T | null): T | null {
    webMetrics().cacheReads.inc({ kind, result: answer ? 'hit' : 'miss' });
    return answer;
  },
};
