// Property-based fuzzing of the whole API, driven by its own OpenAPI document: for every operation,
// fast-check generates requests that are almost right and then wrong in one place (wrong types, huge or
// fractional numbers, NUL characters, long strings, deep nesting, arrays for objects, broken encodings,
// broken multipart), sends them through Fastify's inject, and a few raw malformed requests over a real
// socket. A request fails the run when the answer is a 5xx, an error that is not Persian problem+json,
// or no answer within the time bound. Deterministic per seed (the app's data may still change between
// runs, the requests do not).
import net from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};

interface OpenApiDoc {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}
interface OperationObject {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

export interface Operation {
  method: string;
  path: string;
  /** `GET /api/v1/x/{id}`, as printed in reports and accepted by `--only`. */
  name: string;
  params: { name: string; schema: Schema }[];
  query: { name: string; schema: Schema }[];
  body?: { contentType: string; schema: Schema };
  multipart: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Identity {
  label: string;
  headers: Record<string, string>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations of the document, with every `$ref` resolved. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const resolve = (schema: Schema | undefined, seen = new Set<string>()): Schema => {
    if (!schema || typeof schema !== 'object') return {};
    if (schema.$ref) {
      const id = schema.$ref.split('/').pop() ?? '';
      if (seen.has(id)) return {};
      return resolve(doc.components?.schemas?.[id], new Set([...seen, id]));
    }
    const out: Schema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, seen)]));
    if (schema.items) out.items = resolve(schema.items, seen);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (schema[key]) out[key] = schema[key].map((s) => resolve(s, seen));
    }
    return out;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = op.parameters ?? [];
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const text = `${op.summary ?? ''} ${op.description ?? ''}`;
      operations.push({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        params: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        body: contentType ? { contentType, schema: resolve(media?.schema) } : undefined,
        multipart: /multipart/i.test(text),
      });
    }
  }
  return operations;
}

// ---- Values -----------------------------------------------------------------------------------

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uFFFF',
  '\uD800',
  '٠١٢',
  '۱۲۳۴',
  '1.5',
  '-1',
  '0',
  '1e308',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%s%n%x',
  '🏭🔩',
  'ي ك',
];

const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.nat({ max: 2 }).map((n) => 'x'.repeat([120, 1_000, 70_000][n] ?? 120)), weight: 1 },
  {
    arbitrary: fc.tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })).map(([a, b]) => `${a}\0${b}`),
    weight: 1,
  },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

/** Any JSON value, including deep nesting and arrays where objects belong. */
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 3 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }), weight: 1 },
  { arbitrary: fc.nat({ max: 3 }).map((n) => deepNest([5, 20, 100, 500][n] ?? 5)), weight: 1 },
);

function deepNest(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

function schemaTypes(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value that fits the schema: ids stay small so they reach seeded rows and the code behind them. */
function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => validValue(s, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = schemaTypes(schema)[0];
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(Boolean);
  switch (type) {
    case 'string':
      if (patterns.some((p) => p?.includes('\\d'))) return fc.integer({ min: 1, max: 40 }).map(String);
      if (schema.format === 'email') return fc.constantFrom('a@example.com', 'buyer@sanat.ir');
      if (patterns.length) return fc.constantFrom('abcdefgh12', 'Zz_-0123456789');
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 20, 20) });
    case 'integer': {
      // Small valid values, from the schema's minimum (an amount may start at 100,000 Rials).
      const low = Math.max(schema.minimum ?? 1, 0);
      return fc.integer({ min: low, max: Math.max(low, Math.min(schema.maximum ?? low + 40, low + 40)) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 3) return fc.constant([]);
      return fc.array(fuzzValue(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({});
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, s]) => [key, fuzzValue(s, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: schema.required?.filter((k) => k in shape) ?? [] });
    }
    default:
      return nastyJson;
  }
}

/** Mostly the right thing, sometimes something hostile, at every level. */
function fuzzValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validValue(schema, depth), weight: 3 }, { arbitrary: nastyJson, weight: 2 });
}

/** An object body with unknown keys added now and then. */
function fuzzBody(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fuzzValue(schema), weight: 6 },
    {
      arbitrary: fc
        .tuple(validValue(schema), fc.dictionary(fc.constantFrom('extra', '__proto__', 'id', 'role'), nastyJson))
        .map(([v, extra]) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, ...extra } : v)),
      weight: 1,
    },
  );
}

// ---- Requests ---------------------------------------------------------------------------------

const PATH_SEGMENTS = ['%', '%zz', '%00', '%E0%A4%A', '..', '.', '%2F', ' ', '1'.repeat(101), '9'.repeat(20)];

/** Percent-encodes any string, lone surrogates included (as U+FFFD, the way a browser sends them). */
const encodeSegment = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

function pathValue(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validValue(schema).map((v) => encodeSegment(String(v))), weight: 3 },
    { arbitrary: nastyString.map((s) => encodeSegment(s.slice(0, 3_000))), weight: 2 },
    { arbitrary: fc.constantFrom(...PATH_SEGMENTS), weight: 1 },
  );
}

const RAW_QUERY_TAILS = ['', '', '', '&%', '&a=%zz', '&q=%00', '&x[=1', '&a[b][c][d][e][f][g]=1', '&page[]=1', '&=&=&'];

function queryString(operation: Operation): fc.Arbitrary<string> {
  const shape = Object.fromEntries(operation.query.map((p) => [p.name, fuzzValue(p.schema)]));
  return fc.tuple(fc.record(shape, { requiredKeys: [] }), fc.constantFrom(...RAW_QUERY_TAILS)).map(([values, tail]) => {
    const text = qs.stringify(clip(values), { encodeValuesOnly: true, allowDots: false }) + tail;
    return text ? `?${text.replace(/^&/, '')}` : '';
  });
}

/** Query strings carry nesting only so deep (the server stops at depth 5); deeper values become text. */
function clip(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((v) => clip(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clip(v, depth + 1)]));
}

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '[',
  'nul',
  '"\u0000"',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  // Nesting deeper than any stack: written as text, since JSON.stringify would overflow first.
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
];

type Body = { contentType?: string; payload?: string | Buffer };
const NO_BODY: fc.Arbitrary<Body> = fc.constant({});

function bodyPayload(operation: Operation): fc.Arbitrary<Body> {
  const schema = operation.body?.schema ?? {};
  const declared = operation.body?.contentType ?? 'application/json';
  const encode = (value: unknown, type: string) =>
    type.includes('urlencoded')
      ? qs.stringify(value && typeof value === 'object' ? value : { value })
      : JSON.stringify(value);
  const options: fc.WeightedArbitrary<Body>[] = [
    {
      arbitrary: fuzzBody(schema).map((value) => ({ contentType: declared, payload: encode(value, declared) })),
      weight: operation.body ? 8 : 1,
    },
    {
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/json; charset=latin-9',
            'multipart/form-data',
            '',
          ),
          nastyString,
        )
        .map(([contentType, payload]) => ({ contentType: contentType || undefined, payload })),
      weight: 1,
    },
    { arbitrary: NO_BODY, weight: 1 },
  ];
  if (operation.multipart || ['POST', 'PUT'].includes(operation.method)) {
    options.push({ arbitrary: multipartBody(), weight: operation.multipart ? 24 : 1 });
  }
  return fc.oneof(...options);
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Multipart bodies of every shape a careless or hostile client sends. */
function multipartBody(): fc.Arbitrary<{ contentType?: string; payload?: Buffer }> {
  const part = fc.record({
    name: fc.constantFrom('file', 'upload', 'public', 'files[]', '', 'file"; x="y'),
    file: fc.boolean(),
    content: fc.oneof(
      fc.constant(PNG_1X1),
      fc.constant(Buffer.from('%PDF-1.4\n%%EOF')),
      nastyString.map((s) => Buffer.from(s)),
    ),
  });
  return fc
    .record({
      parts: fc.array(part, { maxLength: 7 }),
      boundary: fc.constantFrom('----bzfuzz', 'x'.repeat(80), ''),
      header: fc.constantFrom('right', 'wrong', 'none', 'quoted'),
      truncateAt: fc.option(fc.nat(), { nil: undefined }),
      closed: fc.boolean(),
    })
    .map(({ parts, boundary, header, truncateAt, closed }) => {
      const chunks: Buffer[] = [];
      for (const p of parts) {
        const disposition = p.file
          ? `form-data; name="${p.name}"; filename="a.png"\r\nContent-Type: image/png`
          : `form-data; name="${p.name}"`;
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
          p.content,
          Buffer.from('\r\n'),
        );
      }
      if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (truncateAt !== undefined) payload = payload.subarray(0, truncateAt % (payload.length + 1));
      const contentType = {
        right: `multipart/form-data; boundary=${boundary}`,
        wrong: 'multipart/form-data; boundary=not-the-one',
        none: 'multipart/form-data',
        quoted: `multipart/form-data; boundary="${boundary}"`,
      }[header];
      return { contentType, payload };
    });
}

/** Generated requests for one operation, as whoever `identities` lists. */
export function requestsFor(operation: Operation, identities: Identity[]): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(operation.params.map((p) => [p.name, pathValue(p.schema)])));
  const cookieOrigin = fc.constantFrom(undefined, 'null', 'https://evil.example', '::', 'http://localhost:3000');
  return fc
    .record({
      params,
      query: queryString(operation),
      body:
        operation.method === 'GET'
          ? fc.oneof({ arbitrary: NO_BODY, weight: 9 }, bodyPayload(operation))
          : bodyPayload(operation),
      identity: fc.constantFrom(...identities),
      origin: cookieOrigin,
    })
    .map(({ params, query, body, identity, origin }) => {
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
      const headers: Record<string, string> = { ...identity.headers };
      if (origin) headers.origin = origin;
      if (body.contentType) headers['content-type'] = body.contentType;
      return { method: operation.method, url: path + query, headers, payload: body.payload };
    });
}

// ---- Verdicts ---------------------------------------------------------------------------------

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Why this answer breaks the rules, or undefined when it is fine. */
export function verdict(answer: Answer | 'timeout'): string | undefined {
  if (answer === 'timeout') return 'no answer within the time bound';
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.startsWith('application/problem+json'))
    return `error ${answer.status} is ${answer.contentType || 'untyped'}, not application/problem+json`;
  let problem: { status?: unknown; code?: unknown; title?: unknown; detail?: unknown };
  try {
    problem = JSON.parse(answer.body);
  } catch {
    return `error ${answer.status} body is not JSON`;
  }
  if (problem.status !== answer.status) return `problem status ${String(problem.status)} ≠ HTTP ${answer.status}`;
  if (typeof problem.code !== 'string' || !/^[A-Z_]+$/.test(problem.code)) return 'problem without a machine code';
  const persian = /[\u0600-\u06FF]/;
  if (!persian.test(String(problem.title)) || !persian.test(String(problem.detail)))
    return 'problem title/detail not in Persian';
  return undefined;
}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * Sends one request through inject. An answer later than the bound counts as a time-out even when it
 * arrives, since a request that blocks the event loop also stops the timer that would have cut it off.
 */
export async function send(app: FastifyInstance, request: FuzzRequest, timeoutMs: number): Promise<Answer | 'timeout'> {
  const started = performance.now();
  // The answer is read as a stream, so an endless one (a live event stream that opened) counts as
  // answered once its headers are out; it is then cut off, as a browser leaving the page would.
  const abort = new AbortController();
  const answer = await withTimeout(
    app
      .inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        payloadAsStream: true,
        signal: abort.signal,
      })
      .then(async (r) => {
        const contentType = String(r.headers['content-type'] ?? '');
        const stream = r.stream();
        if (r.statusCode < 300 && contentType.startsWith('text/event-stream')) {
          stream.on('error', () => {});
          abort.abort();
          return { status: r.statusCode, contentType, body: '' };
        }
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk));
        return { status: r.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
      }),
    timeoutMs,
  );
  return performance.now() - started > timeoutMs ? 'timeout' : answer;
}

// ---- Raw requests over a socket -----------------------------------------------------------------

/** Requests only a real socket can carry: what Node's HTTP parser refuses before Fastify sees them. */
export const RAW_REQUESTS: { label: string; text: string }[] = [
  { label: 'URL of 20 kB', text: `GET /api/v1/categories/menu?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n` },
  { label: 'header of 20 kB', text: `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n` },
  {
    label: 'path parameter of 300 characters',
    text: `GET /api/v1/suppliers/${'9'.repeat(300)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  },
  { label: 'broken request line', text: 'GET /api/v1/health HTTP/9.9 extra\r\nHost: x\r\n\r\n' },
  { label: 'header without colon', text: 'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n' },
  { label: 'control character in header', text: 'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n' },
  {
    label: 'both Content-Length and chunked',
    text: 'POST /api/v1/feedbacks HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  },
  {
    label: 'bad chunk size',
    text: 'POST /api/v1/feedbacks HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  },
  { label: 'NUL in the path', text: 'GET /api/v1/hea\u0000lth HTTP/1.1\r\nHost: x\r\n\r\n' },
  { label: 'percent-broken path', text: 'GET /api/v1/suppliers/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n' },
  {
    label: 'multipart without boundary',
    text: 'POST /api/v1/files HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data\r\nContent-Length: 4\r\n\r\nabcd',
  },
];

/** Sends raw bytes, half-closes, and reads the answer's status line, content type and body. */
export function sendRaw(port: number, text: string, timeoutMs: number): Promise<Answer | 'timeout'> {
  return withTimeout(
    new Promise<Answer>((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', (e) => (chunks.length ? undefined : reject(e)));
      socket.on('close', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const [head = '', ...rest] = raw.split('\r\n\r\n');
        const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
        const contentType = head.match(/\r\ncontent-type: *([^\r\n]*)/i)?.[1] ?? '';
        resolve({ status, contentType, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8') });
      });
      socket.end(text);
    }),
    timeoutMs,
  );
}

// ---- The run ------------------------------------------------------------------------------------

export interface FuzzOptions {
  seed: number;
  runsPerOperation: number;
  timeoutMs: number;
  only?: string;
  log?: (line: string) => void;
}

export interface FuzzFailure {
  operation: string;
  problem: string;
  request: FuzzRequest | string;
  seed: number;
  path?: string;
}

export interface FuzzReport {
  operations: number;
  cases: number;
  serverErrors: number;
  nonProblem: number;
  timeouts: number;
  failures: FuzzFailure[];
  durationMs: number;
  seed: number;
}

/** Fuzzes every operation of the app's OpenAPI document; the app must be ready and, for raw requests, listening. */
export async function fuzzApi(
  app: FastifyInstance,
  identities: Identity[],
  options: FuzzOptions & { port?: number },
): Promise<FuzzReport> {
  const started = Date.now();
  const doc = (app as unknown as { swagger(): OpenApiDoc }).swagger();
  const operations = operationsOf(doc).filter((op) => !options.only || op.name.includes(options.only));
  const report: FuzzReport = {
    operations: operations.length,
    cases: 0,
    serverErrors: 0,
    nonProblem: 0,
    timeouts: 0,
    failures: [],
    durationMs: 0,
    seed: options.seed,
  };
  const count = (answer: Answer | 'timeout') => {
    report.cases += 1;
    const problem = verdict(answer);
    if (!problem) return undefined;
    if (answer === 'timeout') report.timeouts += 1;
    else if (answer.status >= 500) report.serverErrors += 1;
    else report.nonProblem += 1;
    return problem;
  };

  for (const [index, operation] of operations.entries()) {
    const seed = (options.seed + index * 7919) | 0;
    const operationStarted = Date.now();
    let firstProblem: string | undefined;
    const result = await fc.check(
      fc.asyncProperty(requestsFor(operation, identities), async (request) => {
        const sent = performance.now();
        const problem = count(await send(app, request, options.timeoutMs));
        const elapsed = performance.now() - sent;
        if (elapsed > options.timeoutMs / 2)
          options.log?.(`  slow (${Math.round(elapsed)} ms): ${describeRequest(request)}`);
        if (problem) {
          firstProblem ??= problem;
          throw new Error(problem);
        }
      }),
      // Shrinking re-sends requests; a short budget is enough to make the failing request readable.
      { seed, numRuns: options.runsPerOperation, endOnFailure: false, interruptAfterTimeLimit: 120_000 },
    );
    if (result.failed) {
      const request = result.counterexample?.[0] as FuzzRequest | undefined;
      report.failures.push({
        operation: operation.name,
        problem: (result.errorInstance as Error | undefined)?.message ?? firstProblem ?? 'failed',
        request: request ?? 'unknown',
        seed,
        path: result.counterexamplePath ?? undefined,
      });
    }
    const seconds = ((Date.now() - operationStarted) / 1000).toFixed(1);
    options.log?.(`${result.failed ? '✗' : '✓'} ${operation.name} (${result.numRuns} runs, ${seconds} s)`);
  }

  if (options.port !== undefined && !options.only) {
    for (const raw of RAW_REQUESTS) {
      const problem = count(await sendRaw(options.port, raw.text, options.timeoutMs));
      if (problem)
        report.failures.push({ operation: `raw: ${raw.label}`, problem, request: raw.text.slice(0, 200), seed: 0 });
      options.log?.(`${problem ? '✗' : '✓'} raw: ${raw.label}`);
    }
  }
  report.durationMs = Date.now() - started;
  return report;
}

function describeRequest(request: FuzzRequest | string): string {
  if (typeof request === 'string') return request;
  const payload =
    typeof request.payload === 'string' || request.payload === undefined
      ? request.payload?.slice(0, 400)
      : request.payload.toString('latin1').slice(0, 400);
  return `${request.method} ${request.url.slice(0, 400)}\n  headers: ${JSON.stringify(request.headers)}\n  payload: ${JSON.stringify(payload)}`;
}

/** A failure as a reader needs it: what, why, and how to send it again. */
export function describeFailure(failure: FuzzFailure): string {
  const request = describeRequest(failure.request);
  return `${failure.operation}: ${failure.problem}\n  seed ${failure.seed}${failure.path ? ` path ${failure.path}` : ''}\n  ${request}`;
}
