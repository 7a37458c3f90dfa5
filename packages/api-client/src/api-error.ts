// ApiError: what the API client throws for an HTTP error response (problem+json aware) or a network failure.

/** One field-level failure inside a validation problem. */
export interface ApiFieldError {
  field: string;
  code: string;
  message: string;
}

/** RFC 9457 problem details as the bazaar API sends them (`application/problem+json`). */
export interface ApiProblem {
  type: string;
  title: string;
  status: number;
  /** Persian, user-facing explanation. */
  detail?: string;
  /** Machine code, e.g. `VALIDATION_FAILED`, `NOT_FOUND`. */
  code?: string;
  errors?: ApiFieldError[];
  instance?: string;
  requestId?: string;
  [extension: string]: unknown;
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const HTTP_ERROR = 'HTTP_ERROR';

/** Statuses with which the API cannot answer now: no answer at all (0), or a gateway or the API saying so. */
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);

/** Whether an answer with `status` means the API is unavailable for the moment (retrying later may work). */
export function isUnavailableStatus(status: number): boolean {
  return UNAVAILABLE_STATUSES.has(status);
}

/** Start of the `digest` of an ApiError of the unavailable API: `BAZAAR_API_UNAVAILABLE;<Retry-After seconds or empty>`. */
export const API_UNAVAILABLE_DIGEST = 'BAZAAR_API_UNAVAILABLE';

export interface ApiErrorInit {
  /** HTTP status, or 0 when no response arrived (connection refused, DNS, reset, timeout). */
  status: number;
  statusText?: string;
  /** Parsed JSON body, else the body text, else null. */
  data?: unknown;
  headers?: Headers;
  method?: string;
  url?: string;
  /** Overrides the default message (the problem's `detail` still wins). */
  message?: string;
  cause?: unknown;
  /** The attempt was cut off by the client's own timeout. */
  timeout?: boolean;
}

const BRAND = Symbol.for('@bazaar/api-client/ApiError');

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  readonly headers: Headers | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly isTimeout: boolean;
  /**
   * Only on an error of the unavailable API (isUnavailableStatus). When a React server component throws an
   * error, a production build passes only its `digest` to the browser, and keeps a digest the error already
   * has: so the web's error boundary can still tell «the API is unavailable» from any other failure.
   */
  readonly digest?: string;
  readonly [BRAND] = true;

  constructor(init: ApiErrorInit) {
    const data = init.data ?? null;
    super(messageFor(init, asProblem(data)), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.data = data;
    this.headers = init.headers;
    this.method = init.method;
    this.url = init.url;
    this.isTimeout = init.timeout ?? false;
    if (isUnavailableStatus(init.status)) {
      const retryAfter = init.headers?.get('retry-after')?.trim() ?? '';
      this.digest = `${API_UNAVAILABLE_DIGEST};${/^\d{1,6}$/.test(retryAfter) ? retryAfter : ''}`;
    }
  }

  /** The body when it looks like an RFC 9457 problem, else undefined. */
  get problem(): ApiProblem | undefined {
    return asProblem(this.data);
  }

  /** The problem's machine code, else `NETWORK_ERROR` (status 0) or `HTTP_ERROR`. */
  get code(): string {
    return this.problem?.code ?? (this.status === 0 ? NETWORK_ERROR : HTTP_ERROR);
  }
}

/** True for an ApiError, also one created by another copy of this module (e.g. a second bundle). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true)
  );
}

/** Returns `data` typed as a problem when it has the problem shape, else undefined. */
export function asProblem(data: unknown): ApiProblem | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const body = data as Record<string, unknown>;
  const optionalString = (key: string) => body[key] === undefined || typeof body[key] === 'string';
  const looksLikeProblem =
    typeof body.title === 'string' &&
    typeof body.status === 'number' &&
    optionalString('type') &&
    optionalString('detail') &&
    optionalString('code') &&
    (body.errors === undefined || Array.isArray(body.errors));
  return looksLikeProblem ? (body as ApiProblem) : undefined;
}

function messageFor(init: ApiErrorInit, problem: ApiProblem | undefined): string {
  if (problem?.detail) return problem.detail;
  if (init.message) return init.message;
  const target = init.method && init.url ? `${init.method} ${init.url}` : 'Request';
  if (init.status === 0) return `${target} failed: network error`;
  return `${target} failed: ${init.status}${init.statusText ? ` ${init.statusText}` : ''}`;
}
