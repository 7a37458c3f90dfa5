import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

// Prometheus scrapes the API with a token; nobody else learns the route exists.
const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => ctx?.close());

describe('GET /api/v1/metrics', () => {
  it('answers the unknown-address 404 without the token or with a wrong one', async () => {
    for (const given of [undefined, 'wrong', `${TOKEN}x`]) {
      const res = await ctx.app.inject({
        url: '/api/v1/metrics',
        headers: given ? { 'x-metrics-token': given } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).not.toContain('bazaar_api_');
    }
  });

  it('counts requests by route pattern and status, never by raw address', async () => {
    await ctx.app.inject({ url: '/api/v1/health' });
    await ctx.app.inject({ url: '/api/v1/categories/7777123/children' });
    const res = await ctx.app.inject({ url: '/api/v1/metrics', headers: { 'x-metrics-token': TOKEN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /bazaar_api_http_requests_total\{method="GET",route="\/api\/v1\/health",status="200"\} \d+/,
    );
    expect(res.body).toContain('route="/api/v1/categories/:id/children"');
    expect(res.body).not.toContain('/categories/7777123');
    expect(res.body).toContain('bazaar_api_http_request_duration_seconds_bucket');
    expect(res.body).toMatch(/bazaar_api_jobs_waiting \d+/);
    if (ctx.databaseKind === 'postgres')
      expect(res.body).toMatch(/bazaar_api_db_pool_connections\{state="total"\} \d+/);
  });
});
