// The web server's side of /metrics: times each request by route pattern with the page cache's verdict
// (Next's `x-nextjs-cache`: HIT, STALE, MISS; `web` when the web server's page cache answered; `none` for
// dynamic answers), and answers the scrape when the
// `X-Metrics-Token` header carries METRICS_TOKEN. Anyone else is passed on (Next's 404 page).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { webMetrics } from './metrics-registry';

export function observeRequest(request: IncomingMessage, response: ServerResponse, route: string) {
  const started = process.hrtime.bigint();
  response.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // An answer from the web server's own page cache (page-cache.ts) is counted as such, not as Next's.
    const cache =
      response.getHeader('x-web-cache') === 'hit'
        ? 'web'
        : String(response.getHeader('x-nextjs-cache') ?? 'none').toLowerCase();
    const metrics = webMetrics();
    const method = request.method ?? 'GET';
    metrics.requests.inc({ method, route, status: String(response.statusCode), cache });
    metrics.latency.observe({ method, route }, seconds);
  });
}

/** True when the request is the scrape with the right token (and it has been answered). */
export async function answerScrape(
  request: IncomingMessage,
  response: ServerResponse,
  token: string | undefined,
): Promise<boolean> {
  if (request.url !== '/metrics' || !token) return false;
  const header = request.headers['x-metrics-token'];
  const given = Buffer.from(typeof header === 'string' ? header : '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const registry = webMetrics().registry;
  response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  response.end(await registry.metrics());
  return true;
}
