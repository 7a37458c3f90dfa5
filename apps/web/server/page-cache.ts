// A short-lived cache of whole answers in front of Next, for the public pages anonymous visitors land on
// (issue 18, docs/decisions/036-page-answer-cache.md). Next already keeps these pages rendered (ISR); what
// each answer still cost was Next's request pipeline, the nonce written into the page and compression,
// in proportion to the page's size. Here a page that Next marked shareable (`s-maxage`) is kept, with its
// nonce written in and compressed once (Brotli and gzip), for `ttlMs` (1 s by default), and answered from
// memory meanwhile.
//
// Only what is the same for every visitor is kept: answers that Next itself served as a prerender from
// its page cache (`x-nextjs-prerender: 1`, rendered without any visitor's cookies), 200 HTML with
// `s-maxage`, no `private`/`no-store` and no Set-Cookie. Such a page is the same whoever asks, so a
// signed-in visitor's GET is answered from here too (issue 34, docs/decisions/062): the page holds nothing
// of anyone, and the visitor's own parts come from GET /session/me after load (lib/personal.ts). Router
// (RSC) requests always go to Next. A page revalidation on this instance (POST /internal/revalidate)
// empties the cache, so a change reaches the next visitor at once, as before; another web instance serves
// its copy for at most `ttlMs` more.
// The nonce is one per stored answer: it is drawn after the page's content is fixed, so nothing in the
// content can carry it (docs/decisions/036).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { createExpiringStore } from './expiring-store';

/**
 * Brotli at quality 6 (decision 111): a page's React payload repeats its markup further back than gzip's 32 KB
 * window reaches, and Brotli's window takes both in. Measured on the 38 page shapes of the demo data, 7–27 % fewer
 * bytes than gzip at level 9 (16 % over all of them; the largest pages gain most) for the same ~3 ms a page;
 * qualities 9–11 cost 10–50 times as much for 1–8 % more.
 */
const BROTLI_PARAMS = (size: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 6,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_SIZE_HINT]: size,
});
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type StoredEncoding = (typeof ENCODINGS)[number];
/** The list as the negotiator takes it, made once rather than per request. */
const NEGOTIABLE: string[] = [...ENCODINGS];

/**
 * The encoding of a stored answer this request takes: the one its Accept-Encoding rates highest, Brotli first
 * among equals (every browser sends it over HTTPS), identity when nothing else is acceptable.
 */
export function storedEncoding(acceptEncoding: string | undefined): StoredEncoding {
  if (!acceptEncoding) return 'identity';
  return (negotiate(acceptEncoding.toLowerCase(), NEGOTIABLE) as StoredEncoding | null) ?? 'identity';
}

export interface StoredAnswer {
  /** 200 for a page; 301 or 308 for a redirect to a canonical address (decision 070). */
  status: number;
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Bodies kept, identity, gzip and Brotli together; the least recently used answers go first. */
  maxBytes: number;
  now?: () => number;
}

/** Headers that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'range'];

export function createPageCache({ ttlMs, maxBytes, now = Date.now }: PageCacheOptions) {
  const entries = createExpiringStore<StoredAnswer>({
    maxBytes,
    sizeOf: (entry) => entry.identity.length + entry.gzip.length + entry.br.length,
    now,
  });

  const store = (key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer) => {
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!TRANSFER_HEADERS.has(name)) kept[name] = value;
    // Compressed once per stored answer, so at a high level (a few ms for a 100 KB page, once a second).
    const gzip = gzipSync(body, { level: 9 });
    const br = brotliCompressSync(body, { params: BROTLI_PARAMS(body.length) });
    return entries.set(key, { status, headers: kept, identity: body, gzip, br, expires: now() + ttlMs });
  };

  // A permanent redirect to a canonical address (the proxy's 301 for a product's or a list's old name, Next's
  // 308) depends on the address alone: the proxy reads no cookie outside the profile area and the login page,
  // whose redirects are 307 and never cached. Kept like a page, it is answered without Next's pipeline and
  // the proxy's look-up (issue 34, «redirects as fast as the pages», decision 070).
  const keepRedirect = (key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer) => {
    if (typeof headers.location !== 'string' || headers.location === '') return false;
    if (/\b(?:private|no-store|no-cache)\b/.test(String(headers['cache-control'] ?? ''))) return false;
    return store(key, status, headers, body);
  };

  return {
    /** The key of a request whose answer may be shared, or null when it must go to Next. */
    keyOf(request: IncomingMessage, https: boolean): string | null {
      if (ttlMs <= 0 || request.method !== 'GET') return null;
      const url = request.url ?? '';
      if (!url.startsWith('/') || /^\/(?:api|_next|internal|dev)\//.test(url) || /[?&]_rsc=/.test(url)) return null;
      if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
      // Cookies do not matter: what is kept was rendered without them (see `offer`), whoever asked first.
      // The host does: a redirect's Location is absolute, made from the request's Host.
      return `${https ? 'https' : 'http'} ${request.headers.host ?? ''} ${url}`;
    },

    get(key: string): StoredAnswer | null {
      return entries.get(key);
    },

    /** Keeps the answer Next gave (nonce already written in) when every visitor would get the same one. */
    offer(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer): boolean {
      if (headers['set-cookie'] !== undefined) return false;
      if (status === 301 || status === 308) return keepRedirect(key, status, headers, body);
      if (status !== 200) return false;
      // Next's own mark of an answer from its page cache (ISR or built): it never read the request's cookies
      // or headers. A page rendered per request is never kept, whatever its Cache-Control says.
      // (A built page carries the header twice, which Node gives as an array.)
      if (![headers['x-nextjs-prerender']].flat().some((value) => String(value) === '1')) return false;
      if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false;
      const cacheControl = String(headers['cache-control'] ?? '');
      if (!/\bs-maxage=\d+/.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return false;
      return store(key, 200, headers, body);
    },

    clear() {
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Sends a stored answer, compressed as the visitor takes it. */
export function answerFromCache(request: IncomingMessage, response: ServerResponse, entry: StoredAnswer) {
  const encoding = storedEncoding(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? entry.identity : entry[encoding];
  for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) response.setHeader(name, value);
  // Next's own Vary (rsc, router state…) stays: a shared cache downstream must not give this page to a router request.
  const vary = String(entry.headers.vary ?? '');
  if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  response.setHeader('x-web-cache', 'hit');
  if (encoding !== 'identity') response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', body.length);
  response.statusCode = entry.status;
  response.end(body);
}
