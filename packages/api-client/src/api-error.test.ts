// Behaviour of ApiError: problem detection, codes and messages, both built directly and from real server answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, asProblem, isApiError } from './api-error';
import { createHttpClient } from './http';
import { problemBody, startTestServer, type TestServer, text } from './test-server';

describe('ApiError', () => {
  const validation = {
    type: 'https://bazaar.example/problems/validation-failed',
    title: 'Validation failed',
    status: 422,
    detail: 'اطلاعات وارد شده معتبر نیست',
    code: 'VALIDATION_FAILED',
    errors: [{ field: 'body.title', code: 'required', message: 'این فیلد الزامی است' }],
    requestId: 'req-1',
  };

  it('exposes a problem body, its code and its Persian detail as the message', () => {
    const error = new ApiError({ status: 422, statusText: 'Unprocessable Entity', data: validation });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.statusText).toBe('Unprocessable Entity');
    expect(error.problem).toBe(validation);
    expect(error.problem?.errors?.[0]?.message).toBe('این فیلد الزامی است');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('اطلاعات وارد شده معتبر نیست');
  });

  it('has no problem for bodies that are not problems', () => {
    for (const data of [null, 'Bad Gateway', [1], { message: 'x' }, { title: 'x', status: '500' }]) {
      expect(new ApiError({ status: 500, data }).problem).toBeUndefined();
    }
    expect(asProblem({ title: 'x', status: 500, errors: 'no' })).toBeUndefined();
    expect(asProblem({ title: 'x', status: 500 })).toEqual({ title: 'x', status: 500 });
  });

  it('falls back to HTTP_ERROR, or NETWORK_ERROR for status 0', () => {
    expect(new ApiError({ status: 502, data: '<html>' }).code).toBe('HTTP_ERROR');
    expect(new ApiError({ status: 0 }).code).toBe('NETWORK_ERROR');
  });

  it('defaults data to null and statusText to empty, and keeps the cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new ApiError({ status: 0, cause, method: 'GET', url: 'http://x/api/v1/a' });
    expect(error.data).toBeNull();
    expect(error.statusText).toBe('');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('GET http://x/api/v1/a failed: network error');
  });

  it('describes a problem-less HTTP failure by method, URL and status', () => {
    const error = new ApiError({ status: 404, statusText: 'Not Found', method: 'GET', url: 'http://x/a' });
    expect(error.message).toBe('GET http://x/a failed: 404 Not Found');
  });

  it('is recognised by isApiError, also across module copies via its brand', () => {
    const error = new ApiError({ status: 500 });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 500 })).toBe(false);
    expect(isApiError(null)).toBe(false);
    const foreign = Object.assign(new Error('x'), { [Symbol.for('@bazaar/api-client/ApiError')]: true });
    expect(isApiError(foreign)).toBe(true);
  });
});

describe('ApiError from real responses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const http = () => createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 });

  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.catch((e: unknown) => e);
    if (!isApiError(error)) throw new Error('expected an ApiError');
    return error;
  }

  it('parses an application/problem+json body into problem, code and Persian message', async () => {
    const body = problemBody(404, 'NOT_FOUND', 'دسته‌بندی مورد نظر یافت نشد');
    server.script({
      status: 404,
      headers: { 'content-type': 'application/problem+json; charset=utf-8', 'x-request-id': 'r-9' },
      body: JSON.stringify(body),
    });
    const error = await failure(http().get('/categories/999'));
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect(error.data).toEqual(body);
    expect(error.problem).toEqual(body);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('دسته‌بندی مورد نظر یافت نشد');
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${server.origin}/api/v1/categories/999`);
    expect(error.headers?.get('x-request-id')).toBe('r-9');
  });

  it('keeps a non-JSON error body as text', async () => {
    server.script(text(502, '<h1>Bad Gateway</h1>', 'text/html'));
    const error = await failure(http().post('/requests', { body: {} }));
    expect(error.status).toBe(502);
    expect(error.data).toBe('<h1>Bad Gateway</h1>');
    expect(error.problem).toBeUndefined();
    expect(error.code).toBe('HTTP_ERROR');
  });

  it('has null data for an empty error body, and text for JSON that does not parse', async () => {
    server.script({ status: 401 }, { status: 400, headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect((await failure(http().get('/me'))).data).toBeNull();
    expect((await failure(http().get('/me'))).data).toBe('{oops');
  });
});
