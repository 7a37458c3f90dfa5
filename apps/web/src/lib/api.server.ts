// The one place the web server builds API clients (spec section 7: every path starts with /api/v1).
import 'server-only';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '@bazaar/api-client/http';

/** Server-to-server address of the API; the browser uses the same-origin `/api` rewrite instead. */
export const apiBaseUrl = `${process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000'}/api/v1`;

/** Uncached client for per-request data (anything user-specific must use this one). */
export const api: HttpClient = createHttpClient({ baseUrl: apiBaseUrl });

export interface CachedApiOptions extends Omit<HttpClientOptions, 'baseUrl' | 'fetch'> {
  /** Seconds a successful (200) answer may be served from Next's data cache. */
  revalidateSeconds: number;
  /** Cache tags, so a future admin action can `revalidateTag` them. */
  tags: string[];
}

/**
 * Client whose GETs go through Next's data cache. Next only stores 200 answers, so failures are
 * retried on the next request instead of being remembered for the whole revalidation window.
 * Never use it with per-user headers: the cache key ignores who is asking.
 */
export function createCachedApiClient({ revalidateSeconds, tags, ...options }: CachedApiOptions): HttpClient {
  const cachedFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, next: { revalidate: revalidateSeconds, tags } });
  return createHttpClient({ ...options, baseUrl: apiBaseUrl, fetch: cachedFetch });
}
