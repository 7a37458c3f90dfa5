import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { STRICT_TRANSPORT_SECURITY } from '@bazaar/contracts/http-security';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendRaw } from '../test/fuzz/openapi-fuzz.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { type App, buildApp } from './app.js';
import { loadConfig } from './config.js';
import { findNul } from './plugins/validation.js';
import { ERROR_CATALOGUE } from './shared/app-error.js';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', BODY_LIMIT_BYTES: '2048' }),
    database: database.handle,
    logger: false,
  });
  // Routes that exist only in this test, to exercise the platform (body parsing, slow requests).
  app.post('/api/v1/__echo', { schema: { body: z.object({ note: z.string().max(5000) }) } }, (req) => req.body);
  app.get('/api/v1/__slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
  app.get('/api/v1/__crash', async () => {
    throw new Error('secret internal detail at /srv/app/db.ts:42');
  });
  app.get('/api/v1/__query', (req) => req.query);
  // A value the contracts let through but PostgreSQL refuses (here: a number outside int4).
  app.get('/api/v1/__int4', async (req) => {
    await database.handle.db.execute(sql`select ${(req.query as { n: string }).n}::int4 as n`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('problem+json for every failure', () => {
  it('answers an unknown API path with a 404 problem naming the path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      title: 'مسیر یافت نشد',
      instance: '/api/v1/no/such/thing',
      errors: [],
    });
    expect(response.json().detail).toContain('/api/v1/no/such/thing');
  });

  it('hides the details of an unexpected error behind a Persian 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/__crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ code: 'INTERNAL', detail: 'در ارائه خدمات مشکلی پیش آمد، لطفاً دوباره تلاش کنید.' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('db.ts');
  });

  it('refuses malformed JSON with 400 and a body over the limit with 413', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"note": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');

    const large = await app.inject({ method: 'POST', url: '/api/v1/__echo', payload: { note: 'ب'.repeat(3000) } });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/__echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<note/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('lists a missing body field with the spec’s Persian message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/__echo', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body.note', code: 'required', message: 'این فیلد الزامی است' }]);
  });
});

describe('bad input answers 4xx problem+json in Persian, never 5xx (issue 17, finding 3)', () => {
  const expectProblem = (
    response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    status: number,
    code: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json() as { code: string; title: string; detail: string; status: number };
    expect(problem).toMatchObject({ code, status });
    expect(problem.title).toMatch(/[\u0600-\u06FF]/);
    expect(problem.detail).toMatch(/[\u0600-\u06FF]/);
    return problem;
  };

  it('refuses a cookie write with `Origin: null` as 403, not 500', async () => {
    for (const origin of ['null', '::']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/__echo',
        headers: { cookie: 'bz_at=anything', origin },
        payload: { note: 'x' },
      });
      expectProblem(response, 403, 'FORBIDDEN');
    }
  });

  it('answers a path parameter over 100 characters with 414 and a broken percent-encoding with 400', async () => {
    expectProblem(
      await app.inject({ method: 'GET', url: `/api/v1/suppliers/${'9'.repeat(150)}` }),
      414,
      'URI_TOO_LONG',
    );
    expectProblem(await app.inject({ method: 'GET', url: '/api/v1/suppliers/%E0%A4%A' }), 400, 'BAD_REQUEST');
  });

  it('refuses a NUL character in any query value or body text, naming the field', async () => {
    const query = expectProblem(
      await app.inject({ method: 'GET', url: '/api/v1/__query?q=a%00b' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(query).toMatchObject({ errors: [{ field: 'query.q', code: 'exclude' }] });
    const body = await app.inject({ method: 'POST', url: '/api/v1/__echo', payload: { note: 'سلام\u0000' } });
    expect(expectProblem(body, 400, 'VALIDATION_FAILED')).toMatchObject({
      errors: [{ field: 'body.note', code: 'exclude', message: 'استفاده از کاراکتر تهی (NUL) مجاز نیست' }],
    });
    // The search for NUL stays linear: a body nested 50 000 deep (well within 1 MB) is searched at once.
    const started = Date.now();
    expect(findNul(JSON.parse(`${'[{"a":'.repeat(25_000)}"x\\u0000"${'}]'.repeat(25_000)}`))).toMatch(/^0\.a\.0\.a/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 400 when PostgreSQL refuses a value as out of range', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/__int4?n=7' })).statusCode).toBe(200);
    expectProblem(await app.inject({ method: 'GET', url: '/api/v1/__int4?n=2147483648' }), 400, 'BAD_REQUEST');
  });

  it('answers what Node refuses before Fastify (huge URL or header, broken request line) as problem+json', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const cases = [
      [`GET /api/v1/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
      [`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
      ['GET /api/v1/health HTTP/9.9 extra\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
    ] as const;
    for (const [text, status, code] of cases) {
      const answer = await sendRaw(port, text, 5_000);
      if (answer === 'timeout') throw new Error('no answer');
      expect(answer.status).toBe(status);
      expect(answer.contentType).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(answer.body)).toMatchObject({ status, code, title: ERROR_CATALOGUE[code].title });
    }
  });
});

describe('query parsing limits (spec section 9)', () => {
  it('parses arrays, brackets and dotted keys', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/__query?ids[]=1&ids[]=2&paging.page=3&f[a][b]=c',
    });
    expect(response.json()).toEqual({ ids: ['1', '2'], paging: { page: '3' }, f: { a: { b: 'c' } } });
  });

  it('refuses more than 1000 parameters', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&');
    const response = await app.inject({ method: 'GET', url: `/api/v1/__query?${many}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    const allowed = Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&');
    expect((await app.inject({ method: 'GET', url: `/api/v1/__query?${allowed}` })).statusCode).toBe(200);
  });

  it('keeps nesting beyond depth 5 as a literal key and array indexes above 20 as object keys', async () => {
    const deep = await app.inject({ method: 'GET', url: '/api/v1/__query?a[b][c][d][e][f][g][h]=1' });
    expect(JSON.stringify(deep.json())).toContain('[g][h]');
    const sparse = await app.inject({ method: 'GET', url: '/api/v1/__query?a[21]=x&b[20]=y' });
    expect(Array.isArray(sparse.json().a)).toBe(false);
    expect(Array.isArray(sparse.json().b)).toBe(true);
  });
});

describe('platform headers and probes', () => {
  it('echoes a safe x-request-id and makes one otherwise', async () => {
    const given = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const unsafe = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'no spaces <allowed>' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBeDefined();
    // The web server's pages send the same policy (apps/web/server/web-server.test.ts).
    expect(response.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('reports liveness and database readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).json()).toMatchObject({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('publishes an OpenAPI 3.1 document and a docs page', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/categories/menu', '/api/v1/categories/{id}/children', '/api/v1/ready']),
    );
    expect(doc.components.schemas).toHaveProperty('Problem');
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    const { handle } = await createTestDatabase({ seeded: false });
    const server = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database: handle, logger: false });
    let started: () => void = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    server.get('/api/v1/__slow', { config: { access: 'public' } }, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    const address = await server.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/api/v1/__slow`).then((r) => r.json());
    // Close only once the request is really being handled (a fixed delay is not enough on a busy machine).
    await handlerStarted;
    const closed = server.close();
    expect(await inFlight).toEqual({ done: true });
    await closed;
    await expect(fetch(`${address}/api/v1/health`)).rejects.toThrow();
    await handle.close();
  });
});

describe('configuration', () => {
  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(/^Invalid configuration: API_PORT: .*\(got "abc"\)$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('stops the server process at start with that line and a non-zero exit', async () => {
    const apiRoot = path.resolve(import.meta.dirname, '..');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, API_PORT: 'seventy', DATABASE_URL: '' },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toMatch(/^Invalid configuration: API_PORT: [^\n]+\(got "seventy"\)$/);
  });
});
