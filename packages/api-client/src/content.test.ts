// Wire format of the content endpoint definitions called through the generic client against a local
// server: paths, query strings, bodies, and that an answer drifting from the contract fails at the boundary.
// (The API's own tests cover behaviour.)
import { contentEndpoints } from '@bazaar/contracts/content';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bind } from './endpoint-client';
import { createHttpClient } from './http';
import { json, problem, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const api = () => bind(createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 }), contentEndpoints);
const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };
const detail = {
  id: 12,
  uniquePageName: 'pump-guide',
  title: 'راهنمای پمپ',
  slug: 'راهنمای-پمپ',
  summary: '',
  labels: ['پمپ'],
  contentType: { id: 2, key: 'buying-guides', name: 'راهنمای خرید' },
  merchant: null,
  authorName: null,
  publishedAt: '2025-02-12T00:00:00.000Z',
  visitCount: 0,
  likeCount: 3,
  commentCount: 0,
  bodyHtml: '<p>متن</p>',
  status: 'published',
  category: null,
  breadcrumb: [{ id: 1, key: 'articles', name: 'مقالات' }],
  likedByMe: false,
};

describe('content endpoints through the generic client', () => {
  it('lists public pages with only the filters given', async () => {
    server.script(json(200, emptyPage));
    await api().listPages({ query: { categoryId: 85, page: 2, pageSize: 12 } });
    expect(server.requests[0]?.url).toBe('/api/v1/pages/for-public-site?categoryId=85&page=2&pageSize=12');
  });

  it('sends a label as one percent-encoded parameter', async () => {
    server.script(json(200, emptyPage));
    await api().listByLabel({ query: { label: 'راهنمای خرید' } });
    expect(server.requests[0]?.url).toBe(
      `/api/v1/pages/by-label/by-platform?label=${encodeURIComponent('راهنمای خرید')}`,
    );
  });

  it('asks for a visit count only when told to', async () => {
    server.script(json(200, detail));
    await api().page({ params: { id: 12 } });
    await api().page({ params: { id: 12 }, query: { visit: 'true' } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/pages/12/by-platform',
      '/api/v1/pages/12/by-platform?visit=true',
    ]);
  });

  it('posts a comment as JSON and reads the pending answer', async () => {
    server.script(json(201, { id: 5, status: 'pending', message: 'دیدگاه شما ثبت شد' }));
    const answer = await api().postComment({ body: { pageId: 12, parentId: 3, body: 'سلام' } });
    expect(answer).toEqual({ id: 5, status: 'pending', message: 'دیدگاه شما ثبت شد' });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/pagecomments' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ pageId: 12, parentId: 3, body: 'سلام' });
  });

  it('never retries a like: a toggle sent twice would undo itself', async () => {
    server.script(problem(503, 'SERVICE_UNAVAILABLE', 'موقتاً در دسترس نیست'));
    await expect(api().likePage({ params: { id: 12 } })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects a page whose shape drifted from the contract', async () => {
    server.script(json(200, { ...detail, bodyHtml: undefined }));
    await expect(api().page({ params: { id: 12 } })).rejects.toThrow(/bodyHtml|expected/i);
  });
});
