// A strict Content-Security-Policy for every HTML page, cached ones included: each response gets a fresh
// nonce, and the web server writes it into the <script> tags of the HTML that Next produced (scripts of
// this origin only). React escapes every text it renders and Next escapes `<` inside its inline payload,
// so the only <script> tags in that HTML are Next's own. docs/decisions/011-client-addresses-and-demo-mode.md
import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, isHeldChunk } from './after-paint';

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

const SCRIPT_OPEN = Buffer.from('<script');
const LT = 0x3c;
const GT = 0x3e;
/** What may follow `<script` in a script tag's name: white space, `>` or `/`. */
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, GT, 0x2f]);

/**
 * Adds the nonce to every `<script` tag of this origin in `html`, working on the bytes: a page is never
 * decoded to a string and encoded again (on a 180 KB Persian page that cost more than compressing it).
 * Only lower-case `<script` is a tag React wrote; anything else would be text it escaped.
 */
function addNonce(html: Buffer, nonceAttribute: Buffer, held: { loaderWritten: boolean } | null): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  let at = html.indexOf(SCRIPT_OPEN, 0);
  while (at !== -1) {
    const nameEnd = at + SCRIPT_OPEN.length;
    const close = html.indexOf(GT, nameEnd);
    if (close === -1) break;
    if (AFTER_NAME.has(html[nameEnd] as number)) {
      // Script tags' attributes are ASCII; latin1 reads them byte for byte.
      const attributes = html.toString('latin1', nameEnd, close);
      const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
      // Only this origin's scripts: a root-relative path, never `//host` or an absolute URL.
      const ours = src === undefined || (src.startsWith('/') && !src.startsWith('//'));
      if (held && ours && isHeldChunk(src, attributes)) {
        // One of the framework's chunks: held until the first screen has painted (after-paint.ts).
        const nonce = /\snonce=/i.test(attributes) ? '' : nonceAttribute.toString('latin1');
        const loader = held.loaderWritten
          ? ''
          : `<script${nonceAttribute.toString('latin1')}>${AFTER_PAINT_LOADER}</script>`;
        held.loaderWritten = true;
        const renamed = attributes.replace(/\ssrc\s*=/i, ` ${AFTER_PAINT_ATTRIBUTE}=`);
        parts.push(html.subarray(from, at), Buffer.from(`${loader}<script${nonce}${renamed}`, 'latin1'));
        from = close;
      } else if (ours && !/\snonce=/i.test(attributes)) {
        parts.push(html.subarray(from, nameEnd), nonceAttribute);
        from = nameEnd;
      }
    }
    at = html.indexOf(SCRIPT_OPEN, close);
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/** Streams HTML through, adding the nonce to script tags even when a tag spans two chunks. */
export function createNonceWriter(nonce: string, options: { holdScripts?: boolean } = {}) {
  const nonceAttribute = Buffer.from(` nonce="${nonce}"`);
  const held = options.holdScripts ? { loaderWritten: false } : null;
  let carry: Buffer = Buffer.alloc(0);
  const take = (chunk: Buffer, last: boolean): Buffer => {
    const all = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
    // A tag may be cut by a chunk boundary: hold back from the first `<` after the last `>` (`<`,
    // `<scri`, `<script src="/_ne`). A `<` that stays unclosed for 2 KB is text, not a tag: let it go.
    let cut = all.length;
    if (!last) {
      const open = all.indexOf(LT, all.lastIndexOf(GT) + 1);
      if (open !== -1 && all.length - open < 2048) cut = open;
    }
    carry = cut === all.length ? Buffer.alloc(0) : Buffer.from(all.subarray(cut));
    return addNonce(all.subarray(0, cut), nonceAttribute, held);
  };
  return {
    write: (chunk: Buffer | string, encoding?: BufferEncoding) =>
      take(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk, false),
    end: () => take(Buffer.alloc(0), true),
  };
}

type Callback = (error?: Error | null) => void;
type Chunk = Buffer | string | Uint8Array;

/**
 * Patches the response so that an HTML answer carries the policy and nonced scripts; anything else
 * passes untouched. ETags go: the body now differs on every response.
 */
export function protectHtmlResponse(
  response: ServerResponse,
  options: {
    https: boolean;
    /** The framework's chunks start after the first paint (after-paint.ts). */
    holdScripts?: boolean;
    /** Called once a protected HTML answer is complete, with the page as sent (nonce written in). */
    onComplete?: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void;
  },
) {
  const nonce = newNonce();
  const sent: Buffer[] | null = options.onComplete ? [] : null;
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
    writer =
      !done && type.toLowerCase().startsWith('text/html')
        ? createNonceWriter(nonce, { holdScripts: options.holdScripts })
        : null;
    if (writer && !response.headersSent) {
      response.removeHeader('content-length');
      response.removeHeader('etag');
      response.setHeader('content-security-policy', contentSecurityPolicy(nonce, options));
    }
    return writer;
  };
  const asBuffer = (chunk: Chunk) =>
    typeof chunk === 'string' || Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

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
    const out = html.write(asBuffer(chunk), enc);
    sent?.push(out);
    return original.write(out, undefined, cb);
  }) as ServerResponse['write'];

  response.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    const cb = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const data = typeof chunk === 'function' || chunk === null ? undefined : chunk;
    const enc = typeof encoding === 'string' ? encoding : undefined;
    const html = decide();
    if (!html) {
      // A permanent redirect has no HTML, yet the page cache keeps it too (decision 070).
      if (options.onComplete && (response.statusCode === 301 || response.statusCode === 308)) {
        const rest = data === undefined ? Buffer.alloc(0) : Buffer.from(asBuffer(data) as string, enc);
        options.onComplete(response.statusCode, response.getHeaders(), rest);
      }
      return data === undefined ? original.end(undefined, undefined, cb) : original.end(data, enc, cb);
    }
    const body = data === undefined ? html.end() : Buffer.concat([html.write(asBuffer(data), enc), html.end()]);
    if (sent && options.onComplete) {
      sent.push(body);
      options.onComplete(response.statusCode, response.getHeaders(), Buffer.concat(sent));
    }
    return original.end(body, undefined, cb);
  }) as ServerResponse['end'];
}
