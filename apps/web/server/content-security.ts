// A strict Content-Security-Policy for every HTML page, cached ones included: each response gets a fresh
// nonce, and the web server writes it into the <script> tags of the HTML that Next produced (scripts of
// this origin only). React escapes every text it renders and Next escapes `<` inside its inline payload,
// so the only <script> tags in that HTML are Next's own. docs/decisions/011-client-addresses-and-demo-mode.md
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

export function contentSecurityPolicy(nonce: string, options: { https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** `<script` followed by its attributes, up to the closing `>` of the opening tag. */
const SCRIPT_TAG = /<script\b([^>]*)>/gi;
/** A script tag may be cut by a chunk boundary: hold back an unfinished tag (`<`, `<scri`, `<script src="/_ne`). */
const UNFINISHED_TAG = /<[^>]*$/;

function addNonce(html: string, nonce: string): string {
  return html.replace(SCRIPT_TAG, (tag, attributes: string) => {
    if (/\snonce=/i.test(attributes)) return tag;
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    // Only this origin's scripts: a root-relative path, never `//host` or an absolute URL.
    if (src !== undefined && !(src.startsWith('/') && !src.startsWith('//'))) return tag;
    return `<script nonce="${nonce}"${attributes}>`;
  });
}

/** Streams HTML through, adding the nonce to script tags even when a tag spans two chunks. */
export function createNonceWriter(nonce: string) {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const take = (text: string, last: boolean) => {
    const all = carry + text;
    const unfinished = last ? null : UNFINISHED_TAG.exec(all);
    // A `<` that stays unclosed for a long stretch is text, not a tag: let it go after 2 KB.
    const cut = unfinished && all.length - unfinished.index < 2048 ? unfinished.index : all.length;
    carry = all.slice(cut);
    return addNonce(all.slice(0, cut), nonce);
  };
  return {
    write: (chunk: Buffer | string, encoding?: BufferEncoding) =>
      take(typeof chunk === 'string' ? decoder.write(Buffer.from(chunk, encoding)) : decoder.write(chunk), false),
    end: () => take(decoder.end(), true),
  };
}

type Callback = (error?: Error | null) => void;
type Chunk = Buffer | string | Uint8Array;

/**
 * Patches the response so that an HTML answer carries the policy and nonced scripts; anything else
 * passes untouched. ETags go: the body now differs on every response.
 */
export function protectHtmlResponse(response: ServerResponse, options: { https: boolean }) {
  const nonce = newNonce();
  const original = {
    write: response.write.bind(response) as (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean,
    end: response.end.bind(response) as (
      chunk?: Chunk,
      encoding?: BufferEncoding,
      callback?: () => void,
    ) => ServerResponse,
    writeHead: response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse,
  };
  let writer: ReturnType<typeof createNonceWriter> | null | undefined;
  const decide = () => {
    if (writer !== undefined) return writer;
    const type = String(response.getHeader('content-type') ?? '');
    // An answer that is already encoded or already has a policy was made by this server in a nested
    // request (Next renders a middleware rewrite by calling the site again): it passes through as it is.
    const done = response.hasHeader('content-encoding') || response.hasHeader('content-security-policy');
    writer = !done && type.toLowerCase().startsWith('text/html') ? createNonceWriter(nonce) : null;
    if (writer && !response.headersSent) {
      response.removeHeader('content-length');
      response.removeHeader('etag');
      response.setHeader('content-security-policy', contentSecurityPolicy(nonce, options));
    }
    return writer;
  };
  const asBuffer = (chunk: Chunk) => (typeof chunk === 'string' ? chunk : Buffer.from(chunk));

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (headers) for (const [name, value] of Object.entries(headers)) response.setHeader(name, value as string);
    decide();
    return original.writeHead(status, ...rest.filter((arg) => arg !== headers));
  }) as ServerResponse['writeHead'];

  response.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    const cb = typeof encoding === 'function' ? encoding : callback;
    const enc = typeof encoding === 'string' ? encoding : undefined;
    const html = decide();
    if (!html) return original.write(chunk, enc, cb);
    return original.write(html.write(asBuffer(chunk) as Buffer, enc), 'utf8', cb);
  }) as ServerResponse['write'];

  response.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    const cb = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const data = typeof chunk === 'function' || chunk === null ? undefined : chunk;
    const enc = typeof encoding === 'string' ? encoding : undefined;
    const html = decide();
    if (!html) return data === undefined ? original.end(undefined, undefined, cb) : original.end(data, enc, cb);
    const body = (data === undefined ? '' : html.write(asBuffer(data) as Buffer, enc)) + html.end();
    return original.end(body, 'utf8', cb);
  }) as ServerResponse['end'];
}
