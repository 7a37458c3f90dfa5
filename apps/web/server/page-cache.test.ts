import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerFromCache, createPageCache, storedEncoding } from './page-cache';

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { url, method, headers } as unknown as IncomingMessage;
}

const SHARED: OutgoingHttpHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=15, stale-while-revalidate=31535985',
  'content-security-policy': "script-src 'self' 'nonce-abc'",
  'content-encoding': 'gzip',
  'content-length': '999',
  'x-nextjs-prerender': '1',
  vary: 'rsc, next-router-state-tree',
};
const PAGE = Buffer.from('<html><body><p>بازار صنعت</p><script nonce="abc">x()</script></body></html>');

function cache(now = { t: 0 }, maxBytes = 1 << 20) {
  return createPageCache({ ttlMs: 1000, maxBytes, now: () => now.t });
}

describe('which requests may be answered from the page cache', () => {
  const pages = cache();
  it('takes GETs of pages, anonymous or signed in, under one key', () => {
    expect(pages.keyOf(request('/products/category/84/x?page=2'), false)).toBe('http  /products/category/84/x?page=2');
    expect(pages.keyOf(request('/'), true)).toBe('https  /');
    expect(pages.keyOf(request('/', { cookie: 'bz_merchant=3' }), false)).toBe('http  /');
    // Issue 34: a signed-in visitor gets the same shared page as everyone (docs/decisions/062).
    expect(pages.keyOf(request('/', { cookie: 'theme=x; bz_at=token' }), false)).toBe('http  /');
    expect(pages.keyOf(request('/', { cookie: 'bz_rt=token' }), false)).toBe('http  /');
  });

  it('keeps hosts apart: a redirect names the host it was asked on (decision 070)', () => {
    const site = pages.keyOf(request('/products/7/old', { host: 'bazaar.example' }), true);
    const other = pages.keyOf(request('/products/7/old', { host: 'evil.example' }), true);
    expect(site).toBe('https bazaar.example /products/7/old');
    expect(other).not.toBe(site);
  });

  it('sends router requests, writes, the API and assets to Next', () => {
    expect(pages.keyOf(request('/', { rsc: '1' }), false)).toBeNull();
    expect(pages.keyOf(request('/', { 'next-router-prefetch': '1' }), false)).toBeNull();
    expect(pages.keyOf(request('/faq?_rsc=abc'), false)).toBeNull();
    expect(pages.keyOf(request('/', {}, 'POST'), false)).toBeNull();
    expect(pages.keyOf(request('/', {}, 'HEAD'), false)).toBeNull();
    expect(pages.keyOf(request('/api/v1/cities'), false)).toBeNull();
    expect(pages.keyOf(request('/_next/static/chunks/a.js'), false)).toBeNull();
    expect(pages.keyOf(request('/internal/revalidate'), false)).toBeNull();
    expect(pages.keyOf(request('/dev/sms'), false)).toBeNull();
  });
});

describe('what the page cache keeps', () => {
  it('keeps a shareable HTML page for its window, then lets Next answer again', () => {
    const now = { t: 0 };
    const pages = cache(now);
    expect(pages.offer('k', 200, SHARED, PAGE)).toBe(true);
    now.t = 999;
    const entry = pages.get('k');
    expect(entry?.identity.toString()).toBe(PAGE.toString());
    expect(gunzipSync(entry?.gzip ?? Buffer.alloc(0)).toString()).toBe(PAGE.toString());
    expect(brotliDecompressSync(entry?.br ?? Buffer.alloc(0)).toString()).toBe(PAGE.toString());
    expect(entry?.headers['content-length']).toBeUndefined();
    expect(entry?.headers['content-encoding']).toBeUndefined();
    now.t = 1000;
    expect(pages.get('k')).toBeNull();
    expect(pages.size.entries).toBe(0);
  });

  it('keeps nothing personal, private, failed or not HTML', () => {
    const pages = cache();
    expect(pages.offer('a', 200, { ...SHARED, 'set-cookie': ['bz_at=x'] }, PAGE)).toBe(false);
    expect(pages.offer('b', 200, { ...SHARED, 'cache-control': 'private, no-cache, no-store' }, PAGE)).toBe(false);
    expect(pages.offer('c', 200, { ...SHARED, 'cache-control': 'no-store' }, PAGE)).toBe(false);
    expect(pages.offer('d', 404, SHARED, PAGE)).toBe(false);
    expect(pages.offer('e', 200, { ...SHARED, 'content-type': 'text/x-component' }, PAGE)).toBe(false);
    expect(pages.size.entries).toBe(0);
  });

  it('keeps only what Next served from its page cache, never a page rendered for one request', () => {
    const pages = cache();
    // A page rendered per request (it may have read the visitor's cookies) is not Next's prerender, whatever
    // Cache-Control it carries: it could hold someone's name.
    const { 'x-nextjs-prerender': _prerender, ...perRequest } = SHARED;
    expect(pages.offer('a', 200, perRequest, PAGE)).toBe(false);
    expect(pages.offer('b', 200, { ...SHARED, 'x-nextjs-prerender': '0' }, PAGE)).toBe(false);
    expect(pages.size.entries).toBe(0);
    expect(pages.offer('c', 200, SHARED, PAGE)).toBe(true);
    // A page built by `next build` carries the mark twice.
    expect(pages.offer('d', 200, { ...SHARED, 'x-nextjs-prerender': ['1', '1'] }, PAGE)).toBe(true);
  });

  it('stays within its memory bound, dropping the least recently used page first', () => {
    const probe = cache();
    probe.offer('x', 200, SHARED, PAGE);
    const onePage = probe.size.bytes; // the page and its two compressed copies
    expect(onePage).toBeGreaterThan(PAGE.length);
    const pages = cache({ t: 0 }, 3 * onePage);
    pages.offer('1', 200, SHARED, PAGE);
    pages.offer('2', 200, SHARED, PAGE);
    pages.get('1');
    pages.offer('3', 200, SHARED, PAGE);
    pages.offer('4', 200, SHARED, PAGE);
    expect(pages.size.bytes).toBeLessThanOrEqual(3 * onePage);
    expect(pages.get('2')).toBeNull();
    expect(pages.get('1')).not.toBeNull();
    expect(pages.get('4')).not.toBeNull();
  });

  it('keeps a permanent redirect to the canonical address, not a temporary or private one (decision 070)', () => {
    const now = { t: 0 };
    const pages = cache(now);
    const empty = Buffer.alloc(0);
    const location = 'https://bazaar.example/products/7/%D9%BE%D9%85%D9%BE';
    expect(pages.offer('a', 301, { location }, empty)).toBe(true);
    expect(pages.get('a')?.status).toBe(301);
    expect(pages.get('a')?.headers.location).toBe(location);
    expect(pages.offer('b', 308, { location, 'content-type': 'text/plain' }, Buffer.from(location))).toBe(true);
    // The login redirects depend on cookies: 307, never kept; nor a redirect that sets a cookie or is private.
    expect(pages.offer('c', 307, { location }, empty)).toBe(false);
    expect(pages.offer('d', 302, { location }, empty)).toBe(false);
    expect(pages.offer('e', 301, { location, 'set-cookie': ['bz_at=x'] }, empty)).toBe(false);
    expect(pages.offer('f', 301, { location, 'cache-control': 'private, no-store' }, empty)).toBe(false);
    expect(pages.offer('g', 301, {}, empty)).toBe(false);
    now.t = 1000;
    expect(pages.get('a')).toBeNull();
  });

  it('forgets everything on a revalidation', () => {
    const pages = cache();
    pages.offer('k', 200, SHARED, PAGE);
    pages.clear();
    expect(pages.get('k')).toBeNull();
    expect(pages.size).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('answering from the page cache', () => {
  function capture() {
    const headers: Record<string, unknown> = {};
    let body: Buffer | undefined;
    const response = {
      statusCode: 0,
      setHeader: (name: string, value: unknown) => {
        headers[name.toLowerCase()] = value;
      },
      end: (chunk: Buffer) => {
        body = chunk;
      },
    } as unknown as ServerResponse;
    return { response, headers, body: () => body };
  }

  it('sends the same page, its policy and headers, gzipped only to a visitor who takes gzip', () => {
    const pages = cache();
    pages.offer('k', 200, SHARED, PAGE);
    const entry = pages.get('k');
    if (!entry) throw new Error('not kept');

    const zipped = capture();
    answerFromCache(request('/', { 'accept-encoding': 'gzip, deflate' }), zipped.response, entry);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-security-policy']).toBe(SHARED['content-security-policy']);
    expect(zipped.headers['cache-control']).toBe(SHARED['cache-control']);
    expect(zipped.headers['x-web-cache']).toBe('hit');
    expect(zipped.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(gunzipSync(zipped.body() ?? Buffer.alloc(0)).toString()).toBe(PAGE.toString());
    expect(zipped.headers['content-length']).toBe(zipped.body()?.length);

    const plain = capture();
    answerFromCache(request('/'), plain.response, entry);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body()?.toString()).toBe(PAGE.toString());
  });

  it('sends Brotli to a browser that takes it, the same page in fewer bytes than gzip', () => {
    const pages = cache();
    // A page whose payload repeats its markup further back than gzip's 32 KB window (as React's does).
    const markup = Array.from({ length: 400 }, (_, i) => `<li class="card"><a href="/products/${i}">پمپ ${i}</a></li>`);
    const page = Buffer.from(
      `<html><body><ul>${markup.join('')}</ul><script>${JSON.stringify(markup)}</script></body></html>`,
    );
    expect(page.length).toBeGreaterThan(40_000);
    pages.offer('k', 200, SHARED, page);
    const entry = pages.get('k');
    if (!entry) throw new Error('not kept');
    const sent = capture();
    answerFromCache(request('/', { 'accept-encoding': 'gzip, deflate, br, zstd' }), sent.response, entry);
    expect(sent.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sent.body() ?? Buffer.alloc(0)).toString()).toBe(page.toString());
    expect(sent.headers['content-length']).toBe(sent.body()?.length);
    expect(entry.br.length).toBeLessThan(entry.gzip.length * 0.8);
  });

  it('reads Accept-Encoding by its weights: a refused coding is never sent', () => {
    expect(storedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(storedEncoding('gzip, deflate')).toBe('gzip');
    expect(storedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(storedEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(storedEncoding('GZIP')).toBe('gzip');
    expect(storedEncoding('deflate')).toBe('identity');
    expect(storedEncoding(undefined)).toBe('identity');
  });

  it('answers a kept redirect with its status and Location', () => {
    const pages = cache();
    pages.offer('k', 301, { location: 'http://bazaar.example/products/7/a' }, Buffer.alloc(0));
    const entry = pages.get('k');
    if (!entry) throw new Error('not kept');
    const sent = capture();
    answerFromCache(request('/products/7/b'), sent.response, entry);
    expect(sent.response.statusCode).toBe(301);
    expect(sent.headers.location).toBe('http://bazaar.example/products/7/a');
  });
});
