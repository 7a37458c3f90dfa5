import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerScrape, observeRequest } from './metrics';

// Prometheus scrapes the web with the same token as the API; nobody else learns /metrics exists. Requests
// are counted by route pattern and by the page cache's verdict.
const TOKEN = 'metrics-token-for-tests-0123456789';
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    if (await answerScrape(request, response, TOKEN)) return;
    observeRequest(
      request,
      response,
      request.url?.startsWith('/products/') ? '/products/[productId]/[name]' : 'unmatched',
    );
    if (request.url?.startsWith('/products/')) response.setHeader('x-nextjs-cache', 'HIT');
    response.statusCode = request.url?.startsWith('/products/') ? 200 : 404;
    response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('web /metrics', () => {
  it('is an ordinary 404 without the token or with a wrong one', async () => {
    for (const headers of [{}, { 'x-metrics-token': 'wrong' }, { 'x-metrics-token': `${TOKEN}x` }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(`${origin}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('bazaar_web_');
    }
  });

  it('counts requests by route pattern and cache verdict, never by raw address', async () => {
    await fetch(`${origin}/products/12/pump`);
    await fetch(`${origin}/products/13/valve`);
    const response = await fetch(`${origin}/metrics`, { headers: { 'x-metrics-token': TOKEN } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /bazaar_web_http_requests_total\{method="GET",route="\/products\/\[productId\]\/\[name\]",status="200",cache="hit"\} 2/,
    );
    expect(text).toContain('bazaar_web_http_request_duration_seconds_bucket');
    expect(text).not.toContain('/products/12');
    expect(text).toContain('bazaar_web_process_cpu_seconds_total');
  });
});
