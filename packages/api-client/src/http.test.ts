// Behaviour of the HTTP transport against a real local node:http server: retries, bodies, headers, queries, errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error';
import {
  createHttpClient,
  type HttpClientOptions,
  isRetryable,
  parseRetryAfter,
  RETRY_STATUSES,
  type RetryInfo,
} from './http';
import {
  closedPortOrigin,
  json,
  problem,
  problemBody,
  type Reply,
  startTestServer,
  type TestServer,
  text,
} from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A client for the test server that records every retry it announces. */
function client(overrides: Partial<HttpClientOptions> = {}) {
  const retries: RetryInfo[] = [];
  const http = createHttpClient({
    baseUrl: `${server.origin}/api/v1`,
    retryDelayMs: 0,
    onRetry: (info) => retries.push(info),
    ...overrides,
  });
  return { http, retries };
}

/** Runs `promise` expecting it to reject with an ApiError, and returns that error. */
async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const statusReply = (status: number): Reply => problem(status, 'SERVICE_UNAVAILABLE', 'سرویس موقتاً در دسترس نیست');
/** Spelled out rather than read from RETRY_STATUSES so that a change to the policy fails these tests. */
const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('retry policy', () => {
  it('retries exactly on 408, 409, 425, 429, 500, 502, 503 and 504', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual(RETRYABLE);
  });

  it.each(RETRYABLE)('retries a GET once after %i and returns the second answer', async (status) => {
    server.script(statusReply(status), json(200, { items: ['پمپ'] }));
    const { http, retries } = client();
    await expect(http.get('/categories/menu')).resolves.toEqual({ items: ['پمپ'] });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
    expect(retries).toMatchObject([{ method: 'GET', attempt: 1, status }]);
  });

  it.each(RETRYABLE)('gives up on a GET after two %i answers, with exactly 2 requests', async (status) => {
    server.script(statusReply(status));
    const { http, retries } = client();
    const error = await apiErrorOf(http.get('/categories/menu'));
    expect(error.status).toBe(status);
    expect(server.requests).toHaveLength(2);
    expect(retries).toHaveLength(1);
  });

  it.each(RETRYABLE)('retries a HEAD once after %i', async (status) => {
    server.script({ status }, { status: 200 });
    const { http } = client();
    await expect(http.head('/categories/menu')).resolves.toBeUndefined();
    expect(server.requests.map((r) => r.method)).toEqual(['HEAD', 'HEAD']);
  });

  it.each(RETRYABLE)('gives up on a HEAD after two %i answers, with exactly 2 requests', async (status) => {
    server.script({ status });
    const { http } = client();
    expect((await apiErrorOf(http.head('/categories/menu'))).status).toBe(status);
    expect(server.requests).toHaveLength(2);
  });

  it.each(BODY_METHODS)(
    'never retries a %s: a 503 gives 1 request and an ApiError with the problem',
    async (method) => {
      server.script(problem(503, 'SERVICE_UNAVAILABLE', 'سرویس موقتاً در دسترس نیست'), json(200, {}));
      const { http, retries } = client();
      const error = await apiErrorOf(http.request(method, '/requests/7', { body: { title: 'تراشکاری' } }));
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.method).toBe(method);
      expect(retries).toEqual([]);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(503);
      expect(error.statusText).toBe('Service Unavailable');
      expect(error.data).toEqual(problemBody(503, 'SERVICE_UNAVAILABLE', 'سرویس موقتاً در دسترس نیست'));
      expect(error.problem?.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.message).toBe('سرویس موقتاً در دسترس نیست');
    },
  );

  describe.each(BODY_METHODS)('%s', (method) => {
    it.each(RETRYABLE)('is sent once whatever the status (%i)', async (status) => {
      server.script(statusReply(status), json(200, {}));
      const { http } = client();
      expect((await apiErrorOf(http.request(method, '/requests/7'))).status).toBe(status);
      expect(server.requests).toHaveLength(1);
    });
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET answered %i', async (status) => {
    server.script(problem(status, 'NOT_FOUND', 'یافت نشد'), json(200, {}));
    const { http, retries } = client();
    expect((await apiErrorOf(http.get('/products/404'))).status).toBe(status);
    expect(server.requests).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it('does not retry when the request says retry: false', async () => {
    server.script(statusReply(503), json(200, {}));
    const { http } = client();
    await apiErrorOf(http.get('/categories/menu', { retry: false }));
    expect(server.requests).toHaveLength(1);
  });

  it('classifies method and status with isRetryable', () => {
    expect(isRetryable('GET', 503)).toBe(true);
    expect(isRetryable('head', 429)).toBe(true);
    expect(isRetryable('GET', 0)).toBe(true);
    expect(isRetryable('GET', 404)).toBe(false);
    expect(isRetryable('GET', 501)).toBe(false);
    for (const method of BODY_METHODS) {
      expect(isRetryable(method, 503)).toBe(false);
      expect(isRetryable(method, 0)).toBe(false);
    }
  });
});

describe('retry delay', () => {
  it.each([429, 503])('waits as long as a short Retry-After on %i says', async (status) => {
    server.script(problem(status, 'RATE_LIMITED', 'صبر کنید', { 'retry-after': '0' }), json(200, {}));
    const { http, retries } = client({ retryDelayMs: 10 });
    await http.get('/categories/menu');
    expect(retries[0]?.delayMs).toBe(0);
  });

  it('falls back to retryDelayMs when Retry-After exceeds 5 s', async () => {
    server.script(problem(429, 'RATE_LIMITED', 'صبر کنید', { 'retry-after': '120' }), json(200, {}));
    const { http, retries } = client({ retryDelayMs: 10 });
    await http.get('/categories/menu');
    expect(retries[0]?.delayMs).toBe(10);
  });

  it('ignores Retry-After on statuses other than 429 and 503', async () => {
    server.script(problem(500, 'INTERNAL', 'خطای داخلی', { 'retry-after': '0' }), json(200, {}));
    const { http, retries } = client({ retryDelayMs: 10 });
    await http.get('/categories/menu');
    expect(retries[0]?.delayMs).toBe(10);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:00:02 GMT', now)).toBe(2000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('network failures', () => {
  it('retries a GET once when the connection is refused, then throws ApiError status 0 with the cause', async () => {
    const { http, retries } = client({ baseUrl: `${await closedPortOrigin()}/api/v1` });
    const error = await apiErrorOf(http.get('/categories/menu'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.data).toBeNull();
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.message).toContain('ECONNREFUSED');
    expect(retries).toMatchObject([{ attempt: 1, status: 0 }]);
  });

  it('does not retry a POST when the connection is refused', async () => {
    const { http, retries } = client({ baseUrl: `${await closedPortOrigin()}/api/v1` });
    expect((await apiErrorOf(http.post('/requests', { body: {} }))).status).toBe(0);
    expect(retries).toEqual([]);
  });

  it('retries a GET whose connection the server drops, and returns the second answer', async () => {
    server.script('destroy', json(200, { ok: 'دوم' }));
    const { http, retries } = client();
    await expect(http.get('/categories/menu')).resolves.toEqual({ ok: 'دوم' });
    expect(server.requests).toHaveLength(2);
    expect(retries).toMatchObject([{ status: 0 }]);
  });

  it('sends a POST whose connection the server drops only once', async () => {
    server.script('destroy', json(200, {}));
    const { http } = client();
    const error = await apiErrorOf(http.post('/requests', { body: { title: 'x' } }));
    expect(error.status).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeouts and cancellation', () => {
  it('times out a GET, retries it once, then throws a status-0 timeout ApiError', async () => {
    server.script('hang');
    const { http, retries } = client({ timeoutMs: 40 });
    const error = await apiErrorOf(http.get('/categories/menu'));
    expect(error.status).toBe(0);
    expect(error.isTimeout).toBe(true);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(server.requests).toHaveLength(2);
    expect(retries).toHaveLength(1);
  });

  it('does not retry a timed-out POST', async () => {
    server.script('hang');
    // Long enough for the request to reach the hanging server even on a loaded machine.
    const { http } = client({ timeoutMs: 300 });
    expect((await apiErrorOf(http.post('/requests', { body: {} }))).isTimeout).toBe(true);
    // On a loaded machine the request may reach the server after the client gave up: wait for it (so it
    // cannot land in the next test), then long enough for a retry to have come.
    await waitFor(() => server.requests.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with the caller’s abort reason and does not retry', async () => {
    server.script('hang');
    const { http, retries } = client({ timeoutMs: 5_000 });
    const controller = new AbortController();
    const pending = http.get('/categories/menu', { signal: controller.signal });
    await waitFor(() => server.requests.length === 1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it('does not send anything with an already aborted signal', async () => {
    const { http } = client();
    await expect(http.get('/categories/menu', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('request encoding', () => {
  it('sends a JSON body with content-type and accept headers', async () => {
    server.script({ status: 201, headers: { 'content-type': 'application/json' }, body: '{"id":12}' });
    const { http } = client();
    const body = { title: 'ساخت قالب تزریق', quantity: 3, tags: ['CNC'] };
    await expect(http.post('/requests', { body })).resolves.toEqual({ id: 12 });
    const [sent] = server.requests;
    expect(sent?.url).toBe('/api/v1/requests');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.accept).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual(body);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends a %s object body as JSON', async (method) => {
    const { http } = client();
    await http.request(method, '/requests/7', { body: { status: 'closed' } });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[0]?.body).toBe('{"status":"closed"}');
  });

  it('sends form fields url-encoded (POST /connect/token)', async () => {
    server.script(json(200, { access_token: 't', token_type: 'Bearer' }));
    const { http } = client();
    await http.post('/connect/token', {
      form: { grant_type: 'password', username: 'علی رضایی', password: 'a&b=c' },
    });
    const [sent] = server.requests;
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.body).toBe(
      'grant_type=password&username=%D8%B9%D9%84%DB%8C+%D8%B1%D8%B6%D8%A7%DB%8C%DB%8C&password=a%26b%3Dc',
    );
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      grant_type: 'password',
      username: 'علی رضایی',
      password: 'a&b=c',
    });
  });

  it('sends GET and HEAD with accept: application/json and no content-type', async () => {
    const { http } = client();
    await http.get('/categories/menu');
    await http.head('/categories/menu');
    for (const sent of server.requests) {
      expect(sent.headers.accept).toBe('application/json');
      expect(sent.headers['content-type']).toBeUndefined();
      expect(sent.body).toBe('');
    }
  });

  it('refuses a body on a GET without sending it', async () => {
    const { http } = client();
    await expect(http.request('GET', '/categories/menu', { body: { a: 1 } })).rejects.toBeInstanceOf(TypeError);
    expect(server.requests).toHaveLength(0);
  });

  it('adds client headers (static or from a function) and lets request headers win', async () => {
    let token = 'first';
    const { http } = client({ headers: async () => ({ authorization: `Bearer ${token}`, 'x-client': 'web' }) });
    await http.get('/me');
    token = 'second';
    await http.get('/me', { headers: { 'x-client': 'admin' } });
    expect(server.requests.map((r) => [r.headers.authorization, r.headers['x-client']])).toEqual([
      ['Bearer first', 'web'],
      ['Bearer second', 'admin'],
    ]);

    const { http: staticHttp } = client({ headers: { 'accept-language': 'fa-IR' } });
    await staticHttp.get('/me');
    expect(server.requests[2]?.headers['accept-language']).toBe('fa-IR');
  });

  it.each([
    ['http://HOST/api/v1', '/categories/menu'],
    ['http://HOST/api/v1/', '/categories/menu'],
    ['http://HOST/api/v1', 'categories/menu'],
  ])('joins base %s and path %s', async (base, path) => {
    const { http } = client({ baseUrl: base.replace('http://HOST', server.origin) });
    await http.get(path);
    expect(server.requests[0]?.url).toBe('/api/v1/categories/menu');
  });
});

describe('query strings on the wire', () => {
  const query = {
    ids: [1, 2],
    paging: { page: 2, size: 20 },
    filters: [{ id: 5, name: 'پمپ' }],
    q: undefined,
    deleted: null,
  };

  it.each([
    [
      'brackets',
      '/api/v1/products?ids[]=1&ids[]=2&paging[page]=2&paging[size]=20&filters[0][id]=5&filters[0][name]=%D9%BE%D9%85%D9%BE',
    ],
    [
      'dotted',
      '/api/v1/products?ids[0]=1&ids[1]=2&paging.page=2&paging.size=20&filters[0].id=5&filters[0].name=%D9%BE%D9%85%D9%BE',
    ],
    [
      'repeat',
      '/api/v1/products?ids=1&ids=2&paging.page=2&paging.size=20&filters[0].id=5&filters[0].name=%D9%BE%D9%85%D9%BE',
    ],
  ] as const)('reaches the server exactly as serialised in %s style', async (queryStyle, expected) => {
    const { http } = client();
    await http.get('/products', { query, queryStyle });
    expect(server.requests[0]?.url).toBe(expected);
  });

  it('round-trips Persian values, spaces and reserved characters', async () => {
    const { http } = client();
    const q = 'پمپ سانتریفیوژ ۲۰۰ لیتری & شیر/فلکه #1 +?';
    await http.get('/search', { query: { q, city: 'تهران' } });
    const url = new URL(server.requests[0]?.url ?? '', server.origin);
    expect(url.searchParams.get('q')).toBe(q);
    expect(url.searchParams.get('city')).toBe('تهران');
  });

  it('appends the query to a path that already has one', async () => {
    const { http } = client();
    await http.get('/products?sort=new', { query: { page: 2 } });
    expect(server.requests[0]?.url).toBe('/api/v1/products?sort=new&page=2');
  });

  it('sends no question mark when every value is empty', async () => {
    const { http } = client();
    await http.get('/products', { query: { q: undefined, page: null } });
    expect(server.requests[0]?.url).toBe('/api/v1/products');
  });
});

describe('response decoding', () => {
  it('returns undefined for 204 and for an empty 200', async () => {
    server.script({ status: 204 }, { status: 200 });
    const { http } = client();
    await expect(http.delete('/requests/7')).resolves.toBeUndefined();
    await expect(http.get('/ping')).resolves.toBeUndefined();
  });

  it('returns non-JSON text as a string', async () => {
    server.script(text(200, 'سلام'));
    const { http } = client();
    await expect(http.get('/robots.txt')).resolves.toBe('سلام');
  });

  it('parses +json media types', async () => {
    server.script({ status: 200, headers: { 'content-type': 'application/vnd.bazaar+json' }, body: '[1,2]' });
    const { http } = client();
    await expect(http.get('/list')).resolves.toEqual([1, 2]);
  });

  it('validates a successful body with parse and returns what it returns', async () => {
    server.script(json(200, { id: '12', name: 'پرس هیدرولیک' }));
    const { http } = client();
    const product = await http.get('/products/12', {
      parse: (data) => {
        const { id, name } = data as { id: string; name: string };
        return { id: Number(id), name };
      },
    });
    expect(product).toEqual({ id: 12, name: 'پرس هیدرولیک' });
  });

  it('lets a parse failure through unchanged and does not retry it', async () => {
    server.script(json(200, { unexpected: true }));
    const { http, retries } = client();
    const failure = new Error('schema mismatch');
    await expect(
      http.get('/products/12', {
        parse: () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    expect(server.requests).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it('throws an ApiError for a 2xx answer whose JSON is broken', async () => {
    server.script({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":' });
    const { http } = client();
    const error = await apiErrorOf(http.get('/products/12'));
    expect(error.status).toBe(200);
    expect(error.data).toBe('{"id":');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('uses a custom fetch when given one', async () => {
    const seen: string[] = [];
    const { http } = client({
      fetch: (input, init) => {
        seen.push(`${init?.method} ${String(input)}`);
        return fetch(input, init);
      },
    });
    await http.get('/categories/menu');
    expect(seen).toEqual([`GET ${server.origin}/api/v1/categories/menu`]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 1_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
