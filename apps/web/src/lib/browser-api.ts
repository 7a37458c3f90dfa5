// The API client of client components: same-origin /api/v1 through the web's rewrite, so the browser
// sends the httpOnly session cookies and its own Origin. When the access cookie has lapsed while a page
// stayed open (it lives 15 minutes), a 401 triggers one cookie refresh and the call is sent once more.
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient, type HttpClient } from '@bazaar/api-client/http';
import { identityEndpoints } from '@bazaar/contracts/identity';

const BROWSER_API_BASE = '/api/v1';
const TOKEN_PATH = `${BROWSER_API_BASE}/connect/token`;

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time per page: parallel 401s wait for the same one (the API revokes reused tokens). */
function refreshCookies(): Promise<boolean> {
  refreshing ??= fetch(TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'refresh_token', token_delivery: 'cookie' }).toString(),
    credentials: 'same-origin',
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Browsers refuse a keepalive request once the bodies of all of a page's keepalive requests in flight would
 * pass 64 KB (and `sendBeacon` shares that allowance). Ours stay within half of it, counted here.
 */
const KEEPALIVE_BUDGET = 32 * 1024;
let keepaliveBytesInFlight = 0;

/** Bytes of a write's body if it may go with keepalive; null for reads, uploads and large bodies. */
function keepaliveSize(init: RequestInit | undefined): number | null {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return null;
  const body = init?.body;
  if (body == null) return 0;
  const text = typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : null;
  // A string's length never exceeds its UTF-8 size, so a long one is refused before it is encoded.
  if (text === null || text.length > KEEPALIVE_BUDGET) return null;
  return new TextEncoder().encode(text).length;
}

/**
 * One attempt. A small write (a like, a favourite, a note) goes with `keepalive`, so leaving or reloading the
 * page right after the click does not cancel it; uploads, large bodies and writes past the allowance go without.
 */
export const sendOnce: typeof fetch = async (input, init) => {
  const size = keepaliveSize(init);
  if (size === null || keepaliveBytesInFlight + size > KEEPALIVE_BUDGET) return fetch(input, init);
  keepaliveBytesInFlight += size;
  try {
    return await fetch(input, { ...init, keepalive: true });
  } finally {
    keepaliveBytesInFlight -= size;
  }
};

const refreshingFetch: typeof fetch = async (input, init) => {
  const response = await sendOnce(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (response.status !== 401 || url.includes(TOKEN_PATH)) return response;
  if (!(await refreshCookies())) return response;
  return sendOnce(input, init);
};

/** Client for the browser; never import it in server code (relative URLs only resolve in a page). */
export const browserHttp: HttpClient = createHttpClient({ baseUrl: BROWSER_API_BASE, fetch: refreshingFetch });

export const browserIdentityApi = bind(browserHttp, identityEndpoints);
