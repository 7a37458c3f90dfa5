// HTTP transport for the /api/v1 REST API: URLs, JSON and form bodies, ApiError mapping, timeouts and retries
// (the encoding in http-codec.ts, the signals and waits in http-signals.ts).
import { ApiError } from './api-error';
import { decodeResponse, type EncodedBody, encodeBody, JSON_TYPE, joinUrl, mergeHeaders, queryFor } from './http-codec';
import { describe, linkSignals, sleep } from './http-signals';
import type { QueryParams, QueryStyle } from './query-string';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `HeadersInit` of whichever fetch the consumer compiles against (DOM or Node's undici). */
export type HeadersInput = NonNullable<RequestInit['headers']>;

export interface RetryInfo {
  method: HttpMethod;
  url: string;
  /** The attempt that just failed (1-based). */
  attempt: number;
  /** Status of the failed attempt, 0 for a network failure or timeout. */
  status: number;
  error: ApiError;
  /** Wait before the next attempt. */
  delayMs: number;
}

export interface HttpClientOptions {
  /** E.g. `http://127.0.0.1:4000/api/v1`; request paths are appended to it. */
  baseUrl: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Sent with every request; a function is called before every attempt (fresh tokens). */
  headers?: HeadersInput | (() => HeadersInput | Promise<HeadersInput>);
  /** Wait before a retry unless a short Retry-After says otherwise. Default 200 ms. */
  retryDelayMs?: number;
  /** Per-attempt timeout. Default 15 s; 0 or Infinity disables it. */
  timeoutMs?: number;
  onRetry?: (info: RetryInfo) => void;
}

export interface RequestOptions<T> {
  query?: QueryParams;
  queryStyle?: QueryStyle;
  /** Plain objects and arrays are sent as JSON; strings, URLSearchParams, FormData, Blob and buffers as they are. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded (e.g. POST /connect/token). */
  form?: Record<string, string>;
  headers?: HeadersInput;
  signal?: AbortSignal;
  /** Validates a successful body, e.g. a Zod schema's `.parse`. */
  parse?: (data: unknown) => T;
  /** `false` disables the retry of GET/HEAD. */
  retry?: boolean;
  /** Overrides the client's per-attempt timeout. */
  timeoutMs?: number;
}

export type BodylessRequestOptions<T> = Omit<RequestOptions<T>, 'body' | 'form'>;

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: BodylessRequestOptions<T>): Promise<T>;
  head(path: string, options?: Omit<BodylessRequestOptions<undefined>, 'parse'>): Promise<undefined>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

/** Statuses after which a GET or HEAD is tried once more. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Only body-less methods are retried; POST, PUT, PATCH and DELETE never are. */
const RETRY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Statuses whose Retry-After header is honoured. */
const RETRY_AFTER_STATUSES: ReadonlySet<number> = new Set([429, 503]);

const MAX_ATTEMPTS = 2;
const MAX_RETRY_AFTER_MS = 5_000;
const DEFAULT_RETRY_DELAY_MS = 200;
const DEFAULT_TIMEOUT_MS = 15_000;

/** Whether a failed attempt may be repeated; `status` 0 stands for a network failure or timeout. */
export function isRetryable(method: string, status: number): boolean {
  return RETRY_METHODS.has(method.toUpperCase()) && (status === 0 || RETRY_STATUSES.has(status));
}

/** Retry-After (delta-seconds or HTTP-date) in milliseconds; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  async function request<T = unknown>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const verb = method.toUpperCase() as HttpMethod;
    const url = joinUrl(baseUrl, path) + queryFor(path, opts);
    const body = encodeBody(verb, opts);
    const maxAttempts = opts.retry === false || !RETRY_METHODS.has(verb) ? 1 : MAX_ATTEMPTS;

    let data: unknown;
    for (let attempt = 1; ; attempt++) {
      opts.signal?.throwIfAborted();
      try {
        data = await send(verb, url, body, opts);
        break;
      } catch (error) {
        if (opts.signal?.aborted) throw opts.signal.reason;
        if (!(error instanceof ApiError) || attempt >= maxAttempts || !isRetryable(verb, error.status)) throw error;
        const delayMs = retryDelayFor(error, retryDelayMs);
        options.onRetry?.({ method: verb, url, attempt, status: error.status, error, delayMs });
        await sleep(delayMs, opts.signal);
      }
    }
    return opts.parse ? opts.parse(data) : (data as T);
  }

  /** One attempt: resolves with the decoded body of a 2xx answer, rejects with ApiError otherwise. */
  async function send(
    method: HttpMethod,
    url: string,
    body: EncodedBody,
    opts: RequestOptions<unknown>,
  ): Promise<unknown> {
    const headers = new Headers({ accept: JSON_TYPE });
    if (body.contentType) headers.set('content-type', body.contentType);
    const clientHeaders = typeof options.headers === 'function' ? await options.headers() : options.headers;
    mergeHeaders(headers, clientHeaders);
    mergeHeaders(headers, opts.headers);

    const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const link = linkSignals(opts.signal, timeoutMs);
    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, { method, headers, body: body.body, signal: link.signal });
        text = await response.text();
      } catch (cause) {
        if (opts.signal?.aborted) throw opts.signal.reason;
        const timedOut = link.timedOut();
        throw new ApiError({
          status: 0,
          method,
          url,
          cause,
          timeout: timedOut,
          message: timedOut
            ? `${method} ${url} timed out after ${timeoutMs} ms`
            : `${method} ${url} failed: network error (${describe(cause)})`,
        });
      }
      return decodeResponse(method, url, response, text);
    } finally {
      link.dispose();
    }
  }

  const withoutBody =
    (method: HttpMethod) =>
    <T>(path: string, opts?: BodylessRequestOptions<T>) =>
      request<T>(method, path, opts);
  const withBody =
    (method: HttpMethod) =>
    <T>(path: string, opts?: RequestOptions<T>) =>
      request<T>(method, path, opts);

  return {
    request,
    get: withoutBody('GET'),
    head: (path, opts) => request<undefined>('HEAD', path, opts),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: withBody('DELETE'),
  };
}

function retryDelayFor(error: ApiError, fallbackMs: number): number {
  if (!RETRY_AFTER_STATUSES.has(error.status)) return fallbackMs;
  const retryAfterMs = parseRetryAfter(error.headers?.get('retry-after'));
  return retryAfterMs !== undefined && retryAfterMs <= MAX_RETRY_AFTER_MS ? retryAfterMs : fallbackMs;
}
