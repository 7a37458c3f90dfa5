// Server-side refresh of a cookie session (POST /connect/token, grant_type=refresh_token), shared by
// concurrent requests. The API rotates the refresh token on every use and treats a second use as theft
// (the whole family is revoked), while a browser routinely sends several requests with the same expired
// cookies at once (a page plus its prefetches). So one refresh per refresh token is made, and requests
// carrying that same token within REUSE_WINDOW_MS get its result instead of a second, fatal, call.
// In-process only: with several web instances, sticky sessions (or an API-side grace period) are needed.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { call } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { identityEndpoints, REFRESH_COOKIE } from '@bazaar/contracts/identity';
import { apiBaseUrl } from '@/lib/api.server';

export type RefreshOutcome =
  /** New cookies, as the raw Set-Cookie headers the API sent. */
  | { kind: 'refreshed'; setCookies: string[] }
  /** The API refused the refresh token (expired, revoked or reused): the session is over. */
  | { kind: 'invalid' }
  /** The API could not be asked (network, timeout, 5xx): keep the cookies, try again on a later request. */
  | { kind: 'unavailable' };

export interface RefreshContext {
  /** The site's origin, sent as Origin: the API refuses cookie-authenticated writes without one it trusts. */
  origin: string;
  /** Host the visitor asked for and its scheme, so the API applies its same-host and Secure-cookie rules. */
  host: string;
  protocol: 'http' | 'https';
}

const REUSE_WINDOW_MS = 10_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  outcome: Promise<RefreshOutcome>;
  startedAt: number;
}

const recent = new Map<string, Entry>();

function forget(now: number) {
  for (const [token, entry] of recent) {
    if (now - entry.startedAt > REUSE_WINDOW_MS || recent.size > MAX_ENTRIES) recent.delete(token);
  }
}

async function callRefresh(refreshToken: string, context: RefreshContext): Promise<RefreshOutcome> {
  let setCookies: string[] = [];
  const capturingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    setCookies = response.headers.getSetCookie();
    return response;
  };
  const headers: Record<string, string> = {
    cookie: `${REFRESH_COOKIE}=${refreshToken}`,
    origin: context.origin,
    'x-forwarded-host': context.host,
    'x-forwarded-proto': context.protocol,
  };
  const http = createHttpClient({ baseUrl: apiBaseUrl, fetch: capturingFetch, headers, timeoutMs: 5_000 });
  try {
    // No refresh_token field: the API reads the bz_rt cookie sent above.
    await call(http, identityEndpoints.token, { body: { grant_type: 'refresh_token', token_delivery: 'cookie' } });
    return setCookies.length > 0 ? { kind: 'refreshed', setCookies } : { kind: 'unavailable' };
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 401)) return { kind: 'invalid' };
    console.warn(`[session] refresh failed; keeping the cookies for a later try. ${String(error)}`);
    return { kind: 'unavailable' };
  }
}

/** Refreshes the session of `refreshToken` once, however many requests ask within a few seconds. */
export function refreshSession(
  refreshToken: string,
  context: RefreshContext,
  now = Date.now(),
): Promise<RefreshOutcome> {
  forget(now);
  const existing = recent.get(refreshToken);
  if (existing) return existing.outcome;
  const outcome = callRefresh(refreshToken, context);
  recent.set(refreshToken, { outcome, startedAt: now });
  // A failure that may be temporary must not be replayed to the next request.
  void outcome.then((result) => {
    if (result.kind === 'unavailable') recent.delete(refreshToken);
  });
  return outcome;
}
