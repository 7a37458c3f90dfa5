// The web server's request listener on a real socket (hardening issue, items 8 and 9), with Next's request
// handler replaced by a small one that answers the way Next does for the case at hand, and a real HTTP server
// in the API's place: HSTS on pages, Secure cookies over HTTPS decided by the trusted proxy, server actions
// from other sites refused with 403, and a page that failed because the API could not answer sent as 503.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { problem, startTestServer, type TestServer } from '@bazaar/api-client/test-server';
import { STRICT_TRANSPORT_SECURITY } from '@bazaar/contracts/http-security';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchApiFetch } from './api-availability';
import { createFileCache } from './file-cache';
import { parseTrustedProxies } from './forwarding';
import { createPageCache } from './page-cache';
import { createWebRequestListener } from './web-server';

let api: TestServer;
let apiFetch: typeof fetch;
/** Requests that reached "Next". */
const handled: string[] = [];

/** Stands in for Next's handler: each path answers like the Next route it names. */
async function nextHandler(request: IncomingMessage, response: ServerResponse) {
  handled.push(`${request.method} ${request.url}`);
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/api/v1/connect/token') {
    // The API's session cookies, passed through the /api rewrite as the API set them.
    response.setHeader('set-cookie', [
      'bz_at=a; Path=/; HttpOnly; SameSite=Lax',
      'bz_rt=r; Path=/; HttpOnly; SameSite=Lax',
    ]);
    response.setHeader('content-type', 'application/json');
    response.end('{"token_type":"Bearer"}');
    return;
  }
  if (path === '/profile') {
    // A session refreshed by the proxy (session-proxy.ts): Next sets the proxy's Set-Cookie on the answer and
    // replaces its setHeader with one that adds them to any cookie set later (next/dist/server/lib/patch-set-header.js).
    const fromProxy = [
      'bz_at=new; Max-Age=900; Path=/; HttpOnly; SameSite=Lax',
      'bz_rt=next; Path=/; HttpOnly; SameSite=Lax',
    ];
    response.setHeader('set-cookie', fromProxy);
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name: string, value: number | string | readonly string[]) =>
      setHeader(
        name,
        name.toLowerCase() === 'set-cookie' ? [...new Set([...fromProxy, ...[value].flat().map(String)])] : value,
      );
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!DOCTYPE html><html><body><p>پروفایل</p></body></html>');
    return;
  }
  if (path === '/products/1/pump') {
    // A page whose render calls the API (the product) and fails when the API cannot answer, as Next does: 500.
    const answer = await apiFetch(`${api.origin}/api/v1/products/1`);
    response.statusCode = answer.ok ? 200 : 500;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!DOCTYPE html><html id="__next_error__"><body></body></html>');
    return;
  }
  if (path?.startsWith('/api/v1/files/')) {
    // The API's file answers through the /api rewrite: a public picture, and a private document.
    const isPublic = path.startsWith('/api/v1/files/public');
    const body = Buffer.from(`bytes of ${path}`);
    response.setHeader('content-type', isPublic ? 'image/webp' : 'application/pdf');
    response.setHeader('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store');
    response.setHeader('content-length', body.length);
    response.end(body);
    return;
  }
  if (path === '/broken') {
    response.statusCode = 500;
    response.end('<!DOCTYPE html><html><body></body></html>');
    return;
  }
  // A page, or a server action on it that sets a cookie (the merchant switcher) and one that clears one.
  response.setHeader('set-cookie', [
    'bz_merchant=7; Path=/profile; HttpOnly; SameSite=lax',
    'bz_at=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ]);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end('<!DOCTYPE html><html><body><p>صفحه</p></body></html>');
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

let origin = '';
let closeSite: () => Promise<void>;

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  api = await startTestServer();
  apiFetch = watchApiFetch(fetch, api.origin);
  const { createServer } = await import('node:http');
  const server = createServer(
    createWebRequestListener({
      handle: nextHandler,
      // The test connects from loopback: that is the load balancer the site was told to trust.
      forwarding: { trustedProxies: parseTrustedProxies('loopback'), proxySecret: undefined },
      pageCache: createPageCache({ ttlMs: 0, maxBytes: 0 }),
      fileCache: createFileCache({ maxBytes: 1024 * 1024, maxFileBytes: 64 * 1024, ttlMs: 60_000 }),
      routeOf: () => 'test',
      metricsToken: undefined,
      log: pino({ level: 'silent' }),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeSite = () => new Promise((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  handled.length = 0;
  api.reset();
});
afterAll(async () => {
  await closeSite?.();
  await api?.close();
});

const secureFlags = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? []).map((cookie) => [cookie.split('=')[0], /;\s*Secure(?:;|$)/i.test(cookie)]);

describe('Strict-Transport-Security (item 9a)', () => {
  it('is on every page, the same policy as the API, over plain HTTP too (browsers ignore it there)', async () => {
    for (const path of ['/', '/products/category/3/pumps', '/favicon.ico']) {
      const answer = await send('GET', path);
      expect(answer.headers['strict-transport-security'], path).toBe(STRICT_TRANSPORT_SECURITY);
    }
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('Secure cookies over HTTPS (item 9b)', () => {
  it('marks every cookie Secure when the trusted proxy says the visitor came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
    const fromApi = await send('POST', '/api/v1/connect/token', https);
    expect(secureFlags(fromApi)).toEqual([
      ['bz_at', true],
      ['bz_rt', true],
    ]);
    const fromAction = await send('POST', '/profile/products', {
      ...https,
      host: '127.0.0.1',
      origin: 'https://127.0.0.1',
      'next-action': 'a1b2c3',
    });
    expect(secureFlags(fromAction)).toEqual([
      ['bz_merchant', true],
      ['bz_at', true],
    ]);
    // Nothing else of a cookie changes.
    expect(fromAction.headers['set-cookie']?.[0]).toBe('bz_merchant=7; Path=/profile; HttpOnly; SameSite=lax; Secure');
  });

  it('marks the cookies of a session the proxy refreshed once each, not twice', async () => {
    const refreshed = await send('GET', '/profile', { 'x-forwarded-proto': 'https' });
    expect(secureFlags(refreshed)).toEqual([
      ['bz_at', true],
      ['bz_rt', true],
    ]);
  });

  it('leaves them alone over plain HTTP', async () => {
    expect(secureFlags(await send('POST', '/api/v1/connect/token'))).toEqual([
      ['bz_at', false],
      ['bz_rt', false],
    ]);
  });
});

describe('a server action posted from another site (item 9c)', () => {
  const action = { host: 'bazaar.example', 'next-action': '7f3a9c', 'content-type': 'text/plain;charset=UTF-8' };

  it('is refused with 403 and a Persian page, and never reaches Next', async () => {
    const answer = await send('POST', '/profile/address', { ...action, origin: 'https://evil.example' }, '[]');
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<html lang="fa" dir="rtl">');
    expect(answer.body).toContain('دسترسی مجاز نیست');
    expect(answer.body).toContain('از نشانی دیگری فرستاده شده');
    expect(handled).toEqual([]);
  });

  it('answers problem+json to a caller that asked for JSON', async () => {
    const answer = await send(
      'POST',
      '/profile/address',
      { ...action, origin: 'https://evil.example', accept: 'application/json' },
      '[]',
    );
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(answer.body)).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      title: 'دسترسی مجاز نیست',
      instance: '/profile/address',
    });
  });

  it('refuses a plain form post (no JavaScript) from elsewhere, `Origin: null` and a look-alike host too', async () => {
    const form = {
      host: 'bazaar.example',
      'content-type': 'multipart/form-data; boundary=x',
      accept: 'text/html',
    };
    const body = '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_7f3a9c"\r\n\r\n\r\n--x--\r\n';
    for (const origin of [
      'https://evil.example',
      'null',
      'https://bazaar.example.evil.example',
      'https://bazaar.example:8443',
    ]) {
      const answer = await send('POST', '/profile/wallet', { ...form, origin }, body);
      expect(answer.status, origin).toBe(403);
    }
    expect(handled).toEqual([]);
  });

  it('lets the site’s own actions through, as well as other posts Next does not take for actions', async () => {
    expect((await send('POST', '/profile/address', { ...action, origin: 'https://bazaar.example' }, '[]')).status).toBe(
      200,
    );
    expect((await send('POST', '/profile/address', { ...action, origin: 'http://BAZAAR.example' }, '[]')).status).toBe(
      200,
    );
    // Next's own rule: a request without Origin runs (browsers always send one with a POST).
    expect((await send('POST', '/profile/address', action, '[]')).status).toBe(200);
    // The API checks the origin of its own writes.
    const toApi = await send('POST', '/api/v1/connect/token', { origin: 'https://evil.example', 'next-action': 'x' });
    expect(toApi.status).toBe(200);
    expect(handled).toHaveLength(4);
  });

  it('goes by the host of a trusted load balancer', async () => {
    const behindBalancer = { ...action, host: 'web-1.internal:3000', 'x-forwarded-host': 'bazaar.example' };
    expect(
      (await send('POST', '/profile/address', { ...behindBalancer, origin: 'https://bazaar.example' })).status,
    ).toBe(200);
    expect(
      (await send('POST', '/profile/address', { ...behindBalancer, origin: 'https://web-1.internal:3000' })).status,
    ).toBe(403);
  });
});

describe('a page that failed because the API could not answer (item 8, the web side)', () => {
  it('is sent as 503 with the API’s Retry-After, and never cached', async () => {
    api.script(problem(503, 'SERVICE_UNAVAILABLE', 'سرویس موقتاً در دسترس نیست.', { 'retry-after': '30' }));
    const answer = await send('GET', '/products/1/pump');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('is 503 with a default Retry-After when nothing answers', async () => {
    api.script('destroy');
    const answer = await send('GET', '/products/1/pump');
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stays 500 when the page failed for another reason, and 200 when the API answered', async () => {
    expect((await send('GET', '/broken')).status).toBe(500);
    api.script({ status: 200, headers: { 'content-type': 'application/json' }, body: '{}' });
    const fine = await send('GET', '/products/1/pump');
    expect(fine.status).toBe(200);
    expect(fine.headers['retry-after']).toBeUndefined();
  });
});

describe('public pictures kept in memory (issue 34, decision 110)', () => {
  it('sends a public immutable file from memory after the first time, byte for byte', async () => {
    const first = await send('GET', '/api/v1/files/public-picture-1');
    const second = await send('GET', '/api/v1/files/public-picture-1');
    expect(handled).toEqual(['GET /api/v1/files/public-picture-1']);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('image/webp');
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['x-web-cache']).toBe('hit');
  });

  it('always asks the API for a private file, so that whoever asks is checked there', async () => {
    await send('GET', '/api/v1/files/private-contract-1');
    const again = await send('GET', '/api/v1/files/private-contract-1');
    expect(handled).toEqual(['GET /api/v1/files/private-contract-1', 'GET /api/v1/files/private-contract-1']);
    expect(again.headers['x-web-cache']).toBeUndefined();
  });

  it('passes byte ranges and conditional requests to the API', async () => {
    await send('GET', '/api/v1/files/public-video-1');
    await send('GET', '/api/v1/files/public-video-1', { range: 'bytes=0-3' });
    await send('GET', '/api/v1/files/public-video-1', { 'if-none-match': '"x"' });
    expect(handled).toHaveLength(3);
  });

  it('forgets what it kept when the pages are revalidated', async () => {
    await send('GET', '/api/v1/files/public-picture-2');
    await send('POST', '/internal/revalidate');
    await send('GET', '/api/v1/files/public-picture-2');
    expect(handled.filter((line) => line.includes('public-picture-2'))).toHaveLength(2);
  });
});
