// When the API cannot answer (it says 503 because its database is gone, a gateway says 502/504, or nothing
// answers at all), a page that fails for it is «موقتاً در دسترس نیست» with HTTP 503 and Retry-After, not a
// 500 (hardening issue, item 8, the web's side). The page's body is the error boundary's (the API client's
// ApiError carries a digest that features/errors/error-kind.ts reads); its status is set here: the web server
// watches every call Next's code makes to the API during a request, and a request whose render failed
// (500) after such a call leaves as 503. A page that failed for another reason stays a 500.
//
// The request's state lives in an AsyncLocalStorage kept on globalThis, like log.ts's logger: the server is
// bundled apart from Next's code, and the fetch it watches is the one Next's code calls.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { beforeHead } from './response-head';

/** Statuses with which the API (or a gateway in front of it) says it cannot answer now. */
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
/** Retry-After when nothing answered, or the answer named no wait. */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;
const MAX_RETRY_AFTER_SECONDS = 3_600;

export interface ApiAvailability {
  unavailable: boolean;
  retryAfterSeconds: number;
}

const KEY = Symbol.for('bazaar.web.api-availability');

function storage(): AsyncLocalStorage<ApiAvailability> {
  const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<ApiAvailability> };
  holder[KEY] ??= new AsyncLocalStorage<ApiAvailability>();
  return holder[KEY];
}

/** Runs `handle` with a fresh availability record for its request, and returns the record with its result. */
export function trackApiAvailability<T>(handle: () => T): { state: ApiAvailability; result: T } {
  const state: ApiAvailability = { unavailable: false, retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS };
  return { state, result: storage().run(state, handle) };
}

/** Seconds of a Retry-After header (delta-seconds or an HTTP date), within 1 s … 1 h; undefined when unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000);
  return Number.isFinite(seconds) ? Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds)) : undefined;
}

function note(retryAfter: number | undefined) {
  const state = storage().getStore();
  if (!state) return;
  state.unavailable = true;
  if (retryAfter !== undefined) state.retryAfterSeconds = retryAfter;
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * `fetchImpl` that also notes, for the request being handled, a call to `apiOrigin` that got no answer or
 * one of the unavailable statuses. Installed once as the global fetch before Next starts (main.ts).
 */
export function watchApiFetch(fetchImpl: typeof fetch, apiOrigin: string): typeof fetch {
  const origin = new URL(apiOrigin).origin;
  const watched = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    let toApi = false;
    try {
      toApi = new URL(urlOf(input)).origin === origin;
    } catch {
      // a relative or malformed address is not a call to the API
    }
    if (!toApi) return fetchImpl(input, init);
    try {
      const response = await fetchImpl(input, init);
      if (UNAVAILABLE_STATUSES.has(response.status)) note(retryAfterSeconds(response.headers.get('retry-after')));
      return response;
    } catch (error) {
      note(undefined);
      throw error;
    }
  };
  return watched as typeof fetch;
}

/** A page that failed (500) after the API could not answer leaves as 503 with Retry-After, never cached. */
export function answerUnavailable(response: ServerResponse, state: ApiAvailability) {
  beforeHead(response, (status) => {
    if (!state.unavailable || (status !== 500 && status !== 503)) return undefined;
    response.setHeader('retry-after', String(state.retryAfterSeconds));
    response.setHeader('cache-control', 'private, no-store');
    return 503;
  });
}
