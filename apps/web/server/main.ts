// The production web server (`npm start`): Next's request handler behind a small Node HTTP server that
// owns what Next's own server cannot do safely — the visitor's address (forwarding.ts), the nonce
// Content-Security-Policy on cached HTML (content-security.ts), HSTS over HTTPS and compression, a one-second
// cache of whole answers of shareable public pages (page-cache.ts); request
// metrics by route pattern at /metrics behind METRICS_TOKEN (metrics.ts) and JSON logs (log.ts).
// Bundled to dist/server.mjs by scripts/build-server.mjs.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { protectHtmlResponse } from './content-security';
import { parseTrustedProxies, setForwardingHeaders, type Visitor } from './forwarding';
import { webLog } from './log';
import { answerScrape, observeRequest } from './metrics';
import { answerFromCache, createPageCache } from './page-cache';
import { createRouteClassifier, type RoutesManifest } from './route-patterns';

const port = Number(process.env.WEB_PORT ?? process.env.PORT ?? 3000);
const hostname = process.env.WEB_HOST ?? process.env.API_HOST ?? '127.0.0.1';
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const forwarding = {
  trustedProxies: parseTrustedProxies(process.env.WEB_TRUST_PROXY),
  proxySecret: process.env.PROXY_SECRET || undefined,
};

// Next's own address is `localhost`, whatever address the server listens on: Next builds the proxy's
// request URL on `localhost` (its render server has no hostname) and treats a proxy rewrite whose origin
// differs from the one given here as a rewrite to another site, fetched over HTTP. With 127.0.0.1 here,
// every cached product list (a rewrite, features/catalog/listing-cache.server.ts) was a second request
// through this server to itself (issue 18: the list answered at 0.13-0.19 of a prerendered page's rate).
const app = next({ dev: false, dir, hostname: 'localhost', port });
const handle = app.getRequestHandler();
// Next's own compression is off (next.config.ts): HTML must be compressed after the nonce is written.
// Pages carry a new nonce each time, so each HTML answer is compressed anew: at zlib level 2, about three
// times faster than the default 6 for some 15% more bytes, which is what let a cached page answer at a
// fraction of a prerendered small one's rate (issue 18, docs/benchmarks.md). Immutable build assets
// (scripts, styles, fonts) keep the default level: they are fetched once per browser and cached.
const compressPage = compression({ threshold: 1024, level: 2 });
const compressAsset = compression({ threshold: 1024 });

await app.prepare();

const log = webLog();
const metricsToken = process.env.METRICS_TOKEN || undefined;
const routeOf = createRouteClassifier(
  JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')) as RoutesManifest,
);

// Whole answers of shareable public pages, for a second (page-cache.ts, docs/decisions/036).
const pageCache = createPageCache({
  ttlMs: Number(process.env.WEB_PAGE_CACHE_MS ?? 1000),
  maxBytes: Number(process.env.WEB_PAGE_CACHE_MB ?? 64) * 1024 * 1024,
});
/** Bumped by each revalidation: an answer rendered before it is not kept after it. */
let cacheGeneration = 0;

function serve(request: IncomingMessage, response: ServerResponse, visitor: Visitor, cacheKey: string | null) {
  const toApi = request.url?.startsWith('/api/') ?? false;
  if (!toApi) {
    // Every HTML answer carries a new nonce, so a conditional request must get the full page again.
    delete request.headers['if-none-match'];
    const generation = cacheGeneration;
    protectHtmlResponse(response, {
      https: visitor.https,
      onComplete: cacheKey
        ? (status, headers, body) => generation === cacheGeneration && pageCache.offer(cacheKey, status, headers, body)
        : undefined,
    });
  }
  if (request.method === 'POST' && request.url?.startsWith('/internal/revalidate')) {
    response.once('finish', () => {
      if (response.statusCode !== 200) return;
      cacheGeneration += 1;
      pageCache.clear();
    });
  }
  handle(request, response).catch((error: unknown) => {
    log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
}

const server = createServer(async (request, response) => {
  if (await answerScrape(request, response, metricsToken)) return;
  observeRequest(request, response, routeOf(request.url));
  // Browsers ask for /favicon.ico on every site whatever the page says; the icon is the app's SVG.
  if (request.url === '/favicon.ico') {
    response.writeHead(301, { location: '/icon.svg', 'cache-control': 'public, max-age=86400' }).end();
    return;
  }
  const visitor = setForwardingHeaders(request, forwarding);
  if (visitor.https) response.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  // API answers (and their event streams) pass through as the API sent them.
  if (request.url?.startsWith('/api/')) return serve(request, response, visitor, null);
  const cacheKey = pageCache.keyOf(request, visitor.https);
  const stored = cacheKey ? pageCache.get(cacheKey) : null;
  if (stored) return answerFromCache(request, response, stored);
  const compress = request.url?.startsWith('/_next/static/') ? compressAsset : compressPage;
  compress(request as never, response as never, () => serve(request, response, visitor, cacheKey));
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  log.info({ url: `http://${hostname}:${port}`, metrics: metricsToken ? '/metrics' : 'off' }, 'ready');
});

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
