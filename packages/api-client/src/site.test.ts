// Wire format of the site endpoint definitions (FAQ, videos, feedback, ads, menus) called through the
// generic client against a local server.
import { siteEndpoints } from '@bazaar/contracts/site';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bind } from './endpoint-client';
import { createHttpClient } from './http';
import { json, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const api = () => bind(createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 }), siteEndpoints);

describe('site endpoints through the generic client', () => {
  it('searches the FAQ with the text as typed (the API normalises it)', async () => {
    server.script(json(200, []));
    await api().faqGroups({ query: { q: 'ثبت نام' } });
    await api().faqGroups();
    expect(server.requests.map((r) => r.url)).toEqual([
      `/api/v1/faqquestions/group-by-category?q=${encodeURIComponent('ثبت نام')}`,
      '/api/v1/faqquestions/group-by-category',
    ]);
  });

  it('asks for one advertisement slot, or all of them', async () => {
    server.script(json(200, []));
    await api().advertisements({ query: { slot: 'home-hero' } });
    await api().advertisements();
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/advertisements?slot=home-hero',
      '/api/v1/advertisements',
    ]);
  });

  it('sends feedback as JSON and reads the thank-you', async () => {
    server.script(json(201, { id: 1, message: 'پیام شما دریافت شد' }));
    const input = { name: 'مریم', subject: 'پیشنهاد', message: 'متن پیام بازخورد' };
    await expect(api().sendFeedback({ body: input })).resolves.toEqual({ id: 1, message: 'پیام شما دریافت شد' });
    expect(server.requests[0]?.method).toBe('POST');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual(input);
  });

  it('reads a menu tree of any depth', async () => {
    const tree = [
      { id: 1, title: 'مقالات', href: '/contents/1', children: [{ id: 2, title: 'اخبار', href: '/x', children: [] }] },
    ];
    server.script(json(200, tree));
    await expect(api().websiteMenu({ query: { location: 'header' } })).resolves.toEqual(tree);
    expect(server.requests[0]?.url).toBe('/api/v1/websitemenus/tree?location=header');
  });

  it('rejects a video list whose items drifted from the contract', async () => {
    server.script(json(200, { items: [{ id: 1, title: 'بدون بقیه' }], total: 1, page: 1, pageSize: 12 }));
    await expect(api().videos()).rejects.toThrow(/expected/i);
  });
});
