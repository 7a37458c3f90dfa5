// Hardening issue, item 8 (the web's side): a page that fails because the API cannot answer shows «موقتاً در
// دسترس نیست» with a retry, not the generic error screen. The errors come from the real API client against a
// real HTTP server that answers as the API does when its database is gone (503 problem+json, Retry-After), and
// are then reduced to what a production build hands the error boundary: the message hidden, the digest kept.
import { createHttpClient } from '@bazaar/api-client/http';
import { problem, startTestServer, type TestServer, text } from '@bazaar/api-client/test-server';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorScreenFor } from './error-kind';
import { RouteErrorView } from './route-error-view.client';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** What a page's call to `GET /categories/menu` throws. */
async function failureOf(baseUrl: string): Promise<unknown> {
  const http = createHttpClient({ baseUrl, retryDelayMs: 1, timeoutMs: 2_000 });
  return http.get('/categories/menu').then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );
}

/** The error as the boundary receives it from a server component in a production build. */
function asSeenByTheBoundary(error: unknown): Error {
  const digest = (error as { digest?: string }).digest;
  return Object.assign(new Error('An error occurred in the Server Components render.'), digest ? { digest } : {});
}

const page = (error: unknown) => renderToStaticMarkup(createElement(RouteErrorView, { error, retry: () => {} }));

describe('the error screen of a page whose API call failed', () => {
  it('is «موقتاً در دسترس نیست» with a retry when the API answers 503 (database lost)', async () => {
    api.script(problem(503, 'SERVICE_UNAVAILABLE', 'سرویس موقتاً در دسترس نیست.', { 'retry-after': '30' }));
    const error = await failureOf(`${api.origin}/api/v1`);
    for (const seen of [error, asSeenByTheBoundary(error)]) {
      expect(errorScreenFor(seen).heading).toBe('موقتاً در دسترس نیست');
      const html = page(seen);
      expect(html).toContain('موقتاً در دسترس نیست');
      expect(html).toContain('۵۰۳');
      expect(html).toContain('چند لحظهٔ دیگر دوباره تلاش کنید');
      expect(html).toContain('تلاش دوباره');
      expect(html).not.toContain('در ارائه خدمات مشکلی پیش آمد');
    }
  });

  it('speaks of minutes when the API names a longer wait', async () => {
    api.script(problem(503, 'SERVICE_UNAVAILABLE', 'سرویس موقتاً در دسترس نیست.', { 'retry-after': '600' }));
    const seen = asSeenByTheBoundary(await failureOf(`${api.origin}/api/v1`));
    expect(errorScreenFor(seen).message).toContain('چند دقیقهٔ دیگر');
  });

  it('is the same when nothing answers at all, or a gateway in front of the API says 502 or 504', async () => {
    const closed = await startTestServer();
    const origin = closed.origin;
    await closed.close();
    const failures = [await failureOf(`${origin}/api/v1`)];
    for (const status of [502, 504]) {
      api.script(text(status, '<html>Bad Gateway</html>', 'text/html'));
      failures.push(await failureOf(`${api.origin}/api/v1`));
    }
    for (const error of failures) {
      expect(errorScreenFor(asSeenByTheBoundary(error)).heading).toBe('موقتاً در دسترس نیست');
    }
  });

  it('stays the generic screen for other failures', async () => {
    api.script(problem(500, 'INTERNAL', 'خطای داخلی'));
    const internal = await failureOf(`${api.origin}/api/v1`);
    api.script(problem(404, 'NOT_FOUND', 'یافت نشد'));
    const missing = await failureOf(`${api.origin}/api/v1`);
    for (const error of [internal, missing, new TypeError('x is undefined'), { digest: '2471583912' }, null]) {
      expect(errorScreenFor(asSeenByTheBoundary(error ?? {})).heading).toBe('خطا');
      expect(page(asSeenByTheBoundary(error ?? {}))).toContain('در ارائه خدمات مشکلی پیش آمد');
    }
  });
});
