// The API client of client components: same-origin /api/v1 through the web's rewrite, so the browser
// sends the httpOnly session cookies and its own Origin. When the access cookie has lapsed while a page
// stayed open (it lives 15 minutes), a 401 triggers one cookie refresh and the call is sent once more.
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient, type HttpClient } from '@bazaar/api-client/http';
import { identityEndpoints } from '@bazaar/contracts/identity';
import { sendOnce } from './keepalive-fetch';

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
