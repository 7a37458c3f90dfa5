import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestMemo } from './request-memo.js';

// An answer is asked once per request (by the auth hook and again by the handler, after the body is read) and
// asked again on the next request; outside a request nothing is remembered.
describe('the per-request memo', () => {
  it('asks once per request, across hooks and a parsed body, and again on the next request', async () => {
    const memo = createRequestMemo();
    const app = Fastify();
    memo.scopeRequests(app);
    let loads = 0;
    const ask = () => memo.remember('who', async () => ++loads);
    app.addHook('onRequest', async () => {
      await ask();
    });
    app.post('/', async () => ({ first: await ask(), second: await ask() }));
    const first = await app.inject({ method: 'POST', url: '/', payload: { some: 'body' } });
    expect(first.json()).toEqual({ first: 1, second: 1 });
    const second = await app.inject({ method: 'POST', url: '/', payload: { some: 'body' } });
    expect(second.json()).toEqual({ first: 2, second: 2 });
    await app.close();
  });

  it('forgets the request’s answers after a write, and remembers nothing outside a request', async () => {
    const memo = createRequestMemo();
    const app = Fastify();
    memo.scopeRequests(app);
    let loads = 0;
    const ask = () => memo.remember('who', async () => ++loads);
    app.get('/', async () => {
      const before = await ask();
      memo.forget();
      return { before, after: await ask() };
    });
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ before: 1, after: 2 });
    expect([await ask(), await ask()]).toEqual([3, 4]);
    await app.close();
  });
});
