// The HTTP transport's encoding (http.ts): the request's URL and body, and the answer's body decoded or turned
// into an ApiError.
import { ApiError } from './api-error';
import type { HeadersInput, HttpMethod, RequestOptions } from './http';
import { serializeQuery } from './query-string';

export const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

export function joinUrl(baseUrl: string, path: string): string {
  if (path === '') return baseUrl;
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function queryFor(path: string, opts: RequestOptions<unknown>): string {
  if (!opts.query) return '';
  const query = serializeQuery(opts.query, opts.queryStyle);
  return query && path.includes('?') ? `&${query.slice(1)}` : query;
}

export interface EncodedBody {
  body?: RequestInit['body'];
  contentType?: string;
}

export function encodeBody(method: HttpMethod, opts: RequestOptions<unknown>): EncodedBody {
  if (opts.body === undefined && opts.form === undefined) return {};
  if (method === 'GET' || method === 'HEAD') throw new TypeError(`A ${method} request cannot have a body`);
  if (opts.body !== undefined && opts.form !== undefined) throw new TypeError('Pass either body or form, not both');
  if (opts.form !== undefined) return { body: new URLSearchParams(opts.form).toString(), contentType: FORM_TYPE };
  if (isRawBody(opts.body)) return { body: opts.body };
  return { body: JSON.stringify(opts.body), contentType: JSON_TYPE };
}

export function isRawBody(body: unknown): body is NonNullable<RequestInit['body']> {
  return (
    typeof body === 'string' ||
    body instanceof URLSearchParams ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

export function mergeHeaders(target: Headers, source: HeadersInput | undefined): void {
  if (source === undefined) return;
  new Headers(source).forEach((value, key) => {
    target.set(key, value);
  });
}

export function decodeResponse(method: HttpMethod, url: string, response: Response, text: string): unknown {
  const contentType = response.headers.get('content-type');
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      data: decodeErrorBody(text, contentType),
      headers: response.headers,
      method,
      url,
    });
  }
  if (text === '') return undefined;
  if (!isJson(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      data: text,
      headers: response.headers,
      method,
      url,
      cause,
      message: `${method} ${url} answered ${response.status} with a body that is not valid JSON`,
    });
  }
}

export function decodeErrorBody(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  if (!isJson(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** application/json, application/problem+json and any other `+json` type. */
export function isJson(contentType: string | null): boolean {
  const mediaType = (contentType?.split(';')[0] ?? '').trim().toLowerCase();
  return mediaType === JSON_TYPE || mediaType.endsWith('+json');
}
