// The production web server (`npm start`): Next's request handler behind a small Node HTTP server that
// owns what Next's own server cannot do safely. What it does with each request is in web-server.ts; this
// file builds Next, watches its calls to the API (api-availability.ts), listens and shuts down.
// Bundled to dist/server.mjs by scripts/build-server.mjs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { watchApiFetch } from './api-availability';
import { createFileCache } from './file-cache';
import { parseTrustedProxies } from './forwarding';
import { webLog } from './log';
import { createPageCache } from './page-cache';
import { createRouteClassifier, type RoutesManifest } from './route-patterns';
import { createWebRequestListener } from './web-server';

const port = Number(process.env.WEB_PORT ?? process.env.PORT ?? 3000);
const hostname = process.env.WEB_HOST ?? process.env.API_HOST ?? '127.0.0.1';
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Before Next wraps fetch with its data cache: a call that reaches the API and finds it unavailable marks the
// request, so a page that fails for it answers 503 with Retry-After (api-availability.ts).
globalThis.fetch = watchApiFetch(globalThis.fetch, process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000');

// Next's own address is `localhost`, whatever address the server listens on: Next builds the proxy's
// request URL on `localhost` (its render server has no hostname) and treats a proxy rewrite whose origin
// differs from the one given here as a rewrite to another site, fetched over HTTP. With 127.0.0.1 here,
// every cached product list (a rewrite, features/catalog/listing-cache.server.ts) was a second request
// through this server to itself (issue 18: the list answered at 0.13-0.19 of a prerendered page's rate).
const app = next({ dev: false, dir, hostname: 'localhost', port });
await app.prepare();

const log = webLog();
const metricsToken = process.env.METRICS_TOKEN || undefined;
const server = createServer(
  createWebRequestListener({
    handle: app.getRequestHandler(),
    forwarding: {
      trustedProxies: parseTrustedProxies(process.env.WEB_TRUST_PROXY),
      proxySecret: process.env.PROXY_SECRET || undefined,
    },
    // Whole answers of shareable public pages, for a second (page-cache.ts, docs/decisions/036).
    pageCache: createPageCache({
      ttlMs: Number(process.env.WEB_PAGE_CACHE_MS ?? 1000),
      maxBytes: Number(process.env.WEB_PAGE_CACHE_MB ?? 64) * 1024 * 1024,
    }),
    // WEB_SCRIPTS_AFTER_PAINT=0 lets the framework's scripts run as Next writes them (decision 110).
    holdScripts: process.env.WEB_SCRIPTS_AFTER_PAINT !== '0',
    fileCache: createFileCache({
      maxBytes: Number(process.env.WEB_FILE_CACHE_MB ?? 32) * 1024 * 1024,
      maxFileBytes: 512 * 1024,
      ttlMs: 10 * 60 * 1000,
    }),
    routeOf: createRouteClassifier(
      JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')) as RoutesManifest,
    ),
    metricsToken,
    log,
  }),
);
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
