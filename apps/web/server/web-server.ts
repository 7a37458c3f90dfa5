// What the production web server does with each request before and around Next's request handler (main.ts
// builds Next and listens; this is the part tests run against a real socket, web-server.test.ts):
// the visitor's address and scheme (forwarding.ts), Strict-Transport-Security on every answer (the API's
// policy, contracts/http-security.ts), Secure on every cookie over HTTPS (secure-cookies.ts), a 403 for a
// server action from another site (action-origin.ts), 503 + Retry-After for a page that failed because the
// API could not answer (api-availability.ts), the nonce Content-Security-Policy (content-security.ts), the
// one-second page cache (page-cache.ts), compression and the /metrics scrape (metrics.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STRICT_TRANSPORT_SECURITY } from '@bazaar/contracts/http-security';
import compression from 'compression';
import type { Logger } from 'pino';
import { isForeignServerAction, refuseForeignServerAction } from './action-origin';
import { answerUnavailable, trackApiAvailability } from './api-availability';
import { protectHtmlResponse } from './content-security';
import { answerFromFileCache, type FileCache, watchAnswer } from './file-cache';
import { type ForwardingOptions, setForwardingHeaders, type Visitor } from './forwarding';
import { answerScrape, observeRequest } from './metrics';
import { answerFromCache, type PageCache } from './page-cache';
import { secureCookies } from './secure-cookies';

export interface WebServerOptions {
  /** Next's request handler (`app.getRequestHandler()`). */
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  forwarding: ForwardingOptions;
  pageCache: PageCache;
  /** Public immutable files answered from memory (file-cache.ts); absent, every file goes to the API. */
  fileCache?: FileCache;
  /** The framework's scripts start after the first screen has painted (after-paint.ts). */
  holdScripts?: boolean;
  /** The route pattern of a request, for metric labels (route-patterns.ts). */
  routeOf: (url: string | undefined) => string;
  metricsToken: string | undefined;
  log: Logger;
}

// Next's own compression is off (next.config.ts): HTML must be compressed after the nonce is written.
// Pages carry a new nonce each time, so each HTML answer is compressed anew: at zlib level 2, about three
// times faster than the default 6 for some 15% more bytes, which is what let a cached page answer at a
// fraction of a prerendered small one's rate (issue 18, docs/benchmarks.md). Immutable build assets
// (scripts, styles, fonts) keep the default level: they are fetched once per browser and cached.
const compressPage = compression({ threshold: 1024, level: 2 });
const compressAsset = compression({ threshold: 1024 });

/** The `request` listener of the web server's HTTP server. */
export function createWebRequestListener(options: WebServerOptions) {
  const { handle, forwarding, pageCache, fileCache, holdScripts, routeOf, metricsToken, log } = options;
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
        holdScripts,
        onComplete: cacheKey
          ? (status, headers, body) =>
              generation === cacheGeneration && pageCache.offer(cacheKey, status, headers, body)
          : undefined,
      });
    }
    if (request.method === 'POST' && request.url?.startsWith('/internal/revalidate')) {
      response.once('finish', () => {
        if (response.statusCode !== 200) return;
        cacheGeneration += 1;
        pageCache.clear();
        fileCache?.clear();
      });
    }
    const { state, result } = trackApiAvailability(() => handle(request, response));
    // API answers (and their event streams) pass through as the API sent them, its 503s included.
    if (!toApi) answerUnavailable(response, state);
    result.catch((error: unknown) => {
      log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  }

  return async (request: IncomingMessage, response: ServerResponse) => {
    if (await answerScrape(request, response, metricsToken)) return;
    observeRequest(request, response, routeOf(request.url));
    // The API's policy, on every answer whatever the scheme: browsers ignore it over plain HTTP, and behind a
    // TLS front this server was not told to trust, the visitor's HTTPS answer still carries it.
    response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // Browsers ask for /favicon.ico on every site whatever the page says; the icon is the app's SVG.
    if (request.url === '/favicon.ico') {
      response.writeHead(301, { location: '/icon.svg', 'cache-control': 'public, max-age=86400' }).end();
      return;
    }
    const visitor = setForwardingHeaders(request, forwarding);
    if (visitor.https) secureCookies(response);
    if (isForeignServerAction(request)) {
      refuseForeignServerAction(request, response);
      return;
    }
    // API answers (and their event streams) pass through as the API sent them; a public picture the API
    // already sent once comes from memory.
    if (request.url?.startsWith('/api/')) {
      const fileKey = fileCache?.keyOf(request);
      if (fileCache && fileKey) {
        const kept = fileCache.get(fileKey);
        if (kept) return answerFromFileCache(response, kept);
        const generation = cacheGeneration;
        watchAnswer(response, fileCache.maxFileBytes, (status, headers, body) => {
          if (generation === cacheGeneration) fileCache.offer(fileKey, status, headers, body);
        });
      }
      return serve(request, response, visitor, null);
    }
    const cacheKey = pageCache.keyOf(request, visitor.https);
    const stored = cacheKey ? pageCache.get(cacheKey) : null;
    if (stored) return answerFromCache(request, response, stored);
    const compress = request.url?.startsWith('/_next/static/') ? compressAsset : compressPage;
    compress(request as never, response as never, () => serve(request, response, visitor, cacheKey));
  };
}
