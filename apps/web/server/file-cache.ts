// Public pictures and files the API marks immutable, kept in the web server's memory (issue 34). A product
// page's first picture is its largest paint on a phone; through Next's rewrite to the API it took a second
// process and Next's router, and under load it arrived last of everything the first paint needs
// (docs/benchmarks.md, decision 110). Answered from here, it costs what a built stylesheet costs.
//
// Only what any shared cache could keep anyway is kept: a GET of `/api/v1/files/…` without a byte range or a
// conditional header, answered 200 with `public` and `immutable` in Cache-Control, no Set-Cookie, no content
// encoding, and a body under `maxFileBytes`. A private file (`private, no-store`) always goes to the API, so
// whoever asks for it is checked there. Entries leave after `ttlMs`, on every page revalidation (a product that
// lost a picture is revalidated), and least recently used first beyond `maxBytes`.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createExpiringStore } from './expiring-store';

export interface KeptFile {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expires: number;
}

export interface FileCacheOptions {
  maxBytes: number;
  maxFileBytes: number;
  ttlMs: number;
  now?: () => number;
}

const FILES_PATH = /^\/api\/v1\/files\/[^?#]+$/;
/** Headers that belong to one transfer, not to the file. */
const TRANSFER_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/** Whether an answer, by its status and headers, is the same for every visitor (a private file never is). */
export function isShareable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (!/\bpublic\b/.test(cacheControl) || !/\bimmutable\b/.test(cacheControl)) return false;
  return !/\b(?:private|no-store|no-cache)\b/.test(cacheControl);
}

export function createFileCache({ maxBytes, maxFileBytes, ttlMs, now = Date.now }: FileCacheOptions) {
  const entries = createExpiringStore<KeptFile>({ maxBytes, sizeOf: (entry) => entry.body.length, now });

  return {
    /** The key of a request whose answer may come from here, or null when it must go to the API. */
    keyOf(request: IncomingMessage): string | null {
      if (maxBytes <= 0 || request.method !== 'GET') return null;
      const url = request.url ?? '';
      if (!FILES_PATH.test(url)) return null;
      const { range, 'if-none-match': etag, 'if-modified-since': since } = request.headers;
      if (range !== undefined || etag !== undefined || since !== undefined) return null;
      return url;
    },

    get(key: string): KeptFile | null {
      return entries.get(key);
    },

    /** Keeps the API's answer when every visitor would get the same bytes. */
    offer(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer): boolean {
      if (!isShareable(status, headers) || body.length > maxFileBytes) return false;
      // A transfer cut short (the API went away mid-file) is never kept.
      if (headers['content-length'] === undefined || Number(headers['content-length']) !== body.length) return false;
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) if (!TRANSFER_HEADERS.has(name)) kept[name] = value;
      return entries.set(key, { headers: kept, body, expires: now() + ttlMs });
    },

    clear() {
      entries.clear();
    },

    get size() {
      return entries.size;
    },

    maxFileBytes,
  };
}

export type FileCache = ReturnType<typeof createFileCache>;

export function answerFromFileCache(response: ServerResponse, entry: KeptFile) {
  for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) response.setHeader(name, value);
  response.setHeader('x-web-cache', 'hit');
  response.setHeader('content-length', entry.body.length);
  response.statusCode = 200;
  response.end(entry.body);
}

type Chunk = Buffer | string | Uint8Array;

/**
 * Watches an answer passing through unchanged and hands its status, headers and body to `onComplete` once it
 * has ended. Stops collecting (and never calls back) past `limit` bytes, or as soon as its first bytes go out
 * with a status and headers no one would keep (a private file is never copied).
 */
export function watchAnswer(
  response: ServerResponse,
  limit: number,
  onComplete: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void,
) {
  let chunks: Buffer[] | null = [];
  let size = 0;
  const heads: OutgoingHttpHeaders = {};
  const headersSent = (): OutgoingHttpHeaders => {
    const headers: OutgoingHttpHeaders = { ...response.getHeaders() };
    for (const [name, value] of Object.entries(heads)) headers[name.toLowerCase()] = value as string;
    return headers;
  };
  const take = (chunk: unknown, encoding: unknown) => {
    if (chunks && chunks.length === 0 && size === 0 && !isShareable(response.statusCode, headersSent())) chunks = null;
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              (chunk as Uint8Array).buffer,
              (chunk as Uint8Array).byteOffset,
              (chunk as Uint8Array).byteLength,
            );
    size += buffer.length;
    if (size > limit) chunks = null;
    else chunks.push(Buffer.from(buffer));
  };
  const original = {
    writeHead: response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse,
    write: response.write.bind(response) as (...args: unknown[]) => boolean,
    end: response.end.bind(response) as (...args: unknown[]) => ServerResponse,
  };
  response.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (headers) Object.assign(heads, headers);
    return original.writeHead(...args);
  }) as ServerResponse['writeHead'];
  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    return original.write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    take(args[0], args[1]);
    const result = original.end(...args);
    if (chunks) {
      onComplete(response.statusCode, headersSent(), Buffer.concat(chunks));
      chunks = null;
    }
    return result;
  }) as ServerResponse['end'];
}
